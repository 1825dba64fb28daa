/**
 * The games `npm start` hosts and the bot levels it offers: A Game of Thrones (3-6 players, Tides
 * of Battle option, houses chosen or dealt) and A Song of Ice and Fief (3-6 of its nine houses,
 * its options passed through), with the bots of packages/bots.
 */
import { ok, ruleError, seedRng, shuffle } from "@kingsroad/core";
import { agotEngine, isHouse, HOUSES_FOR_COUNT, type GameConfig as AgotConfig } from "@kingsroad/agot";
import { fiefEngine, FIEF_HOUSES, type FiefConfig, type FiefHouse, type Options as FiefOptions } from "@kingsroad/fief";
import { asServerBot, botFor, botNames } from "@kingsroad/bots";
import { BotRegistry } from "./bots.ts";
import { defineGame, GameRegistry, type GameRequest } from "./registry.ts";

function agotConfig(r: GameRequest) {
  if (![3, 4, 5, 6].includes(r.playerCount)) return ruleError("bad_player_count", "A Game of Thrones is for 3 to 6 players.");
  const count = r.playerCount as 3 | 4 | 5 | 6;
  const bad = r.requestedSeats.find((s) => !isHouse(s) || !HOUSES_FOR_COUNT[count].includes(s));
  if (bad) return ruleError("bad_seat", `House ${bad} cannot be played with ${count} players.`);
  const config: AgotConfig = { seed: r.seed, playerCount: count, tidesOfBattle: r.options.tidesOfBattle === true };
  return ok(config);
}

/** The engine's options, each on or off (the lobby offers every one of them). */
const FIEF_OPTIONS = {
  winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, oneMillPerVillage: true, titleConcession: true,
} satisfies Record<keyof FiefOptions, true>;

/** Fief seats are the houses at the table: the requested ones, the rest dealt from the nine. */
function fiefConfig(r: GameRequest) {
  for (const [key, value] of Object.entries(r.options)) {
    if (!(key in FIEF_OPTIONS)) return ruleError("bad_option", `A Song of Ice and Fief has no option "${key}"; its options are ${Object.keys(FIEF_OPTIONS).join(", ")}.`);
    if (typeof value !== "boolean") return ruleError("bad_option", `The option ${key} is on (true) or off (false).`);
  }
  if (r.playerCount < 3 || r.playerCount > 6) return ruleError("bad_player_count", "A Song of Ice and Fief is for 3 to 6 players.");
  const requested = r.requestedSeats as FiefHouse[];
  const bad = requested.find((s) => !(FIEF_HOUSES as readonly string[]).includes(s));
  if (bad) return ruleError("bad_seat", `There is no house ${bad} in A Song of Ice and Fief.`);
  const [dealt] = shuffle(seedRng(`${r.seed}:houses`), FIEF_HOUSES.filter((h) => !requested.includes(h)));
  const houses = [...requested, ...dealt].slice(0, r.playerCount);
  const { options } = r;
  const config: FiefConfig = { seed: r.seed, houses, options: options as FiefConfig["options"] };
  return ok(config);
}

export const agotGame = defineGame({ engine: agotEngine, seats: (g) => [...g.houses], makeConfig: agotConfig });
export const fiefGame = defineGame({ engine: fiefEngine, seats: (s) => [...s.config.houses], makeConfig: fiefConfig });

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
