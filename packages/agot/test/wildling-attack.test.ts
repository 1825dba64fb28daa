/**
 * The wildling attack procedure (rulebook p.22; quick reference "Wildling Attack"; cards.md 4.1).
 * Three players; Baratheon holds the Iron Throne (turn order Baratheon, Lannister, Stark).
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { Game } from "../src/state.ts";
import { powerPool } from "../src/rules/power.ts";
import { act, actWithEvents, refuse, topFrame } from "./helpers.ts";
import { bidAll, kinds, seats, wildlingAttack } from "./westeros-fixtures.ts";

describe("outcome (p.22)", () => {
  it("the Night's Watch wins on a total equal to the wildling strength; the threat resets to 0", () => {
    const g = bidAll(wildlingAttack(6, "silence-at-the-wall", (d) => (d.wildlings.threat = 6)), { baratheon: 2, lannister: 2, stark: 2 });
    expect(g.wildlings.threat).toBe(0);
    expect(g.stack.some((f) => f.kind === "wildling-attack")).toBe(false);
  });

  it("the wildlings win on a total below their strength; the threat goes back two positions (-4)", () => {
    const r = actWithEvents(bidAll(wildlingAttack(8, "silence-at-the-wall", (d) => (d.wildlings.threat = 8)), { baratheon: 3, lannister: 4 }), "stark", {
      type: "bid",
      amount: 0,
    });
    expect(r.state.wildlings.threat).toBe(4);
    const bids = r.events.find((e) => e.type === "wildling-bids")!;
    expect(bids.data).toMatchObject({ total: 7, strength: 8, nightsWatchWon: false, bids: { baratheon: 3, lannister: 4, stark: 0 } });
  });

  it("a Wildlings Attack at threat 0 is beaten even by no bid at all (equal strength suffices)", () => {
    const g = bidAll(wildlingAttack(0, "silence-at-the-wall", (d) => (d.wildlings.threat = 0)), { baratheon: 0, lannister: 0, stark: 0 });
    expect(g.wildlings.threat).toBe(0);
    expect(g.stack.some((f) => f.kind === "wildling-attack")).toBe(false);
  });

  it("the threat never drops below 0", () => {
    const g = bidAll(wildlingAttack(2, "silence-at-the-wall", (d) => (d.wildlings.threat = 2)), { baratheon: 0, lannister: 0, stark: 0 });
    expect(g.wildlings.threat).toBe(0);
  });

  it("every bid goes to the Power Pool, whatever the outcome", () => {
    const g0 = wildlingAttack(12, "silence-at-the-wall");
    const g = bidAll(g0, { baratheon: 3, lannister: 1, stark: 0 });
    expect(g.power).toEqual({ baratheon: 2, lannister: 4, stark: 5 });
    expect(powerPool(g, "baratheon")).toBe(powerPool(g0, "baratheon") + 3);
  });
});

describe("the wildling card (p.22)", () => {
  it("the top card is drawn, then buried at the bottom; the raven's knowledge of the top card ends", () => {
    const g0 = wildlingAttack(4, "silence-at-the-wall", (d) => {
      d.wildlings.topKnownBy = "lannister";
    });
    const second = g0.wildlings.deck[1];
    const r = actWithEvents(bidAll(g0, { baratheon: 2, lannister: 2 }), "stark", { type: "bid", amount: 0 });
    expect(r.state.wildlings.deck[0]).toBe(second);
    expect(r.state.wildlings.deck.at(-1)).toBe("silence-at-the-wall");
    expect(r.state.wildlings.deck).toHaveLength(9);
    expect(r.state.wildlings.topKnownBy).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(["wildling-bids", "wildling-card", "wildling-buried"]));
  });

  it("Silence at the Wall: nothing happens, so no tie needs breaking (AG-14)", () => {
    const g = bidAll(wildlingAttack(12, "silence-at-the-wall"), { baratheon: 0, lannister: 0, stark: 0 });
    expect(g.stack.some((f) => f.kind === "wildling-attack")).toBe(false);
  });
});

describe("ties are decided by the Iron Throne holder (p.22)", () => {
  it("for the highest bid", () => {
    const g = bidAll(wildlingAttack(4, "skinchanger-scout"), { baratheon: 0, lannister: 2, stark: 2 });
    expect(seats(g)).toEqual(["baratheon"]);
    expect(kinds(g)).toEqual(["break-tie"]);
    expect(agotEngine.legalActions(g, "baratheon")).toEqual([
      { type: "break-tie", house: "lannister" },
      { type: "break-tie", house: "stark" },
    ]);
    refuse(g, "baratheon", { type: "break-tie", house: "baratheon" }, "ILLEGAL_ACTION");
    refuse(g, "stark", { type: "break-tie", house: "stark" }, "NOT_YOUR_DECISION");
    const g2 = act(g, "baratheon", { type: "break-tie", house: "stark" });
    // Skinchanger Scout: Stark takes its 2 back.
    expect(g2.power).toEqual({ baratheon: 5, lannister: 3, stark: 5 });
  });

  it("for the lowest bid", () => {
    const g = bidAll(wildlingAttack(12, "skinchanger-scout"), { baratheon: 3, lannister: 0, stark: 0 });
    expect(seats(g)).toEqual(["baratheon"]);
    const g2 = act(g, "baratheon", { type: "break-tie", house: "lannister" });
    // Lannister loses all 5; Baratheon (2 left) and Stark (5) lose 2 each.
    expect(g2.power).toEqual({ baratheon: 0, lannister: 0, stark: 3 });
  });

  it("the Iron Throne holder may name itself", () => {
    const g = bidAll(wildlingAttack(12, "skinchanger-scout"), { baratheon: 0, lannister: 0, stark: 1 });
    const g2 = act(g, "baratheon", { type: "break-tie", house: "baratheon" });
    expect(g2.power.baratheon).toBe(0);
  });
});

describe("penalties: the lowest bidder first, then everyone else in turn order (cards.md 7 #39)", () => {
  it("A King Beyond the Wall asks Baratheon, then Lannister, after moving Stark", () => {
    let g: Game = bidAll(wildlingAttack(12, "a-king-beyond-the-wall"), { stark: 0, lannister: 1, baratheon: 1 });
    expect(g.tracks.ironThrone.at(-1)).toBe("stark");
    expect(seats(g)).toEqual(["baratheon"]);
    g = act(g, "baratheon", { type: "choose", choice: "kingsCourt" });
    expect(seats(g)).toEqual(["lannister"]);
  });
});

describe("bids are secret until all are in", () => {
  const topSeenBy = (g: Game, seat: "lannister" | "stark" | "baratheon" | null) => {
    const stack = agotEngine.view(g, seat).stack as unknown[];
    return stack[stack.length - 1];
  };

  it("others see who has bid, not how much", () => {
    const g = bidAll(wildlingAttack(8, "silence-at-the-wall"), { stark: 4 });
    expect(topSeenBy(g, "lannister")).toMatchObject({ kind: "wildling-attack", bids: {}, bidders: ["stark"] });
    expect(topSeenBy(g, "stark")).toMatchObject({ bids: { stark: 4 } });
    const other = bidAll(wildlingAttack(8, "silence-at-the-wall"), { stark: 1 });
    expect(agotEngine.view(g, "baratheon")).toEqual(agotEngine.view(other, "baratheon"));
  });

  it("the wildling card is not in anyone's view before it is drawn", () => {
    const g = wildlingAttack(8, "mammoth-riders");
    expect(topFrame(g)).toMatchObject({ card: null });
    expect(agotEngine.view(g, "stark").wildlings.topCard).toBeNull();
  });
});

describe("every card with an effect asks the Iron Throne holder to break ties (p.22)", () => {
  const cards = [
    "preemptive-raid",
    "crow-killers",
    "rattleshirts-raiders",
    "massing-on-the-milkwater",
    "a-king-beyond-the-wall",
    "mammoth-riders",
    "the-horde-descends",
    "skinchanger-scout",
  ] as const;

  it.each(cards)("%s: a tie for the lowest bid", (card) => {
    const g = bidAll(wildlingAttack(12, card), { baratheon: 2, lannister: 0, stark: 0 });
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", step: "tie", tied: ["lannister", "stark"], nightsWatchWon: false });
    const r = actWithEvents(g, "baratheon", { type: "break-tie", house: "stark" });
    expect(r.events.find((e) => e.type === "wildling-bidder")!.data).toEqual({ house: "stark", highest: false });
  });

  it.each(cards)("%s: a tie for the highest bid", (card) => {
    const g = bidAll(wildlingAttack(4, card), { baratheon: 0, lannister: 2, stark: 2 });
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", step: "tie", tied: ["lannister", "stark"], nightsWatchWon: true });
    const r = actWithEvents(g, "baratheon", { type: "break-tie", house: "lannister" });
    expect(r.events.find((e) => e.type === "wildling-bidder")!.data).toEqual({ house: "lannister", highest: true });
  });
});
