/**
 * Tests that close gaps: Winter is Coming (10.1), Unsullied and the Mother of Dragons in battle,
 * loyal nobles and Heavy Rain in the Battle phase, the shadow's secret passage on the march, Tully's
 * Maester, the Small Council bid's tie.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { lossChoices } from "../src/rules/losses.ts";
import { attackOnTheWall } from "../src/rules/wall.ts";
import { act, legal, scenario, passAll } from "./helpers.ts";

describe("Winter is Coming (10.1)", () => {
  it("removes one Plague; replenishing the Fortune deck moves the season on", () => {
    const s = fiefEngine.createGame({ seed: 1, houses: ["stark", "tully", "arryn"], options: { winterIsComing: true } });
    expect(s.fortuneDeck.filter((c) => c === "Plague")).toHaveLength(1);
    let t = scenario({
      houses: ["stark", "tully", "arryn"], options: { winterIsComing: true },
      phase: "cards", step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
      fortuneDeck: [],
    });
    t.fortuneDiscard = ["Taxes", "Justice"];
    t = act(t, "stark", { type: "draw", deck: "fortune" });
    expect(t.season).toBe("autumn");
  });

  it("the Wall: winter rolls two extra dice and takes Eastwatch before the roll, whose +1 counts (SF-13)", () => {
    const s = scenario({ houses: ["stark", "tully", "arryn"], options: { winterIsComing: true, nightsWatch: true }, season: "winter", forcedRolls: [1, 2, 3] });
    s.wall.value = 10;
    attackOnTheWall(s, []);
    expect(s.wall.fallen).toBe(1);
    expect(s.wall.value).toBe(10 - 2 * 4); // best of three dice (3) + 1 for Eastwatch
  });
});

describe("battle details", () => {
  it("an Unsullied needs two hits (Targaryen setup)", () => {
    const s = scenario({ houses: ["targaryen", "tully", "stark"], units: [{ house: "targaryen", village: "dragonstone", type: "unsullied" }] });
    expect(lossChoices(s, { house: "targaryen", village: "dragonstone", remaining: 1, mode: "hits", reason: "", nobles: true })).toEqual([]);
    expect(lossChoices(s, { house: "targaryen", village: "dragonstone", remaining: 2, mode: "hits", reason: "", nobles: true })).toEqual(["unsullied"]);
  });

  it("the Mother of Dragons rolls one more die (2.4.2)", () => {
    const r = fiefEngine.applyAction(scenario({
      houses: ["targaryen", "tully", "stark"],
      nobles: [{ id: "Daenerys Targaryen", house: "targaryen", village: "riverrun", titles: ["motherOfDragons"] }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "targaryen", village: "riverrun", type: "unsullied" }, { house: "tully", village: "riverrun", type: "knight", count: 3 }],
      phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] },
      forcedRolls: [1, 1, 1, 1],
    }), "targaryen", { type: "declareBattle", village: "riverrun", against: "tully" });
    if (!r.ok) throw new Error(r.error.message);
    // 3 SP: one die, plus one for the Mother of Dragons
    expect(r.value.events.filter((e) => e.type === "roll").map((e) => e.text)).toEqual([
      "targaryen rolls 2 dice (1, 1) for 2 hits.",
      "tully rolls 2 dice (1, 1) for 2 hits.", // 3 Knights and Edmure: 10 SP
    ]);
  });

  it("a loyal noble never attacks his ally; Heavy Rain stops battles unless a storm noble is there", () => {
    const ally = scenario({
      houses: ["baratheon", "tully", "stark", "arryn", "tyrell"],
      nobles: [
        { id: "Stannis Baratheon", house: "baratheon", village: "riverrun", spouse: "Shella Whent" },
        { id: "Shella Whent", house: "tully", village: "riverrun", spouse: "Stannis Baratheon" },
      ],
      units: [{ house: "baratheon", village: "riverrun", type: "knight" }, { house: "tully", village: "riverrun", type: "knight" }],
      phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] },
    });
    expect(legal(ally, "baratheon")).toEqual([{ type: "done" }]);
    const rain = (noble: string) => scenario({
      houses: ["tully", "stark", "arryn"],
      nobles: [{ id: noble, house: "tully", village: "riverrun" }, { id: "Robb Stark", house: "stark", village: "riverrun" }],
      units: [{ house: "tully", village: "riverrun", type: "knight" }, { house: "stark", village: "riverrun", type: "knight" }],
      regions: { "3": { disasters: ["Heavy Rain"], bounty: [] } },
      phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] },
    });
    expect(legal(rain("Walder Frey"), "tully")).toEqual([{ type: "done" }]);
    expect(legal(rain("Edmure Tully"), "tully")).toContainEqual({ type: "declareBattle", village: "riverrun", against: "stark" });
  });
});

describe("more house and noble abilities", () => {
  it("a shadow noble passes a denial once per round with one companion (2.4.8, 11.1)", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Arya Stark", house: "stark", village: "riverrun" }],
      units: [{ house: "stark", village: "riverrun", type: "menAtArms" }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      phase: "movement", step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
    });
    s = act(s, "stark", { type: "march", noble: "Arya Stark" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    s = passAll(act(s, "stark", { type: "step", to: "harrenhal" })); // the 2.4 window after the step: Tully may give Harrenhal to the newcomer (SF-16)
    expect(legal(s, "stark")).toContainEqual({ type: "step", to: "kings-landing", secretPassage: "shadow" });
    s = act(s, "stark", { type: "step", to: "kings-landing", secretPassage: "shadow" });
    expect(s.houses.stark!.usedRound).toContain("shadow:Arya Stark");
  });

  it("Tully's starting Stronghold has a Maester", () => {
    let s = fiefEngine.createGame({ seed: 3, houses: ["tully", "stark", "arryn"], firstPlayer: 0 });
    s = act(s, "tully", { type: "chooseStart", village: "riverrun" });
    expect(s.villages.riverrun!.maester).toBe(true);
  });

  it("a tied Small Council bid gives the seat to nobody without a Protector among the tied", () => {
    let s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] }],
      gold: { greyjoy: 9, stark: 8 },
      phase: "purchase",
      step: { kind: "councilBid", bids: [] },
    });
    s = act(s, "stark", { type: "bid", amount: 6 });
    s = act(s, "greyjoy", { type: "bid", amount: 6 });
    s = act(s, "tully", { type: "bid", amount: 0 });
    expect(s.step.kind).toBe("purchase");
    expect(s.houses.stark!.gold).toBe(8);
  });
});
