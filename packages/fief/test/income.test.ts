/**
 * Income (Phase 3), taxes and tallage (2.4.6), harvest and weather (2.4.4-2.4.5), attributes.
 */
import { describe, expect, it } from "vitest";
import { incomeOf } from "../src/rules/income.ts";
import { regionTaxCollector } from "../src/rules/cards/fortune.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("Taxes (2.4.6)", () => {
  it("2.4.6.1 example: the Protector's tallage on the Westerlands gives 8; villages still pay their controllers", () => {
    // Kirsten = arryn (Protector), Grady = greyjoy (3 villages), David = stark (1 village)
    const s = scenario({
      houses: ["arryn", "greyjoy", "stark"],
      nobles: [{ id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["protector"] }],
      units: [
        { house: "greyjoy", village: "lannisport", type: "menAtArms" },
        { house: "greyjoy", village: "ashemark", type: "menAtArms" },
        { house: "greyjoy", village: "crakehall", type: "menAtArms" },
        { house: "stark", village: "the-golden-tooth", type: "menAtArms" },
      ],
      taxes: [{ house: "arryn", kind: "tallage", fief: "westerlands", by: "Yohn Royce", title: "protector" }],
    });
    const inc = incomeOf(s);
    expect(inc.arryn).toBe(8 + 1); // tallage + The Eyrie
    expect(inc.greyjoy).toBe(3);
    expect(inc.stark).toBe(1);
  });

  it("2.4.6.2 example: Warden of the region > a Master > the Hand on every governed region; a tax goes to one lord only (SF-12)", () => {
    const s = scenario({
      houses: ["arryn", "greyjoy", "stark"],
      nobles: [
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["hand", "warden:2"] },
        { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["warden:5", "master:coin"] },
        { id: "Ned Stark", house: "stark", village: "highgarden", titles: ["warden:4"] },
        { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] },
      ],
      taxes: [
        { house: "arryn", kind: "warden", region: 1, by: "Yohn Royce", title: "hand", all: true },
        { house: "arryn", kind: "warden", region: 4, by: "Yohn Royce", title: "hand", all: true },
        { house: "greyjoy", kind: "warden", region: 4, by: "Theon Greyjoy", title: "master:coin" },
        { house: "greyjoy", kind: "warden", region: 1, by: "Theon Greyjoy", title: "master:coin" },
        { house: "stark", kind: "warden", region: 4, by: "Ned Stark", title: "warden:4" },
      ],
    });
    expect(regionTaxCollector(s, 4)).toBe("stark"); // the local Warden first
    expect(regionTaxCollector(s, 1)).toBe("greyjoy"); // a Master before the Hand
  });

  it("FAQ: the Hand taxing a single region first keeps priority over a later Master (SF-12)", () => {
    const s = scenario({
      houses: ["arryn", "greyjoy", "stark"],
      nobles: [
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["hand", "warden:2"] },
        { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["warden:5", "master:coin"] },
        { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] },
      ],
      taxes: [
        { house: "arryn", kind: "warden", region: 1, by: "Yohn Royce", title: "hand" },
        { house: "greyjoy", kind: "warden", region: 1, by: "Theon Greyjoy", title: "master:coin" },
      ],
    });
    expect(regionTaxCollector(s, 1)).toBe("arryn");
  });

  it("a warden tax takes the mill income; septs are exempt", () => {
    const s = scenario({
      houses: ["arryn", "greyjoy", "stark"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell", titles: ["warden:1"] }],
      units: [{ house: "greyjoy", village: "the-twins", type: "menAtArms" }, { house: "stark", village: "winterfell", type: "menAtArms" }],
      villages: { "the-twins": { mills: 2, sept: true } },
      taxes: [{ house: "stark", kind: "warden", region: 1, by: "Ned Stark", title: "warden:1" }],
    });
    const inc = incomeOf(s);
    expect(inc.greyjoy).toBe(1 + 2); // village + sept
    expect(inc.stark).toBe(1 + 4); // Winterfell + two mills taxed
  });
});

