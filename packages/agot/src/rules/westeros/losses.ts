/**
 * Losing units outside combat: supply reconciliation (p.8) and wildling penalties (p.22, cards.md
 * 4.2). The owner chooses, one `destroy-unit` (or `replace-unit`) at a time; when every choice
 * would end the same (fewer units than required), it happens without a prompt. Losing units never
 * lets anyone establish control (p.24 "Important"): no power token is offered, and an emptied
 * enemy home area reverts to its house by itself (rules/control.ts).
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, ANY_AREA, type AreaId } from "../../data/board.ts";
import { HOUSE_NAMES, UNIT_TYPES, type HouseId, type UnitType } from "../../data/houses.ts";
import { prompt, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { areasWithUnits, removeUnit, reserve } from "../units.ts";
import type { DestroyUnitsFrame, ReplaceUnitsFrame } from "./frames.ts";
import { checkPortRevert } from "./port-revert.ts";
import { writableArea } from "../../engine/clone.ts";

const UNIT_NAMES: Readonly<Record<UnitType, string>> = { footman: "footman", knight: "knight", ship: "ship", "siege-engine": "siege engine", dragon: "dragon" };
export const unitName = (t: UnitType): string => UNIT_NAMES[t];
const areaName = (id: AreaId): string => ANY_AREA[id]?.name ?? id;

/** Removes one unit; routed ones go first (they are worth nothing). An emptied area loses its order. */
export function destroyUnit(g: Draft<Game>, house: HouseId, area: AreaId, unit: UnitType, ctx: Ctx, why: string): void {
  removeUnit(g as Game, area, unit, true);
  if (g.areas[area]!.units.length === 0) writableArea(g, area).order = null;
  ctx.emit("unit-destroyed", `${HOUSE_NAMES[house]} destroys a ${unitName(unit)} in ${areaName(area)} ${why}.`, { house, area, unit });
  checkPortRevert(g, house, area, ctx);
}

const unitCount = (g: Game, house: HouseId): number => areasWithUnits(g, house).reduce((n, id) => n + g.areas[id]!.units.length, 0);

/** Castle/stronghold areas holding at least `n` of the house's units (The Horde Descends, peer reading: AG-10). */
export const castleAreasWith = (g: Game, house: HouseId, n: number): AreaId[] =>
  areasWithUnits(g, house).filter((id) => boardOf(g).areas[id]!.castle !== null && g.areas[id]!.units.length >= n);

function destroyOptions(g: Game, f: DestroyUnitsFrame): Action[] {
  const areas = f.area !== null ? [f.area] : f.scope === "castle" ? castleAreasWith(g, f.house, f.remaining) : areasWithUnits(g, f.house);
  const out: Action[] = [];
  for (const area of areas) {
    const units = g.areas[area]!.house === f.house ? g.areas[area]!.units : [];
    for (const unit of UNIT_TYPES) if (units.some((u) => u.type === unit)) out.push({ type: "destroy-unit", area, unit });
  }
  return out;
}

/**
 * A house must destroy `count` units. Scope "castle" falls back to "anywhere" when no castle area
 * holds enough of its units ("if unable", cards.md 4.2). Null when nothing is left to choose.
 */
export function newDestroyUnitsFrame(g: Game, house: HouseId, count: number, scope: DestroyUnitsFrame["scope"], reason: string): DestroyUnitsFrame | null {
  const effective = scope === "castle" && castleAreasWith(g, house, count).length === 0 ? "anywhere" : scope;
  const f: DestroyUnitsFrame = { kind: "destroy-units", house, remaining: count, scope: effective, area: null, reason };
  if (count <= 0 || unitCount(g, house) === 0) return null;
  return f;
}

/** True when the choice cannot matter: every unit in reach is destroyed anyway. */
function noChoice(g: Game, f: DestroyUnitsFrame): boolean {
  if (f.scope !== "anywhere" && f.area === null) return false;
  const inReach = f.area !== null ? g.areas[f.area]!.units.length : unitCount(g, f.house);
  return inReach <= f.remaining;
}

export const destroyUnitsRules: FrameRules<DestroyUnitsFrame> = {
  prompts(g, f) {
    if (f.remaining <= 0 || noChoice(g, f) || destroyOptions(g, f).length === 0) return [];
    const where = f.scope === "castle" ? (f.area ? ` in ${areaName(f.area)}` : " in one of your castle or stronghold areas") : "";
    return [prompt(f.house, "destroy-units", `${f.reason}: destroy ${f.remaining} more of your units${where}.`, { remaining: f.remaining })];
  },

  legalActions(g, f, house) {
    return house === f.house ? destroyOptions(g, f) : [];
  },

  apply(g, f, house, action, ctx) {
    if (action.type !== "destroy-unit") return;
    if (f.scope === "castle") f.area = action.area;
    destroyUnit(g, house, action.area, action.unit, ctx, `(${f.reason})`);
    f.remaining -= 1;
  },

  run(g, f, ctx) {
    // No choice left: destroy whatever remains in reach, then finish.
    const options = f.remaining > 0 ? destroyOptions(g, f) : [];
    const first = options[0];
    if (first && first.type === "destroy-unit") {
      if (f.scope === "castle") f.area = first.area;
      destroyUnit(g, f.house, first.area, first.unit, ctx, `(${f.reason})`);
      f.remaining -= 1;
      return;
    }
    g.stack.pop();
  },
};

