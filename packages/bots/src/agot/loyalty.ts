/**
 * Targaryen's loyalty tokens (Mother of Dragons): where tokens go on Westeros IV cards, who gets
 * Targaryen's bid. Targaryen wants tokens where it can take them (areas it holds or borders, where
 * nobody stands); everyone else moves them away from it. A token is worth more to Targaryen the
 * closer it lies, and its bid goes to the house furthest behind, to keep the leaders down.
 */
import { boardOf, type AreaId, type GameView, type HouseId } from "@kingsroad/agot";
import { castlesOf, controllerOf } from "./read.ts";

const T: HouseId = "targaryen";

/** How easily Targaryen can take `id`: 3 it holds it, 2 it holds a neighbour, +1 when nobody stands there. */
function reach(view: GameView, id: AreaId): number {
  if (!view.areas[id]) return 0;
  if (controllerOf(view, id) === T) return 3;
  const near = boardOf(view).adjacent[id]?.some((n) => controllerOf(view, n) === T) ? 2 : 0;
  return near + ((view.areas[id]?.units.length ?? 0) === 0 ? 1 : 0);
}

const UNIT_PREFERENCE: Readonly<Record<string, number>> = { knight: 3, footman: 2, "siege-engine": 1 };

/** The frame of the Westeros IV card being resolved, if any (its picked areas say which move is on). */
function cardFrame(view: GameView): { picked: string[] } | null {
  const top = view.stack[view.stack.length - 1] as { kind?: string; picked?: string[] } | undefined;
  return top?.kind === "westeros-iv" ? { picked: top.picked ?? [] } : null;
}

/** A score for a `choose` on a Westeros IV card or Targaryen's hand-out, or null when the prompt is neither. */
export function scoreLoyaltyChoice(view: GameView, me: HouseId, promptKind: string, choice: string): number | null {
  if (promptKind === "hand-out-bid") return -castlesOf(view, choice as HouseId);
  if (!promptKind.startsWith("westeros-iv-")) return null;
  const step = promptKind.slice("westeros-iv-".length);
  const targaryen = me === T;
  if (choice in UNIT_PREFERENCE) return UNIT_PREFERENCE[choice]!;
  if (choice === "nothing") return targaryen ? ((view.power[T] ?? 0) < 3 ? 1.5 : 0) : 0;
  if (choice === "done") return 0;
  if (choice === "return-dragon") return 3;
  if (choice === "destroy-dragon") return view.round <= 5 ? 2 : -1;
  if (choice.startsWith("round-")) return Number(choice.slice("round-".length));
  if (choice === "undo" || choice === "keep") {
    const [from, to] = cardFrame(view)?.picked ?? [];
    const lost = from && to ? reach(view, from) - reach(view, to) : 0;
    return choice === "undo" ? lost - 1 : 0;
  }
  if (view.houses.includes(choice as HouseId)) {
    // Domestic Disputes: the houses whose home lies nearest; otherwise the weakest player to help.
    if (step === "houses") {
      const home = boardOf(view).homeArea[choice as HouseId];
      return 1 + (home ? reach(view, home) : 0);
    }
    return -castlesOf(view, choice as HouseId);
  }
  if (!boardOf(view).areas[choice]) return 0;
  // An area: a token source ("from"), or where a token goes.
  if (step === "from") return targaryen ? -reach(view, choice) : reach(view, choice);
  if (targaryen) return 2 + reach(view, choice);
  return -reach(view, choice) + (controllerOf(view, choice) === me ? 1 : 0);
}
