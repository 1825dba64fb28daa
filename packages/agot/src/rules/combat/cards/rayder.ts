/**
 * Mance Rayder (ADwD, 0): Baratheon's final combat strength is the wildling threat (0-12), whatever
 * its units, orders, support, blade or Tides of Battle (alt-house-cards.md 2.1); the blade is then
 * not offered to Baratheon (`bladeSide`). Against Margaery the override of the house lower on the
 * Iron Throne track wins (`overriddenTotal`).
 */
import type { CardAbility } from "../ability.ts";

export const rayder: CardAbility = {
  card: "rayder",
  finalTotal: (g, _f, side) => ({ side, total: g.wildlings.threat }),
};
