/**
 * The Iron Bank of Braavos (Mother of Dragons, cards.md 6.9; summary "The Iron Bank of Braavos"):
 * the face-up loans and their costs, Braavos' discount, the slots shifting each round, and interest.
 *
 * - Three slots cost 7, 4 and 1 power; a new loan enters the 7 slot. At the start of every round
 *   but the first the loans shift one slot toward the cheap end, the one pushed out of the 1 slot
 *   goes face down under the deck, and the top card fills the 7 slot.
 * - The player controlling Braavos pays 1 less for a loan (never for interest); while a vassal
 *   holds Braavos nobody has the discount (AG-32).
 * - Interest: each round from the second, in turn order, a house pays 1 power per loan it holds;
 *   for each token it cannot pay the Valyrian Steel Blade holder (the next player on Fiefdoms if
 *   the debtor holds it) destroys one of its units (AG-27, AG-31).
 */
import { shuffle, type RngState } from "@kingsroad/core";
import { HOUSE_NAMES, type HouseId } from "../../data/houses.ts";
import { LOAN_IDS, LOAN_NAMES, LOAN_SLOT_COSTS, type LoanId } from "../../data/loans.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game, IronBankState } from "../../state.ts";
import { controller } from "../control.ts";
import { isVassal, playersInTurnOrder } from "../commanders.ts";
import { losePower } from "../power.ts";
import { areasWithUnits } from "../units.ts";
import type { DebtFrame } from "./frames.ts";

/** The area whose controller gets the discount (summary "Controlling Braavos"). */
export const BRAAVOS = "braavos";

/** A shuffled loan deck with its top card turned into the 7 slot (mod-setup.md 4). */
export function newBank(rng: RngState): [IronBankState, RngState] {
  const [deck, next] = shuffle(rng, LOAN_IDS);
  return [{ deck: deck.slice(1), slots: [deck[0]!, null, null], loans: {} }, next];
}

/** The player holding Braavos' token: its controller, unless a vassal (or nobody) holds it (AG-32). */
export function braavosHolder(g: Game): HouseId | null {
  if (g.areas[BRAAVOS] === undefined) return null;
  const c = controller(g, BRAAVOS);
  return c === null || isVassal(g, c) ? null : c;
}

/** What `house` pays for the loan in `slot` (0: the 7 slot): 1 less for Braavos' holder. */
export const loanCost = (g: Game, house: HouseId, slot: number): number => Math.max(0, LOAN_SLOT_COSTS[slot]! - (braavosHolder(g) === house ? 1 : 0));

/** The slots whose loan `house` can pay for in full (AG-31: a loan one cannot pay for cannot be bought). */
export function affordableSlots(g: Game, house: HouseId): number[] {
  const bank = g.mod?.bank;
  if (bank === undefined || isVassal(g, house)) return [];
  const out: number[] = [];
  for (let i = 0; i < bank.slots.length; i++) if (bank.slots[i] !== null && (g.power[house] ?? 0) >= loanCost(g, house, i)) out.push(i);
  return out;
}

/** Loans `house` holds (one power of interest each per round). */
export const loansOf = (g: Game, house: HouseId): readonly LoanId[] => g.mod?.bank?.loans[house] ?? [];

/** Takes the loan of `slot` for `house`, paying its cost. The caller resolves its effect. */
export function takeLoan(g: Game, house: HouseId, slot: number, ctx: Ctx): LoanId {
  const bank = g.mod!.bank!;
  const loan = bank.slots[slot]!;
  const cost = loanCost(g, house, slot);
  losePower(g, house, cost);
  // A new bank record, never writes to the old one: states share it (engine/clone.ts).
  g.mod!.bank = { ...bank, slots: bank.slots.map((l, i) => (i === slot ? null : l)), loans: { ...bank.loans, [house]: [...(bank.loans[house] ?? []), loan] } };
  const discount = braavosHolder(g) === house ? " (1 less as the holder of Braavos)" : "";
  ctx.emit("loan-bought", `${HOUSE_NAMES[house]} takes the ${LOAN_NAMES[loan]} loan from the Iron Bank for ${cost} power${discount}.`, { house, loan, slot, cost });
  return loan;
}

/** The slots shift one toward the cheap end; the 1 slot's loan goes under the deck; the top card fills the 7 slot. */
export function shiftLoans(g: Game, ctx: Ctx): void {
  const bank = g.mod!.bank!;
  const pushedOut = bank.slots[bank.slots.length - 1] ?? null;
  const drawn = bank.deck[0] ?? null;
  const deck = bank.deck.slice(drawn === null ? 0 : 1);
  // A new bank record, never writes to the old one: states share it (engine/clone.ts).
  const slots = [drawn, ...bank.slots.slice(0, -1)];
  g.mod!.bank = { ...bank, deck: pushedOut === null ? deck : [...deck, pushedOut], slots };
  const text = drawn === null ? "The Iron Bank's loans shift; its deck is empty." : `The Iron Bank's loans shift and ${LOAN_NAMES[drawn]} is offered for 7 power.`;
  ctx.emit("loans-shift", text, { slots, buried: pushedOut });
}

/** Who destroys a debtor's units: the Blade's holder, or the next player on Fiefdoms when it is the debtor (AG-31). */
export function debtChooser(g: Game, debtor: HouseId): HouseId {
  const players = g.tracks.fiefdoms.filter((h) => !isVassal(g, h));
  return players.find((h) => h !== debtor) ?? debtor;
}

/**
 * Every player with loans pays 1 power per loan, in turn order (AG-27). Returns the debts left
 * unpaid as frames, first debtor first; a debtor without units owes nothing more.
 */
export function payInterest(g: Game, ctx: Ctx): DebtFrame[] {
  const out: DebtFrame[] = [];
  for (const house of playersInTurnOrder(g)) {
    const owed = loansOf(g, house).length;
    if (owed === 0) continue;
    const paid = losePower(g, house, owed);
    const short = owed - paid;
    const text = `${HOUSE_NAMES[house]} pays ${paid} power of interest to the Iron Bank for ${owed} loan${owed === 1 ? "" : "s"}`;
    ctx.emit("interest", short > 0 ? `${text} and is ${short} short.` : `${text}.`, { house, owed, paid });
    if (short > 0 && areasWithUnits(g, house).length > 0) out.push({ kind: "iron-bank-debt", debtor: house, chooser: debtChooser(g, house), remaining: short });
  }
  return out;
}
