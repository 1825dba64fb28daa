/**
 * The Iron Bank of Braavos (Mother of Dragons, cards.md 6.9; mod-setup.md 4): its 12 loan cards
 * and the three face-up slots' costs, from facts.json's `modSetup.ironBank`. What each loan does
 * lives in rules/iron-bank/loans.ts, one entry per card.
 */
import facts from "./facts.json" with { type: "json" };

export const LOAN_IDS = [
  "customs-officer",
  "expert-artificer",
  "full-host",
  "loyal-maester",
  "master-at-arms",
  "pyromancer",
  "savvy-steward",
  "sea-raiders",
  "siege-engineers",
  "spymaster",
  "the-faceless-men",
  "vanguard-cavalry",
] as const;
export type LoanId = (typeof LOAN_IDS)[number];

const RAW = facts.modSetup.ironBank as { cards: { id: string; name: string }[]; slotCosts: number[] };
if (RAW.cards.length !== LOAN_IDS.length || RAW.cards.some((c, i) => c.id !== LOAN_IDS[i])) throw new Error("facts.json's loan cards differ from LOAN_IDS");

export const LOAN_NAMES: Readonly<Record<LoanId, string>> = Object.fromEntries(RAW.cards.map((c) => [c.id, c.name])) as Record<LoanId, string>;

/** Cost of the three face-up slots, the newest loan's slot first (7, 4, 1). */
export const LOAN_SLOT_COSTS: readonly number[] = RAW.slotCosts;

export const isLoan = (id: string): id is LoanId => (LOAN_IDS as readonly string[]).includes(id);
