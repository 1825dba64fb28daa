/**
 * Audit tests (task FC) for house abilities (setup list of houses): Greyjoy's pillage (6.5 note),
 * Lannister as Master of Whisperers (1.3.1 note), Stark's discard of a card he has looked at.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("6.5 Pillage: Greyjoy takes 2 Gold Dragons per Mill instead of 1", () => {
  const pillager = (houses: Scenario["houses"], seat: "greyjoy" | "arryn") => scenario({
    houses,
    units: [{ house: seat, village: "harlaw", type: "menAtArms" }],
    villages: { harlaw: { controller: seat, mills: 2 } },
    phase: "battles",
    step: { kind: "pillage", turn: 0 },
  });

  it("Greyjoy pillaging two mills takes 4; another house takes 2; the mills are gone", () => {
    const g = act(pillager(["greyjoy", "stark", "tully"], "greyjoy"), "greyjoy", { type: "pillage", village: "harlaw" });
    expect(g.houses.greyjoy!.gold).toBe(4);
    expect(g.villages.harlaw!.mills).toBe(0);
    const a = act(pillager(["arryn", "stark", "tully"], "arryn"), "arryn", { type: "pillage", village: "harlaw" });
    expect(a.houses.arryn!.gold).toBe(2);
  });
});

describe("1.3.1 Master of Whisperers: a Lannister may look in two different Player hands", () => {
  const whisperer = (house: "lannister" | "arryn", noble: string) => scenario({
    houses: [house, "tully", "stark"],
    nobles: [{ id: noble, house, village: "lannisport", titles: ["warden:5", "master:whisperers"] }],
    hands: { tully: ["Justice"], stark: ["Taxes"] },
    phase: "cards",
    step: { kind: "playCards", turn: 0 },
  });
  const looks = (s: ReturnType<typeof scenario>, seat: string) => legal(s, seat).filter((a) => a.type === "ability" && a.name === "whisperers");

  it("two looks, at two different hands, then none; each hand is shown to the Lannister only", () => {
    let s = whisperer("lannister", "Tywin Lannister");
    const r = fiefEngine.applyAction(s, "lannister", { type: "ability", name: "whisperers", target: "tully" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === "hand")).toMatchObject({ visibleTo: ["lannister"], data: { hand: ["Justice"] } });
    s = r.value.state;
    expect(looks(s, "lannister")).toEqual([{ type: "ability", name: "whisperers", target: "stark" }]); // not the same hand twice
    s = act(s, "lannister", { type: "ability", name: "whisperers", target: "stark" });
    expect(looks(s, "lannister")).toEqual([]);
  });

  it("any other Master of Whisperers looks at one hand only", () => {
    const s = act(whisperer("arryn", "Yohn Royce"), "arryn", { type: "ability", name: "whisperers", target: "tully" });
    expect(looks(s, "arryn")).toEqual([]);
  });
});

describe("Stark (house list): once per round, discard one card drawn after looking at it", () => {
  const drawing = (extra: Partial<Scenario> = {}) => scenario({
    houses: ["stark", "greyjoy", "lannister"],
    phase: "cards",
    step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
    fortuneDeck: ["Justice", "Taxes", "Uprising"],
    courtDeck: ["Mother of Dragons", "A new Lord in the Court"],
    ...extra,
  });

  it("a Fortune card drawn and seen may be discarded; the right is spent for the round", () => {
    let s = drawing({ hands: { stark: ["Assassination"] } });
    const r = fiefEngine.applyAction(s, "stark", { type: "draw", deck: "fortune" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === "drawSeen")).toMatchObject({ visibleTo: ["stark"], data: { card: "Justice" } });
    s = r.value.state;
    // only the card just drawn, not one held before
    expect(legal(s, "stark").filter((a) => a.type === "starkDiscard")).toEqual([{ type: "starkDiscard", card: "Justice" }]);
    s = act(s, "stark", { type: "starkDiscard", card: "Justice" });
    expect(s.houses.stark!.hand).toEqual(["Assassination"]);
    expect(s.fortuneDiscard).toContain("Justice");
    s = act(s, "stark", { type: "draw", deck: "fortune" });
    expect(s.houses.stark!.hand).toEqual(["Assassination", "Taxes"]);
    expect(legal(s, "stark").some((a) => a.type === "starkDiscard")).toBe(false); // once per round
  });

  it("a Court Event card drawn and seen may be discarded to the Court discard pile", () => {
    let s = act(drawing(), "stark", { type: "draw", deck: "court" });
    expect(s.houses.stark!.hand).toEqual(["Mother of Dragons"]);
    s = act(s, "stark", { type: "starkDiscard", card: "Mother of Dragons" });
    expect(s.houses.stark!.hand).toEqual([]);
    expect(s.courtDiscard).toContain("Mother of Dragons");
  });

  // The house list gives the Stark ability for "one card drawn from either the Court Event or the
  // Fortune and Disaster cards", once per round, with no phase named; the Wall bid's reward (4.2.2)
  // is a Fortune card drawn (wallReward.ts). (Was offered only in the Draw Cards Subphase.)
  it("the Fortune card Stark draws as the Wall bid's reward may be discarded too (4.2.2, NWE)", () => {
    let s = scenario({
      houses: ["stark", "tully", "lannister"],
      options: { nightsWatch: true },
      gold: { stark: 2 },
      fortuneDeck: ["Justice", "Taxes"],
      phase: "purchase",
      step: { kind: "wallBid", bids: [] },
    });
    s = act(s, "stark", { type: "wallBid", gold: 2, black: false });
    s = act(s, "tully", { type: "wallBid", gold: 0, black: false });
    s = act(s, "lannister", { type: "wallBid", gold: 0, black: false });
    expect(s.houses.stark!.hand).toEqual(["Justice"]);
    expect(legal(s, "stark")).toContainEqual({ type: "starkDiscard", card: "Justice" });
  });

  it("no other house may do it", () => {
    const s = act(drawing({ step: { kind: "discardDraw", turn: 1, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null } }), "greyjoy", { type: "draw", deck: "fortune" });
    expect(s.houses.greyjoy!.hand).toEqual(["Justice"]);
    expect(legal(s, "greyjoy").some((a) => a.type === "starkDiscard")).toBe(false);
  });
});
