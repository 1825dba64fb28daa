/**
 * Combat (rulebook p.17-21): whom to support, which house card to play, the Valyrian Steel Blade,
 * casualties and retreats. Hands and discards are public, so the bot can weigh the card its
 * opponent is likely to play; the bot never sees the card actually chosen before the reveal.
 */
import { boardOf, HOUSE_CARDS, ORDERS, UNIT_STRENGTH, type AreaId, type GameView, type HouseId, type UnitType } from "@kingsroad/agot";
import type { CombatSeen } from "./frames.ts";
import { areaValue, controllerOf, defenseStrength, distance, myHome, threatTo, unitsStrength } from "./read.ts";

export interface CombatEstimate {
  side: "attacker" | "defender" | null;
  /** My strength minus the opponent's, before house cards. */
  margin: number;
  opponent: HouseId | null;
}

function declaredSupport(view: GameView, c: CombatSeen, side: string): number {
  const castle = boardOf(view).areas[c.to]?.castle != null;
  let s = 0;
  for (const d of c.support) {
    if (d.side !== side) continue;
    const a = view.areas[d.area];
    const kind = a?.order?.kind ?? null;
    s += (a ? unitsStrength(view, a.units, castle) : 0) + (kind ? ORDERS[kind].strength : 0);
  }
  return s;
}

export function estimateCombat(view: GameView, me: HouseId, c: CombatSeen): CombatEstimate {
  const castle = boardOf(view).areas[c.to]?.castle != null;
  const attack =
    unitsStrength(view, c.attackers.filter((u): u is { type: UnitType; routed: boolean } => u.type in UNIT_STRENGTH), castle) +
    (c.marchOrder ? ORDERS[c.marchOrder].strength : 0) +
    declaredSupport(view, c, "attacker");
  const defend = defenseStrength(view, c.to) + declaredSupport(view, c, "defender");
  if (me === c.attacker) return { side: "attacker", margin: attack - defend, opponent: c.defender };
  if (me === c.defender) return { side: "defender", margin: defend - attack, opponent: c.attacker };
  return { side: null, margin: 0, opponent: null };
}

/**
 * True when `h` fights under the deciding seat's banner: the house deciding (`me`, the seat or a
 * vassal it commands), the seat itself, or another vassal the seat commands (Mother of Dragons).
 */
function ofBanner(view: GameView, me: HouseId, seat: HouseId, h: HouseId | null): boolean {
  return h !== null && (h === me || h === seat || view.mod?.vassals?.commanders[h] === seat);
}

/**
 * Back our banner's side, else hold back. A vassal's support is declared by its commander like his
 * own (AG-29, refined: "nobody" is always offered), so `seat` names the commander deciding for `me`.
 */
export function scoreSupport(view: GameView, me: HouseId, side: string, c: CombatSeen | null, seat: HouseId = me): number {
  if (!c) return side === "none" ? 1 : 0;
  if (ofBanner(view, me, seat, c.attacker)) return side === "attacker" ? 3 : side === "none" ? 0 : -3;
  if (ofBanner(view, me, seat, c.defender)) return side === "defender" ? 3 : side === "none" ? 0 : -3;
  // Not our fight: hold back, unless the attacker is about to take a castle next to our land.
  if (side === "defender" && boardOf(view).areas[c.to]?.castle != null && threatTo(view, c.to, me) === 0) return 0.5;
  return side === "none" ? 1 : 0;
}

/** The strength an opponent is likely to play: between its median and its best card in hand. */
function expectedOpponentCard(view: GameView, opponent: HouseId | null): number {
  const hand = opponent ? (view.houseCards[opponent]?.hand ?? []) : [];
  const strengths = hand.map((id) => HOUSE_CARDS[id]?.strength ?? 0).sort((a, b) => a - b);
  if (strengths.length === 0) return 0;
  const median = strengths[Math.floor(strengths.length / 2)]!;
  return (median + strengths[strengths.length - 1]!) / 2;
}

/**
 * Play the cheapest card that wins; when no card wins, throw the weakest one and keep the
 * strong cards for a fight that can be won.
 */
export function scoreHouseCard(view: GameView, me: HouseId, card: string, c: CombatSeen | null): number {
  const def = HOUSE_CARDS[card];
  if (!def) return 0;
  if (!c) return -def.strength; // unknown combat: be frugal
  const est = estimateCombat(view, me, c);
  const theirs = c.neutral !== null && !c.defender ? 0 : expectedOpponentCard(view, est.opponent);
  const margin = est.margin + def.strength - theirs;
  const fortify = est.side === "defender" ? def.fortifications : def.swords;
  if (margin > 0) return 10 - def.strength * 0.8 + fortify * 0.3;
  if (margin === 0) return 5 - def.strength * 0.5 + fortify * 0.3;
  return -def.strength + def.fortifications * 0.3;
}

/** Use the blade when +1 turns a loss into a tie or a tie into a win. */
export function scoreUseBlade(view: GameView, me: HouseId, use: boolean, c: CombatSeen | null): number {
  if (!c) return use ? 0 : 1;
  const m = estimateCombat(view, me, c).margin;
  const close = m === 0 || m === -1;
  return use === close ? 1 : 0;
}

/** Weakest first: footmen and ships before knights; siege engines are worthless when defending. */
export function scoreCasualty(unit: string, attacking: boolean): number {
  if (unit === "siege-engine") return attacking ? -4 : -0.5;
  return -(UNIT_STRENGTH[unit as UnitType] ?? 1);
}

/** Retreat toward home through our own areas, away from enemy armies. */
export function scoreRetreat(view: GameView, me: HouseId, to: AreaId): number {
  const home = myHome(view, me);
  const owner = controllerOf(view, to);
  return (
    (owner === me ? 3 : 0) +
    (boardOf(view).areas[to]?.castle != null ? 1 : 0) +
    areaValue(view, to, me) * 0.1 -
    threatTo(view, to, me) * 0.5 -
    (home ? distance(view, to, home) * 0.5 : 0)
  );
}
