/**
 * House cards moved by wildling cards outside combat: Massing on the Milkwater's lesser penalty
 * (discard one card of your choice, only when holding more than one) and Mammoth Riders' reward
 * (you may take one card of your choice back from your discard pile) (cards.md 4.2). Neither can
 * empty a hand, so the hand/discard recycling (cards.md 1.3) never triggers here.
 */
import type { Action } from "../../../actions.ts";
import { HOUSE_NAMES, houseCard, type HouseId } from "../../../data/houses.ts";
import { prompt, type FrameRules } from "../../../engine/context.ts";
import type { Game } from "../../../state.ts";
import type { HouseCardChoiceFrame } from "../frames.ts";
import { writableCards } from "../../../engine/clone.ts";

export function newHouseCardChoiceFrame(g: Game, house: HouseId, mode: HouseCardChoiceFrame["mode"]): HouseCardChoiceFrame | null {
  const cards = g.houseCards[house];
  if (!cards) return null;
  if (mode === "discard" ? cards.hand.length <= 1 : cards.discard.length === 0) return null;
  return { kind: "house-card-choice", house, mode };
}

export const houseCardChoiceRules: FrameRules<HouseCardChoiceFrame> = {
  prompts(_g, f) {
    const text =
      f.mode === "discard"
        ? "Massing on the Milkwater: discard one House card of your choice from your hand."
        : "Mammoth Riders: you may take one House card of your choice back from your discard pile.";
    return [prompt(f.house, "house-card-choice", text, { mode: f.mode })];
  },

  legalActions(g, f, house) {
    if (house !== f.house) return [];
    const cards = g.houseCards[house]!;
    if (f.mode === "discard") return cards.hand.map((card): Action => ({ type: "discard-house-card", card }));
    return [...cards.discard.map((card): Action => ({ type: "take-house-card", card })), { type: "done" }];
  },

  apply(g, _f, house, action, ctx) {
    const cards = writableCards(g, house);
    if (action.type === "discard-house-card") {
      cards.hand = cards.hand.filter((c) => c !== action.card);
      cards.discard = [...cards.discard, action.card];
      ctx.emit("house-cards", `${HOUSE_NAMES[house]} discards ${houseCard(action.card).name}.`, { house, card: action.card });
    } else if (action.type === "take-house-card") {
      cards.discard = cards.discard.filter((c) => c !== action.card);
      cards.hand = [...cards.hand, action.card];
      ctx.emit("house-cards", `${HOUSE_NAMES[house]} takes ${houseCard(action.card).name} back into hand.`, { house, card: action.card });
    } else {
      ctx.emit("house-cards", `${HOUSE_NAMES[house]} takes no card back.`, { house });
    }
    g.stack.pop();
  },

  run() {
    throw new Error("a house card choice always waits for its house");
  },
};
