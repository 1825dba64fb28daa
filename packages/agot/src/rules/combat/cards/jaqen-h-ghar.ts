/**
 * Jaqen H'ghar (vassal card, 1), cancel step: the opponent's card goes back to its hand and a card
 * drawn at random from that hand (perhaps the same one) becomes its card, face up; that card's
 * texts then resolve as usual (cards.md 6.4.3). The draw uses the game's seeded generator.
 */
import { pick } from "@kingsroad/core";
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import { writableCards } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";
import { playCardOpenly } from "../cards-step.ts";
import { otherSide } from "../frames.ts";

export const jaqenHGhar: CardAbility = {
  card: "jaqen-h-ghar",
  cancel(g, f, side, ctx) {
    const foe = otherSide(side);
    const s = f.sides[foe]!;
    const cancelled = s.card;
    if (cancelled === null) return;
    const cards = writableCards(g, s.house);
    cards.hand = [...cards.hand, cancelled];
    s.card = null;
    const [card, rng] = pick(g.rng, g.houseCards[s.house]!.hand);
    g.rng = [...rng] as typeof g.rng;
    ctx.emit("combat-ability", `Jaqen H'ghar sends ${houseCard(cancelled).name} back to ${HOUSE_NAMES[s.house]}'s hand and draws one of its cards at random.`, {
      card: "jaqen-h-ghar",
      cancelled,
    });
    playCardOpenly(g, f, foe, card, ctx);
  },
};
