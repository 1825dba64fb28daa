/**
 * The Westeros phase (rulebook p.7-10, p.22): bids by need and means, mustering within supply,
 * losses (weakest first, far from home), house-card choices and named options.
 */
import { boardOf, HOUSE_CARDS, UNIT_STRENGTH, type AreaId, type GameView, type HouseId, type UnitType } from "@kingsroad/agot";
import { scoreLoyaltyChoice } from "./loyalty.ts";
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
  const sea = boardOf(view).areas[to]?.kind !== "land";
  const base: Record<UnitType, number> = { knight: 3, footman: 2, ship: sea && threat > 0 ? 2.5 : 1.2, "siege-engine": 1, dragon: 3 };
  const near = (boardOf(view).areas[to]?.castle != null ? 0.3 : 0) + (boardOf(view).homeArea[me] === to ? 0.3 : 0);
  return base[unit] + (upgrade ? 0.3 : 0) + Math.min(threat, 4) * (unit === "knight" ? 0.5 : 0.2) + near;
}

/** Lose the weakest unit where it matters least. */
export function scoreLoss(view: GameView, me: HouseId, area: AreaId, unit: UnitType): number {
  const strength = unit === "siege-engine" ? 1.5 : unit === "dragon" ? 4 : UNIT_STRENGTH[unit];
  const matters = (boardOf(view).areas[area]?.castle != null ? 1 : 0) + (boardOf(view).homeArea[me] === area ? 2 : 0) + threatTo(view, area, me) * 0.2;
  return -strength - matters + (view.areas[area]?.units.length ?? 0) * 0.1;
}

export const cardStrength = (card: string): number => HOUSE_CARDS[card]?.strength ?? 0;

/**
 * Named options (`choose`), by the prompt's kind (the engine names the purpose: Westeros cards,
 * wildling cards, card abilities in combat). A beginner's fixed preferences; unknown options
 * fall back to their value as a house card (discard the opponent's best) or an area.
 */
const PREFERENCES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "a-throne-of-blades": { mustering: 3, supply: 2, nothing: 0 },
  "dark-wings-dark-words": { "game-of-thrones": 3, "clash-of-kings": 2, nothing: 0 },
  // Our marches profit when nobody may defend; March +1 is the bigger threat against us only when threatened.
  "put-to-the-sword": { "no-defense": 2, "no-march-special": 1, nothing: 0 },
  // Losing King's Court costs special orders; the Fiefdoms track matters less to a beginner.
  "king-beyond-the-wall-lesser": { fiefdoms: 2, kingsCourt: 1 },
  "king-beyond-the-wall-reward": { ironThrone: 3, kingsCourt: 2, fiefdoms: 1 },
  "preemptive-raid-penalty": { "drop-influence": 2, "destroy-units": 1 },
};

export function scoreChoice(view: GameView, me: HouseId, purpose: string, subject: HouseId | null, choice: string): number {
  const loyalty = scoreLoyaltyChoice(view, me, purpose, choice);
  if (loyalty !== null) return loyalty;
  const table = PREFERENCES[purpose];
  if (table && choice in table) return table[choice]!;
  if (purpose === "preemptive-raid-track") {
    // We pick where someone drops: spare ourselves, hurt the others where it hurts most.
    const order: Record<string, number> = subject === me ? { fiefdoms: 3, ironThrone: 2, kingsCourt: 1 } : { kingsCourt: 3, ironThrone: 2, fiefdoms: 1 };
    return order[choice] ?? 0;
  }
  if (choice === "cancel") return 2;
  if (choice === "pass") return 0.2;
  const card = HOUSE_CARDS[choice];
  if (card) return card.house === me ? -card.strength : card.strength;
  const area = boardOf(view).areas[choice];
  if (area) return 1 + area.power + area.supply + (area.castle === "stronghold" ? 2 : area.castle ? 1 : 0) + threatTo(view, choice, me) * 0.3;
  return 0.5;
}
