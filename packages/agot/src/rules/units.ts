/** Units on the board: reserves, placement and removal (rulebook p.4 "Exceeding the components"). */
import { boardOf, type AreaId } from "../data/board.ts";
import { UNIT_LIMITS, type HouseId, type UnitType } from "../data/houses.ts";
import type { UnitCounts } from "../actions.ts";
import type { AreaState, Game } from "../state.ts";
import { writableArea } from "../engine/clone.ts";

export const emptyCounts = (): UnitCounts => ({ footman: 0, knight: 0, ship: 0, "siege-engine": 0 });

// Counting scans walk the areas record with for-in: several times faster than looking each of
// the board's ids up by key, and a count does not depend on the order.
export function unitsOnBoard(g: Game, house: HouseId, type: UnitType): number {
  let n = 0;
  const areas = g.areas;
  for (const id in areas) {
    const a = areas[id]!;
    if (a.house === house) for (const u of a.units) if (u.type === type) n++;
  }
  return n;
}

/** Units of `type` still in the house's reserve, available to muster. */
export function reserve(g: Game, house: HouseId, type: UnitType): number {
  return UNIT_LIMITS[house][type] - unitsOnBoard(g, house, type);
}

/** `reserve` of every unit type, in one pass over the board (mustering asks for all of them). Dragons only for a house that has them. */
export function reserves(g: Game, house: HouseId): UnitCounts {
  const limits = UNIT_LIMITS[house];
  const out: UnitCounts = { footman: limits.footman, knight: limits.knight, ship: limits.ship, "siege-engine": limits["siege-engine"] };
  if (limits.dragon > 0) out.dragon = limits.dragon;
  const areas = g.areas;
  for (const id in areas) {
    const a = areas[id]!;
    if (a.house === house) for (const u of a.units) addCount(out, u.type, -1);
  }
  return out;
}

/** The count of `type` in `c` (a count without a dragon key has no dragons). */
export const countOf = (c: UnitCounts, type: UnitType): number => c[type] ?? 0;

export function addCount(c: UnitCounts, type: UnitType, n: number): void {
  c[type] = (c[type] ?? 0) + n;
}

export function countByType(a: AreaState, standingOnly = false): UnitCounts {
  const c = emptyCounts();
  for (const u of a.units) if (!standingOnly || !u.routed) addCount(c, u.type, 1);
  return c;
}

export const totalUnits = (c: UnitCounts): number => c.footman + c.knight + c.ship + c["siege-engine"] + (c.dragon ?? 0);

export function addUnit(g: Game, id: AreaId, house: HouseId, type: UnitType, routed = false): void {
  const a = writableArea(g, id);
  if (a.house !== null && a.house !== house && a.units.length > 0) throw new Error(`${id} holds another house's units`);
  a.house = house;
  // A new list, never a write to the old one: states share unit lists (engine/clone.ts).
  a.units = [...a.units, { type, routed }];
}

/** Removes one unit of `type` (a standing one first unless `routedFirst`). */
export function removeUnit(g: Game, id: AreaId, type: UnitType, routedFirst = false): void {
  const a = writableArea(g, id);
  let i = a.units.findIndex((u) => u.type === type && u.routed === routedFirst);
  if (i < 0) i = a.units.findIndex((u) => u.type === type);
  if (i < 0) throw new Error(`no ${type} in ${id}`);
  // A new list, never a write to the old one: states share unit lists (engine/clone.ts).
  const units = a.units.slice();
  units.splice(i, 1);
  a.units = units;
  if (a.units.length === 0) a.house = null;
}

/** All areas holding units of `house`. */
export function areasWithUnits(g: Game, house: HouseId): AreaId[] {
  return boardOf(g).ids.filter((id) => g.areas[id]!.house === house && g.areas[id]!.units.length > 0);
}
