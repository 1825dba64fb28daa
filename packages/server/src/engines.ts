/**
 * The games `npm start` hosts and the bot levels it offers: A Game of Thrones (3-6 players, Tides
 * of Battle option, houses chosen or dealt) and A Song of Ice and Fief (3-6 of its nine houses),
 * with the bots of packages/bots. Each engine's options are checked with the engine's own strict
 * schema: a wrong type or an unknown key is refused (`bad_option`, a 400) naming the option.
 */
import { describeInvalid, ok, ruleError, seedRng, shuffle, type Result, type RuleError } from "@kingsroad/core";
import { agotEngine, isHouse, HOUSES_FOR_COUNT, optionsSchema as agotOptions, RULES_VERSION as AGOT_RULES, type GameConfig as AgotConfig } from "@kingsroad/agot";
import { fiefEngine, FIEF_HOUSES, optionsSchema as fiefOptions, RULES_VERSION as FIEF_RULES, type FiefConfig, type FiefHouse } from "@kingsroad/fief";
import type { z } from "zod";
import { asServerBot, botFor, botNames } from "@kingsroad/bots";
import { BotRegistry } from "./bots.ts";
import { defineGame, GameRegistry, type GameRequest } from "./registry.ts";

/** The lobby's options through an engine's schema; a refusal names the option and what it takes. */
function checkOptions<T>(schema: z.ZodType<T>, game: string, options: unknown): Result<T, RuleError> {
  const parsed = schema.safeParse(options);
  if (parsed.success) return ok(parsed.data);
  const keys = Object.keys((schema as unknown as { shape?: object }).shape ?? {});
  return ruleError("bad_option", `Bad option for ${game}: ${describeInvalid(parsed.error, "options")} (its options are ${keys.join(", ")}, each true or false).`);
}

function agotConfig(r: GameRequest) {
  const options = checkOptions(agotOptions, "A Game of Thrones", r.options);
  if (!options.ok) return options;
  if (![3, 4, 5, 6].includes(r.playerCount)) return ruleError("bad_player_count", "A Game of Thrones is for 3 to 6 players.");
  const count = r.playerCount as 3 | 4 | 5 | 6;
  const bad = r.requestedSeats.find((s) => !isHouse(s) || !HOUSES_FOR_COUNT[count].includes(s));
  if (bad) return ruleError("bad_seat", `House ${bad} cannot be played with ${count} players.`);
  const config: AgotConfig = { seed: r.seed, playerCount: count, tidesOfBattle: options.value.tidesOfBattle ?? false };
  return ok(config);
}

/** Fief seats are the houses at the table: the requested ones, the rest dealt from the nine. */
function fiefConfig(r: GameRequest) {
  const options = checkOptions(fiefOptions, "A Song of Ice and Fief", r.options);
  if (!options.ok) return options;
  if (r.playerCount < 3 || r.playerCount > 6) return ruleError("bad_player_count", "A Song of Ice and Fief is for 3 to 6 players.");
  const requested = r.requestedSeats as FiefHouse[];
  const bad = requested.find((s) => !(FIEF_HOUSES as readonly string[]).includes(s));
  if (bad) return ruleError("bad_seat", `There is no house ${bad} in A Song of Ice and Fief.`);
  const [dealt] = shuffle(seedRng(`${r.seed}:houses`), FIEF_HOUSES.filter((h) => !requested.includes(h)));
  const houses = [...requested, ...dealt].slice(0, r.playerCount);
  const config: FiefConfig = { seed: r.seed, houses, options: options.value };
  return ok(config);
}

export const agotGame = defineGame({ engine: agotEngine, seats: (g) => [...g.houses], makeConfig: agotConfig, rulesVersion: AGOT_RULES, round: (g) => g.round });
export const fiefGame = defineGame({
  engine: fiefEngine,
  seats: (s) => [...s.config.houses],
  makeConfig: fiefConfig,
  rulesVersion: FIEF_RULES,
  round: (s) => s.round,
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
