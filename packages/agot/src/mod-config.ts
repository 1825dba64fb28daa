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

/**
 * The houses a MoD config names for its players: chosen per player (all of them), or listed (all
 * or some of them, the rest dealt: P-2), if it names any.
 */
function namedHouses(config: GameConfig): readonly string[] | null {
  if (Array.isArray(config.houseChoice)) return config.houseChoice as readonly string[];
  return config.houses ?? null;
}

/** Vassals are off, or not built yet: every house of Westeros then needs a player. */
const withoutVassals = (config: GameConfig): boolean => !MOD_MODULES_BUILT.vassals || config.vassals === false;

/**
 * The houses the deal may give to the seats no house was named for (P-2, mod-setup.md 1): any
 * house not named, but never Targaryen below 4 players ("With 3 players Targaryen cannot be
 * taken"), nor below 8 without vassals (a house of Westeros would be left without a player; at 8
 * every house plays, Targaryen included). In HOUSES order, the order the deal shuffles.
 */
function dealable(config: GameConfig, named: readonly string[]): HouseId[] {
  const n = config.playerCount;
  const targaryen = n >= TARGARYEN_MIN_PLAYERS && (n === 8 || !withoutVassals(config));
  return HOUSES.filter((h) => !named.includes(h) && (h !== "targaryen" || targaryen));
}

/** The houses a table will play when its deal has only one outcome (all named, or as many left to deal as seats), else null. */
function certainHouses(config: GameConfig, named: readonly string[]): readonly string[] | null {
  const left = dealable(config, named);
  const seats = config.playerCount - named.length;
  if (seats === 0) return named;
  return left.length === seats ? [...named, ...left] : null;
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
  const named = namedHouses(config) ?? [];
  // Each player chooses one house; a list of houses may name fewer, the rest dealt (P-2).
  if (Array.isArray(config.houseChoice) && named.length !== n) return `Choose one house per player: ${n} houses.`;
  if (named.length > n) return `Name at most ${n} houses for ${n} players (the houses not named are dealt).`;
  const bad = named.find((h) => !isHouse(h));
  if (bad) return `There is no house ${bad}.`;
  if (new Set(named).size !== named.length) return "Two players chose the same house.";
  if (named.includes("targaryen") && n < TARGARYEN_MIN_PLAYERS) return `Targaryen can only be played with ${TARGARYEN_MIN_PLAYERS} or more players.`;
  // The houses the table will get, when the deal has only one outcome (`modHouses`).
  const houses = certainHouses(config, named);
  const targaryen = houses?.includes("targaryen") ?? false;
  // Without vassals the deal never gives Targaryen below 8 players, so the houses of Westeros
  // played are the seats less a Targaryen named (or, at 8, the one every 8-player table has).
  const westerosPlayed = houses ? houses.filter((h) => h !== "targaryen").length : n - (named.includes("targaryen") ? 1 : 0);
  const needsVassals = westerosPlayed < WESTEROS_HOUSES.length;
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
 * The houses in play, in HOUSES order: the ones named, and the seats left dealt with the game's RNG
 * from the houses `dealable` (P-2: the engine deals, never the host). A deal with one outcome (every
 * house named; every house at 8; the seven of Westeros at 7 without vassals) draws nothing, and a
 * table naming none shuffles the same list as before P-2, so stored games deal as they did.
 */
export function modHouses(config: GameConfig, rng: RngState): [HouseId[], RngState] {
  const named = namedHouses(config) ?? [];
  const certain = certainHouses(config, named);
  if (certain) return [HOUSES.filter((h) => certain.includes(h)), rng];
  const [dealt, next] = shuffle(rng, dealable(config, named));
  const played = [...named, ...dealt.slice(0, config.playerCount - named.length)];
  return [HOUSES.filter((h) => played.includes(h)), next];
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
