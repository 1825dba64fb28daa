/**
 * Salladhor Saan (1): while Baratheon is supported (by anyone, itself included, and only while
 * that Support order stands: cards.md 7 #6, AG-9), every non-Baratheon ship on either side adds 0.
 * Against Victarion the cards apply in Iron Throne order (cards.md 7 #5, AG-10).
 */
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { isSupported } from "../support.ts";

export const salladhorSaan: CardAbility = {
  card: "salladhor-saan",
  unitStrength: (g, f, side, unit, unitHouse, _forSide, value) =>
    unit.type === "ship" && unitHouse !== houseOf(f, side) && isSupported(g, f, side) ? 0 : value,
};
