/**
 * The server's view of its store: the same store, noting whether its last append of an action or
 * a game failed (the health check reports it: a probe alone may pass on a full disk by reusing
 * free pages while appends fail), counting the actions stored (metrics.ts) and telling the log of
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

export function watchedStore(store: GameStore, watchers: StoreWatchers = {}): GameStore {
  let lastError: unknown = null;
  const watched = <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await write(...args);
        lastError = null;
      } catch (e) {
        // A conflict is another writer's turn, not a failing disk.
        if (!(e instanceof StoreConflictError)) lastError = e;
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
      if (lastError) throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  });
}
