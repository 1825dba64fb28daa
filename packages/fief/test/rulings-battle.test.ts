/**
 * Rulings adopted after the engine was written (shared/reference/RULINGS.md, marked CHANGE or
 * changing today's behaviour): SF-8 cursed nobles roll per region, SF-9 a Night's Watch Recruit
 * fights as a Man at Arms, SF-11 a captive Protector still breaks ties, SF-31 a refused marriage is
 * not proposed again in the same Phase 1.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { resolveDisasters } from "../src/rules/draw.ts";
import { strength } from "../src/rules/battle.ts";
import { lossChoices } from "../src/rules/losses.ts";
import { endRound } from "../src/rules/endOfRound.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("SF-8: one Battle Die per region holding cursed nobles (2.3, 11.1 The Cursed)", () => {
  // Balon Greyjoy and Gysella Goodbrother are both cursed, both at Pyke (region 5)
  const twoInPyke = (forcedRolls: number[]) =>
    scenario({
      houses: ["greyjoy", "stark", "tully"],
      round: 3,
      nobles: [{ id: "Balon Greyjoy", house: "greyjoy", village: "pyke" }, { id: "Gysella Goodbrother", house: "greyjoy", village: "pyke" }],
      disasterTrack: ["Famine"],
      forcedRolls,
    });

  it("two cursed nobles in one region do not tie each other: their region's one die of 'ff' pulls the Disaster", () => {
    // d6 = 1, then one battle die face 4 (2 hits); per noble it was two dice, 2 and 2, a tie ignoring the curse
    const s = twoInPyke([1, 4, 4]);
    resolveDisasters(s, []);
    expect(s.regions["5"]!.disasters).toEqual(["Famine"]);
    expect(s.regions["1"]!.disasters).toEqual([]);
    expect(s.forcedRolls).toEqual([4]); // one die for the region, not one per noble
  });

  it("nor get two chances: their region's one die of 'f' leaves the 1d6 to decide", () => {
    // d6 = 1, then face 1 (1 hit); per noble the second die (face 4, 2 hits) was a unique highest 'ff'
    const s = twoInPyke([1, 1, 4]);
    resolveDisasters(s, []);
    expect(s.regions["1"]!.disasters).toEqual(["Famine"]);
    expect(s.regions["5"]!.disasters).toEqual([]);
  });

  it("several regions: the unique highest roll's region, a 3-hit face included; a tie cancels the curse", () => {
    const mk = (forcedRolls: number[]) =>
      scenario({
        houses: ["greyjoy", "stark", "tully"],
        round: 3,
        nobles: [
          { id: "Rickard Karstark", house: "stark", village: "winterfell" }, // region 1
          { id: "Balon Greyjoy", house: "greyjoy", village: "pyke" }, // region 5
          { id: "Gysella Goodbrother", house: "greyjoy", village: "lannisport" }, // region 5
        ],
        disasterTrack: ["Famine"],
        forcedRolls,
      });
    // d6 = 2; region 1 rolls face 4 (2 hits), region 5 face 6 (3 hits): region 5
    const high = mk([2, 4, 6]);
    resolveDisasters(high, []);
    expect(high.regions["5"]!.disasters).toEqual(["Famine"]);
    // d6 = 2; both regions roll 2 hits: the curse is ignored, region 2
    const tie = mk([2, 4, 5]);
    resolveDisasters(tie, []);
    expect(tie.regions["2"]!.disasters).toEqual(["Famine"]);
  });
});

describe("SF-9: a Night's Watch Recruit is 1 Strength Point and dies to 1 hit (6.2, 6.2.2)", () => {
  const s = scenario({
    houses: ["stark", "tully", "arryn"],
    options: { nightsWatch: true },
    nobles: [{ id: "Jon Snow", house: "stark", village: "winterfell" }],
    units: [{ house: "stark", village: "winterfell", type: "recruit" }, { house: "stark", village: "winterfell", type: "knight" }],
  } as Scenario);

  it("counts 1 SP in the battle's strength", () => {
    expect(strength(s, "winterfell", ["stark"])).toBe(1 + 3 + 1); // recruit, knight, Jon Snow
  });

  it("is killed by a single hit", () => {
    expect(lossChoices(s, { house: "stark", village: "winterfell", remaining: 1, mode: "hits", reason: "battle", nobles: true })).toEqual(["recruit"]);
  });
});

describe("SF-11: a captive Protector of the Realm still breaks ties (1.5; 6.2.3)", () => {
  it("in a bid: the Small Council bid tied between two other houses (4.2.1)", () => {
    let s = scenario({
      houses: ["stark", "tully", "lannister"],
      gold: { tully: 6, lannister: 6 },
      nobles: [
        { id: "Ned Stark", house: "stark", village: "riverrun", captor: "tully", titles: ["king", "protector"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3"] },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
      ],
      units: [{ house: "tully", village: "riverrun", type: "menAtArms" }],
      phase: "purchase",
      step: { kind: "councilBid", bids: [] },
    } as Scenario);
    s = act(s, "stark", { type: "bid", amount: 0 });
    s = act(s, "tully", { type: "bid", amount: 6 });
    s = act(s, "lannister", { type: "bid", amount: 6 });
    expect(legal(s, "stark")).toEqual([{ type: "breakBidTie", house: "tully" }, { type: "breakBidTie", house: "lannister" }]);
    s = act(s, "stark", { type: "breakBidTie", house: "lannister" });
    expect(s.step).toEqual({ kind: "councilAward", house: "lannister", amount: 6 });
  });

  it("in an election: the Warden of the North tied 2 to 2", () => {
    // as in attributes.test.ts: Ned Stark 2 votes, Theon Greyjoy 2 (Arryn's Winterfell, the principal village);
    // the Protector Yohn Royce is Greyjoy's captive at Gulltown
    let s = scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell" },
        { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour" },
        { id: "Yohn Royce", house: "arryn", village: "gulltown", captor: "greyjoy", titles: ["protector"] },
      ],
      units: [
        { house: "stark", village: "deepwood-motte", type: "menAtArms" },
        { house: "stark", village: "the-twins", type: "menAtArms" },
        { house: "greyjoy", village: "white-harbour", type: "menAtArms" },
        { house: "greyjoy", village: "gulltown", type: "menAtArms" },
        { house: "arryn", village: "winterfell", type: "menAtArms" },
      ],
      villages: { winterfell: { controller: "arryn" } },
      phase: "elections",
      step: { kind: "election", election: { title: "warden:1", stage: "votes", turn: 0, candidates: [{ noble: "Ned Stark", house: "stark" }, { noble: "Theon Greyjoy", house: "greyjoy" }], markers: [], tied: [] } },
    });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "greyjoy", { type: "vote", forNoble: null, decoy: null });
    s = act(s, "arryn", { type: "vote", forNoble: "Theon Greyjoy", decoy: null });
    expect(legal(s, "arryn")).toEqual([{ type: "breakTie", noble: "Ned Stark" }, { type: "breakTie", noble: "Theon Greyjoy" }]);
    s = act(s, "arryn", { type: "breakTie", noble: "Ned Stark" });
    expect(s.titles["warden:1"]).toBe("Ned Stark");
  });
});

describe("SF-31: a refused marriage is not proposed again in the same Phase 1 (1.1.1)", () => {
  const mk = () =>
    scenario({
      houses: ["stark", "tully", "lannister"],
      nobles: [
        { id: "Robb Stark", house: "stark", village: "winterfell" },
        { id: "Shella Whent", house: "tully", village: "riverrun" },
        { id: "Eleanor Mooton", house: "tully", village: "riverrun" },
      ],
      phase: "announcements",
      step: { kind: "announce", turn: 0 },
    });
  const robbAndShella = { type: "propose", lord: "Robb Stark", lady: "Shella Whent" } as const;
  const robbAndEleanor = { type: "propose", lord: "Robb Stark", lady: "Eleanor Mooton" } as const;

  it("the proposer may not offer the refused couple again; other couples stay open", () => {
    let s = mk();
    expect(legal(s, "stark")).toContainEqual(robbAndShella);
    s = act(s, "stark", robbAndShella);
    s = act(s, "tully", { type: "answer", accept: false });
    expect(s.step).toEqual({ kind: "announce", turn: 0 });
    expect(legal(s, "stark")).not.toContainEqual(robbAndShella);
    expect(legal(s, "stark")).toContainEqual(robbAndEleanor);
  });

  it("the next round's Phase 1 opens the couple again (Phase 8 clears the refusals)", () => {
    let s = mk();
    s = act(s, "stark", robbAndShella);
    s = act(s, "tully", { type: "answer", accept: false });
    s = cloneJson(s); // a returned state is never changed (parts are frozen, draft.ts): edit a copy
    endRound(s, []);
    s.phase = "announcements";
    s.step = { kind: "announce", turn: s.turnOrder.indexOf("stark") };
    expect(legal(s, "stark")).toContainEqual(robbAndShella);
  });
});
