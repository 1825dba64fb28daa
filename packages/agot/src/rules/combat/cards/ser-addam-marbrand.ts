/**
 * Ser Addam Marbrand (ADwD, 1): when Lannister attacks, each Lannister knight in the attacking army
 * or supporting Lannister is worth 3 instead of 2; routed knights stay at 0 and other houses'
 * supporting knights are not raised (alt-house-cards.md 2.2).
 */
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const serAddamMarbrand: CardAbility = {
  card: "ser-addam-marbrand",
  unitStrength: (_g, f, side, unit, unitHouse, forSide, value) =>
    side === "attacker" && forSide === side && unit.type === "knight" && unitHouse === houseOf(f, side) ? value + 1 : value,
};
