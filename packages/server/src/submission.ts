/**
 * An action offered to a live game: what its sender may ask of the queue, and the check of the
 * action itself (the engine's schema, then its rules) that comes before anything is stored.
 */
import { describeInvalid, type GameEvent, type Result, type Seat } from "@kingsroad/core";
import type { AnyGameModule } from "./registry.ts";

export interface SubmitError {
  code: string;
  message: string;
}

/**
 * The code of an action refused only because the store could not write it (a full disk): the
 * action may be right, and sending it again once the store writes is the remedy, not another one.
 */
export const NOT_STORED = "not_stored";

export interface SubmitOptions {
  /** A bot acts (for a bot seat, a stand-in, a late seat): a person's action drops the votes about its seat. */
  byBot?: boolean;
  expectedSeq?: number;
  /** Checked in turn, just before the action is validated: an error refuses it (a bot whose seat was taken back). */
  guard?: () => SubmitError | null;
  /** Called once the action is stored, before anyone is told of it: the place to acknowledge. */
  onStored?: (seq: number) => void;
}

/** What `seat`'s action makes of `state`, or why it is refused; `state` is never changed. */
export function tryAction(
  module: AnyGameModule,
  state: unknown,
  seat: Seat,
  input: unknown,
  onThrow: (e: unknown) => void,
): Result<{ action: unknown; state: unknown; events: GameEvent[] }, SubmitError> {
  const fail = (code: string, message: string) => ({ ok: false as const, error: { code, message } });
  const engine = module.engine;
  const parsed = engine.actionSchema.safeParse(input);
  if (!parsed.success) return fail("invalid_action", `Not an action of this game: ${describeInvalid(parsed.error, "the action")}.`);
  let applied;
  try {
    applied = engine.applyAction(state, seat, parsed.data);
  } catch (e) {
    // Engines must not throw for bad input; if one does, the state is still untouched.
    onThrow(e);
    return fail("internal", "The engine failed on this action; nothing changed.");
  }
  if (!applied.ok) return fail(applied.error.code, applied.error.message);
  return { ok: true, value: { action: parsed.data, state: applied.value.state, events: applied.value.events } };
}
