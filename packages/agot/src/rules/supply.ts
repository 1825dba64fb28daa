/**
 * Supply (rulebook p.8): an army is two or more units of one house in one area (ports and seas
 * included). The Supply track position lists the army sizes a house may have; each army must fit a
 * distinct entry. Every action that could break it (muster, march, retreat) asks `supplyAllows`.
 *
 * ```ts
 * supplyAllows(g, "stark", { winterfell: +1 })   // may Stark add one unit to Winterfell?
 * ```
 */
import { boardOf, type AreaId } from "../data/board.ts";
import { SUPPLY_LIMITS, type HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import { controlledLand } from "./control.ts";

export const MAX_SUPPLY = 6;

export function supplyLimit(g: Game, house: HouseId): readonly number[] {
  return SUPPLY_LIMITS[Math.max(0, Math.min(MAX_SUPPLY, g.supply[house] ?? 0))]!;
}

/** True when every army (size >= 2) fits a distinct allowed size. */
export function armiesFit(sizes: readonly number[], limit: readonly number[]): boolean {
  // Matching the largest army to the largest slot, and so on, succeeds exactly when for every
  // size t there are no more armies of t units or more than slots of t or more. Counting that
  // needs no sorted copies, and this runs for every candidate move and muster.
  let largest = 0;
  for (let i = 0; i < sizes.length; i++) if (sizes[i]! > largest) largest = sizes[i]!;
  for (let t = 2; t <= largest; t++) {
    let armies = 0;
    for (let i = 0; i < sizes.length; i++) if (sizes[i]! >= t) armies++;
    let slots = 0;
    for (let i = 0; i < limit.length; i++) if (limit[i]! >= t) slots++;
    if (armies > slots) return false;
  }
  return true;
}

/** True when the house's armies would fit its supply after `delta` (unit count change per area). */
export function supplyAllows(g: Game, house: HouseId, delta: Readonly<Record<AreaId, number>> = {}): boolean {
  return supplyChecker(g, house)(delta);
}

/**
 * `supplyAllows` for many candidate changes of one house on an unchanging board (enumerating
 * moves or musters): the board is scanned once, each check costs only the delta.
 */
export function supplyChecker(g: Game, house: HouseId): (delta: Readonly<Record<AreaId, number>>) => boolean {
  const { ids, base, limit } = armies(g, house);
  // Only the few entries of `delta` are looked up: a dictionary lookup per board area costs more.
  return (delta) => {
    const sizes = base.slice();
    for (const id in delta) {
      const i = ids.indexOf(id);
      if (i >= 0) sizes[i]! += delta[id]!;
      else sizes.push(delta[id]!);
    }
    return armiesFit(sizes, limit);
  };
}

/**
 * `supplyChecker` for moving `n` units of the house from `from` to `to`, the same answer as
 * `supplyChecker(g, house)({ [from]: -n, [to]: n })` without building a delta record per check
 * (a computed-key object is a slow dictionary; march enumeration checks every destination).
 */
export function moveSupplyChecker(g: Game, house: HouseId): (from: AreaId, to: AreaId, n: number) => boolean {
  const { ids, base, limit } = armies(g, house);
  return (from, to, n) => {
    const sizes = base.slice();
    const i = ids.indexOf(from);
    if (i >= 0) sizes[i]! -= n;
    else sizes.push(-n);
    const j = ids.indexOf(to);
    if (j >= 0) sizes[j]! += n;
    else sizes.push(n);
    return armiesFit(sizes, limit);
  };
}

/** As `supplyChecker(g, house)({ [to]: 1 })`: may one more unit go to `to` (mustering)? */
export function addSupplyChecker(g: Game, house: HouseId): (to: AreaId) => boolean {
  const { ids, base, limit } = armies(g, house);
  return (to) => {
    const sizes = base.slice();
    const i = ids.indexOf(to);
    if (i >= 0) sizes[i]! += 1;
    else sizes.push(1);
    return armiesFit(sizes, limit);
  };
}

/**
 * The house's unit counts per area holding its units, and its supply limit. for-in rather than a
 * lookup per board area: faster, and army sizes are a multiset (order does not matter).
 */
function armies(g: Game, house: HouseId): { ids: AreaId[]; base: number[]; limit: readonly number[] } {
  const ids: AreaId[] = [];
  const base: number[] = [];
  const areas = g.areas;
  for (const id in areas) {
    const a = areas[id]!;
    if (a.house === house && a.units.length > 0) {
      ids.push(id);
      base.push(a.units.length);
    }
  }
  return { ids, base, limit: supplyLimit(g, house) };
}

/** True when the house's armies exceed its supply (after a Supply card or a wildling penalty). */
export const overSupply = (g: Game, house: HouseId): boolean => !supplyAllows(g, house);

/** Barrels in the land areas the house controls (p.8), capped by the track. */
export function barrels(g: Game, house: HouseId): number {
  let n = 0;
  for (const id of controlledLand(g, house)) n += boardOf(g).areas[id]!.supply;
  return Math.min(MAX_SUPPLY, n);
}
