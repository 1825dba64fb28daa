/**
 * Mother of Dragons' configuration (cards.md 6.1, mod-setup.md 1): which player counts and houses
 * are allowed, which board, and the expansion's modules with their defaults. Everything a table's
 * config can get wrong is a sentence from `modConfigProblem`, never a crash.
 *
 * Modules not built yet are listed in `MOD_MODULES_BUILT`: asking for one is refused with a
 * sentence saying so, and its default stays off until the module lands (the helper who builds it
 * flips its entry and makes the default the expansion's).
 */
import { shuffle, type RngState } from "@kingsroad/core";
import type { BoardId } from "./data/board.ts";
import { HOUSES, isHouse, type HouseId } from "./data/houses.ts";
import { TARGARYEN_MIN_PLAYERS, WESTEROS_HOUSES } from "./data/mod.ts";
import type { ModModules } from "./mod-state.ts";
import type { GameConfig } from "./state.ts";

/** Which of the expansion's modules the engine plays yet. */
export const MOD_MODULES_BUILT = {
  vassals: true,
  ironBank: true,
  seaOrders: true,
  giftingPower: true,
  laterBooks: true,
} as const;

const MODULE_FLAGS = ["vassals", "ironBank", "seaOrders", "giftingPower", "houseCards"] as const;

/** The houses a MoD config names for its players (chosen per player, or listed), if it names them. */
function namedHouses(config: GameConfig): readonly string[] | null {
  if (Array.isArray(config.houseChoice)) return config.houseChoice as readonly string[];
  return config.houses ?? null;
}

/** Rejects a Mother of Dragons config no game can start from (or a base config using MoD's options); a sentence for the player. */
export function modConfigProblem(config: GameConfig): string | null {
  if (!config.motherOfDragons) {
    const flag = MODULE_FLAGS.find((k) => config[k] !== undefined) ?? (config.houses !== undefined ? "houses" : undefined);
    if (flag) return `The option ${flag} belongs to Mother of Dragons: turn motherOfDragons on to use it.`;
    return null;
  }
  const n = config.playerCount;
  if (!Number.isInteger(n) || n < 3 || n > 8) return "A Mother of Dragons game needs 3 to 8 players.";
  if (config.players && config.players.length !== n) return "Name exactly one player per house.";
  if (Array.isArray(config.houseChoice) && !config.players) return "Chosen houses need player names.";
  if (Array.isArray(config.houseChoice) && config.houses && !sameSet(config.houseChoice, config.houses))
    return "The houses listed and the houses the players chose differ.";
  const named = namedHouses(config);
  if (named) {
    if (named.length !== n) return `Choose one house per player: ${n} houses.`;
    const bad = named.find((h) => !isHouse(h));
    if (bad) return `There is no house ${bad}.`;
    if (new Set(named).size !== named.length) return "Two players chose the same house.";
  }
  // The houses a dealt table will get, when the deal has only one outcome (`modHouses`).
  const houses = named ?? (n === 8 ? HOUSES : n === 7 && (!MOD_MODULES_BUILT.vassals || config.vassals === false) ? WESTEROS_HOUSES : null);
  const targaryen = houses?.includes("targaryen") ?? false;
  if (targaryen && n < TARGARYEN_MIN_PLAYERS) return `Targaryen can only be played with ${TARGARYEN_MIN_PLAYERS} or more players.`;
  const westerosPlayed = houses ? houses.filter((h) => h !== "targaryen").length : n;
  const needsVassals = houses ? westerosPlayed < WESTEROS_HOUSES.length : n < WESTEROS_HOUSES.length;
  if (needsVassals && config.vassals === false)
    return "Without vassals every house of Westeros needs a player: play 7 houses of Westeros (or all 8 houses).";
  if (needsVassals && !MOD_MODULES_BUILT.vassals)
    return `Vassals (the houses of Westeros nobody plays) are not available yet: play the 7 houses of Westeros${n === 8 ? " and Targaryen" : ""} (7 or 8 players).`;
  if (config.ironBank === true && houses && !targaryen) return "The Iron Bank is only used when someone plays Targaryen.";
  for (const [flag, built] of [
    ["ironBank", MOD_MODULES_BUILT.ironBank],
    ["seaOrders", MOD_MODULES_BUILT.seaOrders],
    ["giftingPower", MOD_MODULES_BUILT.giftingPower],
    ["vassals", MOD_MODULES_BUILT.vassals],
  ] as const)
    if (config[flag] === true && !built) return `The Mother of Dragons module ${flag} is not available yet; leave it unset or off.`;
  if (config.houseCards === "later-books" && !MOD_MODULES_BUILT.laterBooks)
    return 'The "later books" house cards are not available yet; use houseCards "standard".';
  return null;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The houses in play, in HOUSES order: the ones named, or dealt with the game's RNG. Targaryen is
 * never dealt below 4 players; while vassals are not built, only the seven houses of Westeros (and
 * Targaryen at 8) can be dealt, so dealing then uses no randomness.
 */
export function modHouses(config: GameConfig, rng: RngState): [HouseId[], RngState] {
  const named = namedHouses(config);
  if (named) return [HOUSES.filter((h) => named.includes(h)), rng];
  const n = config.playerCount;
  if (n === 8) return [[...HOUSES], rng];
  if (!MOD_MODULES_BUILT.vassals || config.vassals === false) return [HOUSES.filter((h) => h !== "targaryen"), rng];
  const candidates = n < TARGARYEN_MIN_PLAYERS ? HOUSES.filter((h) => h !== "targaryen") : [...HOUSES];
  const [dealt, next] = shuffle(rng, candidates);
  return [HOUSES.filter((h) => dealt.slice(0, n).includes(h)), next];
}

/** The player counts a Mother of Dragons table with dealt houses can be played at now (7 and 8 until vassals land). */
export const MOD_PLAYER_COUNTS: readonly number[] = [3, 4, 5, 6, 7, 8].filter(
  (n) => modConfigProblem({ seed: "", playerCount: n as GameConfig["playerCount"], tidesOfBattle: false, motherOfDragons: true }) === null,
);

/** The board: Essos only when Targaryen plays (mod-setup.md 1). */
export const modBoard = (houses: readonly HouseId[]): BoardId => (houses.includes("targaryen") ? "westeros-with-essos" : "westeros-7p");

/** The modules as this game plays them: unset flags take the expansion's default where built (cards.md 6.1). */
export function modModules(config: GameConfig, houses: readonly HouseId[]): ModModules {
  const targaryen = houses.includes("targaryen");
  return {
    vassals: config.vassals ?? MOD_MODULES_BUILT.vassals,
    ironBank: targaryen && (config.ironBank ?? MOD_MODULES_BUILT.ironBank),
    seaOrders: config.seaOrders ?? MOD_MODULES_BUILT.seaOrders,
    giftingPower: config.giftingPower ?? MOD_MODULES_BUILT.giftingPower,
    houseCards: config.houseCards ?? "standard",
  };
}
