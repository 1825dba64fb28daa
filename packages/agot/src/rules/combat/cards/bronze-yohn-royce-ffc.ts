/**
 * Bronze Yohn Royce (AFfC, 4): +1 strength when Arryn has more available power tokens than the
 * opponent (alt-house-cards.md 2.7). A vassal holds no tokens, so against one Arryn needs a single
 * token: the peer's current reading (UNCERTAIN there; it once never gave the bonus against a vassal).
 */
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";

export const bronzeYohnRoyceFfc: CardAbility = {
  card: "bronze-yohn-royce-ffc",
  strength: (g, f, side) => ((g.power[houseOf(f, side)] ?? 0) > (g.power[opponentHouse(f, side)] ?? 0) ? 1 : 0),
};
