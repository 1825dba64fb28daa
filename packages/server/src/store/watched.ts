/**
 * The server's view of its store: the same store, noting whether its last append of an action or
 * a game failed (the health check reports it: a probe alone may pass on a full disk by reusing
 * free pages while appends fail) until a later one succeeds or, with no write since, for
 * `failedWriteHoldMs` (a server its load balancer stopped sending players to would otherwise stay
 * unhealthy for ever once space is back: the probe alone decides after that), counting the actions stored (metrics.ts) and telling the log of
 * each one, with its game id and seq.
 */
import type { LogContext } from "../log.ts";
import { StoreConflictError, type GameStore, type StoredAction } from "./types.ts";

export interface StoreWatchers {
  /** An action was stored. */
  applied?: () => void;
  /** An action was stored: its game, seq and seat (a debug log line). */
  stored?: (context: LogContext) => void;
}

/** How long a failed append of an action or game keeps the health check at 503 with no write since. */
export const FAILED_WRITE_HOLD_MS = 30_000;

export function watchedStore(store: GameStore, watchers: StoreWatchers = {}, failedWriteHoldMs = FAILED_WRITE_HOLD_MS): GameStore {
  let lastError: { error: unknown; at: number } | null = null;
  const watched = <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await write(...args);
        lastError = null;
      } catch (e) {
        // A conflict is another writer's turn, not a failing disk.
        if (!(e instanceof StoreConflictError)) lastError = { error: e, at: Date.now() };
        throw e;
      }
    };
  const append = watched(store.appendAction.bind(store));
  const probe = store.checkWritable?.bind(store);
  return Object.assign(Object.create(store) as GameStore, {
    async appendAction(gameId: string, entry: StoredAction): Promise<void> {
      await append(gameId, entry);
      watchers.applied?.();
      watchers.stored?.({ gameId, seq: entry.seq, seat: entry.seat });
    },
    createGame: watched(store.createGame.bind(store)),
    async checkWritable(): Promise<void> {
      await probe?.();
      if (lastError && Date.now() - lastError.at >= failedWriteHoldMs) lastError = null;
      const error = lastError?.error;
      if (lastError) throw error instanceof Error ? error : new Error(String(error));
    },
  });
}
