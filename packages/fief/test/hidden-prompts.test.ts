/**
 * Hidden hands and who is asked (ENGINE.md, hidden information: "cards in hand (others see how
 * many)"). `pendingSeats` is public (every seat sees whom the game waits for), so whether a house
 * is asked may follow from public information only: hand sizes, the board, titles, the discard
 * piles; never from which cards a hand holds. Each case below compares two positions that differ
 * only in one hand's contents (same size; the card swapped with one in the Fortune deck, so what
 * the other seats know is the same): the same seats are asked and every other seat sees the same.
 * - the Uprising's boost (2.4.7 note: "any Player can play a Secret Passage or more Uprisings"),
 * - the Assassination variant's dodge (10.2: "if his Player has a Secret Passage card"),
 * - the 2.4 pass round ("each Player can declare ONE Player's effect [...] OR pass").
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import type { Card } from "../src/data/rules.ts";
import type { FiefState } from "../src/state.ts";
import { act, legal, scenario, passAll } from "./helpers.ts";

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);

/** The same position with `from` in `house`'s hand swapped for a `to` lying in the Fortune deck (not its top card). */
function swapped(s: FiefState, house: string, from: Card, to: Card): FiefState {
  const t = structuredClone(s);
  const hand = t.houses[house]!.hand;
  const i = t.fortuneDeck.indexOf(to as never, 1);
  if (!hand.includes(from) || i < 0) throw new Error(`cannot swap ${from} for ${to}`);
  hand[hand.indexOf(from)] = to;
  t.fortuneDeck[i] = from as never;
  return t;
}

/** Whom the game waits for, and what every seat but `house` (and a spectator) sees, are the same. */
function sameForOthers(a: FiefState, b: FiefState, house: string): void {
  expect(fiefEngine.pendingSeats(b)).toEqual(fiefEngine.pendingSeats(a));
  for (const seat of [null, ...a.config.houses.filter((h) => h !== house)]) expect(fiefEngine.view(b, seat)).toEqual(fiefEngine.view(a, seat));
  expect(fiefEngine.view(b, house).houses[house]!.handSize).toBe(fiefEngine.view(a, house).houses[house]!.handSize);
}

describe("an Uprising's boosters are asked on public information (2.4.7; ENGINE.md hidden hands)", () => {
  const mk = (stark: Card[], fortuneDeck?: Card[]) => scenario({
    houses: ["lannister", "stark", "greyjoy"],
    units: [{ house: "greyjoy", village: "lannisport", type: "menAtArms", count: 2 }],
    regions: { "5": { disasters: ["Famine"], bounty: [] } },
    hands: { lannister: ["Uprising"], stark },
    ...(fortuneDeck ? { fortuneDeck } : {}),
    phase: "cards",
    step: { kind: "playCards", turn: 0 },
    forcedRolls: [1, 1],
  });

  it("a house holding an Uprising and one holding a Justice are both asked; the others see the same", () => {
    const holder = mk(["Uprising"]);
    const other = swapped(holder, "stark", "Uprising", "Justice");
    let a = act(holder, "lannister", { type: "play", card: "Uprising", village: "lannisport" });
    let b = act(other, "lannister", { type: "play", card: "Uprising", village: "lannisport" });
    expect(seats(a)).toEqual(["stark:boostUprising"]);
    sameForOthers(a, b, "stark");
    expect(a.uprising!.queue).toEqual(b.uprising!.queue);
    // what Stark may do is his own business: the Justice only lets him pass
    expect(legal(a, "stark")).toContainEqual({ type: "play", card: "Uprising", village: "lannisport" });
    expect(legal(b, "stark")).toEqual([{ type: "done" }]);
    a = act(a, "stark", { type: "done" });
    b = act(b, "stark", { type: "done" });
    sameForOthers(a, b, "stark");
    expect(seats(a)).toEqual(["greyjoy:losses"]); // Greyjoy (no card) was never asked; the uprising strikes
  });

  it("a house is left out only on public grounds: an empty hand, or no Uprising nor Secret Passage left unseen", () => {
    // Greyjoy's hand is empty: not asked (above). Here every Uprising and Secret Passage has been seen:
    // the Fortune deck holds none and Stark's one card cannot be either
    const s = act(mk(["Justice"], ["Taxes", "Good Weather", "Famine"]), "lannister", { type: "play", card: "Uprising", village: "lannisport" });
    expect(s.uprising).toBeNull();
    expect(seats(s)).toEqual(["greyjoy:losses"]);
  });
});

