/**
 * Daenerys Targaryen (MoD deck B, 4), after combat, win or lose: the opponent discards as many
 * available power tokens as the difference between the two final combat strengths (blade and Tides
 * of Battle included), all it has if fewer; a vassal has none to lose (alt-house-cards.md 2.8).
 * The blade holder is always asked about the blade in this engine, so the peer's forced question
 * needs nothing more.
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { losePower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";

export const daenerysTargaryenB: CardAbility = {
  card: "daenerys-targaryen-b",
  readsFinalTotals: true,
  afterCombat(g, f, side, ctx) {
    const t = f.finalTotals;
    if (!t) return;
    const foe = opponentHouse(f, side);
    const lost = losePower(g, foe, Math.abs(t.attacker - t.defender));
    if (lost > 0) ctx.emit("combat-ability", `Daenerys Targaryen: ${HOUSE_NAMES[foe]} discards ${lost} power (${HOUSE_NAMES[houseOf(f, side)]}'s card).`, { card: "daenerys-targaryen-b", house: foe, lost });
  },
};
