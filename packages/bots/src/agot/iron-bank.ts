/**
 * The heuristic bot and Mother of Dragons' Iron Bank (cards.md 6.9-6.10): it places the Iron Bank
 * order where nothing threatens the ship, buys a loan when what it brings beats its price and the
 * interest still to pay, and aims a loan's choices at its own areas (improvements, upgrades) or at
 * its rivals' (a Pyromancer's degradation, the Faceless Men).
 */
import type { GameView, HouseId } from "@kingsroad/agot";
import { boardOf } from "@kingsroad/agot";
import { controllerOf, threatTo } from "./read.ts";

/** A rough worth of each loan in power tokens, before its cost and interest. */
const LOAN_WORTH: Readonly<Record<string, number>> = {
  "customs-officer": 10,
  "expert-artificer": 10,
  "full-host": 7,
  "vanguard-cavalry": 6,
  "sea-raiders": 5,
  "siege-engineers": 5,
  "savvy-steward": 4,
  "loyal-maester": 3,
  "master-at-arms": 3,
  "the-faceless-men": 3,
  pyromancer: 2,
  spymaster: 1,
};

const LAST_ROUND = 10;
const SLOT_COSTS = [7, 4, 1];

/** The value of buying the loan in `slot` (null: buying nothing, worth 0). */
export function scoreBuyLoan(view: GameView, me: HouseId, slot: number | null): number {
  const bank = view.mod?.bank;
  if (slot === null || bank === undefined) return 0;
  const loan = bank.slots[slot];
  if (loan === null || loan === undefined) return -1;
  const interest = LAST_ROUND - view.round;
  const cost = SLOT_COSTS[slot]!;
  // Spending the last tokens leaves nothing for bids and interest.
  const left = (view.power[me] ?? 0) - cost;
  return (LOAN_WORTH[loan] ?? 0) - cost - interest * 0.6 - (left < 2 ? 2 : 0);
}

/** Worth of the Iron Bank order in a sea area or port: something to buy that the bot could pay for. */
export function scoreIronBankOrder(view: GameView, me: HouseId): number {
  const bank = view.mod?.bank;
  if (bank === undefined) return 0;
  const best = Math.max(0, ...bank.slots.map((_, i) => scoreBuyLoan(view, me, i)));
  return best > 0 ? 1.5 + best * 0.3 : 0.1;
}

/** A loan's named choice (an area, a kind of improvement, a Spymaster's deck or arrangement). */
export function scoreLoanChoice(view: GameView, me: HouseId, choice: string): number {
  const top = view.stack[view.stack.length - 1] as { kind?: string; loan?: string } | undefined;
  const loan = top?.kind === "loan" ? top.loan : undefined;
  if (choice === "power") return 1;
  if (choice === "supply") return 0.5;
  const area = boardOf(view).areas[choice];
  if (area === undefined) return 0;
  const owner = controllerOf(view, choice);
  const mine = owner === me ? 3 : owner === null ? 0.5 : -1;
  // A Pyromancer degrades: better a rival's castle than ours.
  if (loan === "pyromancer") return -mine + (owner !== null && owner !== me ? 1 : 0);
  return mine + (area.castle !== null ? 1 : 0) - threatTo(view, choice, me) * 0.2;
}

/** The Faceless Men: a rival's unit, never the bot's own. */
export function scoreFacelessMen(view: GameView, me: HouseId, area: string): number {
  const owner = view.areas[area]?.house ?? null;
  return owner === me ? -5 : 2 + threatTo(view, area, me) * 0.2;
}
