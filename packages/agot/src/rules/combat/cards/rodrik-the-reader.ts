/**
 * Rodrik the Reader (ADwD, 2), if Greyjoy wins: Greyjoy may pick a Westeros deck (I-III, and IV
 * where Targaryen plays), look through the cards still to come, take one, shuffle the rest and put
 * the chosen card face down on top (alt-house-cards.md 2.5). Revealed cards stay in their discard
 * pile. The cards offered are listed in sorted order, never the deck's: everyone may see the
 * decision, and which cards are left is no secret (view.ts), their order is.
 */
import { shuffle } from "@kingsroad/core";
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

const DECK_NAMES = ["I", "II", "III", "IV"] as const;
const DECK_IV = 3;

const deckCards = (g: Game, deck: number): readonly string[] => (deck === DECK_IV ? (g.mod?.westerosIV?.deck ?? []) : g.westeros.decks[deck]!);

export const rodrikTheReader: CardAbility = {
  card: "rodrik-the-reader",
  winLose(g, f, side) {
    if (f.victor !== side) return;
    const decks = [0, 1, 2, DECK_IV].filter((d) => deckCards(g, d).length > 0).map((d) => DECK_NAMES[d]!);
    if (decks.length > 0) f.decision = { kind: "rodrik-deck", house: houseOf(f, side), side, options: [...decks, PASS] };
  },
  decisions: {
    "rodrik-deck": chooseDecision(
      () => "Rodrik the Reader: search which Westeros deck for a card to put on top?",
      (g, f, d, choice) => {
        if (choice === PASS) return;
        const deck = (DECK_NAMES as readonly string[]).indexOf(choice);
        const cards = [...new Set(deckCards(g, deck))].sort();
        f.decision = { kind: "rodrik-card", house: d.house, side: d.side!, options: cards.map((c) => `${choice}:${c}`) };
      },
    ),
    "rodrik-card": chooseDecision(
      () => "Rodrik the Reader: choose the card to put on top of that deck; the rest are shuffled.",
      (g, _f, d, choice, ctx) => {
        const [name, card] = choice.split(":") as [string, string];
        const deck = (DECK_NAMES as readonly string[]).indexOf(name);
        const rest = [...deckCards(g, deck)];
        rest.splice(rest.indexOf(card), 1);
        const [shuffled, rng] = shuffle(g.rng, rest);
        g.rng = [...rng] as typeof g.rng;
        // New lists, never writes to the old ones: states share deck lists (engine/clone.ts).
        if (deck === DECK_IV) {
          const iv = g.mod!.westerosIV!;
          g.mod!.westerosIV = { ...iv, deck: [card, ...shuffled] as typeof iv.deck };
        } else {
          const decks = [...g.westeros.decks] as Game["westeros"]["decks"];
          decks[deck] = [card, ...shuffled] as Game["westeros"]["decks"][number];
          g.westeros.decks = decks;
        }
        ctx.emit("combat-ability", `Rodrik the Reader: ${HOUSE_NAMES[d.house]} puts a card of its choice on top of Westeros deck ${name}.`, { card: "rodrik-the-reader", deck: name });
        ctx.emit("combat-ability-seen", `Rodrik the Reader: you put ${card} on top of Westeros deck ${name}.`, { card: "rodrik-the-reader", deck: name, top: card }, [d.house]);
      },
    ),
  },
};
