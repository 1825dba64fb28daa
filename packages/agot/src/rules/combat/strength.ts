/**
 * Combat strength (rulebook p.17-20; cards.md 1.1): units, March or Defense order, support,
 * garrison, house card, Valyrian Steel Blade and Tides of Battle card. Everything is computed from
 * the board and the frame, so a support order removed mid-combat stops counting (AG-9) and a unit
 * destroyed by a card text lowers the "initial" strength (p.20 step 5).
 */
import { houseCard, type HouseId } from "../../data/houses.ts";
import { ORDERS } from "../../data/orders.ts";
import type { Game, Unit } from "../../state.ts";
import { unitStrength as printedUnitStrength } from "../dragons.ts";
import { position } from "../tracks.ts";
import { army, embattledHasCastle, sidesInTurnOrder } from "./army.ts";
import { sideAbility } from "./abilities.ts";
import { otherSide, type CombatFrame, type Side } from "./frames.ts";
import { standingSupport } from "./support.ts";
import { TIDES_CARDS } from "./tides-deck.ts";

export interface StrengthBreakdown {
  units: number;
  /** March modifier (attacker) or Defense bonus (defender). */
  order: number;
  support: number;
  garrison: number;
  card: number;
  blade: number;
  tides: number;
  total: number;
}

/** Printed value: siege engines 4 only attacking (or supporting an attack on) a castle area (p.17). */
function baseUnitStrength(g: Game, f: CombatFrame, unit: Unit, forSide: Side): number {
  if (unit.routed) return 0; // p.21: routed units add nothing
  if (unit.type === "siege-engine") return forSide === "attacker" && embattledHasCastle(g, f) ? 4 : 0;
  return printedUnitStrength(g, unit.type);
}

/** One unit's strength for `forSide`, after the revealed cards' unit modifiers in Iron Throne order. */
export function unitStrength(g: Game, f: CombatFrame, unit: Unit, unitHouse: HouseId, forSide: Side, inArmy = false): number {
  let v = baseUnitStrength(g, f, unit, forSide);
  if (unit.routed || !f.revealed) return v;
  for (const side of sidesInTurnOrder(g, f)) {
    const ab = sideAbility(f, side);
    if (ab?.unitStrength) v = ab.unitStrength(g, f, side, unit, unitHouse, forSide, v, inArmy);
  }
  return Math.max(0, v);
}

export function supportStrength(g: Game, f: CombatFrame, side: Side): number {
  let n = 0;
  for (const s of standingSupport(g, f, side)) {
    const a = g.areas[s.area]!;
    for (const u of a.units) n += unitStrength(g, f, u, s.house, side);
    // Support +1 (special) and a vassal's Raid/Support kept as Support +1 (AG-24) add their bonus.
    if (a.order !== null) n += ORDERS[a.order.kind].strength;
  }
  return n;
}

function orderBonus(g: Game, f: CombatFrame, side: Side): number {
  if (side === "attacker") return ORDERS[f.start.marchOrder].strength;
  const d = f.sides.defender;
  const o = g.areas[f.start.to]!.order;
  if (!d || !o || o.house !== d.house || ORDERS[o.kind].type !== "defense") return 0;
  const ab = f.revealed ? sideAbility(f, "defender") : null;
  return ORDERS[o.kind].strength * (ab?.defenseMultiplier?.(g, f, "defender") ?? 1);
}

/** The card's strength: printed (0 under Balon, AG-8) plus its own text's bonus, never below 0. */
export function cardStrength(g: Game, f: CombatFrame, side: Side): number {
  const card = f.sides[side]?.card ?? null;
  if (!f.revealed || card === null) return 0;
  const foe = sideAbility(f, otherSide(side));
  const printed = foe?.zeroesOpponentPrinted ? 0 : houseCard(card).strength;
  return Math.max(0, printed + (sideAbility(f, side)?.strength?.(g, f, side) ?? 0));
}

const tidesCard = (f: CombatFrame, side: Side) => {
  const t = f.tidesRevealed ? (f.sides[side]?.tides ?? null) : null;
  return t === null ? null : TIDES_CARDS[t]!;
};

export function swords(g: Game, f: CombatFrame, side: Side): number {
  const card = f.sides[side]?.card ?? null;
  const own = card === null ? 0 : houseCard(card).swords + (sideAbility(f, side)?.swords?.(g, f, side) ?? 0);
  return own + (tidesCard(f, side)?.swords ?? 0);
}

export function fortifications(g: Game, f: CombatFrame, side: Side): number {
  const card = f.sides[side]?.card ?? null;
  const own = card === null ? 0 : houseCard(card).fortifications + (sideAbility(f, side)?.fortifications?.(g, f, side) ?? 0);
  return own + (tidesCard(f, side)?.fortifications ?? 0);
}

export function strength(g: Game, f: CombatFrame, side: Side): StrengthBreakdown {
  if (side === "defender" && f.neutral !== null) {
    return { units: 0, order: 0, support: 0, garrison: f.neutral, card: 0, blade: 0, tides: 0, total: f.neutral };
  }
  const house = f.sides[side]!.house;
  const units = army(g, f, side).reduce((n, u) => n + unitStrength(g, f, u, house, side, true), 0);
  const garrisonToken = g.areas[f.start.to]!.garrison;
  const b = {
    units,
    order: orderBonus(g, f, side),
    support: supportStrength(g, f, side),
    garrison: side === "defender" && garrisonToken?.house === house ? garrisonToken.strength : 0,
    card: cardStrength(g, f, side),
    blade: f.sides[side]!.blade ? 1 : 0,
    tides: tidesCard(f, side)?.strength ?? 0,
  };
  const total = overriddenTotal(g, f, side) ?? Math.max(0, b.units + b.order + b.support + b.garrison + b.card + b.blade + b.tides);
  return { ...b, total };
}

/**
 * A final strength set outright by a revealed card (Mance Rayder, Margaery Tyrell, ADwD), or null.
 * Overrides apply last in Iron Throne order, so when both cards set the same side's total the one
 * of the house lower on the track wins: the reading the peer plays (alt-house-cards.md 2.1 Mance
 * Rayder, UNCERTAIN there).
 */
export function overriddenTotal(g: Game, f: CombatFrame, side: Side): number | null {
  if (!f.revealed || f.neutral !== null) return null;
  let total: number | null = null;
  for (const owner of sidesInTurnOrder(g, f)) {
    const o = sideAbility(f, owner)?.finalTotal?.(g, f, owner) ?? null;
    if (o !== null && o.side === side) total = o.total;
  }
  return total;
}

/** The victor: the higher total; a tie goes to the house higher on the Fiefdoms track (p.20). */
export function victor(g: Game, f: CombatFrame): Side {
  return victorGiven(g, f, strength(g, f, "attacker").total, strength(g, f, "defender").total);
}

/** As `victor`, with both totals already computed (the final step has just shown them). */
export function victorGiven(g: Game, f: CombatFrame, a: number, d: number): Side {
  if (a !== d) return a > d ? "attacker" : "defender";
  const fa = position(g, "fiefdoms", f.sides.attacker.house);
  const fd = position(g, "fiefdoms", f.sides.defender!.house);
  return fa < fd ? "attacker" : "defender";
}

/** Both sides' breakdowns, for events the client draws a combat panel from. */
export function strengthData(g: Game, f: CombatFrame): { attacker: StrengthBreakdown; defender: StrengthBreakdown } {
  return { attacker: strength(g, f, "attacker"), defender: strength(g, f, "defender") };
}
