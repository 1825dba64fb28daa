/**
 * The store as a game's writer sees it: every write to a game this process does not hold the
 * lease of (lease.ts, by its own clock) is refused before it reaches the database, as a
 * StoreConflictError (another writer's turn, not a failing store). So a process that lost a game
 * stops writing it at once, even with work still queued; and should two ever race, the store's
 * unique seq per game refuses the stale writer's append all the same.
 */
import { StoreConflictError, type GameStore } from "../store/types.ts";

export function fencedStore(store: GameStore, holds: (gameId: string) => boolean): GameStore {
  const fence = (gameId: string, what: string): void => {
    if (!holds(gameId)) throw new StoreConflictError(`game ${gameId} is written by another process now (${what} refused)`);
  };
  return Object.assign(Object.create(store) as GameStore, {
    async createGame(record: Parameters<GameStore["createGame"]>[0]) {
      fence(record.id, "creation");
      return store.createGame(record);
    },
    async updateGame(gameId: string, patch: Parameters<GameStore["updateGame"]>[1]) {
      fence(gameId, "update");
      return store.updateGame(gameId, patch);
    },
    async appendAction(gameId: string, entry: Parameters<GameStore["appendAction"]>[1]) {
      fence(gameId, `action ${entry.seq}`);
      return store.appendAction(gameId, entry);
    },
    async saveSnapshot(gameId: string, snapshot: Parameters<GameStore["saveSnapshot"]>[1]) {
      fence(gameId, "snapshot");
      return store.saveSnapshot(gameId, snapshot);
    },
    async deleteGame(gameId: string) {
      fence(gameId, "removal");
      return store.deleteGame(gameId);
    },
    async appendChat(gameId: string, chat: Parameters<GameStore["appendChat"]>[1]) {
      fence(gameId, "chat");
      return store.appendChat(gameId, chat);
    },
  } satisfies Partial<GameStore>);
}
