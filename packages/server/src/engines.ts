/**
 * The games `npm start` hosts and the bot levels it offers: A Game of Thrones (3-6 players, Tides
 * of Battle option, houses chosen or dealt; with Mother of Dragons 3-8 players and its module
 * flags) and A Song of Ice and Fief (3-6 of its nine houses), with the bots of packages/bots. The
 * houses nobody asked for are dealt by the engine from the game's seed, never here (P-2). Each
 * engine's options are checked with the engine's own strict schema: a wrong type or an unknown key
 * is refused (`bad_option`, a 400) naming the option; a combination the engine cannot start from
 * is refused with the engine's own sentence (`bad_config`, a 400).
 */
import { describeInvalid, ok, ruleError, type Result, type RuleError } from "@kingsroad/core";
import {
  agotEngine,
  configProblem as agotConfigProblem,
  HOUSES_FOR_COUNT,
  isHouse,
  optionsSchema as agotOptions,
  playerHouses,
  RULES_VERSION as AGOT_RULES,
  type GameConfig as AgotConfig,
  type HouseId,
} from "@kingsroad/agot";
import {
  configProblem as fiefConfigProblem,
  fiefEngine,
  FIEF_HOUSES,
  optionsSchema as fiefOptions,
  RULES_VERSION as FIEF_RULES,
  type Action as FiefAction,
  type FiefConfig,
  type FiefHouse,
  type FiefView,
} from "@kingsroad/fief";
import type { z } from "zod";
import { asServerBot, botFor, botNames } from "@kingsroad/bots";
import { BotRegistry } from "./bots.ts";
import { defineGame, GameRegistry, type GameRequest } from "./registry.ts";

/** The lobby's options through an engine's schema; a refusal names the option and what it takes. */
function checkOptions<T>(schema: z.ZodType<T>, game: string, options: unknown): Result<T, RuleError> {
  const parsed = schema.safeParse(options);
  if (parsed.success) return ok(parsed.data);
  const keys = Object.keys((schema as unknown as { shape?: object }).shape ?? {});
  return ruleError("bad_option", `Bad option for ${game}: ${describeInvalid(parsed.error, "options")} (its options are ${keys.join(", ")}).`);
}

function agotConfig(r: GameRequest): Result<AgotConfig, RuleError> {
  const options = checkOptions(agotOptions, "A Game of Thrones", r.options);
  if (!options.ok) return options;
  const { tidesOfBattle = false, ...rest } = options.value;
  if (rest.motherOfDragons) return modConfig(r, { seed: r.seed, playerCount: r.playerCount as AgotConfig["playerCount"], tidesOfBattle, ...rest });
  if (![3, 4, 5, 6].includes(r.playerCount)) return ruleError("bad_player_count", "A Game of Thrones is for 3 to 6 players (7 or 8 with Mother of Dragons).");
  const count = r.playerCount as 3 | 4 | 5 | 6;
  const bad = r.requestedSeats.find((s) => !isHouse(s) || !HOUSES_FOR_COUNT[count].includes(s));
  if (bad) return ruleError("bad_seat", `House ${bad} cannot be played with ${count} players.`);
  return engineChecked({ seed: r.seed, playerCount: count, tidesOfBattle, ...rest });
}

/**
 * Mother of Dragons: the houses the players asked for go to the engine, which deals the other seats
 * from the game's seed under its own setup rules (P-2: never Targaryen below its minimum, which its
 * config check names); nobody asking leaves the whole deal to it, with the config stored before P-2.
 */
function modConfig(r: GameRequest, config: AgotConfig): Result<AgotConfig, RuleError> {
  if (r.playerCount < 3 || r.playerCount > 8) return ruleError("bad_player_count", "A Game of Thrones with Mother of Dragons is for 3 to 8 players.");
  const bad = r.requestedSeats.find((s) => !isHouse(s));
  if (bad) return ruleError("bad_seat", `There is no house ${bad} in A Game of Thrones.`);
  const requested = r.requestedSeats as HouseId[];
  return engineChecked(requested.length === 0 ? config : { ...config, houses: requested });
}

/** The engine's own check of a whole config: its sentence goes back to the lobby as a 400. */
function engineChecked(config: AgotConfig): Result<AgotConfig, RuleError> {
  const problem = agotConfigProblem(config);
  return problem ? ruleError("bad_config", problem) : ok(config);
}

/**
 * Fief seats are the houses at the table: the requested ones go to the engine, which deals the rest
 * from the nine by the game's seed (P-2), seating them after the requested ones.
 */
function fiefConfig(r: GameRequest): Result<FiefConfig, RuleError> {
  const options = checkOptions(fiefOptions, "A Song of Ice and Fief", r.options);
  if (!options.ok) return options;
  if (r.playerCount < 3 || r.playerCount > 6) return ruleError("bad_player_count", "A Song of Ice and Fief is for 3 to 6 players.");
  const requested = r.requestedSeats as FiefHouse[];
  const bad = requested.find((s) => !(FIEF_HOUSES as readonly string[]).includes(s));
  if (bad) return ruleError("bad_seat", `There is no house ${bad} in A Song of Ice and Fief.`);
  const config: FiefConfig = { seed: r.seed, playerCount: r.playerCount, houses: requested, options: options.value };
  const problem = fiefConfigProblem(config);
  return problem ? ruleError("bad_config", problem) : ok(config);
}

/**
 * Fief's decisions with one sensible answer (issue 33, review item 17), answered for a person: on
 * the seat's own turn of declaring battles, marching or pillaging, when besides open gifts (which
 * the seat may give on another turn: the purchases ask every round) and pillages of its own mills
 * (legal under 6.5, never wanted) the only answer is to be done. Never a pass round's question
 * (secret, SF-22 D2: an instant answer there would tell the table about the hand).
 */
function fiefAutoAnswer(picture: { view: FiefView; prompts: readonly { kind: string; secret?: true }[]; legalActions: readonly FiefAction[] }, seat: string): FiefAction | undefined {
  const [prompt, ...more] = picture.prompts;
  if (!prompt || more.length > 0 || prompt.secret || !["declareBattle", "movement", "pillage"].includes(prompt.kind)) return undefined;
  const sensible = picture.legalActions.filter((a) => a.type !== "gift" && !(a.type === "pillage" && picture.view.villages[a.village]?.controller === seat));
  return sensible.length === 1 && sensible[0]!.type === "done" ? sensible[0] : undefined;
}

// Vassals (Mother of Dragons) are houses in play without a seat: their commanders decide for them.
export const agotGame = defineGame({ engine: agotEngine, seats: (g) => playerHouses(g), makeConfig: agotConfig, rulesVersion: AGOT_RULES, round: (g) => g.round });
export const fiefGame = defineGame({
  engine: fiefEngine,
  seats: (s) => [...s.config.houses],
  makeConfig: fiefConfig,
  rulesVersion: FIEF_RULES,
  round: (s) => s.round,
  // SF-22 (D2): people start with "pass while none of my cards can be played" and "do not stop for my gifts" on
  withPeople: (config, people) => ({ ...config, people: people as FiefHouse[] }),
  autoAnswer: fiefAutoAnswer,
});

export function defaultGames(): GameRegistry {
  return new GameRegistry().register(agotGame).register(fiefGame);
}

/** Bot levels beyond the built-in "random": every bot packages/bots offers for each game. */
export function defaultBots(): BotRegistry {
  const bots = new BotRegistry();
  for (const game of ["agot", "fief"] as const) {
    for (const name of botNames(game)) bots.add(game, name, asServerBot(botFor(game, name)));
  }
  return bots;
}
