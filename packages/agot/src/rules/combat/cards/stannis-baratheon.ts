/** Stannis Baratheon (4): +1 if the opponent is higher on the Iron Throne track, read when strength is counted (cards.md 2.2). */
import { position } from "../../tracks.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";

export const stannisBaratheon: CardAbility = {
  card: "stannis-baratheon",
  strength: (g, f, side) => (position(g, "ironThrone", opponentHouse(f, side)) < position(g, "ironThrone", houseOf(f, side)) ? 1 : 0),
};
