/** Victarion Greyjoy (3): when Greyjoy attacks, each Greyjoy ship attacking or supporting Greyjoy is worth 2 (cards.md 2.2). */
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const victarionGreyjoy: CardAbility = {
  card: "victarion-greyjoy",
  unitStrength: (_g, f, side, unit, unitHouse, forSide, value) =>
    side === "attacker" && forSide === "attacker" && unit.type === "ship" && unitHouse === houseOf(f, side) ? value + 1 : value,
};
