/** Roose Bolton (2): if Stark loses, its whole discard pile returns to its hand, Roose included (cards.md 7 #20). */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { CardAbility } from "../ability.ts";
import { writableCards } from "../../../engine/clone.ts";

export const rooseBolton: CardAbility = {
  card: "roose-bolton",
  cleanup(g, f, side, ctx) {
    if (f.victor === side) return false;
    const house = f.sides[side]!.house;
    const cards = writableCards(g, house);
    cards.hand = [...cards.hand, ...cards.discard, "roose-bolton"];
    cards.discard = [];
    ctx.emit("house-cards-returned", `Roose Bolton: ${HOUSE_NAMES[house]} takes back its whole discard pile, Roose included.`, { house, cards: cards.hand });
    return true;
  },
};
