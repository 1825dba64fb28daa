/**
 * Bronn (vassal card, 4), once the cards are revealed: the opponent, if it is a player (a vassal
 * has no power, and a commander may not pay for it, cards.md 7 #41), may discard 2 available power
 * tokens to make Bronn's strength 0 (cards.md 6.4.3).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { losePower } from "../../power.ts";
import { isVassal } from "../../commanders.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import { otherSide } from "../frames.ts";
import { chooseDecision, PASS } from "./choice.ts";

export const BRONN_COST = 2;
const PAY = "pay";
/** Marks, in the frame's resolved texts, that Bronn's strength was bought down. */
const ZEROED = "bronn:zeroed";

export const bronn: CardAbility = {
  card: "bronn",
  strength: (_g, f) => (f.resolved.includes(ZEROED) ? -4 : 0),
  immediately(g, f, side) {
    const foe = opponentHouse(f, side);
    if (isVassal(g, foe) || (g.power[foe] ?? 0) < BRONN_COST) return;
    f.decision = { kind: "bronn", house: foe, side: otherSide(side), options: [PAY, PASS] };
  },
  decisions: {
    bronn: chooseDecision(
      () => `Bronn: discard ${BRONN_COST} power to make Bronn's strength 0?`,
      (g, f, d, choice, ctx) => {
        if (choice !== PAY) return;
        losePower(g, d.house, BRONN_COST);
        f.resolved.push(ZEROED);
        ctx.emit("combat-ability", `${HOUSE_NAMES[d.house]} discards ${BRONN_COST} power: Bronn's strength is 0.`, { card: "bronn", house: d.house });
      },
    ),
  },
};
