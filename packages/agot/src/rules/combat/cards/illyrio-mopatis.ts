/**
 * Illyrio Mopatis (0), Mother of Dragons (cards.md 6.3): after the combat Targaryen gains power
 * tokens equal to the difference between the two final combat strengths (the blade and Tides of
 * Battle included, cards.md 7 #8); then, if it has 5 or more available power, Illyrio leaves the
 * game. The difference is taken when the victor is known (the win/lose step, right after the final
 * totals) and kept in the frame's `resolved` list until after the combat.
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { gainPower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { removeFromGame } from "../resolution.ts";
import { strength } from "../strength.ts";

const CARD = "illyrio-mopatis";
const MARK = "illyrio:";
const REMOVE_AT = 5;

export const illyrioMopatis: CardAbility = {
  card: CARD,
  winLose(g, f) {
    f.resolved.push(MARK + Math.abs(strength(g, f, "attacker").total - strength(g, f, "defender").total));
  },
  afterCombat(g, f, side, ctx) {
    const house = houseOf(f, side);
    const mark = f.resolved.find((r) => r.startsWith(MARK));
    const got = gainPower(g, house, Number(mark?.slice(MARK.length) ?? 0));
    ctx.emit("combat-ability", `Illyrio Mopatis: ${HOUSE_NAMES[house]} gains ${got} power.`, { card: CARD, house, power: got });
    if ((g.power[house] ?? 0) >= REMOVE_AT && g.houseCards[house]!.discard.includes(CARD)) {
      removeFromGame(g, house, CARD);
      ctx.emit("combat-ability", "Illyrio Mopatis is removed from the game.", { card: CARD, removed: CARD });
    }
  },
};
