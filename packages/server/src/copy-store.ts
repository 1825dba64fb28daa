/**
 * Copies every game of one store into another (SQLite into PostgreSQL, issue 18): its record, its
 * whole action log, its snapshot and every chat line, then proves each copy by replaying the log
 * read back from the destination to the same final state hash as the source's. A game is copied
 * whole or not at all: a copy that fails or does not verify is removed from the destination.
 *
 * Never copied: a damaged game (its row cannot be read) and a game already in the destination
 * (left as it is, so the copy may be run again after a partial run). Each is one problem line.
 * Chat lines get the destination's numbers, in the same order.
 */
import { stateHash } from "@kingsroad/core";
import { finalState } from "./initial-state.ts";
import type { GameRegistry } from "./registry.ts";
import { StoreConflictError, type GameRecord, type GameStore, type StoredAction } from "./store/types.ts";

export interface CopySummary {
  /** Games copied and verified. */
  copied: number;
  /** One line per game not copied, or copied but not verifiable. */
  problems: string[];
}

/** Every game, newest first: far above any store's count. */
const ALL = 1_000_000_000;

function hashOf(games: GameRegistry, record: GameRecord, actions: StoredAction[]): string {
  const module = games.get(record.engine);
  if (!module) throw new Error(`it is a game of "${record.engine}", which this server does not host`);
  return stateHash(finalState(module, record.setup, actions));
}

export async function copyStore(from: GameStore, to: GameStore, games: GameRegistry, progress: (line: string) => void = () => {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, problems: [] };
  const problem = (line: string) => {
    summary.problems.push(line);
    progress(line);
  };
  // Oldest first, so the destination's lobby order and chat numbers follow the source's history.
  const listed = (await from.listGames({ limit: ALL })).reverse();
  for (const { record: listedRecord } of listed) {
    const id = listedRecord.id;
    const loaded = await from.loadGame(id);
    if (!loaded) continue; // removed meanwhile
    const { record } = loaded;
    if (record.damaged) {
      problem(`game ${id}: not copied: ${record.damaged}`);
      continue;
    }
    const actions = await from.listActions(id, 0);
    let sourceHash: string | null;
    try {
      sourceHash = hashOf(games, record, actions);
    } catch (e) {
      sourceHash = null;
      problem(`game ${id}: copied as it is, not verified: its log does not replay here (${(e as Error).message})`);
    }
    try {
      await to.createGame(record);
    } catch (e) {
      if (e instanceof StoreConflictError) problem(`game ${id}: not copied: the destination already has a game with this id (left as it is)`);
      else problem(`game ${id}: not copied: ${(e as Error).message}`);
      continue;
    }
    try {
      if (record.proposals) await to.updateGame(id, { proposals: record.proposals });
      for (const action of actions) await to.appendAction(id, action);
      const snapshot = loaded.snapshot;
      if (snapshot && snapshot.state !== null && stateHash(snapshot.state) === snapshot.hash) await to.saveSnapshot(id, snapshot);
      for (const { id: _number, ...line } of await from.exportChat(id)) await to.appendChat(id, line);
      const copied = await to.loadGame(id);
      const copiedActions = await to.listActions(id, 0);
      if (!copied || copied.record.damaged) throw new Error("the copy cannot be read back");
      if (copiedActions.length !== actions.length) throw new Error(`the copy has ${copiedActions.length} actions, the source ${actions.length}`);
      if (sourceHash !== null) {
        const copiedHash = hashOf(games, copied.record, copiedActions);
        if (copiedHash !== sourceHash) throw new Error(`the copy replays to state ${copiedHash}, the source to ${sourceHash}`);
        summary.copied++;
      }
    } catch (e) {
      await to.deleteGame(id).catch(() => undefined);
      problem(`game ${id}: not copied: ${(e as Error).message}`);
    }
  }
  return summary;
}
