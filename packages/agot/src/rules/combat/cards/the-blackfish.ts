/**
 * The Blackfish (1): Stark takes no casualties from swords, card texts (Mace Tyrell, cards.md 7
 * #15) or Tides of Battle skulls (cards.md 7 #14). Units that cannot retreat still die.
 */
import type { CardAbility } from "../ability.ts";

export const theBlackfish: CardAbility = { card: "the-blackfish", preventsCasualties: true };
