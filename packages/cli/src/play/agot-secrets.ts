/**
 * AGoT secrets for the hidden-information check (ENGINE.md "Hidden information"): deck orders,
 * the RNG, other houses' face-down orders, unrevealed bids, house cards chosen but not revealed,
 * Tides of Battle draws and a Spymaster's look at a deck. `perturb` changes them in a copy; the
 * seat's view must not change.
 */
import { deciderOf, isVassal, VASSAL_CARD_IDS, type Game, type HouseId } from "@kingsroad/agot";
import { nextInt, shuffle, type RngState } from "@kingsroad/core";
import type { HiddenRules } from "./hidden-rules.ts";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

function shuffleInPlace<T>(items: T[], rng: RngState): RngState {
  const [out, next] = shuffle(rng, items);
  items.splice(0, items.length, ...out);
  return next;
}

/** True when `seat` decides for `house` (itself, or as the commander of a vassal): its secrets are the seat's own. */
const own = (g: Game, seat: string | null, house: string): boolean => house === seat || (seat !== null && deciderOf(g, house as HouseId) === seat);

/** Face-down orders of other houses, swapped among each house's own tokens (counts stay legal). */
function swapHiddenOrders(g: Game, seat: string | null, rng: RngState): RngState {
  if (!g.stack.some((f) => f.kind === "assign-orders")) return rng;
  for (const house of g.houses) {
    if (own(g, seat, house)) continue;
    const placed = Object.values(g.areas).filter((a) => a.order?.house === house);
    const kinds = placed.map((a) => a.order!.kind);
    const before = kinds.join();
    rng = shuffleInPlace(kinds, rng);
    // A shuffle may give the same order back; then swap two different tokens, so a leak shows.
    const j = kinds.findIndex((k) => k !== kinds[0]);
    if (kinds.join() === before && j > 0) [kinds[0], kinds[j]] = [kinds[j]!, kinds[0]!];
    placed.forEach((a, i) => (a.order!.kind = kinds[i]!));
  }
  return rng;
}

/** Secrets held in frames: bids before the reveal, chosen cards, Tides draws. */
function perturbFrames(g: Game, seat: string | null, rng: RngState): RngState {
  for (const frame of g.stack as unknown as Obj[]) {
    if (isObj(frame.bids) && frame.revealed === false) {
      for (const [house, amount] of Object.entries(frame.bids)) {
        if (own(g, seat, house) || typeof amount !== "number") continue;
        // Another amount the house could have bid (always a different one when there is one).
        const choices = (g.power[house as keyof Game["power"]] ?? 0) + 1;
        if (choices < 2) continue;
        let r: number;
        [r, rng] = nextInt(rng, choices - 1);
        frame.bids[house] = (amount + 1 + r) % choices;
      }
    }
    if (frame.kind === "loan" && Array.isArray(frame.cards) && !own(g, seat, frame.house as string)) rng = swapSpiedCards(g, frame, rng);
    if (frame.kind === "combat" && isObj(frame.sides)) {
      for (const side of Object.values(frame.sides)) {
        if (!isObj(side) || own(g, seat, side.house as string)) continue;
        if (frame.revealed === false && isVassal(g, side.house as HouseId)) rng = redealVassalHand(g, side, rng);
        const hand = g.houseCards[side.house as keyof Game["houseCards"]]?.hand ?? [];
        const others = hand.filter((c) => c !== side.card);
        if (frame.revealed === false && typeof side.card === "string" && others.length > 0) {
          let i: number;
          [i, rng] = nextInt(rng, others.length);
          side.card = others[i];
        }
        if (frame.tidesRevealed === false && typeof side.tides === "string") {
          side.tides = side.tides === "blank" ? "three" : "blank";
        }
      }
    }
  }
  return rng;
}

/** A Spymaster's look (cards.md 6.9) is its buyer's alone: other cards of the same deck in its place. */
function swapSpiedCards(g: Game, frame: Obj, rng: RngState): RngState {
  const cards = frame.cards as string[];
  const deck: readonly string[] = frame.deck === 3 ? (g.mod?.westerosIV?.deck ?? []) : (g.westeros.decks[frame.deck as number] ?? []);
  frame.cards = cards.map((card) => {
    const others = deck.filter((c) => c !== card);
    if (others.length === 0) return card;
    let i: number;
    [i, rng] = nextInt(rng, others.length);
    return others[i];
  });
  return rng;
}

/**
 * A vassal's three cards drawn for a combat (Mother of Dragons) are secret until the reveal: deal
 * it another three from the seven (the chosen card among them), the rest back to the open deck.
 */
function redealVassalHand(g: Game, side: Obj, rng: RngState): RngState {
  const v = g.mod?.vassals;
  const cards = g.houseCards[side.house as HouseId];
  if (v === undefined || cards === undefined || cards.hand.length === 0) return rng;
  const pool = [...v.deck, ...cards.hand];
  rng = shuffleInPlace(pool, rng);
  const hand = pool.slice(0, cards.hand.length);
  cards.hand = hand;
  v.deck = VASSAL_CARD_IDS.filter((c) => pool.includes(c) && !hand.includes(c));
  if (typeof side.card === "string") side.card = hand[0];
  return rng;
}

export const agotHiddenRules: HiddenRules = {
  perturb(state, seat, rng) {
    const g = structuredClone(state) as Game;
    let r = rng;
    let seed: number;
    [seed, r] = nextInt(r, 0x7fffffff);
    g.rng = [seed, seed ^ 0x5bd1e995, 7, 11];
    // The seed is as secret as the RNG: every deck order can be recomputed from it.
    (g as { config: unknown }).config = { ...g.config, seed: `perturbed-${seed}` };
    for (const deck of g.westeros.decks) r = shuffleInPlace(deck, r);
    // The Messenger Raven holder saw the top wildling card: only the rest is secret to him.
    const wild = g.wildlings.deck;
    if (seat !== null && g.wildlings.topKnownBy === seat) {
      const rest = wild.slice(1);
      r = shuffleInPlace(rest, r);
      wild.splice(1, rest.length, ...rest);
    } else r = shuffleInPlace(wild, r);
    r = shuffleInPlace(g.tidesDeck, r);
    // Mother of Dragons: the order of Westeros deck IV (the cards left are public: all but the revealed).
    if (g.mod?.westerosIV) r = shuffleInPlace(g.mod.westerosIV.deck, r);
    r = swapHiddenOrders(g, seat, r);
    r = perturbFrames(g, seat, r);
    return [g, r];
  },
  publicPart(action) {
    if (!isObj(action)) return null;
    // Others see that an area got an order, never which; bids and house cards are wholly secret.
    if (action.type === "place-order") return { type: action.type, area: action.area };
    if (action.type === "bid" || action.type === "house-card") return { type: action.type };
    return null;
  },
};
