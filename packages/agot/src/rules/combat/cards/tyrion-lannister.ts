/**
 * Tyrion Lannister (1), cancel step: Lannister may cancel the opponent's card. It goes back to the
 * opponent's hand and he must play a different one, face up; with no other card he fights with no
 * card at all (cards.md 7 #2). The new card's "immediately" text still resolves (cards.md 7 #3);
 * Tyrion resolves once, so the new card cannot be cancelled again (cards.md 7 #1).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import type { Action } from "../../../actions.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import { playCardOpenly } from "../cards-step.ts";
import { otherSide } from "../frames.ts";
import { chooseDecision, PASS } from "./choice.ts";
import { writableCards } from "../../../engine/clone.ts";

const CANCEL = "cancel";

export const tyrionLannister: CardAbility = {
  card: "tyrion-lannister",
  cancel(_g, f, side) {
    if (f.sides[otherSide(side)]!.card === null) return;
    f.decision = { kind: "tyrion", house: f.sides[side]!.house, side, options: [CANCEL, PASS] };
  },
  decisions: {
    tyrion: chooseDecision(
      (_g, f, d) => `Tyrion Lannister: cancel ${houseCard(f.sides[otherSide(d.side!)]!.card!).name} and make ${opponentHouse(f, d.side!)} choose another card?`,
      (g, f, d, choice, ctx) => {
        if (choice !== CANCEL) return;
        const foe = otherSide(d.side!);
        const s = f.sides[foe]!;
        const cancelled = s.card!;
        const cards = writableCards(g, s.house);
        cards.hand = [...cards.hand, cancelled];
        s.card = null;
        ctx.emit("combat-ability", `Tyrion Lannister cancels ${houseCard(cancelled).name}; ${HOUSE_NAMES[s.house]} must choose another card.`, {
          card: "tyrion-lannister",
          cancelled,
        });
        const others = g.houseCards[s.house]!.hand.filter((c) => c !== cancelled);
        if (others.length === 0) return playCardOpenly(g, f, foe, null, ctx);
        f.decision = { kind: "tyrion-replacement", house: s.house, side: foe, options: others };
      },
    ),
    "tyrion-replacement": {
      text: () => "Tyrion Lannister cancelled your card: play a different house card.",
      legal: (_g, _f, d) => d.options!.map((card): Action => ({ type: "house-card", card })),
      apply(g, f, d, action, ctx) {
        if (action.type === "house-card") playCardOpenly(g, f, d.side!, action.card, ctx);
      },
    },
  },
};
