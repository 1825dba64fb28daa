/**
 * Littlefinger (AFfC, 3), after combat, win or lose: if Arryn controls The Eyrie (its home area) at
 * that moment, it gains power tokens equal to twice the printed strength of the opponent's card
 * (0 when the opponent had none; a vassal card's strength counts) (alt-house-cards.md 2.7).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import { controller } from "../../control.ts";
import { gainPower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { otherSide } from "../frames.ts";
import { homeArea } from "./home-area.ts";

export const littlefinger: CardAbility = {
  card: "littlefinger",
  afterCombat(g, f, side, ctx) {
    const house = houseOf(f, side);
    const home = homeArea(g, house);
    if (home === null || controller(g, home) !== house) return;
    const foeCard = f.sides[otherSide(side)]?.card ?? null;
    const n = 2 * (foeCard === null ? 0 : houseCard(foeCard).strength);
    if (n === 0) return;
    const got = gainPower(g as Game, house, n);
    ctx.emit("combat-ability", `Littlefinger: ${HOUSE_NAMES[house]} gains ${got} power.`, { card: "littlefinger", gained: got });
  },
};
