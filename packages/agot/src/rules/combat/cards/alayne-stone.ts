/**
 * Alayne Stone (AFfC, 1), if Arryn wins: when Arryn controls The Eyrie (or fights for it now, since
 * it holds it at the end of this combat) and the opponent is no vassal, Arryn may discard 2
 * available power tokens to make the opponent discard all of its own (alt-house-cards.md 2.7).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { controller } from "../../control.ts";
import { isVassal } from "../../commanders.ts";
import { losePower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";
import { homeArea } from "./home-area.ts";

export const ALAYNE_COST = 2;
const PAY = "pay";

export const alayneStone: CardAbility = {
  card: "alayne-stone",
  winLose(g, f, side) {
    if (f.victor !== side) return;
    const house = houseOf(f, side);
    const home = homeArea(g, house);
    if (home === null || (controller(g, home) !== house && f.start.to !== home)) return;
    if (isVassal(g, opponentHouse(f, side)) || (g.power[house] ?? 0) < ALAYNE_COST) return;
    f.decision = { kind: "alayne-stone", house, side, options: [PAY, PASS] };
  },
  decisions: {
    "alayne-stone": chooseDecision(
      (_g, f, d) => `Alayne Stone: pay ${ALAYNE_COST} power to make ${HOUSE_NAMES[opponentHouse(f, d.side!)]} discard all of its available power?`,
      (g, f, d, choice, ctx) => {
        if (choice !== PAY) return;
        const foe = opponentHouse(f, d.side!);
        losePower(g, d.house, ALAYNE_COST);
        const lost = losePower(g, foe, g.power[foe] ?? 0);
        ctx.emit("combat-ability", `Alayne Stone: ${HOUSE_NAMES[foe]} discards ${lost} power.`, { card: "alayne-stone", house: foe, lost });
      },
    ),
  },
};
