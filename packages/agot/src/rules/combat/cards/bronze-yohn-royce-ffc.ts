/**
 * Bronze Yohn Royce (AFfC, 4): +1 strength when Arryn has more available power tokens than the
 * opponent (alt-house-cards.md 2.7). Never against a vassal (ruling AG-22): FFG's answer quoted in
 * [SR#1466]; the peer's later reading (+1 from a single token, as a vassal holds none) cites no source.
 */
import { isVassal } from "../../commanders.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";

export const bronzeYohnRoyceFfc: CardAbility = {
  card: "bronze-yohn-royce-ffc",
  strength: (g, f, side) => {
    const opponent = opponentHouse(f, side);
    if (isVassal(g, opponent)) return 0;
    return (g.power[houseOf(f, side)] ?? 0) > (g.power[opponent] ?? 0) ? 1 : 0;
  },
};
