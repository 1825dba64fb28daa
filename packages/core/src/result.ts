/**
 * Expected failures are values, never exceptions.
 *
 * ```ts
 * const r = parseThing(input);
 * if (!r.ok) return r;          // propagate the RuleError unchanged
 * use(r.value);
 * ```
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A rule violation: a stable machine code plus a sentence a player understands. */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export const ruleError = (code: string, message: string): { ok: false; error: RuleError } => err({ code, message });
