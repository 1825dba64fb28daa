/** Tywin Lannister (4): if Lannister wins, it gains 2 power tokens, within its 20 (cards.md 2.2). */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { gainPower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";

export const tywinLannister: CardAbility = {
  card: "tywin-lannister",
  winLose(g, f, side, ctx) {
    if (f.victor !== side) return;
    const house = f.sides[side]!.house;
    const got = gainPower(g, house, 2);
    ctx.emit("combat-ability", `Tywin Lannister: ${HOUSE_NAMES[house]} gains ${got} power.`, { card: "tywin-lannister", power: got });
  },
};
