/** Balon Greyjoy (2): the opponent's printed strength counts 0; the opponent's own text bonuses still add (AG-8). */
import type { CardAbility } from "../ability.ts";

export const balonGreyjoy: CardAbility = { card: "balon-greyjoy", zeroesOpponentPrinted: true };
