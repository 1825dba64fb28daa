/**
 * Raid orders (rulebook p.14 "Resolve Raid Orders", p.22 Special Raid, p.25 "Other Port Rules").
 *
 * A raid removes one adjacent enemy Support, Raid or Consolidate Power order (the Special Raid may
 * instead remove a Defense order), or nothing at all. Where a raid can reach depends on where it is:
 * - from land: adjacent land areas only, never a sea (p.14), never a port (p.25);
 * - from a sea: adjacent land and sea areas, and ports connected to it (p.14, p.25);
 * - from a port: only its own sea area (p.25).
 * Removing a Consolidate Power order pillages: the raider takes 1 power from the pool, the victim
 * discards 1 available power if able (p.14).
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, type AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import { ORDERS, type OrderKind } from "../../data/orders.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { ordersOfType } from "../planning/orders.ts";
import { gainPower, losePower } from "../power.ts";
import { commanderOf, hasVassals, sameBanner } from "../commanders.ts";
import { areaName, houseName, orderLabel } from "./text.ts";
import { writableArea } from "../../engine/clone.ts";

/** Areas whose orders a raid in `from` can reach, before looking at the orders there. */
export function raidReach(g: Game, from: AreaId): AreaId[] {
  const kind = boardOf(g).areas[from]!.kind;
  return boardOf(g).adjacent[from]!.filter((id) => {
    const target = boardOf(g).areas[id]!.kind;
    if (kind === "land") return target === "land";
    if (kind === "port") return target === "sea";
    return true;
  });
}

/**
 * True when the raid order `raid` may remove the order `victim` (p.14; Special Raid p.22). The Iron
 * Bank order "can be raided", without pillage (summary "Iron Bank order token").
 */
function canRemove(raid: OrderKind, victim: OrderKind): boolean {
  const type = ORDERS[victim].type;
  if (type === "support" || type === "raid" || type === "consolidate-power" || type === "iron-bank") return true;
  return type === "defense" && ORDERS[raid].special;
}

/** Areas holding an order the raid in `from` may remove. */
export function raidTargets(g: Game, from: AreaId): AreaId[] {
  const raid = g.areas[from]!.order;
  if (!raid || ORDERS[raid.kind].type !== "raid") return [];
  const vassals = hasVassals(g);
  return raidReach(g, from).filter((id) => {
    const o = g.areas[id]!.order;
    // A commander and its vassals never raid each other (summary "Ordering vassals").
    return o !== null && o.house !== raid.house && canRemove(raid.kind, o.kind) && !(vassals && sameBanner(g, raid.house, o.house));
  });
}

/** Areas holding a Raid order of `house`. */
export const raidOrders = (g: Game, house: HouseId): AreaId[] => ordersOfType(g, house, "raid");

/** Every way `house` may resolve one of its raids now: each raid, each target, or no target. */
export function raidActions(g: Game, house: HouseId): Action[] {
  const out: Action[] = [];
  for (const from of raidOrders(g, house)) {
    for (const target of raidTargets(g, from)) out.push({ type: "raid", from, target });
    out.push({ type: "raid", from, target: null });
    if (g.areas[from]!.order!.kind === "vassal-raid-support") out.push(KEEP_AS_SUPPORT);
  }
  return out;
}

/**
 * The vassal Raid/Support +1 token: when it resolves, its commander may leave it on the board as a
 * Support +1 order instead of raiding (summary "Ordering vassals"; AG-24). A vassal holds one.
 */
export const KEEP_AS_SUPPORT: Action = Object.freeze({ type: "choose", choice: "keep-as-support" });

export function keepAsSupport(g: Draft<Game>, house: HouseId, ctx: Ctx): void {
  const from = raidOrders(g as Game, house).find((id) => g.areas[id]!.order!.kind === "vassal-raid-support")!;
  writableArea(g, from).order = { house, kind: "vassal-support" };
  ctx.emit("raid-kept-as-support", `${houseName(house)} keeps its Raid/Support token in ${areaName(from)} as a Support +1 order.`, { house, area: from });
}

/** Resolves the raid in `from` against `target` (null: without effect). Both orders leave the board. */
export function resolveRaid(g: Draft<Game>, from: AreaId, target: AreaId | null, ctx: Ctx): void {
  const raid = g.areas[from]!.order!;
  const raider = raid.house;
  const why = raidTargets(g as Game, from).length === 0 ? " (nothing to raid)" : "";
  writableArea(g, from).order = null;
  if (target === null) {
    ctx.emit("raid", `${houseName(raider)} removes the ${orderLabel(raid.kind)} in ${areaName(from)} without effect${why}.`, {
      house: raider,
      from,
      target: null,
    });
    return;
  }
  const victim = g.areas[target]!.order!;
  writableArea(g, target).order = null;
  let text = `${houseName(raider)} raids ${houseName(victim.house)}'s ${orderLabel(victim.kind)} in ${areaName(target)} from ${areaName(from)}`;
  let gained = 0;
  let lost = 0;
  if (ORDERS[victim.kind].type === "consolidate-power") {
    // Pillaging (p.14): the raider always gains 1 from the pool; the victim loses 1 only if able.
    // A vassal holds no power: its commander takes the pillaged token (AG-23, cards.md 6.4.2).
    gained = gainPower(g as Game, commanderOf(g as Game, raider) ?? raider, 1);
    lost = losePower(g as Game, victim.house, 1);
    text += ` and pillages: ${houseName(raider)} gains ${gained} power, ${houseName(victim.house)} loses ${lost}`;
  }
  ctx.emit("raid", `${text}.`, { house: raider, from, target, victim: victim.house, order: victim.kind, gained, lost });
}
