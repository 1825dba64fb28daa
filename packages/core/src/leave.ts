/**
 * A player leaving a game that goes on without them (`Engine.leaveGame`), kept in the append-only
 * log like any entry: a marker `{ "$leave": true }` under the leaving seat, which whoever replays
 * a log (the server on load, its history, the replay command) hands to the engine's `leaveGame`
 * (`replayEntry`, undo.ts). No engine's action schema accepts a key starting with "$", so a
 * marker can never be mistaken for a move.
 */
export const LEAVE_KEY = "$leave";

export function leaveMarker(): { [LEAVE_KEY]: true } {
  return { [LEAVE_KEY]: true };
}

/** True when a log entry's action is a leave marker. */
export function isLeaveMarker(action: unknown): boolean {
  return typeof action === "object" && action !== null && (action as Record<string, unknown>)[LEAVE_KEY] === true;
}
