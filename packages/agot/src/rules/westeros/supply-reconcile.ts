/**
 * Supply (rulebook p.8). The Supply card moves every house's supply marker to the barrels it
 * controls (`updateSupply`); then every house whose armies no longer fit destroys units of its
 * choice, in Iron Throne order, one `destroy-unit` at a time, until they fit
 * (`newSupplyReconcileFrame`). Rattleshirt's Raiders and other effects that move the marker use the
 * same reconciliation. Only units in armies (two or more units in an area) can be chosen: a single
 * unit never counts against supply (p.8 "Reminder"). Among identical units the routed one goes
 * first (AG-15, `destroyUnit`).
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { HOUSE_NAMES, UNIT_TYPES, type HouseId } from "../../data/houses.ts";
import { prompt, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { barrels, overSupply, supplyLimit } from "../supply.ts";
import { turnOrder } from "../tracks.ts";
import { areasWithUnits } from "../units.ts";
import type { SupplyReconcileFrame } from "./frames.ts";
import { destroyUnit } from "./losses.ts";

/**
 * A frame in which every house over its supply limit destroys units of its choice until its
 * armies fit (Iron Throne order). Null when nobody is over the limit.
 */
export function newSupplyReconcileFrame(g: Game): SupplyReconcileFrame | null {
  const houses = turnOrder(g).filter((h) => overSupply(g, h));
  return houses.length === 0 ? null : { kind: "supply-reconcile", houses };
}

/** The Supply card: each house, in turn order, moves its marker to the barrels it controls (p.8). */
export function updateSupply(g: Draft<Game>, ctx: Ctx): void {
  for (const h of turnOrder(g)) {
    const before = g.supply[h] ?? 0;
    g.supply[h] = barrels(g, h);
    ctx.emit("supply", `${HOUSE_NAMES[h]} counts ${g.supply[h]} supply barrels (was ${before}); armies allowed: ${supplyLimit(g, h).join(", ")}.`, {
      house: h,
      from: before,
      to: g.supply[h],
    });
  }
  pushSupplyReconcile(g);
}

export function pushSupplyReconcile(g: Draft<Game>): void {
  const frame = newSupplyReconcileFrame(g);
  if (frame) g.stack.push(frame);
}

const current = (g: Game, f: SupplyReconcileFrame): HouseId | undefined => f.houses.find((h) => overSupply(g, h));

export const supplyReconcileRules: FrameRules<SupplyReconcileFrame> = {
  prompts(g, f) {
    const h = current(g, f);
    if (!h) return [];
    return [
      prompt(h, "supply-reconcile", `Your armies exceed your supply (${supplyLimit(g, h).join(", ")}): destroy one unit of an army.`, {
        limit: supplyLimit(g, h),
      }),
    ];
  },

  legalActions(g, f, house) {
    if (current(g, f) !== house) return [];
    const out: Action[] = [];
    for (const area of areasWithUnits(g, house)) {
      const units = g.areas[area]!.units;
      if (units.length < 2) continue;
      for (const unit of UNIT_TYPES) if (units.some((u) => u.type === unit)) out.push({ type: "destroy-unit", area, unit });
    }
    return out;
  },

  apply(g, _f, house, action, ctx) {
    if (action.type !== "destroy-unit") return;
    destroyUnit(g, house, action.area, action.unit, ctx, `to fit its supply`);
    if (!overSupply(g, house)) ctx.emit("supply-fits", `${HOUSE_NAMES[house]}'s armies now fit its supply.`, { house });
  },

  run(g) {
    g.stack.pop();
  },
};
