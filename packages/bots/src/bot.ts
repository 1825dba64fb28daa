/**
 * The bot contract. A bot is handed exactly what its seat may know: the seat's view, the prompt
 * it answers, the legal actions, and its own RNG state. It never sees the full game state, so a
 * bot cannot cheat even by accident, and the same bot runs in the server, the simulator and tests.
 *
 * Bots are pure: the RNG state goes in and the advanced state comes out, so a bot decides the same
 * way for the same inputs and a whole self-play game replays from its seed.
 */
import type { Prompt, RngState } from "@kingsroad/core";

export interface DecideInput<View, Action> {
  readonly view: View;
  /** Never empty: a bot is only asked when its seat has something to do. */
  readonly legal: readonly Action[];
  /** The prompt addressed to this seat (kind, text, detail). */
  readonly prompt: Prompt;
  readonly rng: RngState;
}

export interface Decision<Action> {
  /** One of `legal`, by reference or by value. */
  readonly action: Action;
  readonly rng: RngState;
}

export interface Bot<View = unknown, Action = unknown> {
  /** A short name used on the command line and in result tables ("random", "heuristic"). */
  readonly name: string;
  decide(input: DecideInput<View, Action>): Decision<Action>;
}

/** Games the bots know; each game has its own set of bots (see registry.ts). */
export type GameId = "agot" | "fief";
