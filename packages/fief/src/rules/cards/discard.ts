/**
 * Discarded and spent cards go to their deck's discard pile: Court Event cards to the Court
 * discard pile, Fortune cards to the Fortune discard pile (2.1, 2.4).
 */
import { isCourt, type Card } from "../../data/rules.ts";
import { own } from "../../draft.ts";
import type { FiefState } from "../../state.ts";

export function discardCard(s: FiefState, c: Card): void {
  if (isCourt(c)) own(s, "courtDiscard").push(c);
  else own(s, "fortuneDiscard").push(c);
}
