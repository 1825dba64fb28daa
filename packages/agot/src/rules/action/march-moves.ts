/**
 * Where the units of a March order may go (rulebook p.15 "Resolve March Orders", p.23 ship
 * transport, p.25 ports, p.26 neutral forces).
 *
 * One `move` action moves a group of standing units (routed units cannot move, p.21) from the
 * march's area to one destination. A move into an area held by another house (its units, its
 * garrison alone) or by a neutral force starts a combat; it is always the march's last move,
 * because all non-combat movement is completed before combat (p.15).
 */
import type { Action, UnitCounts } from "../../actions.ts";
import { boardOf, portLand, type AreaId } from "../../data/board.ts";
import { UNIT_STRENGTH, UNIT_TYPES, type HouseId, type UnitType } from "../../data/houses.ts";
import { ORDERS, type OrderKind } from "../../data/orders.ts";
import type { Game } from "../../state.ts";
import { controller } from "../control.ts";
import { hasVassals, isVassal, sameBanner } from "../commanders.ts";
import { moveTargets } from "../movement.ts";
import { moveSupplyChecker } from "../supply.ts";
import { unitStrength } from "../dragons.ts";
import { countByType, countOf, emptyCounts, totalUnits } from "../units.ts";

/** A port never holds more than three ships (p.25). */
export const PORT_CAPACITY = 3;

/** True when entering `to` means a combat for `house`: another house's units or garrison, or a neutral force. */
export function isHostile(g: Game, house: HouseId, to: AreaId): boolean {
  const a = g.areas[to]!;
  if (a.house !== null && a.house !== house && a.units.length > 0) return true;
  if (a.garrison !== null && a.garrison.house !== house) return true;
  return a.neutralForce !== null;
}

/** Every non-empty group of standing units that can leave together, smallest first. */
export function unitGroups(available: UnitCounts): UnitCounts[] {
  // Nested loops in UNIT_TYPES order (footman outermost) make the groups in the order, and with
  // the key order, of extending each group type by type; objects built whole, not spread.
  const groups: UnitCounts[] = [];
  for (let footman = 0; footman <= available.footman; footman++)
    for (let knight = 0; knight <= available.knight; knight++)
      for (let ship = 0; ship <= available.ship; ship++)
        for (let siege = 0; siege <= available["siege-engine"]; siege++)
          if (footman + knight + ship + siege > 0) groups.push({ footman, knight, ship, "siege-engine": siege });
  const dragons = available.dragon ?? 0;
  if (dragons === 0) return groups;
  // Dragons (Mother of Dragons): every group above with 0..n dragons, the dragon-only ones first.
  const out: UnitCounts[] = [];
  for (let dragon = 1; dragon <= dragons; dragon++) out.push({ footman: 0, knight: 0, ship: 0, "siege-engine": 0, dragon });
  for (const group of groups) for (let dragon = 0; dragon <= dragons; dragon++) out.push({ ...group, dragon });
  return out;
}

/** A group of dragons alone flies (cards.md 6.6). */
export const isFlight = (units: UnitCounts): boolean => (units.dragon ?? 0) > 0 && units.footman + units.knight + units.ship + units["siege-engine"] === 0;

/**
 * Where dragons alone may fly (cards.md 6.6): any land area of the board, no adjacency needed,
 * except their own area and areas closed to the house (blocked, or held under its banner).
 */
function flightDestinations(g: Game, house: HouseId, from: AreaId): AreaId[] {
  const board = boardOf(g);
  const vassals = hasVassals(g);
  return board.ids.filter((to, i) => board.isLand[i] && to !== from && !g.blocked.includes(to) && (!vassals || mayEnterUnderBanner(g, house, to)));
}

/** Combat strength of marching units against `to` (siege engines count only against a castle, p.17, p.26). */
export function marchingStrength(g: Game, units: UnitCounts, to: AreaId): number {
  const castle = boardOf(g).areas[to]!.castle !== null;
  return UNIT_TYPES.reduce((s, t: UnitType) => s + countOf(units, t) * (t === "siege-engine" && !castle ? 0 : unitStrength(g, t)), 0);
}

/**
 * The most support `to` could receive for an attacker: every adjacent Support order, whoever owns
 * it (cards.md 7 #35), with its standing units and the Special +1. Land units never support into
 * a sea; ships in a port support only their own sea (Combat p.17 "Other rules for Support Orders",
 * p.25). Ship transport is no adjacency for support (p.23).
 */
