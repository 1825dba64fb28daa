/** Power tokens: 20 per house, in the pool, available (behind the screen) or on the board (p.4, p.24). */
import { POWER_TOKENS_PER_HOUSE, type HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import { isVassal } from "./commanders.ts";

export function powerOnBoard(g: Game, house: HouseId): number {
  let n = 0;
  // for-in: a count does not depend on the order, and it avoids a keyed lookup per area.
  const areas = g.areas;
  for (const id in areas) if (areas[id]!.powerToken === house) n++;
  return n;
}

/** Power tokens on the board by house, in one walk over the board (for questions about every house at once). */
export function powerOnBoardByHouse(g: Game): Partial<Record<HouseId, number>> {
  const out: Partial<Record<HouseId, number>> = {};
  const areas = g.areas;
  for (const id in areas) {
    const h = areas[id]!.powerToken;
    if (h !== null) out[h] = (out[h] ?? 0) + 1;
  }
  return out;
}

/** Tokens left in the Power Pool for `house`. */
export function powerPool(g: Game, house: HouseId): number {
  return POWER_TOKENS_PER_HOUSE - (g.power[house] ?? 0) - powerOnBoard(g, house);
}

/** Takes up to `n` tokens from the pool; a house can never hold more than its 20 tokens. Returns how many. */
export function gainPower(g: Game, house: HouseId, n: number): number {
  // "Vassals cannot collect or spend power tokens" (summary "Additional vassal rules").
  if (g.mod?.vassals !== undefined && isVassal(g, house)) return 0;
  const got = Math.max(0, Math.min(n, powerPool(g, house)));
  g.power[house] = (g.power[house] ?? 0) + got;
  return got;
}

/** Discards up to `n` available tokens to the pool. Returns how many. */
export function losePower(g: Game, house: HouseId, n: number): number {
  const lost = Math.max(0, Math.min(n, g.power[house] ?? 0));
  g.power[house] = (g.power[house] ?? 0) - lost;
  return lost;
}
