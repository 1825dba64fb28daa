/**
 * Loading a stored game: rebuilding its state by replay, and its public summary when it is not in
 * memory (or cannot be, being damaged).
 */
import { replayEntry, stateHash, undoneSeq, type ReplayPoint } from "@kingsroad/core";
import { initialState } from "./initial-state.ts";
import type { LogFn } from "./log.ts";
import type { GameSummary, SeqEvent } from "./protocol.ts";
import type { AnyGameModule } from "./registry.ts";
import { withSeed } from "./seed.ts";
import type { GameRecord, GameStore, LoadedGame } from "./store/types.ts";

/** Why a damaged game cannot be served, said to the people who open it. */
export const damageSentence = (what: string): string =>
  `This game cannot be played or watched: ${what}. Other games are not affected; the server's operator has been told.`;

/**
 * Rebuilds a game's state from its snapshot (when its hash holds and the game's rules version is
 * this server's) and the actions after it; otherwise from the setup and the whole log.
 */
export async function replayStored(module: AnyGameModule, loaded: LoadedGame, store: GameStore, log: LogFn): Promise<{ state: unknown; seq: number; events: SeqEvent[] }> {
  const { record } = loaded;
  let state: unknown;
  let seq: number;
  let actions = loaded.actions;
  const sameRules = record.rulesVersion === module.rulesVersion;
  // An undo marker just after the snapshot needs the state before it: then the whole log.
  const markerFirst = actions[0] !== undefined && undoneSeq(actions[0].action) !== null;
  if (loaded.snapshot && sameRules && !markerFirst && stateHash(loaded.snapshot.state) === loaded.snapshot.hash) {
    state = loaded.snapshot.state;
    seq = loaded.snapshot.seq;
  } else {
    if (loaded.snapshot && sameRules) log(`snapshot of game ${record.id} is damaged; replaying the whole log`, undefined, { gameId: record.id, seq: loaded.snapshot.seq });
    state = initialState(module, record.setup);
    seq = 0;
    if (loaded.snapshot) actions = await store.listActions(record.id, 0);
  }
  const events: SeqEvent[] = [];
  let point: ReplayPoint = { state };
  for (const entry of actions) {
    if (entry.seq !== seq + 1) throw new Error(`game ${record.id}: log jumps from ${seq} to ${entry.seq}`);
    const applied = replayEntry(module.engine, point, entry.seq, entry.seat, entry.action);
    if (!applied.ok) throw new Error(`game ${record.id}: stored action ${entry.seq} no longer applies (${applied.error})`);
    point = applied.value.point;
    seq = entry.seq;
    events.push(...applied.value.events.map((e) => ({ ...e, seq })));
  }
  state = point.state;
  return { state, seq, events: events.slice(-200) };
}

/** A stored game's public facts, without loading it (nobody is connected to a game not in memory). */
export function summaryOf(record: GameRecord, seq: number): GameSummary {
  return {
    id: record.id,
    engine: record.engine,
    title: record.title,
    status: record.status,
    createdAt: record.createdAt,
    seq,
    ...(record.rulesVersion != null && { rulesVersion: record.rulesVersion }),
    ...withSeed(record),
    seats: record.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      ...(s.level !== undefined && { level: s.level }),
      ...(s.name !== undefined && { name: s.name }),
      claimed: s.kind === "bot" || s.claimed,
      connected: 0,
    })),
    outcome: record.outcome,
  };
}
