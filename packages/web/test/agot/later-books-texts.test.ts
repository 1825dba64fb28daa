/** The later books' house cards (Mother of Dragons, alt-house-cards.md) have our own short texts, exactly where the engine has an ability. */
import { describe, expect, it } from "vitest";
import { HOUSE_CARDS, LATER_BOOKS_CARD_IDS } from "../../../agot/src/data/houses.ts";
import { CARD_TEXTS } from "../../src/games/agot/cardTexts.ts";

describe("card texts of the later books' decks", () => {
  it("a text for every card with an ability, none for the others", () => {
    for (const ids of Object.values(LATER_BOOKS_CARD_IDS))
      for (const id of ids) expect(Boolean(CARD_TEXTS[id]), id).toBe(HOUSE_CARDS[id]!.ability !== null);
  });
});
