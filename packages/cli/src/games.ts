/**
 * The games the command line can play, behind one shape: the engine, how to build a config from
 * command-line options, the seats of a game, the invariant checker and the secrets a seat may not
 * see (for the hidden-information check). Everything else in this package is game-agnostic.
 */
import { agotEngine, HOUSES_FOR_COUNT, MOD_PLAYER_COUNTS, playerHouses, type Game, type GameConfig, type HouseCardDecks } from "@kingsroad/agot";
import type { Engine } from "@kingsroad/core";
// The game packages export only their engines; the invariant checkers are reached by path (they
// are test tooling, kept next to the rules they check: packages/<game>/src/invariants.ts).
import { checkInvariants } from "../../agot/src/invariants.ts";
import { checkInvariants as checkFiefInvariants } from "../../fief/src/invariants.ts";
import { draftStats } from "../../fief/src/draft.ts";
import { fiefEngine, type FiefState } from "@kingsroad/fief";
import type { GameId } from "@kingsroad/bots";
import { agotHiddenRules } from "./play/agot-secrets.ts";
import { fiefHiddenRules } from "./play/fief-secrets.ts";
import type { HiddenRules } from "./play/hidden-rules.ts";

export type { HiddenRules } from "./play/hidden-rules.ts";

export interface TableOptions {
  readonly players: number;
  /** AGoT's Tides of Battle; ignored by games without it. */
  readonly tides: boolean;
  /** AGoT's Mother of Dragons expansion (houses dealt by the seed); ignored by games without it. */
  readonly motherOfDragons?: boolean;
  /**
   * Optional expansion modules switched off, as bits (the fuzz cycles through them; unset: the
   * expansion's defaults). AGoT: 1 the Iron Bank, 2 sea orders, 4 gifting power.
   */
  readonly modulesOff?: number;
  /** AGoT with Mother of Dragons: the players' house card decks (unset: the printed ones). */
  readonly houseCards?: HouseCardDecks;
  readonly seed: string;
}

/** Engines are stored type-erased; each game module keeps its own types inside. */
export type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

export interface GameModule {
  readonly id: GameId;
  readonly engine: AnyEngine;
  readonly playerCounts: readonly number[];
  /** Player counts of the game's expansion (AGoT: Mother of Dragons), when it has one. */
  readonly expansionPlayerCounts?: readonly number[];
  readonly expansionName?: string;
  config(options: TableOptions): unknown;
  seats(state: unknown): string[];
  /**
   * True for an action nobody is asked for that a seat may take at almost any step (AGoT: a Mother
   * of Dragons gift, cards.md 6.11). Random play takes these rarely, not as often as a decision.
   */
  isFreeAction?(action: unknown): boolean;
  /** Broken invariants as sentences (empty: all hold). */
  checkInvariants(state: unknown): string[];
  /**
   * How many actions the engine has applied again since it loaded because a rule wrote a part
   * the state shared with the one before without taking it first (Fief: packages/fief/src/draft.ts).
   * The result is right, but such a write would change an older state when the shared lists are
   * not frozen: with purity checks on, the harness reports any.
   */
  sharedWrites?(): number;
  /** A short name for how a game ended ("seven castles", "round ten"), for the results table. */
  endKind(state: unknown): string;
  readonly hidden: HiddenRules;
}

const agot: GameModule = {
  id: "agot",
  engine: agotEngine as AnyEngine,
  playerCounts: [3, 4, 5, 6],
  expansionPlayerCounts: MOD_PLAYER_COUNTS,
  expansionName: "Mother of Dragons",
  config: ({ players, tides, seed, motherOfDragons, modulesOff = 0, houseCards = "standard" }): GameConfig => {
    if (houseCards !== "standard" && !motherOfDragons) throw new Error(`the ${houseCards} house cards belong to Mother of Dragons: add --mother-of-dragons`);
    if (motherOfDragons) {
      if (!MOD_PLAYER_COUNTS.includes(players))
        throw new Error(`A Game of Thrones with Mother of Dragons is played by ${MOD_PLAYER_COUNTS.join(", ")} players for now, not ${players}`);
      return {
        seed,
        playerCount: players as GameConfig["playerCount"],
        tidesOfBattle: tides,
        motherOfDragons: true,
        ...((modulesOff & 1) !== 0 ? { ironBank: false } : {}),
        ...((modulesOff & 2) !== 0 ? { seaOrders: false } : {}),
        ...((modulesOff & 4) !== 0 ? { giftingPower: false } : {}),
        ...(houseCards !== "standard" ? { houseCards } : {}),
      };
    }
    if (players < 3 || players > 6) throw new Error(`A Game of Thrones is played by 3 to 6 players (7 or 8 with --mother-of-dragons), not ${players}`);
    return { seed, playerCount: players as 3 | 4 | 5 | 6, tidesOfBattle: tides };
  },
  // Vassals (Mother of Dragons) are houses in play but no seats: their commanders decide for them.
  seats: (s) => [...playerHouses(s as Game)],
  isFreeAction: (a) => typeof a === "object" && a !== null && (a as { type?: unknown }).type === "gift-power",
  checkInvariants: (s) => checkInvariants(s as Game),
  endKind: (s) => {
    const reason = (s as Game).outcome?.reason;
    return reason === "seven-castles" ? "seven castles" : reason === "round-ten" ? "after round 10" : reason === "loyalty" ? "loyalty" : "unfinished";
  },
  hidden: agotHiddenRules,
};

// Fief's houses in a fixed order; a table of n plays the first n (Targaryen last: it changes the rules).
const FIEF_HOUSES = ["stark", "lannister", "baratheon", "tyrell", "greyjoy", "martell"] as const;

const fief: GameModule = {
  id: "fief",
  engine: fiefEngine as AnyEngine,
  playerCounts: [3, 4, 5, 6],
  config: ({ players, seed }) => {
    if (players < 3 || players > 6) throw new Error(`A Song of Ice and Fief is played by 3 to 6 players, not ${players}`);
    return { seed, houses: FIEF_HOUSES.slice(0, players) };
  },
  seats: (s) => [...(s as FiefState).config.houses],
  checkInvariants: (s) => checkFiefInvariants(s as FiefState),
  sharedWrites: () => draftStats.fullCopies,
  endKind: (s) => {
    const o = (s as FiefState).outcome;
    if (!o) return "unfinished";
    return o.winners.length === 0 ? "no winner" : o.reason.replace(/^\S+\s+/, "").slice(0, 40);
  },
  hidden: fiefHiddenRules,
};

export const GAMES: Readonly<Record<GameId, GameModule>> = { agot, fief };

export function gameModule(id: string): GameModule {
  if (id !== "agot" && id !== "fief") throw new Error(`unknown game "${id}"; choose agot or fief`);
  return GAMES[id];
}

/** AGoT houses by player count: seats are known before a game is created. */
export const agotHousesFor = (players: 3 | 4 | 5 | 6) => HOUSES_FOR_COUNT[players];
