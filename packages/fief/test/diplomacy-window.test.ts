/**
 * SF-16: Diplomacy-token effects and giving control of a village belong to the 2.4 pass round.
 * 2.4 lists "Diplomacy token" and "Give Control of a Village" among the Player's effects; 9 "At any
 * point in the game, a Player may spend one of his Diplomacy markers"; 5.1 "During Phase 5
 * (Movement) the Controlling Player may voluntarily transfer Control". A village received in a
 * pass round is not given on in that round; gifts that spend nothing stay on the house's own turn.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import type { FiefState } from "../src/state.ts";
import { act, legal, scenario } from "./helpers.ts";

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);

describe("giving control of a village in a Phase 5 pass round (2.4, 5.1, SF-16)", () => {
  /** Cersei steps from Riverrun into Tully's Harrenhal: the 2.4 window after her step. */
  const afterStep = (hands: Record<string, string[]> = {}) => {
    let s = scenario({
      hands,
      houses: ["lannister", "tully", "stark"],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "harrenhal" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms", count: 2 }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      villages: { harrenhal: { controller: "tully" } },
    });
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    return act(s, "lannister", { type: "step", to: "harrenhal" });
  };
  const give = (target: string, to: string) => ({ type: "ability" as const, name: "giveControl", target, give: to });

  it("the controller is asked after a step and may hand the village to a house present there", () => {
    let s = afterStep();
    expect(seats(s)).toEqual(["tully:effect"]); // Tully is not in turn, yet may give Harrenhal now
    expect(legal(s, "tully")).toContainEqual(give("harrenhal", "lannister"));
    s = act(s, "tully", give("harrenhal", "lannister"));
    expect(s.villages.harrenhal!.controller).toBe("lannister");
    expect(seats(s)).toEqual(["lannister:movement"]); // the others pass: the march goes on
  });

  it("a village received in the pass round is not given back in it; on the house's own turn it may be", () => {
    let s = act(afterStep(), "tully", give("harrenhal", "lannister"));
    // Lannister, now the controller with Tully present, could only give Harrenhal back: not asked
    expect(s.window ?? null).toBeNull();
    expect(seats(s)).toEqual(["lannister:movement"]);
    expect(s.villages.harrenhal!.controller).toBe("lannister");
    s = act(s, "lannister", { type: "halt" });
    expect(legal(s, "lannister")).toContainEqual(give("harrenhal", "tully")); // his own turn: 5.1 without the pass-round limit
  });

  it("asked in a pass round for another effect, a house with a rookery is not offered its card gifts there (they spend no marker: 9, 4.3.4)", () => {
    const stepped = (maester: boolean) => {
      let s = scenario({
        hands: { tully: ["Justice"] },
        houses: ["lannister", "tully", "stark"],
        phase: "movement",
        step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
        nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "harrenhal" }],
        units: [{ house: "lannister", village: "riverrun", type: "menAtArms", count: 2 }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
        villages: { harrenhal: { controller: "tully", maester } },
      });
      s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
      s = act(s, "lannister", { type: "load", unit: "menAtArms" });
      s = act(s, "lannister", { type: "step", to: "harrenhal" });
      return act(s, "lannister", { type: "done" }); // Lannister, first in the round, may look at Tully's hand: he passes
    };
    const card = { type: "gift", to: "lannister", gold: 0, card: "Justice" };
    const rookery = stepped(true);
    expect(seats(rookery)).toEqual(["tully:effect"]); // asked for giving Harrenhal
    expect(legal(rookery, "tully")).toContainEqual(give("harrenhal", "lannister"));
    expect(legal(rookery, "tully")).not.toContainEqual(card);
    // without the rookery the same card gift spends a marker, so it is declared here
    expect(legal(stepped(false), "tully")).toContainEqual(card);
  });

  it("asked in the same pass round for another effect, the receiver still cannot give the village back", () => {
    let s = afterStep({ lannister: ["Justice"] }); // a card and a Diplomacy marker: Lannister may give the card (SF-16)
    s = act(s, "lannister", { type: "done" });
    s = act(s, "tully", give("harrenhal", "lannister"));
    expect(seats(s)).toEqual(["lannister:effect"]);
    expect(legal(s, "lannister")).toContainEqual({ type: "gift", to: "tully", gold: 0, card: "Justice" });
    expect(legal(s, "lannister")).not.toContainEqual(give("harrenhal", "tully"));
  });

  it("outside Phase 5 no village is given in a pass round", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "harrenhal" }, { id: "Edmure Tully", house: "tully", village: "harrenhal" }],
      units: [{ house: "lannister", village: "harrenhal", type: "menAtArms" }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      villages: { harrenhal: { controller: "tully" } },
    });
    s = act(s, "lannister", { type: "done" }); // Lannister's purchases: a game event
    expect(s.window ?? null).toBeNull(); // nobody could declare anything
  });
});

describe("Diplomacy-token gifts in a pass round (2.4, 9, 10.3, SF-16)", () => {
  const afterPurchases = (extra: object = {}) => act(scenario({
    houses: ["lannister", "tully", "stark"],
    phase: "purchase",
    step: { kind: "purchase", turn: 0, placed: {} },
    nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Ned Stark", house: "stark", village: "winterfell" }],
    ...extra,
  }), "lannister", { type: "done" });

  it("Diplomacy variant: gold given with a marker, up to 3 Gold Dragons, may be declared out of turn", () => {
    let s = afterPurchases({ options: { diplomacyVariant: true }, gold: { stark: 3 } });
    expect(seats(s)).toEqual(["stark:effect"]);
    expect(legal(s, "stark")).toContainEqual({ type: "gift", to: "tully", gold: 3 });
    s = act(s, "stark", { type: "gift", to: "tully", gold: 3 });
    expect(s.houses.tully!.gold).toBe(3);
    expect(s.houses.stark!.diplomacy).toBe(2);
  });

  it("without the variant open gold spends nothing and stays on the house's own turn", () => {
    const s = afterPurchases({ gold: { stark: 3 } });
    expect(s.window ?? null).toBeNull(); // Stark has gold but nothing that spends a marker
    expect(seats(s)).toEqual(["tully:purchase"]);
  });

  it("a card given through a Maester's rookery spends nothing and stays on the house's own turn", () => {
    const s = afterPurchases({ hands: { stark: ["Justice"] }, villages: { winterfell: { controller: "stark", maester: true } } });
    expect(legal(s, "stark").filter((a) => a.type === "gift")).toEqual([]);
  });

  it("who is asked follows public facts: a house with a marker and a card is asked whatever the card (SF-22)", () => {
    const a = afterPurchases({ hands: { stark: ["Justice"] } });
    const b = afterPurchases({ hands: { stark: ["Taxes"] } });
    expect(seats(b)).toEqual(seats(a));
    const a2 = act(a, "lannister", { type: "done" }); // Lannister may look at Stark's hand; he passes
    const b2 = act(b, "lannister", { type: "done" });
    expect(seats(a2)).toEqual(["stark:effect"]);
    expect(seats(b2)).toEqual(seats(a2));
    expect(legal(b2, "stark")).toContainEqual({ type: "gift", to: "tully", gold: 0, card: "Taxes" });
    // a copy to change (a state the engine returned is never written)
    const none = cloneJson(afterPurchases({ hands: { stark: ["Justice"] } }));
    none.houses.stark!.diplomacy = 0;
    expect(fiefEngine.legalActions(none, "stark").filter((x) => x.type === "gift")).toEqual([]);
  });
});
