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
import type { AreaState } from "./pieces.ts";

// Frames hold units too, so these live below the frames (pieces.ts); read them here as before.
export type { AreaState, PlacedOrder, Unit } from "./pieces.ts";

export interface GameConfig {
  /** Any string; all randomness of the game derives from it. */
  readonly seed: string;
  readonly playerCount: 3 | 4 | 5 | 6;
  /** Houses in play are fixed by the player count (rulebook p.28); seats may be assigned to them by the host. */
  readonly tidesOfBattle: boolean;
  /** Player names, one per house in play; optional for headless games. */
  readonly players?: readonly string[];
  /** Who plays which house: "random" (seeded) or, per player in `players` order, the chosen house. */
  readonly houseChoice?: "random" | readonly HouseId[];
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
}

export interface GameOutcome {
  winner: HouseId;
  ranking: HouseId[];
  reason: "seven-castles" | "round-ten";
}

/**
 * Vassals (Mother of Dragons, summary "Vassals"): houses in play that no player plays. They sit on
 * the tracks, hold areas and fight like any house, but every decision of theirs is made by their
 * commander, a player chosen anew each Planning phase (rules/vassals/claim.ts).
 */
export interface VassalsState {
  /** The vassal houses, in HOUSES order. A player who leaves between rounds is added (rules/vassals/drop-out.ts). */
  houses: HouseId[];
  /** Each vassal's commander until the next Planning phase; absent before the first claim. */
  commanders: Partial<Record<HouseId, HouseId>>;
  /**
   * The vassal house cards not in a vassal's combat hand (cards.md 6.4.3), in printed order: the
   * deck is shuffled when drawn from, so its order is no secret. Replaced, never changed in place.
   */
  deck: string[];
  /** Players who left and become vassals at the end of the current round. */
  leaving: HouseId[];
}

/** What the Mother of Dragons expansion adds to a game; absent in a base game. */
export interface ModState {
  /** Absent when the table plays without the vassals module. */
  vassals?: VassalsState;
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
  /** Mother of Dragons; absent in a base game (so its states and fingerprints are unchanged). */
  mod?: ModState;
  /** Counts every accepted action; lets replays and clients detect gaps. */
  actionCount: number;
}
