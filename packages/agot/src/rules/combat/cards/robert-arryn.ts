/**
 * Robert Arryn (0), Mother of Dragons (cards.md 6.2): after a combat in which Arryn defended (won or
 * lost), Arryn may remove Robert and the lowest-printed-strength card of the opponent's discard pile
 * from the game for good; Arryn picks among tied lowest cards (cards.md 7 #42). With an empty
 * opponent discard pile only Robert goes (the peer still offers it).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf, opponentHouse } from "../army.ts";
import { removeFromGame } from "../resolution.ts";
import { chooseDecision, PASS } from "./choice.ts";

const CARD = "robert-arryn";

export const robertArryn: CardAbility = {
  card: CARD,
  afterCombat(g, f, side) {
    if (side !== "defender") return;
    const discard = g.houseCards[opponentHouse(f, side)]?.discard ?? [];
    const lowest = Math.min(...discard.map((c) => houseCard(c).strength));
    const targets = discard.filter((c) => houseCard(c).strength === lowest);
    f.decision = { kind: "robert-arryn", house: houseOf(f, side), side, options: [...(targets.length > 0 ? targets : [CARD]), PASS] };
  },
  decisions: {
    "robert-arryn": chooseDecision(
      (_g, f, d) => `Robert Arryn: remove him and a lowest card of ${HOUSE_NAMES[opponentHouse(f, d.side!)]}'s discard pile from the game, or pass.`,
      (g, f, d, choice, ctx) => {
        if (choice === PASS) return;
        const arryn = houseOf(f, d.side!);
        removeFromGame(g, arryn, CARD);
        if (choice !== CARD) removeFromGame(g, opponentHouse(f, d.side!), choice);
        ctx.emit(
          "combat-ability",
          `Robert Arryn is removed from the game${choice !== CARD ? `, and so is ${HOUSE_NAMES[opponentHouse(f, d.side!)]}'s ${houseCard(choice).name}` : ""}.`,
          { card: CARD, removed: choice },
        );
      },
    ),
  },
};
