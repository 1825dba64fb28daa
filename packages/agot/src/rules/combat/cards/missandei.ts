/**
 * Missandei (MoD deck B, 0), if Targaryen loses by 2 or less (final totals): Targaryen may take one
 * other card of its discard pile back into hand; removed cards are not in the pile
 * (alt-house-cards.md 2.8).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import { spliced, writableCards } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

export const MISSANDEI_MARGIN = 2;

export const missandei: CardAbility = {
  card: "missandei",
  readsFinalTotals: true,
  winLose(g, f, side) {
    const t = f.finalTotals;
    if (f.victor === side || !t || Math.abs(t.attacker - t.defender) > MISSANDEI_MARGIN) return;
    const house = houseOf(f, side);
    const pile = (g.houseCards[house]?.discard ?? []).filter((c) => c !== "missandei");
    if (pile.length > 0) f.decision = { kind: "missandei", house, side, options: [...pile, PASS] };
  },
  decisions: {
    missandei: chooseDecision(
      () => "Missandei: take one card of your discard pile back into your hand?",
      (g, _f, d, card, ctx) => {
        if (card === PASS) return;
        const cards = writableCards(g, d.house);
        cards.discard = spliced(cards.discard, cards.discard.indexOf(card));
        cards.hand = [...cards.hand, card];
        ctx.emit("combat-ability", `Missandei: ${HOUSE_NAMES[d.house]} takes ${houseCard(card).name} back.`, { card: "missandei", returned: card });
      },
    ),
  },
};
