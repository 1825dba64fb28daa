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

/**
 * The code of a `leaveGame` refusal that means the game cannot go on without the seat being
 * played (too few players would stay): the host seats a stand-in bot instead, so the player may
 * still go (platform decision P-1; AGoT with Mother of Dragons: ruling AG-38's floor of three
 * Westeros players).
 */
export const TOO_FEW_PLAYERS = "TOO_FEW_PLAYERS";
