/**
 * Call for Support (rulebook p.17-18; quick reference "Combat Steps" 1). Every area adjacent to
 * the embattled area holding a Support order declares, in turn order, for the attacker, the
 * defender or nobody; a house decides per order (cards.md 7 #26). Ships support land and sea
 * combats; land units never a sea combat; a port only its own sea (p.25). A house never supports
 * the opponent of its own units (p.18), so a combatant may only back itself or stay out. Against a
 * neutral force only the attacker can be supported (p.26).
 */
import type { Action } from "../../actions.ts";
import { boardOf, compareAreaIds, portSea, type AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import { ORDERS } from "../../data/orders.ts";
import type { Game } from "../../state.ts";
import { position } from "../tracks.ts";
import { hasVassals, isVassal, sameBanner } from "../commanders.ts";
import type { DecisionRules } from "./ability.ts";
import { sideOf } from "./army.ts";
import type { CombatFrame, Side, SupportDeclaration } from "./frames.ts";

/** True when the units of `source` may lend strength to a combat in `to`. */
export function canSupportInto(g: Game, source: AreaId, to: AreaId): boolean {
  const kind = boardOf(g).areas[source]!.kind;
  if (kind === "land") return boardOf(g).areas[to]!.kind === "land";
  if (kind === "port") return portSea(boardOf(g), source) === to;
  return true;
}

const hasSupportOrder = (g: Game, id: AreaId): boolean => {
  const o = g.areas[id]!.order;
  return o !== null && ORDERS[o.kind].type === "support";
};

/** Support-order areas that may take part in this combat, in turn order (house, then area). */
export function supportAreas(g: Game, f: CombatFrame): AreaId[] {
  const to = f.start.to;
  return boardOf(g).adjacent[to]!.filter((id) => hasSupportOrder(g, id) && g.areas[id]!.units.length > 0 && canSupportInto(g, id, to)).sort(
    (a, b) => position(g, "ironThrone", g.areas[a]!.order!.house) - position(g, "ironThrone", g.areas[b]!.order!.house) || compareAreaIds(a, b),
  );
}

/**
 * The sides `house` may support in this combat. A vassal never supports against its banner (AG-29),
 * and nothing is automatic: next to a combat of its banner (its commander or a fellow vassal) the
 * commander declares the vassal's order for that side or for nobody, as he declares his own; next to
 * anyone else's, for either side or nobody (AG-29 refined, D13; summary Raid/Support 1 "The
 * commander decides who the vassal supports"; rulebook p.17 "may now grant (or refuse to grant)").
 */
export function supportChoices(g: Game, f: CombatFrame, house: HouseId): (Side | "none")[] {
  if (f.neutral !== null) return ["attacker", "none"];
  const own = sideOf(f, house);
  if (own !== null) return [own, "none"];
  if (hasVassals(g) && isVassal(g, house)) {
    for (const side of ["attacker", "defender"] as const) if (sameBanner(g, house, f.sides[side]!.house)) return [side, "none"];
  }
  return ["attacker", "defender", "none"];
}

/** The next area still to declare, or null when all have. */
export function nextSupportArea(g: Game, f: CombatFrame): AreaId | null {
  return supportAreas(g, f).find((id) => !f.support.some((s) => s.area === id)) ?? null;
}

/** Declarations that still count: their Support order is still on the board (AG-9). */
export function standingSupport(g: Game, f: CombatFrame, side: Side): SupportDeclaration[] {
  return f.support.filter((s) => {
    if (s.side !== side) return false;
    const o = g.areas[s.area]!.order;
    return o !== null && o.house === s.house && ORDERS[o.kind].type === "support" && g.areas[s.area]!.house === s.house;
  });
}

/** "Being supported" (cards.md 7 #6-7): some standing support, own or foreign, backs the side. */
export const isSupported = (g: Game, f: CombatFrame, side: Side): boolean => standingSupport(g, f, side).length > 0;

export const supportDecision: DecisionRules = {
  text: (g, _f, d) => `Declare the support of your units in ${boardOf(g).areas[d.options![0]!]!.name}: attacker, defender or nobody.`,
  legal(g, f, d) {
    const area = d.options![0]!;
    return supportChoices(g, f, d.house).map((side): Action => ({ type: "support", area, side }));
  },
  apply(g, f, d, action, ctx) {
    if (action.type !== "support") return;
    f.support.push({ area: action.area, house: d.house, side: action.side });
    const whom = action.side === "none" ? "nobody" : (f.sides[action.side]?.house ?? "the attacker");
    ctx.emit("combat-support", `${d.house} supports ${whom} from ${boardOf(g).areas[action.area]!.name}.`, {
      area: action.area,
      house: d.house,
      side: action.side,
    });
  },
};
