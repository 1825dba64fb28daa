/**
 * The engine contract every game implements (shared/design/ENGINE.md). Engines are pure:
 * plain-data state in, new plain-data state out; all randomness lives in the state.
 */
import type { Result, RuleError } from "./result.ts";
import type { SchemaError } from "./schema-error.ts";

/** A seat is a player's place at the table; each game names its seats (for AGoT, the house). */
export type Seat = string;

/** What a seat is asked to do now. `kind` names the decision in the game's own words. */
export interface Prompt {
  readonly seat: Seat;
  readonly kind: string;
  /** A sentence for the player ("Place an order on each area with your units"). */
  readonly text: string;
  /** Game-specific detail a client needs to draw the decision. Plain data. */
  readonly detail?: unknown;
  /**
   * Set when the fact that this seat is asked is its own business: several seats are asked at once and
   * whether one still has to answer (or was passed by an answer it gave in advance) would tell
   * the others something hidden (Fief's pass round, SF-22 D2). A host tells only the seat itself:
   * such a prompt stays out of the seats everyone is shown as waited for.
   */
  readonly secret?: true;
}

/** Something that happened, in words a log can show, plus data an animation can use. */
export interface GameEvent {
  readonly type: string;
  readonly text: string;
  readonly data?: unknown;
  /** When set, only these seats may see the event (spectators never); otherwise it is public. */
  readonly visibleTo?: readonly Seat[];
  /**
   * Set on a private event that only repeats to its seat what that seat itself chose ("you bid
   * 3"): it shows nothing hidden, so it does not keep a move from being taken back (undo.ts).
   */
  readonly ownChoice?: true;
}

export interface Outcome {
  readonly winners: readonly Seat[];
  /** Every seat, best first. */
  readonly ranking: readonly Seat[];
  readonly reason: string;
  readonly round: number;
}

/** The runtime schema of actions: anything with zod's `safeParse` shape. */
export interface ActionSchema<A> {
  safeParse(input: unknown): { success: true; data: A } | { success: false; error: SchemaError };
}

export interface Engine<State, Action, View, Config> {
  readonly id: string;
  createGame(config: Config): State;
  /** Any mid-game position; a bad scenario is a clear error, never a throw. */
  fromScenario(scenario: unknown): Result<State, RuleError>;
  pendingSeats(state: State): Prompt[];
  legalActions(state: State, seat: Seat): Action[];
  applyAction(state: State, seat: Seat, action: unknown): Result<{ state: State; events: GameEvent[] }, RuleError>;
  /** `null` is a spectator: the public view. */
  view(state: State, seat: Seat | null): View;
  outcome(state: State): Outcome | null;
  readonly actionSchema: ActionSchema<Action>;
  /**
   * A seat's player leaves and the game goes on without them, by the game's own rule (A Game of
   * Thrones with Mother of Dragons: the house becomes a vassal). Absent when the game has no such
   * rule. Not an action of the seat: a host applies it when the table agrees and logs it as a
   * `leaveMarker` (leave.ts), which every replay applies again through this method. A refusal
   * coded `TOO_FEW_PLAYERS` (leave.ts) means the game needs the seat played: a host hands it to a
   * stand-in bot instead.
   */
  leaveGame?(state: State, seat: Seat): Result<{ state: State; events: GameEvent[] }, RuleError>;
}

/** The events a seat (or a spectator, `null`) may see. */
export function eventsFor(events: readonly GameEvent[], seat: Seat | null): GameEvent[] {
  return events.filter((e) => e.visibleTo === undefined || (seat !== null && e.visibleTo.includes(seat)));
}
