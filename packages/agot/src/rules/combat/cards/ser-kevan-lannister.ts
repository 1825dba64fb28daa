/**
 * Ser Kevan Lannister (1): when Lannister attacks, each Lannister footman attacking or supporting
 * Lannister is worth 2; other houses' footmen and routed footmen are not (cards.md 7 #4).
 */
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const serKevanLannister: CardAbility = {
  card: "ser-kevan-lannister",
  unitStrength: (_g, f, side, unit, unitHouse, forSide, value) =>
    side === "attacker" && forSide === "attacker" && unit.type === "footman" && unitHouse === houseOf(f, side) ? value + 1 : value,
};
