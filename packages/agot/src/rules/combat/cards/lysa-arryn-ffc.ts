/**
 * Lysa Arryn (AFfC, 0), after combat, win or lose: if the opponent (never a vassal) has more
 * available power tokens than Arryn after clean-up, Arryn gains 3 (alt-house-cards.md 2.7).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import { isVassal } from "../../commanders.ts";
import { gainPower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";

export const LYSA_FFC_POWER = 3;

export const lysaArrynFfc: CardAbility = {
  card: "lysa-arryn-ffc",
  afterCombat(g, f, side, ctx) {
    const house = houseOf(f, side);
    const foe = opponentHouse(f, side);
    if (isVassal(g, foe) || (g.power[foe] ?? 0) <= (g.power[house] ?? 0)) return;
    const got = gainPower(g as Game, house, LYSA_FFC_POWER);
    ctx.emit("combat-ability", `Lysa Arryn: ${HOUSE_NAMES[house]} gains ${got} power.`, { card: "lysa-arryn-ffc", gained: got });
  },
};
