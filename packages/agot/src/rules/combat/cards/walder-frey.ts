/**
 * Walder Frey (ADwD, 1), before combat, mandatory: every house other than the opponent that
 * declared support for the opponent now supports Stark instead (alt-house-cards.md 2.3). A vassal
 * of the opponent's banner keeps backing it: a vassal never supports against its commander
 * (cards.md 6.4.2), although the peer flips it too (UNCERTAIN there; our reading keeps the vassal
 * rule). A later Stannis (ADwD) still cancels all support.
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { hasVassals, sameBanner } from "../../commanders.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";
import { otherSide } from "../frames.ts";

export const walderFrey: CardAbility = {
  card: "walder-frey",
  beforeCombat(g, f, side, ctx) {
    const foeSide = otherSide(side);
    const foe = opponentHouse(f, side);
    const turned: string[] = [];
    f.support = f.support.map((s) => {
      if (s.side !== foeSide || s.house === foe || (hasVassals(g) && sameBanner(g, s.house, foe))) return s;
      turned.push(s.house);
      return { ...s, side };
    });
    if (turned.length > 0)
      ctx.emit("combat-ability", `Walder Frey turns ${turned.map((h) => HOUSE_NAMES[h as keyof typeof HOUSE_NAMES]).join(", ")} to support ${HOUSE_NAMES[houseOf(f, side)]}.`, {
        card: "walder-frey",
        houses: turned,
      });
  },
};
