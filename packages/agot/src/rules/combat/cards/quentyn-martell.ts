/**
 * Quentyn Martell (ADwD, 1): +1 strength per card in Martell's discard pile when strength is
 * computed; Quentyn is not there yet and removed cards are not in the pile (alt-house-cards.md 2.4).
 */
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const quentynMartell: CardAbility = {
  card: "quentyn-martell",
  strength: (g, f, side) => g.houseCards[houseOf(f, side)]?.discard.length ?? 0,
};
