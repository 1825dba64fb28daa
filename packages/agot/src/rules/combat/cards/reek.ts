/**
 * Reek (ADwD, 0), two texts (alt-house-cards.md 2.3). Immediately: Ramsay Bolton in Stark's discard
 * pile goes back to its hand. If Stark loses: Stark may take Reek back into hand instead of
 * discarding him (kept in the frame until clean-up, like Lysa Arryn's choice).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { spliced, writableCards } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

const CARD = "reek";
const RETURN = "return-to-hand";
const KEPT = `kept:${CARD}`;

export const reek: CardAbility = {
  card: CARD,
  immediately(g, f, side, ctx) {
    const house = houseOf(f, side);
    const discard = g.houseCards[house]?.discard ?? [];
    if (!discard.includes("ramsay-bolton")) return;
    const cards = writableCards(g, house);
    cards.discard = spliced(cards.discard, cards.discard.indexOf("ramsay-bolton"));
    cards.hand = [...cards.hand, "ramsay-bolton"];
    ctx.emit("combat-ability", `Reek: Ramsay Bolton goes back to ${HOUSE_NAMES[house]}'s hand.`, { card: CARD, returned: "ramsay-bolton" });
  },
  winLose(_g, f, side) {
    if (f.victor === side) return;
    f.decision = { kind: "reek", house: houseOf(f, side), side, options: [RETURN, PASS] };
  },
  decisions: {
    reek: chooseDecision(
      () => "Reek: take him back into your hand instead of the discard pile?",
      (_g, f, _d, choice, ctx) => {
        if (choice !== RETURN) return;
        f.resolved.push(KEPT);
        ctx.emit("combat-ability", "Reek will go back to Stark's hand.", { card: CARD });
      },
    ),
  },
  cleanup(g, f, side) {
    if (!f.resolved.includes(KEPT)) return false;
    const cards = writableCards(g, houseOf(f, side));
    cards.hand = [...cards.hand, CARD];
    return true;
  },
};
