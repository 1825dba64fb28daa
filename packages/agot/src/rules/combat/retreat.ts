/**
 * Retreats and routing (p.21; quick reference 6c; cards.md 7 #29-32; AG-2). The loser's surviving
 * army moves together to one area: adjacent or by its own ship transport, holding no enemy units,
 * no enemy power token or home shield (p.24: the shield works as a power token), no neutral
 * force, not blocked; ships only to seas and to ports of land the loser controls (at most 3 ships).
 * A defender never retreats to the attacker's origin. Among the legal areas, only those losing the
 * fewest units to supply may be chosen (p.21, cards.md 7 #29); if every one would lose them all,
 * or none exists, the army is destroyed. A beaten attacker goes back where it marched from (AG-2),
 * which costs no supply (cards.md 7 #32), unless Robb Stark's owner picks another legal area
 * (cards.md 7 #13). Retreated units are routed.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, compareAreaIds, portLand, type AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { controller } from "../control.ts";
import { isVassal } from "../commanders.ts";
import { moveTargets } from "../movement.ts";
import { supplyChecker } from "../supply.ts";
import { addUnit } from "../units.ts";
import type { DecisionRules } from "./ability.ts";
import { army, casualtyTypes, destroyArmyUnit, houseOf } from "./army.ts";
import { sideAbility } from "./abilities.ts";
import { otherSide, type CombatFrame, type Side } from "./frames.ts";
import { writableArea } from "../../engine/clone.ts";

export const PORT_CAPACITY = 3;

/**
 * Whether `house` may end a retreat (or a return) of `n` units in `id`, supply aside. A bare home
 * shield of a house in play is an enemy power token (AG-12); a port is open only to the house
 * controlling its land (AG-16).
 */
function canEnter(g: Game, house: HouseId, id: AreaId, n: number): boolean {
  const a = g.areas[id]!;
  if (g.blocked.includes(id) || a.neutralForce !== null) return false;
  if (a.units.length > 0 && a.house !== house) return false;
  if (a.powerToken !== null && a.powerToken !== house) return false;
  const kind = boardOf(g).areas[id]!.kind;
  if (kind === "land") {
    const c = controller(g, id);
    return c === null || c === house;
  }
  // A vassal never retreats into a port (AG-35).
  if (kind === "port") return controller(g, portLand(boardOf(g), id)) === house && a.units.length + n <= PORT_CAPACITY && !isVassal(g, house);
  return true;
}

/**
 * Units lost to supply retreating `n` units of `side` into `id` (the fewest that make supply hold).
 * `fits` is the house's `supplyChecker` on this board: one board scan for every candidate area.
 */
function supplyLosses(f: CombatFrame, side: Side, id: AreaId, n: number, fits: (delta: Readonly<Record<AreaId, number>>) => boolean): number {
  if (side === "attacker" && id === f.start.from) return 0; // cards.md 7 #32
  for (let k = 0; k < n; k++) {
    const delta: Record<AreaId, number> = { [id]: n - k };
    if (side === "defender") delta[f.start.to] = (delta[f.start.to] ?? 0) - n;
    if (fits(delta)) return k;
  }
  return n;
}

export interface RetreatOption {
  readonly area: AreaId;
  readonly losses: number;
}

/** The legal retreat areas with the fewest supply losses; empty when the army is destroyed instead. */
export function retreatOptions(g: Game, f: CombatFrame, side: Side, freeChoice: boolean): RetreatOption[] {
  const house = houseOf(f, side);
  const units = army(g, f, side);
  const n = units.length;
  if (n === 0) return [];
  let candidates: AreaId[];
  if (side === "attacker" && !freeChoice) candidates = [f.start.from];
  else {
    const land = units.some((u) => u.type !== "ship");
    candidates = moveTargets(g, house, f.start.to, land);
    if (side === "attacker" && !candidates.includes(f.start.from)) candidates.push(f.start.from);
    if (side === "defender") candidates = candidates.filter((id) => id !== f.start.from);
  }
  const fits = supplyChecker(g, house);
  const options = candidates.filter((id) => canEnter(g, house, id, n)).map((area) => ({ area, losses: supplyLosses(f, side, area, n, fits) }));
  const fewest = Math.min(...options.map((o) => o.losses));
  if (options.length === 0 || fewest >= n) return [];
  return options.filter((o) => o.losses === fewest).sort((a, b) => compareAreaIds(a.area, b.area));
}

