/**
 * Arianne Martell (1): if Martell defends and loses, the attackers do not enter; they go back to
 * their origin, not routed (AG-7). Martell still retreats; a Martell power token in the area stays
 * (cards.md 7 #22, uncertain there; the peer's reading per AG-10).
 */
import type { CardAbility } from "../ability.ts";

export const arianneMartell: CardAbility = {
  card: "arianne-martell",
  winLose(_g, f, side, ctx) {
    if (side !== "defender" || f.victor !== "attacker") return;
    f.attackersStayOut = true;
    ctx.emit("combat-ability", "Arianne Martell: the attackers may not enter the area and return where they came from.", { card: "arianne-martell" });
  },
};
