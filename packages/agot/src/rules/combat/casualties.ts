/**
 * Casualties (p.20-21; quick reference 6b; cards.md 1.1 step 6): the loser first loses what cannot
 * retreat (siege engines and routed units, AG-1) and its garrison (p.27); then one unit per sword
 * of the victor beyond the loser's fortifications, chosen by the loser among standing units; then
 * each Tides of Battle skull costs the skull owner's opponent one unit whoever won, chosen by its
 * owner among his standing units, a winner's siege engines included (p.29, AG-13).
 * Supporting units are never casualties. The Blackfish prevents icon, text and skull casualties.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import type { UnitType } from "../../data/houses.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import type { DecisionRules } from "./ability.ts";
import { army, casualtyTypes, destroyArmyUnit, houseOf, sidesInTurnOrder } from "./army.ts";
import { sideAbility } from "./abilities.ts";
import { otherSide, type CombatFrame, type Side } from "./frames.ts";
import { fortifications, swords } from "./strength.ts";
import { TIDES_CARDS } from "./tides-deck.ts";
import { writableArea } from "../../engine/clone.ts";

export const preventsCasualties = (f: CombatFrame, side: Side): boolean => sideAbility(f, side)?.preventsCasualties === true;

function destroy(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, type: UnitType, why: string, ctx: Ctx, routed = false): void {
  destroyArmyUnit(g, f, side, type, routed);
  ctx.emit("combat-casualty", `${houseOf(f, side)} loses a ${type} (${why}).`, { side, house: houseOf(f, side), unit: type, why });
}

/**
 * Takes `n` casualties from a side's standing units: automatic while only one unit type is left
 * to pick, otherwise the side's house chooses one at a time.
 */
export function takeCasualties(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, n: number, why: string, ctx: Ctx): void {
  let left = n;
  while (left > 0) {
    const types = casualtyTypes(g, f, side, true);
    if (types.length === 0) return;
    const standing = army(g, f, side).filter((u) => !u.routed).length;
    // A choice only matters when some standing units survive and they are not all alike.
    if (types.length > 1 && left < standing) {
      f.decision = { kind: "casualty", house: houseOf(f, side), side, count: left, options: [why] };
      return;
    }
    for (const type of types.length > 1 ? types : [types[0]!]) {
      if (left === 0) break;
      destroy(g, f, side, type, why, ctx);
      left--;
    }
  }
}

export const casualtyDecision: DecisionRules = {
  text: (_g, _f, d) => `Choose a unit to lose (${d.options![0]}); ${d.count} to go.`,
  legal: (g, f, d) => casualtyTypes(g, f, d.side!, true).map((unit): Action => ({ type: "casualty", unit })),
  apply(g, f, d, action, ctx) {
    if (action.type !== "casualty") return;
    const why = d.options![0]!;
    destroy(g, f, d.side!, action.unit, why, ctx);
    takeCasualties(g, f, d.side!, d.count! - 1, why, ctx);
  },
};

/** Units of the loser that cannot retreat are destroyed before sword casualties (AG-1, cards.md 7 #37); a beaten garrison is removed (p.27). */
export function destroyUnretreatable(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const loser = otherSide(f.victor!);
  for (const u of [...army(g, f, loser)]) {
    if (u.type === "siege-engine") destroy(g, f, loser, u.type, "siege engines cannot retreat", ctx, u.routed);
    else if (u.routed) destroy(g, f, loser, u.type, "routed units cannot retreat again", ctx, true);
  }
  const to = g.areas[f.start.to]!;
  if (loser === "defender" && to.garrison !== null && to.garrison.house === houseOf(f, "defender")) {
    ctx.emit("combat-garrison-removed", `The ${to.garrison.house} garrison in ${f.start.to} is defeated and removed.`, { area: f.start.to });
    writableArea(g, f.start.to).garrison = null;
  }
}

export function swordCasualties(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const winner = f.victor!;
  const loser = otherSide(winner);
  const n = Math.max(0, swords(g, f, winner) - fortifications(g, f, loser));
  ctx.emit("combat-swords", `${houseOf(f, winner)} deals ${n} casualties.`, {
    swords: swords(g, f, winner),
    fortifications: fortifications(g, f, loser),
    casualties: n,
  });
  if (n === 0) return;
  if (preventsCasualties(f, loser)) {
    ctx.emit("combat-casualties-prevented", `${houseOf(f, loser)}'s card prevents the casualties.`, { side: loser });
    return;
  }
  takeCasualties(g, f, loser, n, "swords", ctx);
}

/** Resolves the next unresolved skull; false when none is left. */
export function nextSkull(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): boolean {
  if (!f.tidesRevealed) return false;
  for (const side of sidesInTurnOrder(g, f)) {
    const key = `skull:${side}`;
    const t = f.sides[side]!.tides;
    if (t === null || TIDES_CARDS[t]!.skulls === 0 || f.resolved.includes(key)) continue;
    f.resolved.push(key);
    const target = otherSide(side);
    if (preventsCasualties(f, target)) {
      ctx.emit("combat-casualties-prevented", `${houseOf(f, target)}'s card prevents the skull casualty.`, { side: target });
    } else {
      takeCasualties(g, f, target, TIDES_CARDS[t]!.skulls, "skull", ctx);
    }
    return true;
  }
  return false;
}
