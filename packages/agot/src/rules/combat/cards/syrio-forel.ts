/**
 * Syrio Forel (vassal card, 1), only while the vassal defends: every footman of a house that is not
 * a vassal counts 0 in this combat, in an army or in support (cards.md 6.4.3).
 */
import type { CardAbility } from "../ability.ts";
import { isVassal } from "../../commanders.ts";

export const syrioForel: CardAbility = {
  card: "syrio-forel",
  unitStrength(g, _f, side, unit, unitHouse, _forSide, value) {
    return side === "defender" && unit.type === "footman" && !isVassal(g, unitHouse) ? 0 : value;
  },
};
