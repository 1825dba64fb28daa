/**
 * Melisandre (ADwD, 2), after combat, win or lose: Baratheon may take one card of its discard pile
 * back into hand by discarding as many available power tokens as that card's printed strength;
 * Melisandre herself is in the pile by then and may come back (alt-house-cards.md 2.1).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import { spliced, writableCards } from "../../../engine/clone.ts";
import { losePower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

export const melisandreDwd: CardAbility = {
  card: "melisandre-dwd",
  afterCombat(g, f, side) {
    const house = houseOf(f, side);
    const power = g.power[house] ?? 0;
    const payable = (g.houseCards[house]?.discard ?? []).filter((c) => houseCard(c).strength <= power);
    if (payable.length > 0) f.decision = { kind: "melisandre", house, side, options: [...payable, PASS] };
  },
  decisions: {
    melisandre: chooseDecision(
      () => "Melisandre: take a card of your discard pile back into hand, paying its strength in power tokens?",
      (g, _f, d, card, ctx) => {
        if (card === PASS) return;
        const paid = losePower(g, d.house, houseCard(card).strength);
        const cards = writableCards(g, d.house);
        cards.discard = spliced(cards.discard, cards.discard.indexOf(card));
        cards.hand = [...cards.hand, card];
        ctx.emit("combat-ability", `Melisandre: ${HOUSE_NAMES[d.house]} pays ${paid} power and takes ${houseCard(card).name} back.`, { card: "melisandre-dwd", returned: card, paid });
      },
    ),
  },
};
