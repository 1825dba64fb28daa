/**
 * A Game of Thrones: The Board Game (2nd edition), the engine.
 *
 * ```ts
 * import { agotEngine } from "@kingsroad/agot";
 * let state = agotEngine.createGame({ seed: "s", playerCount: 3, tidesOfBattle: false });
 * const [prompt] = agotEngine.pendingSeats(state);
 * const [action] = agotEngine.legalActions(state, prompt.seat);
 * const r = agotEngine.applyAction(state, prompt.seat, action);
 * if (r.ok) state = r.value.state;
 * ```
 */
import type { Engine, Outcome } from "@kingsroad/core";
import { actionSchema, type Action } from "./actions.ts";
import type { HouseId } from "./data/houses.ts";
import { applyAction, legalActionsFor, pendingPrompts, start } from "./engine/driver.ts";
import { setupGame } from "./setup.ts";
import type { Game, GameConfig } from "./state.ts";
import { viewFor, type GameView } from "./view.ts";
import { fromScenario } from "./scenario.ts";
import { leaveGame } from "./drop-out.ts";

export function outcomeOf(g: Game): Outcome | null {
  if (!g.outcome) return null;
  const reason =
    g.outcome.reason === "seven-castles"
      ? `${g.outcome.winner} controls seven castles and strongholds`
      : g.outcome.reason === "loyalty"
        ? `${g.outcome.winner} gains the loyalty of seven on its Victory track`
        : `${g.outcome.winner} leads the Victory track after round ${g.round}`;
  return { winners: [g.outcome.winner], ranking: g.outcome.ranking, reason, round: g.round };
}

export const agotEngine: Engine<Game, Action, GameView, GameConfig> = {
  id: "agot",
  createGame: (config) => start(setupGame(config)).state,
  fromScenario,
  pendingSeats: pendingPrompts,
  legalActions: legalActionsFor,
  applyAction,
  view: (state, seat) => viewFor(state, seat as HouseId | null),
  outcome: outcomeOf,
  actionSchema,
  // A player leaving a Mother of Dragons table: the house turns vassal (drop-out.ts); hosts replay it from the log.
  leaveGame,
};

export type { Game, GameConfig } from "./state.ts";
export type { Action } from "./actions.ts";
export type { GameView } from "./view.ts";
export { optionsSchema, type Options } from "./options.ts";
export { leaveGame } from "./drop-out.ts";
export { MOD_PLAYER_COUNTS } from "./mod-config.ts";
/** Why a config cannot start a game (a sentence for the player), or null: what `createGame` checks. */
export { configProblem } from "./setup.ts";
export { TARGARYEN_MIN_PLAYERS } from "./data/mod.ts";
export { deciderOf, isVassal, playerHouses } from "./rules/commanders.ts";
/**
 * The version of these rules. Raise it with any rule change that can alter the course of a game
 * already stored (a server keeps it with each game and replays an older game's log from the start
 * instead of trusting its snapshots).
 */
export const RULES_VERSION = "2026-12-02";
export * from "./data/houses.ts";
export * from "./data/board.ts";
export * from "./data/orders.ts";
export * from "./data/westeros-cards.ts";
export type { StrengthBreakdown } from "./rules/combat/strength.ts";
export { dragonStrength, unitStrength } from "./rules/dragons.ts";
