/**
 * Hidden hands and who is asked (ENGINE.md, hidden information: "cards in hand (others see how
 * many)"). Whom the game waits for (`pendingSeats`) is public: every seat sees it, and the timing
 * of play would show it anyway. So whether a house is asked, like the views and the events, may
 * follow only from what every player may know (hand sizes, the board, titles, abilities, the
 * discard piles), never from which cards a hand holds. A house whose public situation lets it act
 * is asked and may pass, even when its actual cards allow nothing; a house is left out only when
 * that is decided on public information (an empty hand, no card left unseen that could be played).
 */
import type { House } from "../../data/nobles.ts";
import type { Card } from "../../data/rules.ts";
import type { FiefState } from "../../state.ts";

/**
 * Whether some hand may hold this card for all anyone knows. Every copy lies in a deck, a hand, a
 * discard pile or on the table; the copies in the decks and the hands are the ones not seen face
 * up, and their number is public (the game's copies less the ones discarded or on the table).
 * They are counted where they lie, which gives the same answer whatever the hands hold and keeps
 * hand-made scenarios (extra copies in a hand) right.
 */
export function unseen(s: FiefState, card: Card): boolean {
  if ((s.fortuneDeck as readonly Card[]).includes(card) || (s.courtDeck as readonly Card[]).includes(card)) return true;
  return Object.values(s.houses).some((h) => h.hand.includes(card));
}

/**
 * Copies of the state in which `seat` holds exactly a given hand: used to ask what a house could do
 * if it held a card, a question whose answer depends on public information only. One copy serves
 * every hand asked about (each call sets its hand and returns it: the state is copied once per
 * house checked, not once per card), so an answer must not keep the state it was given.
 */
export function holdingEach(s: FiefState, seat: House): (hand: Card[]) => FiefState {
  const house = { ...s.houses[seat]!, hand: [] as Card[] };
  const state: FiefState = { ...s, houses: { ...s.houses, [seat]: house } };
  return (hand) => {
    house.hand = hand;
    return state;
  };
}
