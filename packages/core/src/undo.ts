/**
 * Taking back a move (issue 17, "undo, with consent"), kept append-only: the log never loses an
 * entry; an undo is a marker entry `{ "$undo": seq }` that names the move it takes back, and
 * whoever replays a log (the server on load, its history, the replay command) steps over it with
 * `replayEntry`. Only the entry just before a marker can be taken back, so a replay needs to keep
 * one earlier state, not the whole past. No engine's action schema accepts a key starting with
 * "$", so a marker can never be mistaken for a move.
 */
import type { Engine, GameEvent, Seat } from "./engine.ts";
import type { Result } from "./result.ts";
import { isLeaveMarker } from "./leave.ts";

export const UNDO_KEY = "$undo";

export function undoMarker(seq: number): { [UNDO_KEY]: number } {
  return { [UNDO_KEY]: seq };
}

/** The seq an undo marker takes back, or null when `action` is a move. */
export function undoneSeq(action: unknown): number | null {
  if (typeof action !== "object" || action === null || !(UNDO_KEY in action)) return null;
  const seq = (action as Record<string, unknown>)[UNDO_KEY];
  return typeof seq === "number" ? seq : null;
}

/** The public event of an accepted undo. */
export function undoEvent(seat: Seat, seq: number): GameEvent {
  return { type: "undo", text: `${seat} took back move ${seq}; the table agreed.`, data: { seq } };
}

/** Where a replay stands: the state, and the state before the last entry when that entry was a move. */
export interface ReplayPoint {
  state: unknown;
  before?: unknown;
}

/**
 * One log entry replayed: a move goes through the engine; an undo marker goes back to the state
 * before the move it names, which must be the entry just before it; a leave marker (leave.ts) goes
 * through the engine's `leaveGame` and can never be taken back. `seq` is this entry's seq.
 */
export function replayEntry<S>(
  engine: Pick<Engine<S, unknown, unknown, unknown>, "applyAction" | "leaveGame">,
  point: ReplayPoint,
  seq: number,
  seat: Seat,
  action: unknown,
): Result<{ point: ReplayPoint; events: GameEvent[] }, string> {
  const undone = undoneSeq(action);
  if (undone !== null) {
    if (undone !== seq - 1) return { ok: false, error: `undo marker ${seq} names move ${undone}, not the move just before it` };
    if (point.before === undefined) return { ok: false, error: `undo marker ${seq}: the state before move ${undone} is not at hand` };
    return { ok: true, value: { point: { state: point.before }, events: [undoEvent(seat, undone)] } };
  }
  if (isLeaveMarker(action)) {
    if (!engine.leaveGame) return { ok: false, error: `leave marker ${seq}: this game has no rule for a player leaving` };
    const left = engine.leaveGame(point.state as S, seat);
    if (!left.ok) return { ok: false, error: `${left.error.code}: ${left.error.message}` };
    return { ok: true, value: { point: { state: left.value.state }, events: [...left.value.events] } };
  }
  const applied = engine.applyAction(point.state as S, seat, action);
  if (!applied.ok) return { ok: false, error: `${applied.error.code}: ${applied.error.message}` };
  return { ok: true, value: { point: { state: applied.value.state, before: point.state }, events: [...applied.value.events] } };
}

/** The JSON paths where two plain-JSON values differ (an array of another length differs as a whole). */
function differences(a: unknown, b: unknown, path: string, out: Set<string>): void {
  if (a === b) return;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    out.add(path);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) {
    out.add(path);
    return;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)])) differences(ra[key], rb[key], `${path}/${key}`, out);
}

/** What `seat` sees that a spectator does not: the paths of its secrets. */
function secretsOf(engine: Pick<Engine<unknown, unknown, unknown, unknown>, "view">, state: unknown, seat: Seat): Set<string> {
  const out = new Set<string>();
  differences(engine.view(state, seat), engine.view(state, null), "", out);
  return out;
}

/**
 * Why `seat`'s move from `before` to `after` may not be taken back, or null when it may. The move
 * must not have shown anyone something hidden, which is decided without knowing the game:
 * - it drew on chance: the state's `rng`
 *   moved, so a card, a die or a shuffle is now known (both engines keep it at `state.rng`; an
 *   engine that keeps it elsewhere is judged on the two other tests only);
 * - an event of it was addressed to some seats only: engines tell a seat privately what only it
 *   learns (a card it draws), so such a move is refused, unless the event only repeats to the
 *   mover its own choice (`ownChoice`);
 * - another seat lost a secret: something only that seat saw before (its view differed there
 *   from a spectator's) is no longer only its own, as when the last of several hidden choices
 *   makes them all public. The mover's own secrets may go public: undoing that harms only them.
 */
export function undoRefusal(
  engine: Pick<Engine<unknown, unknown, unknown, unknown>, "view">,
  seats: readonly Seat[],
  seat: Seat,
  before: unknown,
  after: unknown,
  events: readonly GameEvent[],
): string | null {
  const rng = (s: unknown): string => JSON.stringify((s as { rng?: unknown } | null)?.rng ?? null);
  if (rng(before) !== rng(after)) return "that move drew on chance (a card, a die or a shuffle is now known)";
  const shown = (e: GameEvent) => e.visibleTo !== undefined && !(e.ownChoice && e.visibleTo.every((s) => s === seat));
  if (events.some(shown)) return "that move showed something to some players only (a card drawn, a private look)";
  for (const other of seats) {
    if (other === seat) continue;
    const had = secretsOf(engine, before, other);
    if (had.size === 0) continue;
    const has = secretsOf(engine, after, other);
    for (const path of had) if (!has.has(path)) return "that move revealed what another player had kept hidden";
  }
  return null;
}
