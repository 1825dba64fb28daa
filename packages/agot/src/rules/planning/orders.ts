/** Which order tokens a house may still place (rulebook p.11-12, p.22; Westeros III restrictions). */
import { boardOf, type AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import { ORDERS, ORDER_KINDS, type OrderKind, type OrderType } from "../../data/orders.ts";
import type { Game, OrderRestriction } from "../../state.ts";
import { specialOrderStars } from "../tracks.ts";
import { isVassal } from "../commanders.ts";

/** A vassal places at most two of its four tokens each round (summary "Ordering vassals"; cards.md 6.4.2). */
export const MAX_VASSAL_ORDERS = 2;

const RESTRICTED_BY: Readonly<Record<OrderRestriction, (k: OrderKind) => boolean>> = {
  "no-defense": (k) => ORDERS[k].type === "defense",
  "no-march-special": (k) => k === "march-special",
  "no-raid": (k) => ORDERS[k].type === "raid",
  // The vassal Raid/Support token is a Support order too, so no-support bars it (cards.md 7 #27).
  "no-support": (k) => ORDERS[k].type === "support" || k === "vassal-raid-support",
  "no-consolidate-power": (k) => ORDERS[k].type === "consolidate-power",
};

// Most rounds have no restriction: answer without building the callback.
export const isRestricted = (g: Game, kind: OrderKind): boolean =>
  (g.restrictions.length > 0 && g.restrictions.some((r) => RESTRICTED_BY[r](kind))) || (ORDERS[kind].sea === true && (restrictedMask(g) & (1 << KIND_INDEX[kind]!)) !== 0);

// Scans walk the areas record with for-in rather than looking each of the board's ids up (a megamorphic
// keyed load each, several times slower); the record's keys are in board order in every state the
// engine makes, and the few ids found are sorted back into board order when they were not.
export const byBoardOrder =
  (g: Game) =>
  (a: AreaId, b: AreaId): number =>
    boardOf(g).index[a]! - boardOf(g).index[b]!;

/** Areas holding an order of `house` of this type, in board order (the Action phase's turns). */
export function ordersOfType(g: Game, house: HouseId, type: OrderType): AreaId[] {
  const out: AreaId[] = [];
  const areas = g.areas;
  const ids = boardOf(g).ids;
  let inBoardOrder = true;
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i++]) inBoardOrder = false;
    const o = areas[id]!.order;
    if (o !== null && o.house === house && ORDERS[o.kind].type === type) out.push(id);
  }
  if (!inBoardOrder) out.sort(byBoardOrder(g));
  return out;
}

export function placedOrders(g: Game, house: HouseId): { area: AreaId; kind: OrderKind }[] {
  const out: { area: AreaId; kind: OrderKind }[] = [];
  for (const id of boardOf(g).ids) {
    const o = g.areas[id]!.order;
    if (o && o.house === house) out.push({ area: id, kind: o.kind });
  }
  return out;
}

/**
 * Order kinds `house` could place now, given tokens already on the board. With `swapping`, the
 * token of that area goes back first (the Messenger Raven's swap).
 */
export function placeableKinds(g: Game, house: HouseId, swapping: OrderKind | null = null): readonly OrderKind[] {
  const placed = placedOrders(g, house).map((p) => p.kind);
  if (swapping !== null) placed.splice(placed.indexOf(swapping), 1);
  return placeableKindsGiven(g, house, placed);
}

// Kinds as bits over ORDER_KINDS, so that the questions below are a few integer operations and
// allocate nothing: Assign Orders asks them for every house at every placement.
const KIND_INDEX: Readonly<Record<string, number>> = Object.fromEntries(ORDER_KINDS.map((k, i) => [k, i]));
const RESTRICTION_MASK: Readonly<Record<OrderRestriction, number>> = Object.fromEntries(
  (Object.keys(RESTRICTED_BY) as OrderRestriction[]).map((r) => [r, ORDER_KINDS.reduce((m, k, i) => (RESTRICTED_BY[r](k) ? m | (1 << i) : m), 0)]),
) as Record<OrderRestriction, number>;

const maskOf = (test: (k: OrderKind) => boolean): number => ORDER_KINDS.reduce((m, k, i) => (test(k) ? m | (1 << i) : m), 0);
/** The sea March and Support tokens (module `seaOrders`), and the Iron Bank token (with the Iron Bank, AG-20; cards.md 6.8). */
const SEA_MASK = maskOf((k) => ORDERS[k].sea === true && ORDERS[k].type !== "iron-bank");
const IRON_BANK_MASK = maskOf((k) => ORDERS[k].type === "iron-bank");

/** Kinds out of reach this round: Westeros III restrictions, and the tokens of Mother of Dragons' modules the game does not play. */
function restrictedMask(g: Game): number {
  let m = g.mod === undefined ? SEA_MASK | IRON_BANK_MASK : (g.mod.modules.seaOrders ? 0 : SEA_MASK) | (g.mod.bank !== undefined ? 0 : IRON_BANK_MASK);
  for (let i = 0; i < g.restrictions.length; i++) m |= RESTRICTION_MASK[g.restrictions[i]!];
  return m;
}

/** Tokens of each kind placed (indexed as ORDER_KINDS), refilled by `countPlaced`; the engine is synchronous. */
const placedCounts = new Int32Array(ORDER_KINDS.length);

/** Fills `placedCounts`; returns how many of the placed tokens are special. */
function countPlaced(placed: readonly OrderKind[]): number {
  placedCounts.fill(0);
  let specials = 0;
  for (let i = 0; i < placed.length; i++) {
    placedCounts[KIND_INDEX[placed[i]!]!]!++;
    if (ORDERS[placed[i]!].special) specials++;
  }
  return specials;
}

