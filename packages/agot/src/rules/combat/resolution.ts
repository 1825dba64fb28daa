/**
 * The end of a combat: the victorious attacker moves in (p.21 clean-up) and may take the enemy
 * ships of the conquered area's port (p.25); clean-up removes the March order, the loser's order
 * and power token in the embattled area, discards both house cards (p.19: the seventh card brings
 * the other six back, cards.md 1.3), and removes orders left in areas without units (cards.md 7 #43).
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, portOf } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import { ORDERS } from "../../data/orders.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { supplyAllows } from "../supply.ts";
import { addUnit, reserve } from "../units.ts";
import type { DecisionRules } from "./ability.ts";
import { sidesInTurnOrder } from "./army.ts";
import { sideAbility } from "./abilities.ts";
import type { CombatFrame } from "./frames.ts";
import { writableArea, writableCards } from "../../engine/clone.ts";

/** The attacking army enters the embattled area (after a won combat or a beaten neutral force). */
export function attackersEnter(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const to = writableArea(g, f.start.to);
  const house = f.start.attacker;
  if (to.order !== null && to.order.house !== house) to.order = null;
  if (to.powerToken !== null && to.powerToken !== house) to.powerToken = null;
  const units = f.attackers;
  f.attackers = [];
  for (const u of units) addUnit(g as Game, f.start.to, house, u.type, u.routed);
  f.movedIn = units.length > 0;
  ctx.emit("combat-move-in", `${house} moves ${units.length} units into ${boardOf(g).areas[f.start.to]!.name}.`, { house, area: f.start.to, units: units.length });
}

/** The attacking army goes back to its origin without being routed (a neutral force held, Arianne Martell: AG-7). */
export function attackersReturn(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const units = f.attackers;
  f.attackers = [];
  const from = g.areas[f.start.from]!;
  if (from.units.length > 0 && from.house !== f.start.attacker) {
    ctx.emit("combat-no-retreat", `${f.start.attacker} cannot return to ${f.start.from}: ${units.length} units are destroyed.`, {});
    return;
  }
  for (const u of units) addUnit(g as Game, f.start.from, f.start.attacker, u.type, u.routed);
  ctx.emit("combat-return", `${f.start.attacker} returns ${units.length} units to ${boardOf(g).areas[f.start.from]!.name}.`, {
    house: f.start.attacker,
    area: f.start.from,
    units: units.length,
  });
}

function enemyPortShips(g: Game, f: CombatFrame): { port: string; ships: number; owner: HouseId } | null {
  if (!f.movedIn || boardOf(g).areas[f.start.to]!.kind !== "land") return null;
  const port = portOf(boardOf(g), f.start.to);
  if (port === null) return null;
  const a = g.areas[port]!;
  if (a.units.length === 0 || a.house === f.start.attacker) return null;
  return { port, ships: a.units.length, owner: a.house! };
}

/** How many of his own ships the conqueror may put in the port: reserve and supply permitting (p.25). */
export function portReplacementMax(g: Game, f: CombatFrame): number {
  const p = enemyPortShips(g, f);
  if (!p) return 0;
  const house = f.start.attacker;
  let k = Math.min(p.ships, reserve(g, house, "ship"));
  // The enemy ships leave first, so only the conqueror's new army in the port counts.
  while (k > 0 && !supplyAllows(g, house, { [p.port]: k })) k--;
  return k;
}

/** Opens the port decision when the conquered land has a port with enemy ships. */
export function startPortCapture(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const p = enemyPortShips(g, f);
  if (!p) return;
  const max = portReplacementMax(g, f);
  if (max === 0) return replacePortShips(g, f, 0, ctx);
  f.decision = { kind: "port-ships", house: f.start.attacker, options: [p.port], count: max };
}

function replacePortShips(g: Draft<Game>, f: Draft<CombatFrame>, count: number, ctx: Ctx): void {
  const p = enemyPortShips(g, f)!;
  const a = writableArea(g, p.port);
  a.units = [];
  a.house = null;
  a.order = null;
  for (let i = 0; i < count; i++) addUnit(g as Game, p.port, f.start.attacker, "ship");
  ctx.emit("combat-port-taken", `${f.start.attacker} takes ${boardOf(g).areas[p.port]!.name}: ${p.ships} ${p.owner} ships removed, ${count} replaced.`, {
    port: p.port,
    removed: p.ships,
    replaced: count,
  });
}

export const portDecision: DecisionRules = {
  text: (_g, _f, d) => `Replace how many enemy ships in ${d.options![0]} with your own (0 to ${d.count})?`,
  legal: (_g, _f, d) => Array.from({ length: d.count! + 1 }, (_, count): Action => ({ type: "replace-port-ships", count })),
  apply(g, f, _d, action, ctx) {
    if (action.type === "replace-port-ships") replacePortShips(g, f, action.count, ctx);
  },
};

/** Played cards to the discard pile; an emptied hand takes the rest back (p.19, cards.md 1.3). */
function discardPlayedCards(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  for (const side of sidesInTurnOrder(g, f)) {
    const s = f.sides[side]!;
    if (s.card === null) continue;
    const handled = sideAbility(f, side)?.cleanup?.(g, f, side, ctx) ?? false;
    if (!handled) {
      const cards = writableCards(g, s.house);
      cards.discard = [...cards.discard, s.card];
    }
  }
  for (const side of sidesInTurnOrder(g, f)) {
    const s = f.sides[side]!;
    recycleIfEmpty(g, s.house, s.card, ctx);
  }
}

/** When a hand is empty, every discarded card but `keep` goes back to it (cards.md 1.3). */
export function recycleIfEmpty(g: Draft<Game>, house: HouseId, keep: string | null, ctx: Ctx): void {
  if (g.houseCards[house]!.hand.length > 0) return;
  const cards = writableCards(g, house);
  cards.hand = cards.discard.filter((c) => c !== keep);
  cards.discard = cards.discard.filter((c) => c === keep);
  ctx.emit("house-cards-returned", `${house} played its last house card and takes back its discard pile.`, { house, cards: cards.hand });
}

export function cleanup(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const from = g.areas[f.start.from]!;
  if (from.order?.house === f.start.attacker && ORDERS[from.order.kind].type === "march") writableArea(g, f.start.from).order = null;
  if (f.sides.defender && f.revealed) discardPlayedCards(g, f, ctx);
  for (const id of boardOf(g).ids) {
    const a = g.areas[id]!;
    if (a.order !== null && a.units.length === 0) writableArea(g, id).order = null;
  }
  ctx.emit("combat-end", `The combat in ${boardOf(g).areas[f.start.to]!.name} is over.`, { area: f.start.to, victor: f.victor });
}

/**
 * Takes `card` out of the house's hand or discard pile for good (Mother of Dragons: Robert Arryn,
 * Khal Drogo, Viserys, Illyrio; cards.md 6.2-6.3). It never returns, even when the hand is recycled.
 */
export function removeFromGame(g: Draft<Game>, house: HouseId, card: string): void {
  const cards = writableCards(g, house);
  cards.hand = cards.hand.filter((c) => c !== card);
  cards.discard = cards.discard.filter((c) => c !== card);
  cards.removed = [...(cards.removed ?? []), card];
}