/** The house that picks the retreat area: the loser, or a victor playing Robb Stark. */
export function retreatChooser(f: CombatFrame): { house: HouseId; freeChoice: boolean } {
  const winner = f.victor!;
  if (sideAbility(f, winner)?.choosesRetreat) return { house: houseOf(f, winner), freeChoice: true };
  return { house: houseOf(f, otherSide(winner)), freeChoice: false };
}

function destroyArmy(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, ctx: Ctx): void {
  const units = [...army(g, f, side)];
  for (const u of units) destroyArmyUnit(g, f, side, u.type, u.routed);
  ctx.emit("combat-no-retreat", `${houseOf(f, side)} has no legal retreat: ${units.length} units are destroyed.`, { side, destroyed: units.length });
}

/** Moves the whole surviving army, routed (p.21). */
function moveRetreat(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, to: AreaId, ctx: Ctx): void {
  const house = houseOf(f, side);
  const units = [...army(g, f, side)];
  if (side === "attacker") f.attackers = [];
  else {
    const a = writableArea(g, f.start.to);
    a.units = [];
    a.house = null;
  }
  for (const u of units) addUnit(g as Game, to, house, u.type, true);
  f.retreatedTo = to;
  ctx.emit("combat-retreat", `${house} retreats ${units.length} units to ${boardOf(g).areas[to]!.name}, routed.`, { side, house, area: to, units: units.length });
}

/** Starts the retreat step: decides automatically when nothing is left to choose. */
export function startRetreat(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const loser = otherSide(f.victor!);
  if (army(g, f, loser).length === 0) return;
  const { house, freeChoice } = retreatChooser(f);
  const options = retreatOptions(g, f, loser, freeChoice);
  if (options.length === 0) return destroyArmy(g, f, loser, ctx);
  if (options.length === 1) return retreatTo(g, f, loser, options[0]!, ctx);
  f.decision = { kind: "retreat", house, side: loser, options: options.map((o) => o.area) };
}

function retreatTo(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, option: RetreatOption, ctx: Ctx): void {
  if (option.losses === 0) return moveRetreat(g, f, side, option.area, ctx);
  // p.21: units beyond supply are destroyed first (the loser chooses which), then the rest retreat.
  f.decision = { kind: "retreat-losses", house: houseOf(f, side), side, count: option.losses, options: [option.area] };
}

export const retreatDecisions: Record<string, DecisionRules> = {
  retreat: {
    text: (_g, _f, d) => `Choose where the ${d.side} retreats.`,
    legal: (_g, _f, d) => d.options!.map((to): Action => ({ type: "retreat", to })),
    apply(g, f, d, action, ctx) {
      if (action.type !== "retreat") return;
      const options = retreatOptions(g, f, d.side!, retreatChooser(f).freeChoice);
      retreatTo(g, f, d.side!, options.find((o) => o.area === action.to)!, ctx);
    },
  },
  "retreat-losses": {
    text: (_g, _f, d) => `Supply: destroy ${d.count} retreating unit(s) before retreating to ${d.options![0]}.`,
    legal: (g, f, d) => casualtyTypes(g, f, d.side!, true).map((unit): Action => ({ type: "casualty", unit })),
    apply(g, f, d, action, ctx) {
      if (action.type !== "casualty") return;
      destroyArmyUnit(g, f, d.side!, action.unit);
      ctx.emit("combat-casualty", `${d.house} loses a ${action.unit} to supply while retreating.`, { side: d.side, unit: action.unit, why: "supply" });
      const left = d.count! - 1;
      if (left > 0) f.decision = { ...d, count: left };
      else moveRetreat(g, f, d.side!, d.options![0]!, ctx);
    },
  },
};
