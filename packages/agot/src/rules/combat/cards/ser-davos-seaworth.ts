/**
 * Ser Davos Seaworth (2): +1 strength and +1 sword while Stannis is in Baratheon's discard pile.
 * As the last card, the pile is only recycled at clean-up, after swords count (cards.md 7 #19).
 */
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";

const stannisDiscarded = (g: Game, f: CombatFrame, side: Side): number =>
  g.houseCards[houseOf(f, side)]?.discard.includes("stannis-baratheon") ? 1 : 0;

export const serDavosSeaworth: CardAbility = {
  card: "ser-davos-seaworth",
  strength: stannisDiscarded,
  swords: stannisDiscarded,
};
