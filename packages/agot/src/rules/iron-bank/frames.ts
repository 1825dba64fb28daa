/**
 * Frames of the Iron Bank (Mother of Dragons, cards.md 6.9): a bought loan whose effect needs its
 * buyer's decisions, and a debtor's units destroyed for unpaid interest.
 */
import type { AreaId } from "../../data/board.ts";
import type { HouseId, UnitType } from "../../data/houses.ts";
import type { LoanId } from "../../data/loans.ts";
import type { WesterosIVCardId } from "../../data/mod.ts";
import type { WesterosCardType } from "../../data/westeros-cards.ts";

/** A card a Spymaster may look at: of decks I-III, or of deck IV (Targaryen's). */
export type SpiedCard = WesterosCardType | WesterosIVCardId;

/** A loan's effect under way (rules/iron-bank/loans.ts says what each loan asks). */
export interface LoanFrame {
  readonly kind: "loan";
  readonly house: HouseId;
  readonly loan: LoanId;
  /** Decisions made so far, for loans that ask several different ones in turn (Pyromancer, Spymaster). */
  step: number;
  /** Units still to place from the reserve (Full Host, Sea Raiders, Siege Engineers, Vanguard Cavalry). */
  units: UnitType[];
  /** Areas chosen so far: improved or upgraded areas, The Faceless Men's first victim, Pyromancer's degraded castle. */
  areas: AreaId[];
  /** Spymaster: the Westeros deck looked at (0 for deck I, 3 for deck IV), once chosen. */
  deck: number | null;
  /** Spymaster: the top cards of that deck, seen by the buyer alone (redacted for every other seat). */
  cards: SpiedCard[];
}

/** Interest a house could not pay (AG-31): `chooser` destroys `remaining` of `debtor`'s units, one at a time. */
export interface DebtFrame {
  readonly kind: "iron-bank-debt";
  readonly debtor: HouseId;
  /** The Valyrian Steel Blade holder; the next player on Fiefdoms when the debtor holds it. */
  readonly chooser: HouseId;
  remaining: number;
}

export type IronBankFrame = LoanFrame | DebtFrame;

export const newLoanFrame = (house: HouseId, loan: LoanId): LoanFrame => ({ kind: "loan", house, loan, step: 0, units: [], areas: [], deck: null, cards: [] });