describe("Bountiful Harvest and Good Weather (2.4.4, 2.4.5)", () => {
  const base = {
    houses: ["stark", "greyjoy", "arryn"] as ("stark" | "greyjoy" | "arryn")[],
    nobles: [{ id: "Ned Stark", house: "stark" as const, village: "winterfell" }],
    units: [{ house: "stark" as const, village: "winterfell", type: "menAtArms" as const }],
    villages: { winterfell: { mills: 1 } },
    phase: "cards",
    step: { kind: "playCards", turn: 0 },
  };

  it("both cards in one region: each mill yields 2 + 2 = 4", () => {
    const s = scenario({ ...base, regions: { "1": { disasters: [], bounty: ["Bountiful Harvest", "Good Weather"] } } });
    expect(incomeOf(s).stark).toBe(1 + 4);
  });

  it("famine stops mills; a first harvest cancels it, a second gives the bonus; no second without famine", () => {
    let s = scenario({ ...base, hands: { stark: ["Bountiful Harvest", "Bountiful Harvest"] }, regions: { "1": { disasters: ["Famine"], bounty: [] } } });
    expect(incomeOf(s).stark).toBe(1);
    s = act(s, "stark", { type: "play", card: "Bountiful Harvest", region: 1 });
    expect(s.regions["1"]!.disasters).toEqual([]);
    s = act(s, "stark", { type: "done" }); // the 2.4 window after the card: Stark holds a card, so he is asked
    s = act(s, "stark", { type: "play", card: "Bountiful Harvest", region: 1 });
    expect(incomeOf(s).stark).toBe(1 + 3);
    const again = scenario({ ...base, hands: { stark: ["Bountiful Harvest", "Bountiful Harvest"] } });
    const s2 = act(again, "stark", { type: "play", card: "Bountiful Harvest", region: 1 });
    expect(legal(s2, "stark")).not.toContainEqual({ type: "play", card: "Bountiful Harvest", region: 1 });
  });

  it("Good Weather cannot be played for its bonus in Famine, but cancels Heavy Rain there", () => {
    const s = scenario({ ...base, hands: { stark: ["Good Weather"] }, regions: { "1": { disasters: ["Famine"], bounty: [] }, "2": { disasters: ["Heavy Rain", "Famine"], bounty: [] } } });
    const plays = legal(s, "stark");
    expect(plays).not.toContainEqual({ type: "play", card: "Good Weather", region: 1 });
    expect(plays).toContainEqual({ type: "play", card: "Good Weather", region: 2 });
  });

  it("SF-4: an unlucky noble in the region forbids the bonus but not the cancelling", () => {
    const s = scenario({
      ...base,
      nobles: [...base.nobles, { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour" }],
      hands: { stark: ["Bountiful Harvest"] },
      regions: { "2": { disasters: [], bounty: [] } },
    });
    expect(legal(s, "stark")).not.toContainEqual({ type: "play", card: "Bountiful Harvest", region: 1 });
    const famine = scenario({
      ...base,
      nobles: [...base.nobles, { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour" }],
      hands: { stark: ["Bountiful Harvest"] },
      regions: { "1": { disasters: ["Famine"], bounty: [] } },
    });
    expect(legal(famine, "stark")).toContainEqual({ type: "play", card: "Bountiful Harvest", region: 1 });
  });
});

describe("income from titles and attributes (Phase 3, 11.1)", () => {
  it("Queen +2, rich +1, tyrant +2, extravagant -2 per VP title, Tully +2", () => {
    const s = scenario({
      houses: ["baratheon", "tully", "lannister"],
      nobles: [
        { id: "Renly Baratheon", house: "baratheon", village: "storms-end", titles: ["king", "fief:stormlands"] },
        { id: "Salladhor Saan", house: "baratheon", village: "storms-end" },
        { id: "Shella Whent", house: "tully", village: "riverrun", titles: ["queen"] },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
      ],
      units: [
        { house: "baratheon", village: "storms-end", type: "menAtArms" },
        { house: "tully", village: "riverrun", type: "menAtArms" },
        { house: "lannister", village: "lannisport", type: "menAtArms" },
      ],
      gold: { baratheon: 10 },
    });
    const inc = incomeOf(s);
    // Renly example (11.1): extravagant, King and Lord Paramount: 4 less
    expect(inc.baratheon).toBe(1 + 1 - 4); // village + rich Salladhor - 4
    expect(inc.tully).toBe(1 + 2 + 2); // village + Queen + Tully's ability
    expect(inc.lannister).toBe(1 + 2); // village + tyrant
  });
});
