/**
 * Lysa Arryn (4), Mother of Dragons (cards.md 6.2): if Arryn defends with a Defense order (any) in
 * the embattled area and wins, Arryn may return Lysa to its hand instead of the discard pile.
 * The choice is made when the combat is won and kept in the frame's `resolved` list until clean-up.
 */
import { ORDERS } from "../../../data/orders.ts";
import { writableCards } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

const CARD = "lysa-arryn-mod";
const RETURN = "return-to-hand";
/** Marks, in `resolved`, that Arryn chose to take Lysa back. */
const KEPT = `kept:${CARD}`;

export const lysaArryn: CardAbility = {
  card: CARD,
  winLose(g, f, side) {
    if (f.victor !== side || side !== "defender") return;
    const order = g.areas[f.start.to]!.order;
    if (order === null || order.house !== houseOf(f, side) || ORDERS[order.kind].type !== "defense") return;
    f.decision = { kind: "lysa", house: houseOf(f, side), side, options: [RETURN, PASS] };
  },
  decisions: {
    lysa: chooseDecision(
      () => "Lysa Arryn: return her to your hand instead of the discard pile?",
      (_g, f, _d, choice, ctx) => {
        if (choice !== RETURN) return;
        f.resolved.push(KEPT);
        ctx.emit("combat-ability", "Lysa Arryn will go back to Arryn's hand.", { card: CARD });
      },
    ),
  },
  cleanup(g, f, side) {
    if (!f.resolved.includes(KEPT)) return false;
    // Back to the hand, never discarded.
    const cards = writableCards(g, houseOf(f, side));
    cards.hand = [...cards.hand, CARD];
    return true;
  },
};
