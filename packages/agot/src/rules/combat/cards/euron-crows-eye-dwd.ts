/**
 * Euron Crow's Eye (ADwD, 4): +1 strength when the opponent is above Greyjoy on the Fiefdoms track,
 * read when strength is computed (alt-house-cards.md 2.5).
 */
import { position } from "../../tracks.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";

export const euronCrowsEyeDwd: CardAbility = {
  card: "euron-crows-eye-dwd",
  strength: (g, f, side) => (position(g, "fiefdoms", opponentHouse(f, side)) < position(g, "fiefdoms", houseOf(f, side)) ? 1 : 0),
};
