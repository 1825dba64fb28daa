/**
 * Ser Vardis Egen (2), Mother of Dragons (cards.md 6.2): +1 strength and +2 fortifications when the
 * opponent's card has a printed strength of 2 or less; nothing when the opponent has no card.
 */
import { houseCard } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { otherSide, type CombatFrame, type Side } from "../frames.ts";

const weakOpponent = (f: CombatFrame, side: Side): boolean => {
  const card = f.sides[otherSide(side)]?.card ?? null;
  return card !== null && houseCard(card).strength <= 2;
};

export const serVardisEgen: CardAbility = {
  card: "ser-vardis-egen",
  strength: (_g: Game, f, side) => (weakOpponent(f, side) ? 1 : 0),
  fortifications: (_g: Game, f, side) => (weakOpponent(f, side) ? 2 : 0),
};
