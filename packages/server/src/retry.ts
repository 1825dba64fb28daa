/**
 * Waiting before trying a store write again (a full disk, a database that went away): bots and
 * clocks retry their move until the store takes it, and must neither hammer a failing store nor
 * all come back at the same instant when it recovers.
 */

export interface Backoff {
  /** The first wait (ms). */
  baseMs: number;
  /** The longest wait (ms): a store back after an hour is retried within this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 250, maxMs: 30_000 };

/**
 * The wait before retry number `attempt` (1, 2, ...): doubling from `baseMs` up to `maxMs`, drawn
 * between half and all of it, so games that failed together spread out when they retry.
 */
export function backoffMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const full = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(full / 2 + random() * (full / 2));
}
