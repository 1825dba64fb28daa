/**
 * What Mother of Dragons adds to a game's state (cards.md 6), grouped in one record, `Game.mod`,
 * present only when the expansion is on: a base game's state (and its fingerprint) has no trace
 * of it. Plain JSON like the rest of the state; each later module (vassals, loyalty, the Iron Bank,
 * sea orders, gifting) keeps its fields here, next to the flag that turns it on.
 */
import type { AreaId, BoardId, Improvements } from "./data/board.ts";
import type { HouseId } from "./data/houses.ts";
import type { WesterosIVCardId } from "./data/mod.ts";
import type { LoanId } from "./data/loans.ts";

/** The expansion's modules as this game plays them, defaults resolved at setup (`mod-config.ts`). */
export interface ModModules {
  /** Houses nobody plays become vassals (cards.md 6.4). */
  readonly vassals: boolean;
  /** The Iron Bank and its loans (cards.md 6.9); only with Targaryen. */
  readonly ironBank: boolean;
  /** The three sea order tokens per player (cards.md 6.8). */
  readonly seaOrders: boolean;
  /** Giving available power to another player (cards.md 6.11). */
  readonly giftingPower: boolean;
  /** "standard": Arryn's MoD deck and Targaryen's deck A; "later-books": alt-house-cards.md. */
  readonly houseCards: "standard" | "later-books";
}

/**
 * Vassals (Mother of Dragons, summary "Vassals"): houses in play that no player plays. They sit on
 * the tracks, hold areas and fight like any house, but every decision of theirs is made by their
 * commander, a player chosen anew each Planning phase (rules/planning/claim-vassals.ts).
 */
export interface VassalsState {
  /** The vassal houses, in HOUSES order. A player who leaves between rounds is added (rules/vassals.ts). */
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

/**
 * The Iron Bank of Braavos (cards.md 6.9): the loan deck, the three face-up slots and the loans
 * each house bought. Only with Targaryen and the `ironBank` module.
 */
export interface IronBankState {
  /** The face-down loan deck, index 0 the top; its order is hidden in views. Replaced, never changed in place. */
  deck: LoanId[];
  /** The face-up slots, costing 7, 4 and 1 (`LOAN_SLOT_COSTS`): index 0 holds the newest loan; null when empty. */
  slots: (LoanId | null)[];
  /** Loans bought, by house, in the order bought: each costs 1 power of interest every round (AG-31). */
  loans: Partial<Record<HouseId, LoanId[]>>;
}

export interface ModState {
  /** `westeros-7p` without Targaryen, `westeros-with-essos` with it (mod-setup.md 1); `westeros` only in test positions. */
  readonly board: BoardId;
  readonly modules: ModModules;
  /** Absent when the table plays without vassals (the vassals module off, or every house of Westeros played until one's player leaves: drop-out.ts). */
  vassals?: VassalsState;
  /**
   * Loyalty tokens lying on areas (cards.md 6.5), by area; only with Targaryen (King's Landing holds
   * 1 at setup). Who places and collects them is the loyalty rules' business.
   */
  loyalty: Partial<Record<AreaId, number>>;
  /** Loyalty tokens Targaryen has collected (they count towards its victory and never go back). */
  loyaltyCollected: number;
  /**
   * Rounds of the dragon-strength tokens still on the round track (2, 4, 6, 8, 10 at setup, cards.md
   * 6.6); Fire Made Flesh takes one off early and adds it to `dragonBox`. Dragon strength is
   * `dragonBox` plus the tokens whose round has come (`rules/dragons.ts`). Empty without Targaryen.
   */
  dragonTrack: number[];
  dragonBox: number;
  /**
   * Westeros deck IV (cards.md 6.7), only with Targaryen: the cards still to reveal, in secret
   * order (`view` shows only their number), and the revealed ones. Each card is used once: the
   * deck is never reshuffled (nine Westeros phases draw at most nine of its ten cards).
   */
  westerosIV?: { deck: WesterosIVCardId[]; discard: WesterosIVCardId[] };

  /**
   * Improvement and degradation tokens on the board (cards.md 6.10), by area; absent until a loan
   * places one. `boardOf(g)` prints them on the board, so every rule reading crowns, barrels and
   * castles sees them. Replaced as a whole, never changed in place (engine/clone.ts shares it).
   */
  improvements?: Improvements;
  /** The Iron Bank; absent unless the `ironBank` module is on (cards.md 6.9). */
  bank?: IronBankState;
}