describe("the Assassination variant's dodge is asked on public information (10.2; ENGINE.md hidden hands)", () => {
  const mk = (lannister: Card[], fortuneDeck?: Card[]) => scenario({
    houses: ["stark", "lannister", "tully"],
    options: { assassinationVariant: true },
    nobles: [
      { id: "Ned Stark", house: "stark", village: "winterfell" },
      { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
      { id: "Edmure Tully", house: "tully", village: "riverrun" },
    ],
    hands: { stark: ["Assassination"], lannister },
    ...(fortuneDeck ? { fortuneDeck } : {}),
    phase: "cards",
    step: { kind: "playCards", turn: 0 },
    forcedRolls: [5], // the target survives the roll (assassinated on 1-3)
  });
  const stab = { type: "play", card: "Assassination", target: "Tywin Lannister", noble: "Ned Stark" } as const;

  it("the target's house is asked whether it holds a Secret Passage or not; without one it can only refuse", () => {
    const holder = mk(["Secret Passage"]);
    const other = swapped(holder, "lannister", "Secret Passage", "Justice");
    let a = act(holder, "stark", stab);
    let b = act(other, "stark", stab);
    expect(seats(a)).toEqual(["lannister:answer-dodge"]);
    sameForOthers(a, b, "lannister");
    expect(legal(a, "lannister")).toEqual([{ type: "answer", accept: true }, { type: "answer", accept: false }]);
    expect(legal(b, "lannister")).toEqual([{ type: "answer", accept: false }]);
    a = act(a, "lannister", { type: "answer", accept: false });
    b = act(b, "lannister", { type: "answer", accept: false });
    sameForOthers(a, b, "lannister");
    expect(a.forcedRolls).toEqual([]); // the die was rolled: 5, Tywin survives
    expect(a.nobles["Tywin Lannister"]).toBeDefined();
    // holding one, he may play it instead and no die is rolled
    const dodged = act(act(holder, "stark", stab), "lannister", { type: "answer", accept: true });
    expect(dodged.forcedRolls).toEqual([5]);
    expect(dodged.houses.lannister!.hand).toEqual([]);
  });

  it("no request when the target's house holds no card, or when every Secret Passage has been seen", () => {
    const empty = act(mk([]), "stark", stab);
    expect(empty.request).toBeNull();
    expect(empty.forcedRolls).toEqual([]);
    const seen = act(mk(["Justice"], ["Taxes", "Good Weather", "Famine"]), "stark", stab);
    expect(seen.request).toBeNull();
    expect(seen.forcedRolls).toEqual([]);
  });
});

describe("the 2.4 pass round asks on public information (2.4; ENGINE.md hidden hands)", () => {
  const mk = (stark: Card[], fortuneDeck?: Card[]) => {
    const s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell" },
        { id: "Edmure Tully", house: "tully", village: "riverrun" },
        { id: "Robin Arryn", house: "arryn", village: "the-eyrie" },
      ],
      hands: { stark },
      ...(fortuneDeck ? { fortuneDeck } : {}),
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    s.houses.stark!.diplomacy = 0; // with a marker left, giving a card would be an effect to declare (SF-16)
    return s;
  };

  it("a house holding an Assassination and one holding a Justice (no assassin nor outlaw to judge) are both asked (SF-22)", () => {
    const holder = mk(["Assassination"]);
    const other = swapped(holder, "stark", "Assassination", "Justice");
    let a = act(holder, "stark", { type: "done" }); // Stark's purchases: a game event
    let b = act(other, "stark", { type: "done" });
    expect(seats(a)).toEqual(["stark:effect"]);
    sameForOthers(a, b, "stark");
    expect(legal(a, "stark")).toContainEqual({ type: "play", card: "Assassination", target: "Edmure Tully", noble: "Ned Stark" });
    expect(legal(b, "stark")).toEqual([{ type: "done" }]);
    a = act(a, "stark", { type: "done" });
    b = act(b, "stark", { type: "done" });
    sameForOthers(a, b, "stark");
    expect(seats(a)).toEqual(["tully:purchase"]); // Tully and Arryn hold nothing: they pass without a prompt
  });

  it("a house holding a card is left out when no unseen opportunity card could be played now (SF-22)", () => {
    // the Assassination has been seen (discarded), nobody carries an assassin's knife or an outlaw's
    // marker, no lady for a Mother of Dragons, no Warden for the Small Council: nothing to declare
    const s = mk(["Justice"], ["Taxes", "Good Weather", "Famine"]);
    s.fortuneDiscard = ["Assassination"];
    const t = act(s, "stark", { type: "done" });
    expect(t.window ?? null).toBeNull();
    expect(seats(t)).toEqual(["tully:purchase"]);
  });
});
