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
  // asked for each opportunity card of each house after every game event: no list made per call
  const hs = s.houses;
  for (const h in hs) if (hs[h]!.hand.includes(card)) return true;
  return false;
}

/**
 * The answer of `ask` in the state where `seat` holds exactly `hand`: used to ask what a house could
 * do if it held a card, a question whose answer depends on public information only. The house's
 * hand is swapped in place for the question and put back after, so `ask` must not keep the state
 * (or the hand) it is given. A shared (frozen) house record (draft.ts) is swapped for a stand-in
 * holding `hand` in the houses' map, which every draft and returned state has of its own; a
 * frozen map (a state someone froze) is asked about through a copy of the state instead.
 */
export function askHolding<T>(s: FiefState, seat: House, hand: Card[], ask: (s: FiefState) => T): T {
  const houses = s.houses;
  const house = houses[seat]!;
  if (Object.isFrozen(houses)) return ask({ ...s, houses: { ...houses, [seat]: { ...house, hand } } });
  if (!Object.isExtensible(house)) {
    // the fields in writableHouse's order (draft.ts), so the stand-in has the records' hidden class
    houses[seat] = { gold: house.gold, hand, diplomacy: house.diplomacy, usedOnce: house.usedOnce, usedRound: house.usedRound, lordDeck: house.lordDeck, ladyDeck: house.ladyDeck, standing: house.standing };
    try {
      return ask(s);
    } finally {
      houses[seat] = house;
    }
  }
  const held = house.hand;
  house.hand = hand;
  try {
    return ask(s);
  } finally {
    house.hand = held;
  }
}
