/**
 * Qarl the Maid (ADwD, 1): if Greyjoy attacked and lost, it gains 3 power tokens (from its pool:
 * never past 20) (alt-house-cards.md 2.5).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import { gainPower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const QARL_POWER = 3;

export const qarlTheMaid: CardAbility = {
  card: "qarl-the-maid",
  winLose(g, f, side, ctx) {
    if (f.victor === side || side !== "attacker") return;
    const house = houseOf(f, side);
    const got = gainPower(g as Game, house, QARL_POWER);
    ctx.emit("combat-ability", `Qarl the Maid: ${HOUSE_NAMES[house]} gains ${got} power.`, { card: "qarl-the-maid", gained: got });
  },
};
