/**
 * Margaery Tyrell (ADwD, 0): when Tyrell defends its home area (Highgarden) or an area holding a
 * Tyrell power token, the opponent's final combat strength is 2, whatever it would have been
 * (alt-house-cards.md 2.6); the opponent is then not offered the blade (`bladeSide`). Against Mance
 * Rayder see `overriddenTotal`.
 */
import { boardOf } from "../../../data/board.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { otherSide } from "../frames.ts";

export const MARGAERY_TOTAL = 2;

export const margaeryTyrellDwd: CardAbility = {
  card: "margaery-tyrell-dwd",
  finalTotal(g, f, side) {
    if (side !== "defender") return null;
    const house = houseOf(f, side);
    const home = boardOf(g).areas[f.start.to]!.home === house;
    return home || g.areas[f.start.to]!.powerToken === house ? { side: otherSide(side), total: MARGAERY_TOTAL } : null;
  },
};
