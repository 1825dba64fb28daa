/** A decision answered with `choose` among the options fixed when it was opened. */
import type { Draft } from "immer";
import type { Action } from "../../../actions.ts";
import type { Ctx } from "../../../engine/context.ts";
import type { Game } from "../../../state.ts";
import type { DecisionRules } from "../ability.ts";
import type { CombatDecision, CombatFrame } from "../frames.ts";

export function chooseDecision(
  text: (g: Game, f: CombatFrame, d: CombatDecision) => string,
  apply: (g: Draft<Game>, f: Draft<CombatFrame>, d: CombatDecision, choice: string, ctx: Ctx) => void,
): DecisionRules {
  return {
    text,
    legal: (_g, _f, d) => (d.options ?? []).map((choice): Action => ({ type: "choose", choice })),
    apply(g, f, d, action, ctx) {
      if (action.type === "choose") apply(g, f, d, action.choice, ctx);
    },
  };
}

/** The option meaning "do not use this optional ability". */
export const PASS = "pass";

/** Remembers what a card text chose for the rest of this combat (`f.notes`, created on first use). */
export function setNote(f: { notes?: Record<string, string | number> }, key: string, value: string | number): void {
  f.notes = { ...f.notes, [key]: value };
}
