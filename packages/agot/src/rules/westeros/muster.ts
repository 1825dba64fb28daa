/**
 * Mustering (rulebook p.9, ports p.25). Houses muster one after another (turn order for the
 * Mustering card: "each player must resolve all his mustering before the next player"), each in
 * every castle (1 point) and stronghold (2 points) area it controls, or only in `onlyArea` (a
 * Special Consolidate Power order, The Horde Descends reward). A castle's points are spent in its
 * own area, or on ships in its port or an adjacent sea; unspent points are lost.
 *
 * Costs: footman 1, knight 2, siege engine 2, ship 1; upgrading a footman in the castle's area to a
 * knight or siege engine costs 1. Every muster needs the unit in reserve (p.4) and must keep the
 * armies within supply (p.9: "that unit cannot be mustered"). Ships never go into a sea holding
 * enemy ships, but may go into the castle's own port even then (p.25); a port holds at most 3
 * ships (p.25). One `muster`/`upgrade` per action; `done` ends the house's mustering.
 *
 * ```ts
 * g.stack.push(newMusterFrame(g, turnOrder(g), null))   // the Mustering card
 * ```
 */
import type { Action } from "../../actions.ts";
import { boardOf, ANY_AREA, portLand, type AreaId } from "../../data/board.ts";
import { HOUSE_NAMES, type HouseId, type UnitType } from "../../data/houses.ts";
import { prompt, withLegalActions, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { controlledLand } from "../control.ts";
import { isVassal } from "../commanders.ts";
import { addSupplyChecker } from "../supply.ts";
import { addUnit, reserves } from "../units.ts";
import type { MusterFrame } from "./frames.ts";
import { unitName } from "./losses.ts";
import { writableArea } from "../../engine/clone.ts";

/** Dragons are never mustered (cards.md 6.6): no cost. */
export const MUSTER_COST: Readonly<Partial<Record<UnitType, number>>> = { footman: 1, knight: 2, "siege-engine": 2, ship: 1 };
export const UPGRADE_COST = 1;
export const PORT_CAPACITY = 3;

const areaName = (id: AreaId): string => ANY_AREA[id]?.name ?? id;

/**
 * A frame in which `houses` (in the given order, normally turn order) muster in every castle and
 * stronghold they control, or only in `onlyArea` (a Special Consolidate Power order, The Horde
 * Descends reward). Push it; it pops when every house is done.
 */
export function newMusterFrame(_g: Game, houses: readonly HouseId[], onlyArea: AreaId | null): MusterFrame {
  return { kind: "muster", queue: [...houses], onlyArea, points: null };
}

/** Mustering points of each castle area `house` controls (only `onlyArea` if given). */
export function musterPoints(g: Game, house: HouseId, onlyArea: AreaId | null): Record<AreaId, number> {
  const out: Record<AreaId, number> = {};
  // A vassal musters from a Westeros card only in its home area, if it still controls it (summary
  // "Additional vassal rules"); an order (its Defense +1/Muster) names its own area.
  const homeOnly = onlyArea === null && g.mod?.vassals !== undefined && isVassal(g, house);
  for (const id of controlledLand(g, house)) {
    if (onlyArea !== null && id !== onlyArea) continue;
    if (homeOnly && boardOf(g).areas[id]!.home !== house) continue;
    const castle = boardOf(g).areas[id]!.castle;
    if (castle !== null) out[id] = castle === "stronghold" ? 2 : 1;
  }
  return out;
}

const enemyShipsIn = (g: Game, id: AreaId, house: HouseId): boolean => {
  const a = g.areas[id]!;
  return a.house !== null && a.house !== house && a.units.length > 0;
};

/** Where a ship mustered by castle area `castle` may go: its port (up to 3 ships) and adjacent seas free of enemy ships. */
export function shipTargets(g: Game, house: HouseId, castle: AreaId): AreaId[] {
  return boardOf(g).adjacent[castle]!.filter((id) => {
    if (g.blocked.includes(id) || enemyShipsIn(g, id, house)) return false;
    const kind = boardOf(g).areas[id]!.kind;
    if (kind === "sea") return true;
    return kind === "port" && portLand(boardOf(g), id) === castle && g.areas[id]!.units.length < PORT_CAPACITY;
  });
}

const LAND_UNITS = ["footman", "knight", "siege-engine"] as const;
const UPGRADES = ["knight", "siege-engine"] as const;

/** Every muster and upgrade `house` may do now with the points left. */
export function musterActions(g: Game, house: HouseId, points: Readonly<Record<AreaId, number>>): Action[] {
  const out: Action[] = [];
  // One board scan for supply and for each reserve, then every candidate is a cheap check.
  const fits = addSupplyChecker(g, house);
  const inReserve = reserves(g, house);
  for (const [castle, p] of Object.entries(points)) {
    if (p <= 0) continue;
    for (const unit of LAND_UNITS) {
      if (p >= MUSTER_COST[unit]! && inReserve[unit] > 0 && fits(castle)) out.push({ type: "muster", castle, to: castle, unit });
    }
    if (inReserve.ship > 0) {
      for (const to of shipTargets(g, house, castle)) if (fits(to)) out.push({ type: "muster", castle, to, unit: "ship" });
    }
    const a = g.areas[castle]!;
    if (a.house === house && a.units.some((u) => u.type === "footman")) {
      for (const unit of UPGRADES) {
        if (inReserve[unit] > 0) out.push({ type: "upgrade", castle, at: castle, unit });
      }
    }
  }
  return out;
}

const mustering = (f: MusterFrame): HouseId | null => (f.points !== null ? (f.queue[0] ?? null) : null);

export const musterRules: FrameRules<MusterFrame> = {
  prompts(g, f) {
    const h = mustering(f);
    const actions = h === null ? [] : musterActions(g, h, f.points!);
    if (h === null || actions.length === 0) return [];
    const left = Object.entries(f.points!)
      .filter(([, p]) => p > 0)
      .map(([id, p]) => `${areaName(id)} ${p}`)
      .join(", ");
    return [withLegalActions(prompt(h, "muster", `Muster units (points left: ${left}), one at a time; done when finished.`, { points: f.points }), [...actions, { type: "done" }])];
  },

  legalActions(g, f, house) {
    if (mustering(f) !== house) return [];
    const out = musterActions(g, house, f.points!);
    return out.length > 0 ? [...out, { type: "done" }] : [];
  },

  apply(g, f, house, action, ctx) {
    const points = f.points!;
    if (action.type === "muster") {
      points[action.castle] = points[action.castle]! - MUSTER_COST[action.unit]!;
      addUnit(g, action.to, house, action.unit);
      ctx.emit("muster", `${HOUSE_NAMES[house]} musters a ${unitName(action.unit)} in ${areaName(action.to)} from ${areaName(action.castle)}.`, {
        house,
        castle: action.castle,
        to: action.to,
        unit: action.unit,
      });
    } else if (action.type === "upgrade") {
      points[action.castle] = points[action.castle]! - UPGRADE_COST;
      const a = writableArea(g, action.at);
      const i = a.units.findIndex((u) => u.type === "footman");
      // A new list, never a write to the old one: states share unit lists (engine/clone.ts).
      const units = a.units.slice();
      units[i] = { type: action.unit, routed: units[i]!.routed };
      a.units = units;
      ctx.emit("muster", `${HOUSE_NAMES[house]} upgrades a footman in ${areaName(action.at)} to a ${unitName(action.unit)}.`, {
        house,
        castle: action.castle,
        at: action.at,
        upgrade: action.unit,
      });
    } else if (action.type === "done") {
      f.points = Object.fromEntries(Object.keys(points).map((id) => [id, 0]));
    }
  },

  run(g, f, ctx) {
    if (f.points !== null) {
      // The house mustering now cannot (or chose not to) muster more: its points are lost.
      const h = f.queue.shift()!;
      const hadCastles = Object.keys(f.points).length > 0;
      f.points = null;
      if (hadCastles) ctx.emit("muster-done", `${HOUSE_NAMES[h]} has finished mustering.`, { house: h });
      return;
    }
    const next = f.queue[0];
    if (next === undefined) {
      g.stack.pop();
      return;
    }
    f.points = musterPoints(g, next, f.onlyArea);
  },
};
