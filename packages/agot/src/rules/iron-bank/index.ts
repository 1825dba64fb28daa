/**
 * The Iron Bank's frame rules (Mother of Dragons, cards.md 6.9), registered in engine/registry.ts,
 * and the Iron Bank order's resolution, which the Action phase calls in the Consolidate Power step
 * (summary "Iron Bank order token").
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import type { AreaId } from "../../data/board.ts";
import { HOUSE_NAMES, UNIT_TYPES } from "../../data/houses.ts";
import { LOAN_NAMES } from "../../data/loans.ts";
import { prompt, withLegalActions, type Ctx, type FrameRules } from "../../engine/context.ts";
import { writableArea } from "../../engine/clone.ts";
import type { Game } from "../../state.ts";
import { areasWithUnits } from "../units.ts";
import { destroyUnit } from "../westeros/losses.ts";
import { affordableSlots, takeLoan } from "./bank.ts";
import { newLoanFrame, type DebtFrame, type LoanFrame } from "./frames.ts";
import { LOANS } from "./loans.ts";

const DONE: Action = Object.freeze({ type: "done" });

/** The ways `house` may resolve its Iron Bank order in `area`: buy an affordable loan, or nothing. */
export function ironBankActions(g: Game, house: Game["houses"][number], area: AreaId): Action[] {
  const out: Action[] = affordableSlots(g, house).map((slot): Action => ({ type: "buy-loan", area, slot }));
  out.push({ type: "buy-loan", area, slot: null });
  return out;
}

/** Resolves the Iron Bank order in `area`: the order leaves the board; a bought loan resolves at once. */
export function resolveIronBankOrder(g: Draft<Game>, area: AreaId, slot: number | null, ctx: Ctx): void {
  const order = g.areas[area]!.order!;
  const house = order.house;
  writableArea(g, area).order = null;
  if (slot === null) {
    ctx.emit("iron-bank-order", `${HOUSE_NAMES[house]} removes its Iron Bank order without taking a loan.`, { house, area });
    return;
  }
  const loan = takeLoan(g as Game, house, slot, ctx);
  const f = newLoanFrame(house, loan);
  LOANS[loan].start?.(g as Game, f, ctx);
  if (LOANS[loan].options !== undefined) g.stack.push(f as Draft<LoanFrame>);
}

const loanOptions = (g: Game, f: LoanFrame): Action[] => LOANS[f.loan].options?.(g, f) ?? [];

/** The buyer's actions given its options now: the options, and `done` when the loan lets it stop early. */
const loanActions = (f: LoanFrame, options: Action[]): Action[] => (options.length > 0 && LOANS[f.loan].optional ? [...options, DONE] : options);

export const loanRules: FrameRules<LoanFrame> = {
  prompts(g, f) {
    // The options decide whether to ask at all: they are offered as the buyer's legal actions
    // rather than listed again (placing units asks the supply of every candidate area).
    const options = loanOptions(g, f);
    if (options.length === 0) return [];
    const ask = LOANS[f.loan].ask?.(f) ?? LOAN_NAMES[f.loan];
    // The cards a Spymaster looks at are in the frame, redacted for other seats; never in the prompt.
    return [withLegalActions(prompt(f.house, "loan", ask, { loan: f.loan }), loanActions(f, options))];
  },
  legalActions(g, f, house) {
    if (house !== f.house) return [];
    return loanActions(f, loanOptions(g, f));
  },
  apply(g, f, _house, action, ctx) {
    if (action.type === "done") {
      g.stack.pop();
      return;
    }
    LOANS[f.loan].apply!(g, f, action, ctx);
  },
  run(g) {
    g.stack.pop();
  },
  // What the Spymaster sees stays with its buyer.
  redact(_g, f, seat) {
    return seat === f.house || f.cards.length === 0 ? f : { ...f, cards: f.cards.map(() => null) };
  },
};

function debtOptions(g: Game, f: DebtFrame): Action[] {
  const out: Action[] = [];
  for (const area of areasWithUnits(g, f.debtor))
    for (const unit of UNIT_TYPES) if (g.areas[area]!.units.some((u) => u.type === unit)) out.push({ type: "destroy-unit", area, unit });
  return out;
}

/** A choice exists only while the debtor has more units than it owes and they are not all alike. */
function debtHasChoice(g: Game, f: DebtFrame): boolean {
  return f.remaining > 0 && debtOptions(g, f).length > 1;
}

export const debtRules: FrameRules<DebtFrame> = {
  prompts(g, f) {
    // As `debtHasChoice`, keeping the options: they are the chooser's legal actions.
    const options = f.remaining > 0 ? debtOptions(g, f) : [];
    if (options.length <= 1) return [];
    const p = prompt(f.chooser, "iron-bank-debt", `${HOUSE_NAMES[f.debtor]} is ${f.remaining} power short of its interest: destroy one of its units.`, { debtor: f.debtor, remaining: f.remaining });
    return [withLegalActions(p, options)];
  },
  legalActions(g, f, house) {
    return house === f.chooser && debtHasChoice(g, f) ? debtOptions(g, f) : [];
  },
  apply(g, f, _house, action, ctx) {
    if (action.type !== "destroy-unit") return;
    destroyUnit(g, f.debtor, action.area, action.unit, ctx, `(unpaid interest to the Iron Bank, chosen by ${HOUSE_NAMES[f.chooser]})`);
    f.remaining -= 1;
  },
  run(g, f, ctx) {
    const first = f.remaining > 0 ? debtOptions(g as Game, f as DebtFrame)[0] : undefined;
    if (first !== undefined && first.type === "destroy-unit") {
      destroyUnit(g, f.debtor, first.area, first.unit, ctx, "(unpaid interest to the Iron Bank)");
      f.remaining -= 1;
      return;
    }
    g.stack.pop();
  },
};

export const ironBankRules = {
  loan: loanRules,
  "iron-bank-debt": debtRules,
};