/** Areas holding the house's units of type `t`. */
const areasWith = (g: Game, house: HouseId, t: UnitType): AreaId[] =>
  areasWithUnits(g, house).filter((id) => g.areas[id]!.units.some((u) => u.type === t));

const countOf = (g: Game, house: HouseId, t: UnitType): number =>
  areasWithUnits(g, house).reduce((n, id) => n + g.areas[id]!.units.filter((u) => u.type === t).length, 0);

/**
 * Crow Killers: `count` units of type `from` become `to` from the reserve. For the penalty, a
 * knight that cannot be replaced (no footman left in reserve) is destroyed instead (cards.md 4.2).
 * Null when there is nothing to replace.
 */
export function newReplaceUnitsFrame(g: Game, house: HouseId, from: UnitType, to: UnitType, count: number, optional: boolean): ReplaceUnitsFrame | null {
  const n = Math.min(count, countOf(g, house, from));
  if (n <= 0) return null;
  return { kind: "replace-units", house, from, to, remaining: n, optional };
}

function replaceOne(g: Draft<Game>, f: ReplaceUnitsFrame, area: AreaId, ctx: Ctx): void {
  f.remaining -= 1;
  if (reserve(g as Game, f.house, f.to) <= 0) {
    destroyUnit(g, f.house, area, f.from, ctx, `(Crow Killers: no ${unitName(f.to)} left to replace it)`);
    return;
  }
  const a = writableArea(g, area);
  const i = a.units.findIndex((u) => u.type === f.from);
  // A new list, never a write to the old one: states share unit lists (engine/clone.ts).
  const units = a.units.slice();
  units[i] = { type: f.to, routed: units[i]!.routed };
  a.units = units;
  ctx.emit("unit-replaced", `${HOUSE_NAMES[f.house]} replaces a ${unitName(f.from)} in ${areaName(area)} by a ${unitName(f.to)}.`, {
    house: f.house,
    area,
    from: f.from,
    to: f.to,
  });
}

const replaceOptions = (g: Game, f: ReplaceUnitsFrame): AreaId[] => {
  if (f.remaining <= 0) return [];
  // A reward needs a unit in reserve; a penalty goes on (destroying) when the reserve is empty.
  if (f.optional && reserve(g, f.house, f.to) <= 0) return [];
  return areasWith(g, f.house, f.from);
};

/** The penalty needs no prompt when every unit of the type is affected and all can be replaced, or they all share one area. */
function replaceNeedsChoice(g: Game, f: ReplaceUnitsFrame): boolean {
  if (f.optional) return true;
  const areas = replaceOptions(g, f);
  if (areas.length <= 1) return false;
  const all = f.remaining >= countOf(g, f.house, f.from);
  return !(all && reserve(g, f.house, f.to) >= f.remaining);
}

export const replaceUnitsRules: FrameRules<ReplaceUnitsFrame> = {
  prompts(g, f) {
    if (replaceOptions(g, f).length === 0 || !replaceNeedsChoice(g, f)) return [];
    const text = f.optional
      ? `Crow Killers: you may replace up to ${f.remaining} of your ${unitName(f.from)}s by ${unitName(f.to)}s.`
      : `Crow Killers: replace ${f.remaining} of your ${unitName(f.from)}s by ${unitName(f.to)}s (destroyed when your reserve is empty).`;
    return [prompt(f.house, "replace-units", text, { from: f.from, to: f.to, remaining: f.remaining, reserve: reserve(g, f.house, f.to) })];
  },

  legalActions(g, f, house) {
    if (house !== f.house) return [];
    const out: Action[] = replaceOptions(g, f).map((area) => ({ type: "replace-unit", area, unit: f.from }));
    if (f.optional) out.push({ type: "done" });
    return out;
  },

  apply(g, f, _house, action, ctx) {
    if (action.type === "done") f.remaining = 0;
    else if (action.type === "replace-unit") replaceOne(g, f, action.area, ctx);
  },

  run(g, f, ctx) {
    const area = replaceOptions(g, f)[0];
    if (area !== undefined && !f.optional) {
      replaceOne(g, f, area, ctx);
      return;
    }
    g.stack.pop();
  },
};
