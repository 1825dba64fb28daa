/**
 * Resolving one March order (rulebook p.15; establishing control p.24; combat handed over p.17).
 *
 * The house makes any number of non-combat moves, then either ends the march (`done`) or makes one
 * move that starts a combat, which ends it. Before a combat, or when its last unit leaves a land
 * area, the house decides whether to leave a power token there (p.24). Combat takes the marching
 * units "in transit" and resolves everything to the end; this frame then removes the March order.
 */
import type { Draft } from "immer";
import type { Action, UnitCounts } from "../../actions.ts";
import { boardOf, type AreaId } from "../../data/board.ts";
import { UNIT_TYPES, type HouseId } from "../../data/houses.ts";
import { prompt, withLegalActions, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Game, Unit } from "../../state.ts";
import { newCombatFrame } from "../combat/frames.ts";
import { countOf, removeUnit, totalUnits } from "../units.ts";
import type { MarchFrame } from "./frames.ts";
import { isHostile, moveActions } from "./march-moves.ts";
import { isVassal } from "../commanders.ts";
import { offerPortShips } from "../westeros/port-revert.ts";
import { areaName, houseName, orderLabel, unitsLabel } from "./text.ts";
import { writableArea } from "../../engine/clone.ts";

/**
 * Whether vacating `from` asks for a power token (p.24): only land areas; not the house's own home
 * area (its printed shield already establishes control); not where its own token already lies (it
 * stays, p.24); and only with available power to place.
 */
function asksForToken(g: Game, house: HouseId, from: AreaId): boolean {
  const def = boardOf(g).areas[from]!;
  if (def.kind !== "land" || def.home === house) return false;
  if (g.areas[from]!.powerToken === house) return false;
  if (g.mod?.vassals !== undefined && isVassal(g, house)) return false;
  return (g.power[house] ?? 0) > 0;
}

/**
 * A vassal vacating a land area always leaves a power token of its colour there, without spending
 * power (it has none): "they always place a power token in the area to establish control"
 * (summary "Additional vassal rules"). Not in its home area, whose shield already holds it.
 */
function vassalMarksControl(g: Draft<Game>, house: HouseId, from: AreaId, ctx: Ctx): void {
  const def = boardOf(g).areas[from]!;
  if (g.mod?.vassals === undefined || !isVassal(g as Game, house) || def.kind !== "land" || def.home === house) return;
  const a = g.areas[from]!;
  if (a.units.length > 0 || a.powerToken === house) return;
  writableArea(g, from).powerToken = house;
  ctx.emit("control", `${houseName(house)} leaves a power token in ${areaName(from)} to establish control (a vassal always does).`, { house, area: from });
}

function marchActions(g: Game, f: MarchFrame): Action[] {
  switch (f.step) {
    case "moving":
      return [...moveActions(g, f.house, f.from, f.order), { type: "done" }];
    case "establish-control":
      // Asked only with a token available, but a gift (cards.md 6.11) may have given it away since.
      return (g.power[f.house] ?? 0) > 0
        ? [
            { type: "leave-power-token", leave: true },
            { type: "leave-power-token", leave: false },
          ]
        : [{ type: "leave-power-token", leave: false }];
    case "after-combat":
      return [];
  }
}

/** Takes a group of standing units out of `from`; returns them as they leave. */
function takeUnits(g: Draft<Game>, from: AreaId, units: UnitCounts): Unit[] {
  const out: Unit[] = [];
  for (const t of UNIT_TYPES) {
    for (let i = 0; i < countOf(units, t); i++) {
      removeUnit(g as Game, from, t);
      out.push({ type: t, routed: false });
    }
  }
  return out;
}

/** Says what happens to another house's home area left without a token: it reverts (p.24). */
function noteVacated(g: Draft<Game>, house: HouseId, from: AreaId, ctx: Ctx): void {
  const home = boardOf(g).areas[from]!.home;
  if (g.areas[from]!.units.length > 0 || g.areas[from]!.powerToken === house) return;
  if (home !== null && home !== house && g.houses.includes(home)) {
    ctx.emit("control", `${houseName(house)} leaves ${areaName(from)}; control of it reverts to ${houseName(home)}.`, { house, area: from, to: home });
  } else if (boardOf(g).areas[from]!.kind === "land" && home !== house) {
    ctx.emit("control", `${houseName(house)} leaves ${areaName(from)} without establishing control.`, { house, area: from });
  }
}

function startCombat(g: Draft<Game>, f: Draft<MarchFrame>, to: AreaId, counts: UnitCounts, ctx: Ctx): void {
  const units = takeUnits(g, f.from, counts);
  ctx.emit("march", `${houseName(f.house)} marches ${unitsLabel(counts)} from ${areaName(f.from)} into ${areaName(to)} and attacks.`, {
    house: f.house,
    from: f.from,
    to,
    units: counts,
    combat: true,
  });
  if (g.areas[f.from]!.units.length === 0) {
    vassalMarksControl(g, f.house, f.from, ctx);
    noteVacated(g, f.house, f.from, ctx);
  }
  f.pendingAttack = null;
  f.step = "after-combat";
  const combat = newCombatFrame(g as Game, { attacker: f.house, from: f.from, to, marchOrder: f.order, units });
  g.stack.push(combat as Draft<typeof combat>);
}