/** The kind lists of each bitmask, built once when first asked for; frozen as they are shared. */
const KINDS_OF_MASK: (readonly OrderKind[] | undefined)[] = [];
function kindsOfMask(mask: number): readonly OrderKind[] {
  let kinds = KINDS_OF_MASK[mask];
  if (kinds === undefined) KINDS_OF_MASK[mask] = kinds = Object.freeze(ORDER_KINDS.filter((_, i) => (mask & (1 << i)) !== 0));
  return kinds;
}

/** As `placeableKinds`, with the house's placed kinds already known (a shared, frozen list). */
export function placeableKindsGiven(g: Game, house: HouseId, placed: readonly OrderKind[]): readonly OrderKind[] {
  if (g.mod?.vassals !== undefined && isVassal(g, house)) return vassalKindsGiven(g, placed);
  const specials = countPlaced(placed);
  const stars = specialOrderStars(g, house);
  const restricted = restrictedMask(g);
  let mask = 0;
  for (let i = 0; i < ORDER_KINDS.length; i++) {
    const def = ORDERS[ORDER_KINDS[i]!];
    if (def.vassal || (restricted & (1 << i)) !== 0) continue;
    if (placedCounts[i]! >= def.count) continue;
    if (def.special && specials >= stars) continue;
    mask |= 1 << i;
  }
  return kindsOfMask(mask);
}

/** A vassal's kinds: its own four tokens, one each, at most two placed (Westeros III restrictions apply). */
function vassalKindsGiven(g: Game, placed: readonly OrderKind[]): readonly OrderKind[] {
  if (placed.length >= MAX_VASSAL_ORDERS) return kindsOfMask(0);
  countPlaced(placed);
  const restricted = restrictedMask(g);
  let mask = 0;
  for (let i = 0; i < ORDER_KINDS.length; i++) {
    const def = ORDERS[ORDER_KINDS[i]!];
    if (!def.vassal || (restricted & (1 << i)) !== 0 || placedCounts[i]! >= def.count) continue;
    mask |= 1 << i;
  }
  return kindsOfMask(mask);
}

/** How many more tokens the house could place in all, honouring the special-order limit. */
export function placeableCount(g: Game, house: HouseId): number {
  return placeableCountGiven(g, house, placedOrders(g, house).map((p) => p.kind));
}

/** As `placeableCount`, with the house's placed kinds already known. */
export function placeableCountGiven(g: Game, house: HouseId, placed: readonly OrderKind[]): number {
  if (g.mod?.vassals !== undefined && isVassal(g, house)) return Math.min(MAX_VASSAL_ORDERS - placed.length, vassalKindsGiven(g, placed).length);
  const specialsLeft = Math.max(0, specialOrderStars(g, house) - countPlaced(placed));
  const restricted = restrictedMask(g);
  let regular = 0;
  let special = 0;
  for (let i = 0; i < ORDER_KINDS.length; i++) {
    const def = ORDERS[ORDER_KINDS[i]!];
    if (def.vassal || (restricted & (1 << i)) !== 0) continue;
    const left = def.count - placedCounts[i]!;
    if (def.special) special += left;
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

// Statuses walk the areas record with for-in (several times faster than a lookup per board
// entry; a state's areas are exactly the board's, as setup and scenario validation make them) and
// put the few unordered areas back in board order. The walk is in board order for every state
// the engine makes (clone.ts keeps it), so they are sorted only when it was not: Array#sort
// allocates even for short arrays, and Assign Orders asks for statuses at every placement.

const scratchPlaced: OrderKind[] = [];

/**
 * True when `house` has no area left without an order or no token it may still place (what
 * Assign Orders asks after each placement), without building its status.
 */
export function houseFinished(g: Game, house: HouseId): boolean {
  scratchPlaced.length = 0;
  let unordered = 0;
  const areas = g.areas;
  for (const id in areas) {
    const a = areas[id]!;
    if (a.order) {
      if (a.order.house === house) scratchPlaced.push(a.order.kind);
    } else if (a.house === house && a.units.length > 0) unordered++;
  }
  // No kind left to place is the same as no token left (see assign-orders.ts).
  return unordered === 0 || placeableKindsGiven(g, house, scratchPlaced).length === 0;
}

/** `planningStatus` of one house only. */
export function houseStatus(g: Game, house: HouseId): PlanningStatus {
  const out = { unordered: [] as AreaId[], placed: [] as OrderKind[] };
  const areas = g.areas;
  const ids = boardOf(g).ids;
  let inBoardOrder = true;
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i++]) inBoardOrder = false;
    const a = areas[id]!;
    if (a.order) {
      if (a.order.house === house) out.placed.push(a.order.kind);
    } else if (a.house === house && a.units.length > 0) out.unordered.push(id);
  }
  if (!inBoardOrder) out.unordered.sort(byBoardOrder(g));
  return out;
}

export function planningStatus(g: Game): Partial<Record<HouseId, PlanningStatus>> {
  const out: Partial<Record<HouseId, PlanningStatus>> = {};
  for (const h of g.houses) out[h] = { unordered: [], placed: [] };
  const areas = g.areas;
  const ids = boardOf(g).ids;
  let inBoardOrder = true;
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i++]) inBoardOrder = false;
    const a = areas[id]!;
    if (a.order) out[a.order.house]?.placed.push(a.order.kind);
    else if (a.house !== null && a.units.length > 0) out[a.house]?.unordered.push(id);
  }
  if (!inBoardOrder) for (const h of g.houses) out[h]!.unordered.sort(byBoardOrder(g));
  return out;
}
