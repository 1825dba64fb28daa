/**
 * Doran Martell (ADwD, 4): for each other card in Martell's hand when strength is computed, +1
 * sword, +1 fortification and -1 strength (never below 0: `cardStrength` floors it)
 * (alt-house-cards.md 2.4: 3 cards in hand give 1, 3 swords, 3 fortifications).
 */
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";

const inHand = (g: Game, f: CombatFrame, side: Side): number => g.houseCards[houseOf(f, side)]?.hand.length ?? 0;

export const doranMartellDwd: CardAbility = {
  card: "doran-martell-dwd",
  strength: (g, f, side) => -inHand(g, f, side),
  swords: (g, f, side) => inHand(g, f, side),
  fortifications: (g, f, side) => inHand(g, f, side),
};
