/** Which order tokens a house may still place (rulebook p.11-12, p.22; Westeros III restrictions). */
import { AREA_IDS, type AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import { ORDERS, ORDER_KINDS, type OrderKind } from "../../data/orders.ts";
import type { Game, OrderRestriction } from "../../state.ts";
import { specialOrderStars } from "../tracks.ts";

const RESTRICTED_BY: Readonly<Record<OrderRestriction, (k: OrderKind) => boolean>> = {
  "no-defense": (k) => ORDERS[k].type === "defense",
  "no-march-special": (k) => k === "march-special",
  "no-raid": (k) => ORDERS[k].type === "raid",
  "no-support": (k) => ORDERS[k].type === "support",
  "no-consolidate-power": (k) => ORDERS[k].type === "consolidate-power",
};

// Most rounds have no restriction: answer without building the callback.
export const isRestricted = (g: Game, kind: OrderKind): boolean =>
  g.restrictions.length > 0 && g.restrictions.some((r) => RESTRICTED_BY[r](kind));

export function placedOrders(g: Game, house: HouseId): { area: AreaId; kind: OrderKind }[] {
  const out: { area: AreaId; kind: OrderKind }[] = [];
  for (const id of AREA_IDS) {
    const o = g.areas[id]!.order;
    if (o && o.house === house) out.push({ area: id, kind: o.kind });
  }
  return out;
}

/**
 * Order kinds `house` could place now, given tokens already on the board. With `swapping`, the
 * token of that area goes back first (the Messenger Raven's swap).
 */
export function placeableKinds(g: Game, house: HouseId, swapping: OrderKind | null = null): OrderKind[] {
  const placed = placedOrders(g, house).map((p) => p.kind);
  if (swapping !== null) placed.splice(placed.indexOf(swapping), 1);
  return placeableKindsGiven(g, house, placed);
}

/** As `placeableKinds`, with the house's placed kinds already known. */
export function placeableKindsGiven(g: Game, house: HouseId, placed: readonly OrderKind[]): OrderKind[] {
  const specials = specialCount(placed);
  const stars = specialOrderStars(g, house);
  return ORDER_KINDS.filter((k) => {
    if (isRestricted(g, k)) return false;
    if (countOf(placed, k) >= ORDERS[k].count) return false;
    if (ORDERS[k].special && specials >= stars) return false;
    return true;
  });
}

// Counting loops rather than `filter(...).length`: Assign Orders asks for every house at every placement.
function countOf(placed: readonly OrderKind[], kind: OrderKind): number {
  let n = 0;
  for (let i = 0; i < placed.length; i++) if (placed[i] === kind) n++;
  return n;
}

function specialCount(placed: readonly OrderKind[]): number {
  let n = 0;
  for (let i = 0; i < placed.length; i++) if (ORDERS[placed[i]!].special) n++;
  return n;
}

/** How many more tokens the house could place in all, honouring the special-order limit. */
export function placeableCount(g: Game, house: HouseId): number {
  return placeableCountGiven(g, house, placedOrders(g, house).map((p) => p.kind));
}

/** As `placeableCount`, with the house's placed kinds already known. */
export function placeableCountGiven(g: Game, house: HouseId, placed: readonly OrderKind[]): number {
  const specialsLeft = Math.max(0, specialOrderStars(g, house) - specialCount(placed));
  let regular = 0;
  let special = 0;
  for (const k of ORDER_KINDS) {
    if (isRestricted(g, k)) continue;
    const left = ORDERS[k].count - countOf(placed, k);
    if (ORDERS[k].special) special += left;
    else regular += left;
  }
  return regular + Math.min(special, specialsLeft);
}

/** What Assign Orders needs of every house, gathered in one pass over the board. */
export interface PlanningStatus {
  /** Areas holding the house's units and no order yet. */
  readonly unordered: AreaId[];
  /** Kinds of the house's orders on the board. */
  readonly placed: OrderKind[];
}

// Statuses walk the areas record with for-in (several times faster than a lookup per AREA_IDS
// entry; a state's areas are exactly the board's, as setup and scenario validation make them) and
// put the few unordered areas back in AREA_IDS order. The walk is in board order for every state
// the engine makes (clone.ts keeps it), so they are sorted only when it was not: Array#sort
// allocates even for short arrays, and Assign Orders asks for statuses at every placement.
const AREA_INDEX: Readonly<Partial<Record<string, number>>> = Object.fromEntries(AREA_IDS.map((id, i) => [id, i]));
const byBoardOrder = (a: AreaId, b: AreaId): number => AREA_INDEX[a]! - AREA_INDEX[b]!;

/** `planningStatus` of one house only. */
export function houseStatus(g: Game, house: HouseId): PlanningStatus {
  const out = { unordered: [] as AreaId[], placed: [] as OrderKind[] };
  const areas = g.areas;
  let inBoardOrder = true;
  let i = 0;
  for (const id in areas) {
    if (id !== AREA_IDS[i++]) inBoardOrder = false;
    const a = areas[id]!;
    if (a.order) {
      if (a.order.house === house) out.placed.push(a.order.kind);
    } else if (a.house === house && a.units.length > 0) out.unordered.push(id);
  }
  if (!inBoardOrder) out.unordered.sort(byBoardOrder);
  return out;
}

export function planningStatus(g: Game): Partial<Record<HouseId, PlanningStatus>> {
  const out: Partial<Record<HouseId, PlanningStatus>> = {};
  for (const h of g.houses) out[h] = { unordered: [], placed: [] };
  const areas = g.areas;
  let inBoardOrder = true;
  let i = 0;
  for (const id in areas) {
    if (id !== AREA_IDS[i++]) inBoardOrder = false;
    const a = areas[id]!;
    if (a.order) out[a.order.house]?.placed.push(a.order.kind);
    else if (a.house !== null && a.units.length > 0) out[a.house]?.unordered.push(id);
  }
  if (!inBoardOrder) for (const h of g.houses) out[h]!.unordered.sort(byBoardOrder);
  return out;
}
