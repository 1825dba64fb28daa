/**
 * Patchface (0), after combat: Baratheon may look at the opponent's hand (as refreshed by clean-up)
 * and discard one card of it; an emptied hand takes back the rest of its discard pile at once, the
 * Patchfaced card staying discarded (cards.md 7 #21). Empty hand, no effect.
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import { spliced, writableCards } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import { recycleIfEmpty } from "../resolution.ts";
import { chooseDecision, PASS } from "./choice.ts";

export const patchface: CardAbility = {
  card: "patchface",
  afterCombat(g, f, side) {
    const hand = g.houseCards[opponentHouse(f, side)]?.hand ?? [];
    if (hand.length > 0) f.decision = { kind: "patchface", house: f.sides[side]!.house, side, options: [...hand, PASS] };
  },
  decisions: {
    patchface: chooseDecision(
      (_g, f, d) => `Patchface: discard one card from ${HOUSE_NAMES[opponentHouse(f, d.side!)]}'s hand, or pass.`,
      (g, f, d, card, ctx) => {
        if (card === PASS) return;
        const foe = opponentHouse(f, d.side!);
        const cards = writableCards(g, foe);
        cards.hand = spliced(cards.hand, cards.hand.indexOf(card));
        cards.discard = [...cards.discard, card];
        ctx.emit("combat-ability", `Patchface discards ${HOUSE_NAMES[foe]}'s ${houseCard(card).name}.`, { card: "patchface", discarded: card });
        recycleIfEmpty(g, foe, card, ctx);
      },
    ),
  },
};
