/**
 * The whole state of a game of A Game of Thrones: The Board Game, as plain JSON data.
 *
 * Nothing here is a class, Map or Date: `JSON.parse(JSON.stringify(game))` is the same game. Rules
 * never mutate a state they are given; `applyAction` (engine/driver.ts) produces a new one with Immer.
 * Everything derivable from the board (control, castle counts, the Victory track) is derived, not stored.
 */
import type { RngState } from "@kingsroad/core";
import type { AreaId } from "./data/board.ts";
import type { HouseId } from "./data/houses.ts";
import type { WesterosCardType, WildlingCardType } from "./data/westeros-cards.ts";
import type { Frame } from "./engine/frames.ts";
import type { ModState } from "./mod-state.ts";
import type { AreaState } from "./pieces.ts";

// Frames hold units too, so these live below the frames (pieces.ts); read them here as before.
export type { AreaState, PlacedOrder, Unit } from "./pieces.ts";
export type { IronBankState, ModModules, ModState, VassalsState } from "./mod-state.ts";

/** Mother of Dragons' 3 to 8 players; the base game's 3 to 6. */
export type PlayerCount = 3 | 4 | 5 | 6 | 7 | 8;

export interface GameConfig {
  /** Any string; all randomness of the game derives from it. */
  readonly seed: string;
  /** 3-6; 3-8 with Mother of Dragons. */
  readonly playerCount: PlayerCount;
  /**
   * Houses in play are fixed by the player count (rulebook p.28); seats may be assigned to them by
   * the host. With Mother of Dragons the houses played are chosen (`houseChoice`, or `houses` for a
   * table without names), and the seats no house is named for are dealt by the game's seeded RNG
   * (mod-setup.md 1, P-2); the game's `houses` then holds them all.
   */
  readonly tidesOfBattle: boolean;
  /** Player names, one per house in play; optional for headless games. */
  readonly players?: readonly string[];
  /** Who plays which house: "random" (seeded) or, per player in `players` order, the chosen house. */
  readonly houseChoice?: "random" | readonly HouseId[];
  /** The Mother of Dragons expansion (cards.md 6); unset means off. The flags below need it. */
  readonly motherOfDragons?: boolean;
  /**
   * MoD: the houses played, when no player names choose them: all of them, or some (fewer than
   * `playerCount`, even none), the engine dealing the rest from the seed (P-2).
   */
  readonly houses?: readonly HouseId[];
  /** MoD modules; unset means the expansion's default (`mod-config.ts`). */
  readonly vassals?: boolean;
  readonly ironBank?: boolean;
  readonly seaOrders?: boolean;
  readonly giftingPower?: boolean;
  readonly houseCards?: "standard" | "later-books";
}

export interface Tracks {
  /** Position 1 first. Turn order is the Iron Throne track. */
  ironThrone: HouseId[];
  fiefdoms: HouseId[];
  kingsCourt: HouseId[];
}
export type TrackName = keyof Tracks;

/** Westeros deck III restrictions on the orders of this round's Planning phase. */
export type OrderRestriction = "no-defense" | "no-march-special" | "no-raid" | "no-support" | "no-consolidate-power";

export interface HouseCardsState {
  hand: string[];
  discard: string[];
  /** Cards removed from the game for good (Mother of Dragons: Robert Arryn, Khal Drogo, ...); absent until one is. */
  removed?: string[];
}

export interface GameOutcome {
  winner: HouseId;
  ranking: HouseId[];
  /** "loyalty": Targaryen reached 7 on its Victory track (Mother of Dragons, cards.md 6.5). */
  reason: "seven-castles" | "round-ten" | "loyalty";
}

export interface Game {
  readonly config: GameConfig;
  /** Houses in play, in the fixed HOUSES order. */
  readonly houses: HouseId[];
  /** Player name per house, when the config named players. */
  readonly players: Partial<Record<HouseId, string>>;
  /** 1..10. */
  round: number;
  rng: RngState;
  areas: Record<AreaId, AreaState>;
  /** Impassable areas (three-player neutral force tokens marked "-"), off limits all game. */
  blocked: AreaId[];
  tracks: Tracks;
  /** Dominance tokens belong to position 1 of their track; these say whether they were used this round. */
  bladeUsed: boolean;
  ravenUsed: boolean;
  /** Supply track position of each house in play, 0..6. */
  supply: Partial<Record<HouseId, number>>;
  /** Available power tokens of each house. The pool is 20 minus available minus tokens on the board. */
  power: Partial<Record<HouseId, number>>;
  houseCards: Partial<Record<HouseId, HouseCardsState>>;
  westeros: {
    /** Draw piles, index 0 is the top card. */
    decks: [WesterosCardType[], WesterosCardType[], WesterosCardType[]];
    /** Cards revealed in earlier rounds; only Winter is Coming shuffles them back (cards.md 3.1). */
    discards: [WesterosCardType[], WesterosCardType[], WesterosCardType[]];
    /** The cards revealed in this round's Westeros phase, for the log and the board. */
    revealed: WesterosCardType[];
  };
  wildlings: {
    /** 0..12 in steps of 2. */
    threat: number;
    /** Index 0 is the top card; buried cards go to the end. */
    deck: WildlingCardType[];
    /** The house that has seen the top card with the Messenger Raven, until that card moves. */
    topKnownBy: HouseId | null;
  };
  restrictions: OrderRestriction[];
  /** Tides of Battle draw pile (option), index 0 top. */
  tidesDeck: string[];
  /** Pending resolution, innermost last. The bottom frame is the round itself. */
  stack: Frame[];
  outcome: GameOutcome | null;
  /** Counts every accepted action; lets replays and clients detect gaps. */
  actionCount: number;
  /** Mother of Dragons' state; absent in a base game. */
  mod?: ModState;
}
