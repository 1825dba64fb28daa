/**
 * Frames of the Westeros phase (rulebook p.7-10), bidding (p.10), mustering (p.9), supply (p.8)
 * and wildling attacks (p.22). `WesterosFrame` is the union of them all; `index.ts` maps each kind
 * to its rules.
 */
import type { AreaId } from "../../data/board.ts";
import type { HouseId, UnitType } from "../../data/houses.ts";
import type { WesterosCardType, WildlingCardType } from "../../data/westeros-cards.ts";
import type { ByHouse } from "../../data/houses.ts";
import type { WesterosIVCardId } from "../../data/mod.ts";

/** The phase itself: draw the three cards, advance the wildlings, resolve the cards I, II, III. */
export interface WesterosPhaseFrame {
  readonly kind: "westeros";
  /** "draw": cards not drawn yet; "resolve": resolving `cards[next]`. */
  step: "draw" | "resolve";
  /** The cards drawn this phase (after Winter is Coming replacements), deck I first. */
  cards: WesterosCardType[];
  /** Index in `cards` of the next card to resolve. */
  next: number;
  /** Mother of Dragons with Targaryen: the Westeros IV card drawn with the others, resolved after deck III (cards.md 6.7). */
  cardIV?: WesterosIVCardId;
}

/** Who decides a named choice, and what it is for. */
export type ChoicePurpose =
  | "a-throne-of-blades"
  | "dark-wings-dark-words"
  | "put-to-the-sword"
  /** A King Beyond the Wall, everyone else: Fiefdoms or King's Court. */
  | "king-beyond-the-wall-lesser"
  /** A King Beyond the Wall, Night's Watch victory: the track to take position 1 of. */
  | "king-beyond-the-wall-reward"
  /** Preemptive Raid, lowest bidder: lose units or influence. */
  | "preemptive-raid-penalty"
  /** Preemptive Raid: the Iron Throne holder picks which of the equally high tracks `subject` drops on. */
  | "preemptive-raid-track"
  /** The Horde Descends, Night's Watch victory: the castle area to muster in. */
  | "the-horde-descends-reward";

/** One seat picks one of several named options (`choose`). */
export interface WesterosChoiceFrame {
  readonly kind: "westeros-choice";
  readonly purpose: ChoicePurpose;
  /** Who decides. */
  readonly house: HouseId;
  /** Whom the choice affects (usually `house`). */
  readonly subject: HouseId;
  readonly options: string[];
}

/** Secret simultaneous bids; the amounts stay hidden (redact) until all houses have bid. */
export interface Bids {
  bids: ByHouse<number>;
  revealed: boolean;
}

/** Clash of Kings (p.10): three secret bids, one per influence track. */
export interface ClashOfKingsFrame extends Bids {
  readonly kind: "clash-of-kings";
  /** 0 Iron Throne, 1 Fiefdoms, 2 King's Court. */
  track: 0 | 1 | 2;
  /** The new order of the track being bid on, position 1 first, built as ties are broken. */
  placed: HouseId[];
  /** Mother of Dragons: tokens of Targaryen's revealed bid it has still to hand out (AG-26); absent or 0 otherwise. */
  handout?: number;
}

/** Mustering (p.9): houses in `queue` muster one at a time, each in all its castle areas (or `onlyArea`). */
export interface MusterFrame {
  readonly kind: "muster";
  /** Houses still to muster, in order; the first one is mustering now when `points` is set. */
  queue: HouseId[];
  readonly onlyArea: AreaId | null;
  /** Mustering points left per castle area of the house mustering now; null: not started. */
  points: Record<AreaId, number> | null;
}

/** Houses over their supply limit destroy units, one at a time, in Iron Throne order (p.8). */
export interface SupplyReconcileFrame {
  readonly kind: "supply-reconcile";
  /** Houses to check, in Iron Throne order at the time the supply changed. */
  readonly houses: HouseId[];
}

/** What a house gets from the wildling card. */
export type WildlingRole = "reward" | "severe" | "lesser";

