/**
 * Rakharo (MoD deck B, 1): in a land area without a castle or stronghold, each Targaryen knight in
 * Targaryen's army (not supporting ones, not routed ones) is worth 4 instead of 2, attacking or
 * defending (alt-house-cards.md 2.8).
 */
import { boardOf } from "../../../data/board.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const rakharo: CardAbility = {
  card: "rakharo",
  unitStrength(g, f, side, unit, unitHouse, forSide, value, inArmy) {
    const area = boardOf(g).areas[f.start.to]!;
    if (!inArmy || forSide !== side || unit.type !== "knight" || unitHouse !== houseOf(f, side)) return value;
    return area.kind === "land" && area.castle === null ? value + 2 : value;
  },
};
