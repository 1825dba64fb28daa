/**
 * How a rule tells the round what happened, without knowing what comes next: the round's
 * sequencer (round.ts `sequence`) reads these plain-data signals as soon as the rule returns and
 * decides: the next phase, the 2.4 pass round after a game event, the battle proper after the
 * persuasive nobles. So no rule module imports the round, the pass round or another phase to go on.
 */
import type { House } from "../data/nobles.ts";
import type { FiefState, WindowResume } from "../state.ts";

/** The phase (or its last turn) is over; the round decides what comes next (A. Round Overview). */
export function phaseOver(s: FiefState): void {
  (s.signals ??= []).push({ kind: "phaseOver" });
}

/**
 * A game event of the 2.4 list happened: the round opens its pass round from `first` (usually
 * `playerInPhase`, worked out now); `then` is what the phase does once the pass round closes.
 */
export function gameEvent(s: FiefState, first: House, event: string, then: WindowResume | null = null): void {
  (s.signals ??= []).push({ kind: "event", first, event, then });
}

/** 11.1: the persuasive nobles have spoken; the battle proper begins (battle.ts `startRolling`). */
export function persuasionOver(s: FiefState): void {
  (s.signals ??= []).push({ kind: "fight" });
}

/**
 * "The first Player in turn (Phase 1, 3 and 8) or the Player in Phase (Phase 2, 4, 5, 6 and 7)":
 * the house whose turn the step is in; the first player when nobody has a turn (disasters, the
 * Attack on the Wall).
 */
export function playerInPhase(s: FiefState): House {
  const st = s.step;
  const first = s.turnOrder[0]!;
  switch (st.kind) {
    case "discardDraw":
    case "playCards":
    case "purchase":
    case "battleDeclare":
      return s.turnOrder[st.turn] ?? first;
    case "movement":
      return st.order[st.turn] ?? first;
    default:
      return first;
  }
}
