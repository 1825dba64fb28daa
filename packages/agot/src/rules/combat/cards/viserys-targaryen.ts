/**
 * Viserys Targaryen (1), Mother of Dragons (cards.md 6.3): when the "immediately" texts resolve,
 * Targaryen may discard one other card from its hand; Viserys gains that card's printed strength
 * (the hand, if emptied, is recycled at clean-up as usual). If Targaryen loses the combat, Viserys
 * leaves the game, whether or not his text was used.
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import { spliced, writableCards } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { removeFromGame } from "../resolution.ts";
import { chooseDecision, PASS } from "./choice.ts";

const CARD = "viserys-targaryen";
/** `resolved` holds `viserys:<card>` once a card was discarded for him. */
const MARK = "viserys:";

export const viserysTargaryen: CardAbility = {
  card: CARD,
  immediately(g, f, side) {
    const others = (g.houseCards[houseOf(f, side)]?.hand ?? []).filter((c) => c !== CARD);
    if (others.length > 0) f.decision = { kind: "viserys", house: houseOf(f, side), side, options: [...others, PASS] };
  },
  strength(_g, f) {
    const mark = f.resolved.find((r) => r.startsWith(MARK));
    return mark ? houseCard(mark.slice(MARK.length)).strength : 0;
  },
  decisions: {
    viserys: chooseDecision(
      () => "Viserys Targaryen: discard another card from your hand to add its printed strength to his, or pass.",
      (g, f, d, card, ctx) => {
        if (card === PASS) return;
        const house = houseOf(f, d.side!);
        const cards = writableCards(g, house);
        cards.hand = spliced(cards.hand, cards.hand.indexOf(card));
        cards.discard = [...cards.discard, card];
        f.resolved.push(MARK + card);
        ctx.emit("combat-ability", `Viserys Targaryen: ${HOUSE_NAMES[house]} discards ${houseCard(card).name} for +${houseCard(card).strength}.`, {
          card: CARD,
          discarded: card,
        });
      },
    ),
  },
  cleanup(g, f, side, ctx) {
    if (f.victor === side) return false;
    removeFromGame(g, houseOf(f, side), CARD);
    ctx.emit("combat-ability", "Viserys Targaryen is removed from the game.", { card: CARD, removed: CARD });
    return true;
  },
};
