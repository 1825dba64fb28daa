/**
 * Varys (vassal card, 0), after combat, won or lost: the vassal moves to the top of the Fiefdoms
 * track (cards.md 6.4.3). It still never holds the Valyrian Steel Blade: the highest player below
 * it does (summary "Bidding with vassals"; tracks.ts `dominanceHolder`).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { moveOnTrack } from "../../tracks.ts";
import type { CardAbility } from "../ability.ts";

export const varys: CardAbility = {
  card: "varys",
  afterCombat(g, f, side, ctx) {
    const house = f.sides[side]!.house;
    moveOnTrack(g, "fiefdoms", house, 0);
    ctx.emit("combat-ability", `Varys: ${HOUSE_NAMES[house]} moves to the top of the Fiefdoms track.`, { card: "varys", house });
  },
};
