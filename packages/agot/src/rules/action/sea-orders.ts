/**
 * Sea order tokens (Mother of Dragons, cards.md 6.8; summary "Sea order tokens"; AG-25): March -1,
 * Support +0 and the Iron Bank order, usable only in a sea area or a port. They may be placed on
 * land like any order, but "before players begin resolving orders (after the Messenger Raven would
 * be used), all sea order tokens that are on land areas are removed without effect".
 */
import { boardOf } from "../../data/board.ts";
import { ORDERS } from "../../data/orders.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { writableArea } from "../../engine/clone.ts";
import { areaName, houseName, orderLabel } from "./text.ts";

/** Removes every sea order lying on a land area; called as the Action phase begins. */
export function removeSeaOrdersOnLand(g: Game, ctx: Ctx): void {
  if (g.mod === undefined) return;
  const board = boardOf(g);
  for (const id of board.ids) {
    const o = g.areas[id]!.order;
    if (o === null || ORDERS[o.kind].sea !== true || board.areas[id]!.kind !== "land") continue;
    writableArea(g, id).order = null;
    ctx.emit("sea-order-removed", `${houseName(o.house)}'s ${orderLabel(o.kind)} in ${areaName(id)} is removed without effect: sea orders work only at sea or in a port.`, {
      house: o.house,
      area: id,
      order: o.kind,
    });
  }
}
