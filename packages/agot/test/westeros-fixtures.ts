/**
 * Positions for the Westeros-phase tests: a Westeros phase about to draw chosen cards, or
 * resolving chosen cards, or a wildling attack about to be bid on. They are set in round 10 with
 * the round frame at its end, so the game ends as soon as the tested frames are done and nothing
 * that follows (a Planning phase with nothing to order, the next round's cards) blurs the result.
 */
import type { Draft } from "immer";
import { expect } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { WesterosCardType, WildlingCardType } from "../src/data/westeros-cards.ts";
import type { Game } from "../src/state.ts";
import { newWesterosFrame } from "../src/rules/westeros/frames.ts";
import { newWildlingAttackFrame } from "../src/rules/westeros/wildlings/attack.ts";
import { act, clearBoard, edit, rawGame } from "./helpers.ts";

type Recipe = (d: Draft<Game>) => void;

export function lastRound(d: Draft<Game>): void {
  d.round = 10;
  d.stack = [{ kind: "round", step: "end-of-round" }];
}
type Players = 3 | 4 | 5 | 6;

/** Moves one copy of `card` to the top of Westeros deck `deck`. */
export function topWesteros(d: Draft<Game>, deck: number, card: WesterosCardType): void {
  const pile = d.westeros.decks[deck]!;
  const i = pile.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in deck ${deck}`);
  pile.splice(i, 1);
  pile.unshift(card);
}

/** Moves `card` to the top of the wildling deck. */
export function topWildling(d: Draft<Game>, card: WildlingCardType): void {
  d.wildlings.deck = [card, ...d.wildlings.deck.filter((c) => c !== card)];
}

/** The Westeros phase about to draw `tops` (deck I, II, III). */
export function westerosPhase(tops: readonly [WesterosCardType, WesterosCardType, WesterosCardType], recipe: Recipe = () => {}, players: Players = 3): Game {
  return edit(rawGame(players), (d) => {
    lastRound(d);
    tops.forEach((c, i) => topWesteros(d, i, c));
    recipe(d);
    d.stack.push(newWesterosFrame());
  });
}

/** The Westeros phase resolving `cards` (already drawn). */
export function resolving(cards: readonly WesterosCardType[], recipe: Recipe = () => {}, players: Players = 3): Game {
  return edit(rawGame(players), (d) => {
    lastRound(d);
    recipe(d);
    d.stack.push({ kind: "westeros", step: "resolve", cards: [...cards], next: 0 });
  });
}

/** A wildling attack of `strength` about to be bid on, `card` on top of the wildling deck, empty board unless `recipe` fills it. */
export function wildlingAttack(strength: number, card: WildlingCardType, recipe: Recipe = () => {}, players: Players = 3): Game {
  return edit(rawGame(players), (d) => {
    lastRound(d);
    clearBoard(d);
    topWildling(d, card);
    recipe(d);
    d.stack.push(newWildlingAttackFrame(strength, null));
  });
}

/** Every listed house bids; houses act in the order given. */
export function bidAll(g: Game, bids: Partial<Record<HouseId, number>>): Game {
  for (const [h, amount] of Object.entries(bids)) g = act(g, h as HouseId, { type: "bid", amount: amount! });
  return g;
}

export const seats = (g: Game): string[] => agotEngine.pendingSeats(g).map((p) => p.seat);
export const kinds = (g: Game): string[] => agotEngine.pendingSeats(g).map((p) => p.kind);

/** The tested frames are all done (and with them the game: see above). */
export function expectFramesDone(g: Game): void {
  expect(g.stack.map((f) => f.kind)).toEqual(["round"]);
  expect(g.outcome).not.toBeNull();
}

export const unitsIn = (g: Game, area: string): string[] => g.areas[area]!.units.map((u) => u.type).sort();
