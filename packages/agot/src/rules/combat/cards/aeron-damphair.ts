/**
 * Aeron Damphair (0), immediately: Greyjoy may pay 2 available power to discard Aeron and play
 * another card from hand instead, whose own "immediately" text then resolves. Impossible with fewer
 * than 2 power or no other card (cards.md 2.2). Tyrion, a cancel, resolves before (cards.md 7 #1).
 */
import type { Action } from "../../../actions.ts";
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { losePower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { playCardOpenly } from "../cards-step.ts";
import { chooseDecision, PASS } from "./choice.ts";
import { writableCards } from "../../../engine/clone.ts";

const SWAP = "swap";
export const AERON_COST = 2;

export const aeronDamphair: CardAbility = {
  card: "aeron-damphair",
  immediately(g, f, side) {
    const house = f.sides[side]!.house;
    if ((g.power[house] ?? 0) < AERON_COST || (g.houseCards[house]?.hand.length ?? 0) === 0) return;
    f.decision = { kind: "aeron", house, side, options: [SWAP, PASS] };
  },
  decisions: {
    aeron: chooseDecision(
      () => `Aeron Damphair: pay ${AERON_COST} power to discard Aeron and play another house card?`,
      (g, f, d, choice, ctx) => {
        if (choice !== SWAP) return;
        const s = f.sides[d.side!]!;
        losePower(g, s.house, AERON_COST);
        const cards = writableCards(g, s.house);
        cards.discard = [...cards.discard, "aeron-damphair"];
        s.card = null;
        ctx.emit("combat-ability", `Aeron Damphair: ${HOUSE_NAMES[s.house]} pays ${AERON_COST} power and discards Aeron.`, { card: "aeron-damphair" });
        f.decision = { kind: "aeron-replacement", house: s.house, side: d.side!, options: [...g.houseCards[s.house]!.hand] };
      },
    ),
    "aeron-replacement": {
      text: () => "Aeron Damphair: play another house card in his place.",
      legal: (_g, _f, d) => d.options!.map((card): Action => ({ type: "house-card", card })),
      apply(g, f, d, action, ctx) {
        if (action.type === "house-card") playCardOpenly(g, f, d.side!, action.card, ctx);
      },
    },
  },
};
