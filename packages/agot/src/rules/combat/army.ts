/**
 * The two sides of a combat and their armies. The attacking army is in transit (held by the frame)
 * until it retreats or moves in; the defending army is the units in the embattled area (p.17:
 * supporting units are neither attacking nor defending).
 */
import type { Draft } from "immer";
import { boardOf } from "../../data/board.ts";
import type { HouseId, UnitType } from "../../data/houses.ts";
import type { Game, Unit } from "../../state.ts";
import { inTurnOrder } from "../tracks.ts";
import { otherSide, type CombatFrame, type CombatSide, type Side } from "./frames.ts";
import { writableArea } from "../../engine/clone.ts";

export function sideState(f: CombatFrame, side: Side): CombatSide {
  const s = f.sides[side];
  if (!s) throw new Error(`this combat has no ${side} house (neutral force)`);
  return s;
}

export const houseOf = (f: CombatFrame, side: Side): HouseId => sideState(f, side).house;

export function sideOf(f: CombatFrame, house: HouseId): Side | null {
  if (f.sides.attacker.house === house) return "attacker";
  if (f.sides.defender?.house === house) return "defender";
  return null;
}

export const opponentHouse = (f: CombatFrame, side: Side): HouseId => houseOf(f, otherSide(side));

export const cardOf = (f: CombatFrame, side: Side): string | null => f.sides[side]?.card ?? null;

/** The two combatants' sides, the one higher on the Iron Throne track first (p.19 timing). */
export function sidesInTurnOrder(g: Game, f: CombatFrame): Side[] {
  if (!f.sides.defender) return ["attacker"];
  const order = inTurnOrder(g, [f.sides.attacker.house, f.sides.defender.house]);
  return order.map((h) => sideOf(f, h)!);
}

/** The army of a side, read-only. */
export function army(g: Game, f: CombatFrame, side: Side): readonly Unit[] {
  return side === "attacker" ? f.attackers : g.areas[f.start.to]!.units;
}

/** True when `to` is a castle or stronghold area: siege engines count only there (p.17). */
export const embattledHasCastle = (g: Game, f: CombatFrame): boolean => boardOf(g).areas[f.start.to]!.castle !== null;

/** Removes one unit of `type` (standing first unless `routed`) from a side's army. */
export function destroyArmyUnit(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, type: UnitType, routed = false): void {
  // The defenders' list is copied, not written: states share unit lists (engine/clone.ts).
  const units = side === "attacker" ? f.attackers : g.areas[f.start.to]!.units.slice();
  let i = units.findIndex((u) => u.type === type && u.routed === routed);
  if (i < 0) i = units.findIndex((u) => u.type === type);
  if (i < 0) throw new Error(`no ${type} in the ${side}'s army`);
  units.splice(i, 1);
  if (side === "defender") {
    const a = writableArea(g, f.start.to);
    a.units = units;
    if (units.length === 0) a.house = null;
  }
}

/** Unit types a side may pick as a casualty: standing units only (p.21; AG-1 keeps siege engines out for the loser). */
export function casualtyTypes(g: Game, f: CombatFrame, side: Side, siegeEngines: boolean): UnitType[] {
  const types = new Set<UnitType>();
  for (const u of army(g, f, side)) if (!u.routed && (siegeEngines || u.type !== "siege-engine")) types.add(u.type);
  return [...types].sort();
}