function moveUnits(g: Draft<Game>, f: Draft<MarchFrame>, to: AreaId, counts: UnitCounts, ctx: Ctx): void {
  const units = takeUnits(g, f.from, counts);
  const dest = writableArea(g, to);
  let text = `${houseName(f.house)} marches ${unitsLabel(counts)} from ${areaName(f.from)} to ${areaName(to)}`;
  const token = dest.powerToken;
  if (token !== null && token !== f.house) {
    // Entering an area with only an enemy power token: no combat, the token goes to its pool (p.24).
    dest.powerToken = null;
    text += ` and removes ${houseName(token)}'s power token there`;
  }
  dest.house = f.house;
  // A new list, never a write to the old one: states share unit lists (engine/clone.ts).
  dest.units = [...dest.units, ...units];
  ctx.emit("march", `${text}.`, { house: f.house, from: f.from, to, units: counts, combat: false });
  // Control of a port's land gained by a march: the other house's ships there are replaced or removed (cards.md 7 #33).
  if (boardOf(g).areas[to]!.kind === "land") offerPortShips(g, f.house, to, ctx);
  if (g.areas[f.from]!.units.length > 0) return;
  vassalMarksControl(g, f.house, f.from, ctx);
  if (asksForToken(g as Game, f.house, f.from)) f.step = "establish-control";
  else noteVacated(g, f.house, f.from, ctx);
}

/** Removes the March order (if combat has not moved or removed it) and ends the march. */
function finishMarch(g: Draft<Game>, f: Draft<MarchFrame>, ctx: Ctx): void {
  const o = g.areas[f.from]!.order;
  if (o !== null && o.house === f.house && o.kind === f.order) writableArea(g, f.from).order = null;
  ctx.emit("march-resolved", `${houseName(f.house)}'s ${orderLabel(f.order)} in ${areaName(f.from)} is resolved.`, { house: f.house, area: f.from });
  g.stack.pop();
}

function applyMarchAction(g: Draft<Game>, f: Draft<MarchFrame>, action: Action, ctx: Ctx): void {
  switch (action.type) {
    case "move": {
      if (!isHostile(g as Game, f.house, action.to)) {
        moveUnits(g, f, action.to, action.units, ctx);
        return;
      }
      const vacates = totalUnits(action.units) === g.areas[f.from]!.units.length;
      if (vacates && asksForToken(g as Game, f.house, f.from)) {
        // The token decision comes before the combat begins (p.24).
        f.pendingAttack = { to: action.to, units: action.units };
        f.step = "establish-control";
        return;
      }
      startCombat(g, f, action.to, action.units, ctx);
      return;
    }
    case "leave-power-token": {
      if (action.leave) {
        g.power[f.house] = (g.power[f.house] ?? 0) - 1;
        writableArea(g, f.from).powerToken = f.house;
        ctx.emit("control", `${houseName(f.house)} leaves a power token in ${areaName(f.from)} to establish control.`, { house: f.house, area: f.from });
      }
      const attack = f.pendingAttack;
      if (attack !== null) {
        startCombat(g, f, attack.to, attack.units, ctx);
        return;
      }
      if (!action.leave) noteVacated(g, f.house, f.from, ctx);
      f.step = "moving";
      return;
    }
    case "done":
      finishMarch(g, f, ctx);
      return;
    default:
      throw new Error(`a march cannot take ${action.type}`);
  }
}

/**
 * The actions `prompts` found when it asked nobody, for the `run` that follows it: the driver runs
 * a frame right after asking it on the same state with nothing written in between, so they are
 * the same (as in phase.ts). Valid only for that state (`g`), step and area.
 */
let unasked: { g: Game; step: MarchFrame["step"]; from: AreaId; actions: Action[] } | null = null;

export const marchRules: FrameRules<MarchFrame> = {
  prompts(g, f) {
    unasked = null;
    const actions = marchActions(g, f);
    // A single possible action (only `done`, or after combat) needs nobody: `run` takes it.
    if (actions.length <= 1) {
      unasked = { g, step: f.step, from: f.from, actions };
      return [];
    }
    const text =
      f.step === "establish-control"
        ? `You leave ${areaName(f.from)}: place a power token there to keep control of it?`
        : `Resolve your ${orderLabel(f.order)} in ${areaName(f.from)}: move units, then done. Only one move may attack.`;
    return [withLegalActions(prompt(f.house, f.step === "establish-control" ? "establish-control" : "march", text, { from: f.from, order: f.order, pendingAttack: f.pendingAttack }), actions)];
  },

  legalActions(g, f, house) {
    return house === f.house ? marchActions(g, f) : [];
  },

  apply(g, f, _house, action, ctx) {
    applyMarchAction(g, f, action, ctx);
  },

  run(g, f, ctx) {
    if (f.step === "after-combat") {
      finishMarch(g, f, ctx);
      return;
    }
    const memo = unasked !== null && unasked.g === g && unasked.step === f.step && unasked.from === f.from ? unasked : null;
    unasked = null;
    const actions = memo ? memo.actions : marchActions(g as Game, f as MarchFrame);
    if (actions.length !== 1) throw new Error(`march in ${f.from} is waiting for ${houseName(f.house)}`);
    applyMarchAction(g, f, actions[0]!, ctx);
  },
};
