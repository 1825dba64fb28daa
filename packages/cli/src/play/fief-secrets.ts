/**
 * Fief secrets for the hidden-information check (ENGINE.md, A Song of Ice and Fief): the RNG,
 * deck orders (the back of the top Fortune card is public), face-down disaster cards and the order
 * of other houses' hands. Conservative on purpose: it changes only what is secret for certain.
 */
import type { FiefState } from "@kingsroad/fief";
import { nextInt, shuffle, type RngState } from "@kingsroad/core";
import type { HiddenRules } from "../games.ts";

function shuffled<T>(items: T[], rng: RngState): RngState {
  const [out, next] = shuffle(rng, items);
  items.splice(0, items.length, ...out);
  return next;
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
    for (const [house, hs] of Object.entries(s.houses)) if (house !== seat) r = shuffled(hs.hand, r);
    return [s, r];
  },
  // Vote markers and council bids are secret until flipped; the Wall bid likewise (ENGINE.md).
  publicPart: (action) => {
    const type = typeof action === "object" && action !== null ? (action as { type?: unknown }).type : null;
    return type === "vote" || type === "bid" || type === "wallBid" ? { type } : null;
  },
};
