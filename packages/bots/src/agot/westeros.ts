/**
 * The Westeros phase (rulebook p.7-10, p.22): bids by need and means, mustering within supply,
 * losses (weakest first, far from home), house-card choices and named options.
 */
import { AREAS, HOME_AREA, HOUSE_CARDS, UNIT_STRENGTH, type AreaId, type GameView, type HouseId, type UnitType } from "@kingsroad/agot";
import { castlesOf, threatTo } from "./read.ts";

/**
 * How much to bid. Wildlings: the closer they are, the more everyone must chip in. Clash of Kings:
 * King's Court (special orders) and the Iron Throne (ties, turn order) are worth more than the
 * Fiefdoms; we keep some power back for the other tracks and for later rounds.
 */
export function targetBid(view: GameView, me: HouseId, wildlings: boolean, track: 0 | 1 | 2 | null): number {
  const power = view.power[me] ?? 0;
  if (wildlings) {
    const threat = view.wildlings.threat;
    const share = threat >= 10 ? 0.6 : threat >= 8 ? 0.45 : threat >= 6 ? 0.3 : 0.15;
    return Math.round(power * share);
  }
  const share = track === 2 ? 0.4 : track === 0 ? 0.35 : 0.25;
  const names = ["ironThrone", "fiefdoms", "kingsCourt"] as const;
  const pos = track === null ? -1 : view.tracks[names[track]].indexOf(me);
  // Already on top: bid a bit less; at the bottom of King's Court we get no special orders at all.
  const adjust = pos === 0 ? 0.8 : track === 2 && pos >= 3 ? 1.2 : 1;
  return Math.round(power * share * adjust);
}

export const scoreBid = (amount: number, target: number): number => -Math.abs(amount - target);

/** Ties go to us first, then to whoever is furthest behind on castles (keep the leader down). */
export function scoreBreakTie(view: GameView, me: HouseId, house: HouseId): number {
  return house === me ? 100 : -castlesOf(view, house);
}

/** Knights in threatened castles, footmen otherwise; ships where the sea is contested. */
export function scoreMuster(view: GameView, me: HouseId, to: AreaId, unit: UnitType, upgrade: boolean): number {
  const threat = threatTo(view, to, me);
  const sea = AREAS[to]?.kind !== "land";
  const base: Record<UnitType, number> = { knight: 3, footman: 2, ship: sea && threat > 0 ? 2.5 : 1.2, "siege-engine": 1 };
  const near = (AREAS[to]?.castle != null ? 0.3 : 0) + (HOME_AREA[me] === to ? 0.3 : 0);
  return base[unit] + (upgrade ? 0.3 : 0) + Math.min(threat, 4) * (unit === "knight" ? 0.5 : 0.2) + near;
}

/** Lose the weakest unit where it matters least. */
export function scoreLoss(view: GameView, me: HouseId, area: AreaId, unit: UnitType): number {
  const strength = unit === "siege-engine" ? 1.5 : UNIT_STRENGTH[unit];
  const matters = (AREAS[area]?.castle != null ? 1 : 0) + (HOME_AREA[me] === area ? 2 : 0) + threatTo(view, area, me) * 0.2;
  return -strength - matters + (view.areas[area]?.units.length ?? 0) * 0.1;
}

export const cardStrength = (card: string): number => HOUSE_CARDS[card]?.strength ?? 0;

/**
 * Named options (Westeros cards, wildling cards). The rules name options by what they do, so a
 * beginner's preferences can be written as keywords: muster and power beat nothing; losing
 * influence is better than losing units.
 */
const CHOICE_PREFERENCES: readonly [RegExp, number][] = [
  [/muster/i, 3],
  [/power|consolidat/i, 2.5],
  [/supply/i, 2],
  [/king|court|throne|fiefdom/i, 1.5],
  [/influence|track/i, 1],
  [/unit|destroy/i, -1],
  [/nothing|none|pass/i, 0],
];

export function scoreChoice(choice: string): number {
  for (const [re, score] of CHOICE_PREFERENCES) if (re.test(choice)) return score;
  const area = AREAS[choice];
  // An area option (The Horde Descends): the castle with the most crowns and barrels.
  return area ? 1 + area.power + area.supply : 0.5;
}