export function possibleSupport(g: Game, to: AreaId): number {
  const target = boardOf(g).areas[to]!.kind;
  let total = 0;
  for (const id of boardOf(g).adjacent[to]!) {
    const a = g.areas[id]!;
    if (a.order === null || ORDERS[a.order.kind].type !== "support") continue;
    const kind = boardOf(g).areas[id]!.kind;
    if (kind === "land" && target !== "land") continue;
    if (kind === "port" && target !== "sea") continue;
    total += marchingStrength(g, countByType(a, true), to) + ORDERS[a.order.kind].strength;
  }
  return total;
}

/**
 * A march may attack a neutral force only if its units, its March order and every Support order
 * that could be declared for it could reach the token's strength (p.26, AG-11). Whether the supporters do
 * declare is settled by the combat frame.
 */
export function canChallengeNeutralForce(g: Game, to: AreaId, units: UnitCounts, order: OrderKind): boolean {
  const force = g.areas[to]!.neutralForce;
  if (force === null) return true;
  return marchingStrength(g, units, to) + ORDERS[order].strength + possibleSupport(g, to) >= force;
}

/** Destinations the units of `from` could reach, with the per-destination checks that do not depend on the group. */
function destinations(g: Game, house: HouseId, from: AreaId): AreaId[] {
  const landUnits = boardOf(g).areas[from]!.kind === "land";
  const vassals = hasVassals(g);
  return moveTargets(g, house, from, landUnits).filter((to) => {
    if (vassals && !mayEnterUnderBanner(g, house, to)) return false;
    if (boardOf(g).areas[to]!.kind !== "port") return true;
    // Ships sail only into ports of land areas the house controls (p.25, AG-16), and ports are never attacked.
    const a = g.areas[to]!;
    if (a.house !== null && a.house !== house && a.units.length > 0) return false;
    return controller(g, portLand(boardOf(g), to)) === house;
  });
}

/**
 * Mother of Dragons (summary "Ordering vassals", "Additional vassal rules"): a vassal never marches
 * into a port, and nobody enters an area held (units, power token or home shield) by another house
 * of its banner: a commander its vassals' areas, a vassal its commander's or a fellow vassal's.
 */
export function mayEnterUnderBanner(g: Game, house: HouseId, to: AreaId): boolean {
  if (boardOf(g).areas[to]!.kind === "port" && isVassal(g, house)) return false;
  const a = g.areas[to]!;
  const holder = a.house !== null && a.units.length > 0 ? a.house : controller(g, to);
  return holder === null || holder === house || !sameBanner(g, house, holder);
}

/** Every `move` the march in `from` may make now. */
export function moveActions(g: Game, house: HouseId, from: AreaId, order: OrderKind): Action[] {
  const origin = g.areas[from]!;
  if (origin.house !== house) return [];
  const groups = unitGroups(countByType(origin, true));
  const sizes = groups.map(totalUnits);
  const fits = moveSupplyChecker(g, house);
  const out: Action[] = [];
  for (const to of destinations(g, house, from)) {
    const hostile = isHostile(g, house, to);
    const port = boardOf(g).areas[to]!.kind === "port";
    const shipsThere = g.areas[to]!.house === house ? g.areas[to]!.units.length : 0;
    // Supply depends only on how many units move, not which: check each count once per destination.
    const fitsByCount: (boolean | undefined)[] = [];
    for (let k = 0; k < groups.length; k++) {
      const units = groups[k]!;
      const n = sizes[k]!;
      if (port && shipsThere + n > PORT_CAPACITY) continue;
      let fitsN = fitsByCount[n];
      if (fitsN === undefined) fitsByCount[n] = fitsN = fits(from, to, n);
      if (!fitsN) continue;
      if (hostile && !canChallengeNeutralForce(g, to, units, order)) continue;
      out.push({ type: "move", to, units });
    }
  }
  if (origin.units.some((u) => u.type === "dragon" && !u.routed)) out.push(...flights(g, house, from, order, groups, fits));
  return out;
}

/** Moves of dragons alone to the land areas their walk cannot reach (cards.md 6.6). */
function flights(g: Game, house: HouseId, from: AreaId, order: OrderKind, groups: readonly UnitCounts[], fits: ReturnType<typeof moveSupplyChecker>): Action[] {
  const walk = new Set(destinations(g, house, from));
  const out: Action[] = [];
  for (const to of flightDestinations(g, house, from)) {
    if (walk.has(to)) continue;
    const hostile = isHostile(g, house, to);
    for (const units of groups) {
      if (!isFlight(units)) continue;
      if (!fits(from, to, units.dragon!)) continue;
      if (hostile && !canChallengeNeutralForce(g, to, units, order)) continue;
      out.push({ type: "move", to, units });
    }
  }
  return out;
}
