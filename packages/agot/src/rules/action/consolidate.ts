/**
 * Consolidate Power orders (rulebook p.16; ports p.25; Special Consolidate Power p.22).
 *
 * The order gives 1 power plus 1 per power icon of its land area. In a sea it has no effect (p.13).
 * In a port it gives 1 power, unless the port's sea holds another house's ships: then it is removed
 * without effect (p.25). The Special order may instead muster in its own area when that area has a
 * castle or stronghold, never in a port (p.22, p.25).
 *
 * A vassal's Defense +1/Muster token resolves here only where it can muster (an area with a castle
 * or stronghold): its commander musters with it, or leaves it on the board as a Defense +1 order
 * until Clean Up; elsewhere it is not asked about and simply stays a Defense order (AG-44).
 *
 * The order is resolved from its area alone, not from the units there: an order never outlives its
 * units at this point, because combat clears orders from areas it empties (cards.md 7 #43 would
 * keep them to clean-up; which reading wins is a question for RULINGS.md).
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, portSea, type AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import { ORDERS } from "../../data/orders.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { byBoardOrder, ordersOfType } from "../planning/orders.ts";
import { gainPower } from "../power.ts";
import { newMusterFrame } from "../westeros/muster.ts";
import { areaName, houseName, orderLabel } from "./text.ts";
import { writableArea } from "../../engine/clone.ts";
import { ironBankActions } from "../iron-bank/index.ts";

/**
 * Orders resolving in this step: Consolidate Power, a vassal's Defense +1/Muster where it can muster
 * (summary "Ordering vassals"; AG-44) and the Iron Bank order (summary "Iron Bank order token").
 */
export function consolidateOrders(g: Game, house: HouseId): AreaId[] {
  const own = ordersOfType(g, house, "consolidate-power");
  if (g.mod === undefined) return own;
  const muster = g.mod.vassals === undefined ? [] : ordersOfType(g, house, "defense").filter((id) => g.areas[id]!.order!.kind === "vassal-defense-muster" && canMusterWith(g, id));
  const bank = g.mod.bank === undefined ? [] : ordersOfType(g, house, "iron-bank");
  return muster.length === 0 && bank.length === 0 ? own : [...own, ...muster, ...bank].sort(byBoardOrder(g));
}

/**
 * The Special order musters only in a land area with a castle or stronghold (p.22; never a port,
 * p.25); so does a vassal's Defense +1/Muster, "identical to a special consolidate power order"
 * (the token gives the area no castle), and only there does it take part in this step (AG-44).
 */
export function canMusterWith(g: Game, id: AreaId): boolean {
  const o = g.areas[id]!.order;
  return (
    o !== null &&
    (o.kind === "consolidate-power-special" || o.kind === "vassal-defense-muster") &&
    boardOf(g).areas[id]!.kind === "land" &&
    boardOf(g).areas[id]!.castle !== null
  );
}

export function consolidateActions(g: Game, house: HouseId): Action[] {
  const out: Action[] = [];
  for (const area of consolidateOrders(g, house)) {
    if (g.areas[area]!.order!.kind === "sea-iron-bank") {
      out.push(...ironBankActions(g, house, area));
      continue;
    }
    out.push({ type: "consolidate-power", area, muster: false });
    if (canMusterWith(g, area)) out.push({ type: "consolidate-power", area, muster: true });
  }
  return out;
}

/** Another house's ships in the sea of this port (p.25). */
function enemyShipsOffPort(g: Game, port: AreaId, house: HouseId): boolean {
  const sea = g.areas[portSea(boardOf(g), port)]!;
  return sea.house !== null && sea.house !== house && sea.units.length > 0;
}

/** Power the order in `id` would collect now: null when it has no effect. */
export function consolidateIncome(g: Game, id: AreaId, house: HouseId): number | null {
  const kind = boardOf(g).areas[id]!.kind;
  if (kind === "sea") return null;
  if (kind === "port") return enemyShipsOffPort(g, id, house) ? null : 1;
  return 1 + boardOf(g).areas[id]!.power;
}

/**
 * Resolves the Consolidate Power order in `id`. Mustering pushes the muster frame for that area
 * alone; the phase frame below it simply continues its cycle when the muster frame pops.
 */
export function resolveConsolidate(g: Draft<Game>, id: AreaId, muster: boolean, ctx: Ctx): void {
  const order = g.areas[id]!.order!;
  const house = order.house;
  if (order.kind === "vassal-defense-muster" && !muster) {
    // Not mustering, the token stays a Defense +1 order until Clean Up (rulebook p.16), and its
    // vassal gains no power (AG-44). Its new kind keeps the step from offering it again.
    writableArea(g, id).order = { house, kind: "vassal-defense-kept" };
    ctx.emit("consolidate-power", `${houseName(house)}'s Defense +1/Muster token in ${areaName(id)} does not muster and stays on the board as a Defense +1 order.`, {
      house,
      area: id,
      gained: 0,
      kept: true,
    });
    return;
  }
  writableArea(g, id).order = null;
  const where = `${orderLabel(order.kind)} in ${areaName(id)}`;
  if (muster) {
    ctx.emit("consolidate-power", `${houseName(house)} uses the ${where} to muster in ${areaName(id)}.`, { house, area: id, muster: true });
    const frame = newMusterFrame(g as Game, [house], id);
    g.stack.push(frame as Draft<typeof frame>);
    return;
  }
  const income = consolidateIncome(g as Game, id, house);
  if (income === null) {
    const why = boardOf(g).areas[id]!.kind === "sea" ? "a sea area gives no power" : "enemy ships hold the sea next to the port";
    ctx.emit("consolidate-power", `${houseName(house)}'s ${where} is removed without effect: ${why}.`, { house, area: id, gained: 0 });
    return;
  }
  const gained = gainPower(g as Game, house, income);
  const capped = gained < income ? ` (only ${gained} of its 20 tokens were left in the pool)` : "";
  ctx.emit("consolidate-power", `${houseName(house)} consolidates power in ${areaName(id)} and gains ${gained} power${capped}.`, {
    house,
    area: id,
    gained,
  });
}
