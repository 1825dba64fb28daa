/**
 * Fief secrets for the hidden-information check (ENGINE.md, A Song of Ice and Fief): the RNG,
 * deck orders (the back of the top Fortune card is public), face-down disaster cards, and which
 * cards other houses hold: how many, and from which deck (the backs), is public; what they are is
 * not. Conservative on purpose: it changes only what is secret for certain.
 */
import { isCourt, isDisaster, type FiefState } from "@kingsroad/fief";
import { nextInt, shuffle, type RngState } from "@kingsroad/core";
import type { HiddenRules } from "./hidden-rules.ts";

function shuffled<T>(items: T[], rng: RngState): RngState {
  const [out, next] = shuffle(rng, items);
  items.splice(0, items.length, ...out);
  return next;
}

type Card = FiefState["houses"][string]["hand"][number];

/** Deck cards this deep or deeper are out of reach of a single action's draws. */
const QUIET_DECK_DEPTH = 6;

/**
 * Deals the cards of other houses' hands anew, each deck's cards among the places they could be
 * for all `seat` knows: other houses' hands and the hidden part of that deck (the Fortune deck's top
 * card shows its back; disasters never stay in a hand). Hand sizes and the deck each card came from
 * stay as they were.
 */
function dealOthersHands(s: FiefState, seat: string | null, rng: RngState, deckFrom = 1, acting: readonly string[] = []): RngState {
  let r = rng;
  for (const court of [true, false]) {
    const slots: [Card[], number][] = [];
    for (const [house, hs] of Object.entries(s.houses)) {
      if (house === seat || acting.includes(house)) continue;
      hs.hand.forEach((c, i) => {
        if (isCourt(c) === court) slots.push([hs.hand, i]);
      });
    }
    const deck = court ? s.courtDeck : s.fortuneDeck;
    deck.forEach((c, i) => {
      if (i >= (court ? deckFrom - 1 : deckFrom) && !isDisaster(c)) slots.push([deck, i]);
    });
    const cards = slots.map(([list, i]) => list[i]!);
    r = shuffled(cards, r);
    slots.forEach(([list, i], k) => {
      list[i] = cards[k]!;
    });
  }
  return r;
}

/** The houses whose answers in the open pass round wait to be applied (SF-22 D2). */
function committedHouses(s: FiefState): string[] {
  return (s.window?.answers ?? []).map((a) => a.house);
}

export const fiefHiddenRules: HiddenRules = {
  perturb(state, seat, rng) {
    const s = structuredClone(state) as FiefState;
    let r = rng;
    let seed: number;
    [seed, r] = nextInt(r, 0x7fffffff);
    s.rng = [seed, seed ^ 0x5bd1e995, 7, 11];
    // The seed is as secret as the RNG: every deck order can be recomputed from it.
    (s as { config: unknown }).config = { ...s.config, seed: `perturbed-${seed}` };
    r = shuffled(s.courtDeck, r);
    const rest = s.fortuneDeck.slice(1);
    r = shuffled(rest, r);
    s.fortuneDeck.splice(1, rest.length, ...rest);
    r = shuffled(s.disasterTrack, r);
    r = dealOthersHands(s, seat, r);
    return [s, r];
  },
  // Hands only, and only with cards deep in the decks: one action draws at most a few cards. The
  // houses whose pass-round answers wait keep their hands too: an answer may name a card of it.
  perturbQuiet(state, seat, actor, rng) {
    const s = structuredClone(state) as FiefState;
    return [s, dealOthersHands(s, seat, rng, QUIET_DECK_DEPTH, [actor, ...committedHouses(s)])];
  },
  committed: (state) => committedHouses(state as FiefState),
  // Vote markers and council bids are secret until flipped; the Wall bid likewise (ENGINE.md).
  publicPart: (action) => {
    const type = typeof action === "object" && action !== null ? (action as { type?: unknown }).type : null;
    return type === "vote" || type === "bid" || type === "wallBid" ? { type } : null;
  },
};
