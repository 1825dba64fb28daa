/**
 * Taking back a move with the table's consent (issue 17, "undo"): whether the last entry of a
 * game's log may be taken back, and the states either side of it. The log stays append-only: an
 * accepted undo appends a marker (`undoMarker`, @kingsroad/core) and the state becomes the one
 * before the move, exactly what a replay of the log computes (`replayEntry`).
 *
 * A move may be taken back when it is the last entry of the log (nobody acted since; a marker
 * cannot itself be taken back), its mover proposes it, the game is not over, and it showed no one
 * anything hidden (`undoRefusal`: no chance, no private event, no other seat's secret made public).
 */
import { isLeaveMarker, replayEntry, undoneSeq, undoRefusal, type GameEvent, type ReplayPoint, type Result, type Seat } from "@kingsroad/core";
import { initialState } from "./initial-state.ts";
import type { AnyGameModule } from "./registry.ts";
import type { GameRecord, GameStore } from "./store/types.ts";

export interface LastMove {
  seq: number;
  seat: Seat;
  /** The state before the move: what the game goes back to. */
  before: unknown;
}

/** The game's last move if `by` may take it back, else why not (a sentence for the proposer). */
export async function lastMove(store: GameStore, module: AnyGameModule, record: GameRecord, by: Seat): Promise<Result<LastMove, string>> {
  const entries = await store.listActions(record.id, 0);
  const last = entries[entries.length - 1];
  if (!last) return { ok: false, error: "Nobody has moved yet." };
  if (undoneSeq(last.action) !== null) return { ok: false, error: "The last entry of the log is an undo; it cannot be taken back." };
  if (isLeaveMarker(last.action)) return { ok: false, error: "The last entry of the log is a player leaving; it cannot be taken back." };
  if (last.seat !== by) return { ok: false, error: "Only the last move can be taken back, and it was not yours." };
  // The whole log again: an undo is rare, and this way the states are exactly what a replay gives.
  let point: ReplayPoint = { state: initialState(module, record.setup) };
  let events: GameEvent[] = [];
  for (const entry of entries) {
    const step = replayEntry(module.engine, point, entry.seq, entry.seat, entry.action);
    if (!step.ok) throw new Error(`game ${record.id}: stored entry ${entry.seq} no longer replays (${step.error})`);
    point = step.value.point;
    events = step.value.events;
  }
  const seats = record.seats.map((s) => s.seat);
  const refusal = undoRefusal(module.engine, seats, by, point.before, point.state, events);
  if (refusal) return { ok: false, error: `Your last move cannot be taken back: ${refusal}.` };
  return { ok: true, value: { seq: last.seq, seat: by, before: point.before } };
}