/** A wildling attack (p.22, cards.md 4.1). */
export interface WildlingAttackFrame extends Bids {
  readonly kind: "wildling-attack";
  readonly strength: number;
  /** Preemptive Raid's second attack: the first attack's highest bidder takes no part. */
  readonly excluded: HouseId | null;
  step: "bid" | "tie" | "consequences" | "after" | "bury";
  /** The wildling card drawn once bids are revealed; null before. */
  card: WildlingCardType | null;
  nightsWatchWon: boolean;
  /** The houses tied for highest (Night's Watch victory) or lowest bid, for the Iron Throne holder. */
  tied: HouseId[];
  /** The highest (Night's Watch victory) or lowest bidder, once known. */
  bidder: HouseId | null;
  /** Houses still to take their reward or penalty, in order. */
  queue: { house: HouseId; role: WildlingRole }[];
}

/** A house destroys `count` of its units (wildling penalties), one `destroy-unit` at a time. */
export interface DestroyUnitsFrame {
  readonly kind: "destroy-units";
  readonly house: HouseId;
  remaining: number;
  /** "castle": all in one castle/stronghold area holding at least `remaining` units (The Horde Descends). */
  readonly scope: "anywhere" | "castle";
  /** With scope "castle", the area chosen by the first destruction. */
  area: AreaId | null;
  /** A sentence naming the card, for prompts and events. */
  readonly reason: string;
}

/** Crow Killers: replace knights by footmen (penalty) or footmen by knights (reward). */
export interface ReplaceUnitsFrame {
  readonly kind: "replace-units";
  readonly house: HouseId;
  readonly from: UnitType;
  readonly to: UnitType;
  remaining: number;
  /** The reward is optional ("may"): `done` ends it. */
  readonly optional: boolean;
}

/** A house discards a card from hand (Massing on the Milkwater) or takes one back (Mammoth Riders). */
export interface HouseCardChoiceFrame {
  readonly kind: "house-card-choice";
  readonly house: HouseId;
  readonly mode: "discard" | "take";
}

/** A port's land changed hands without a combat (a march, or a home area reverting): its new owner's ships may replace the other house's in the port. */
export interface PortRevertFrame {
  readonly kind: "port-revert";
  /** The new owner of the port, who decides. */
  readonly house: HouseId;
  readonly port: AreaId;
  /** The house whose ships are in the port. */
  readonly loser: HouseId;
}

/**
 * A Westeros IV card resolving (cards.md 6.7, `deck-iv.ts`): its printed tokens at "banner", then
 * the card's own steps, each a `choose` of `house` among options the card names.
 */
export interface WesterosIVFrame {
  readonly kind: "westeros-iv";
  readonly card: WesterosIVCardId;
  /** "banner": printed tokens not placed yet; then a step named by the card. */
  step: string;
  /** Who decides this step. */
  house: HouseId;
  /** What was chosen so far (areas or houses), as the card's steps use it. */
  picked: string[];
  /** Houses still to move a token (Scattering Dissent, Word Spreads Quickly), the mover first. */
  queue: HouseId[];
}

export type WesterosFrame =
  | WesterosIVFrame
  | WesterosPhaseFrame
  | WesterosChoiceFrame
  | ClashOfKingsFrame
  | MusterFrame
  | SupplyReconcileFrame
  | WildlingAttackFrame
  | DestroyUnitsFrame
  | ReplaceUnitsFrame
  | HouseCardChoiceFrame
  | PortRevertFrame;

/** Pushed by the round at the start of every round after the first. */
export const newWesterosFrame = (): WesterosFrame => ({ kind: "westeros", step: "draw", cards: [], next: 0 });

export const newWesterosIVFrame = (card: WesterosIVCardId): WesterosIVFrame => ({ kind: "westeros-iv", card, step: "banner", house: "targaryen", picked: [], queue: [] });

/** A named choice of one seat; `purpose` says which rule resolves it (choice.ts). */
export const newWesterosChoiceFrame = (purpose: ChoicePurpose, house: HouseId, subject: HouseId, options: string[]): WesterosChoiceFrame => ({
  kind: "westeros-choice",
  purpose,
  house,
  subject,
  options,
});
