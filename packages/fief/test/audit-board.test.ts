/**
 * Audit tests (task FC) for the board: Heavy Rain and Bountiful Harvest (2.3.1, 2.4.4), the
 * control of a governed fief's empty villages (5.1), a full Disaster track (2.2), the cost of a
 * fief title (4.4.1 example).
 */
import { describe, expect, it } from "vitest";
import { incomeOf } from "../src/rules/income.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("2.3.1 / 2.4.4 Heavy Rain: no Bountiful Harvest for its bonus; it may still cancel a Famine", () => {
  const harvest = (regions: Scenario["regions"]) => scenario({
    houses: ["stark", "greyjoy", "arryn"],
    nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
    units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
    villages: { winterfell: { mills: 1 } },
    hands: { stark: ["Bountiful Harvest"] },
    regions,
    phase: "cards",
    step: { kind: "playCards", turn: 0 },
  });
  const onNorth = { type: "play", card: "Bountiful Harvest", region: 1 } as const;

  it("Heavy Rain in the North: the bonus play is refused, elsewhere allowed", () => {
    const s = harvest({ "1": { disasters: ["Heavy Rain"], bounty: [] } });
    expect(legal(s, "stark")).not.toContainEqual(onNorth);
    expect(legal(s, "stark")).toContainEqual({ type: "play", card: "Bountiful Harvest", region: 2 });
    expect(legal(harvest({}), "stark")).toContainEqual(onNorth); // contrast: no rain
  });

  it("Heavy Rain and Famine: the Harvest cancels the Famine (both discarded), the rain stays and no bonus is placed", () => {
    let s = harvest({ "1": { disasters: ["Heavy Rain", "Famine"], bounty: [] } });
    expect(legal(s, "stark")).toContainEqual(onNorth);
    s = act(s, "stark", onNorth);
    expect(s.regions["1"]).toEqual({ disasters: ["Heavy Rain"], bounty: [] });
    expect(incomeOf(s).stark).toBe(1 + 2); // Winterfell + the mill, no +1
  });
});

describe("5.1: unoccupied villages in a governed fief are controlled by the fief's titled noble", () => {
  const march = (titles: string[], extra: Partial<Scenario> = {}) => {
    let s = scenario({
      houses: ["tyrell", "stark", "tully"],
      nobles: [{ id: "Mace Tyrell", house: "tyrell", village: "oldtown", titles }],
      units: [{ house: "tyrell", village: "oldtown", type: "menAtArms" }],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["tyrell", "stark", "tully"], group: null, moved: [] },
      ...extra,
    });
    s = act(s, "tyrell", { type: "march", noble: "Mace Tyrell" });
    s = act(s, "tyrell", { type: "load", unit: "menAtArms" });
    s = act(s, "tyrell", { type: "step", to: "highgarden" });
    return act(s, "tyrell", { type: "halt" });
  };

  it("the Lord Paramount of the Reach leaves Oldtown empty: it stays his and pays him income", () => {
    // Bitterbridge, empty too, is his already (the scenario states it: the title was bought with all three villages)
    const s = march(["fief:reach"], { villages: { bitterbridge: { controller: "tyrell" } } });
    expect(s.villages.oldtown!.controller).toBe("tyrell");
    expect(incomeOf(s).tyrell).toBe(3 + 1); // Highgarden, Oldtown, Bitterbridge + Mace Tyrell, rich
    // contrast, 5.1 "But he left Riverrun empty, so he no longer Controls it": without the title
    expect(march([]).villages.oldtown!.controller).toBeNull();
  });

  it("another house leaving its village of a governed fief hands it to the titled noble's house", () => {
    let s = scenario({
      houses: ["stark", "tyrell", "tully"],
      nobles: [{ id: "Mace Tyrell", house: "tyrell", village: "highgarden", titles: ["fief:reach"] }, { id: "Robb Stark", house: "stark", village: "bitterbridge" }],
      units: [{ house: "tyrell", village: "highgarden", type: "menAtArms" }, { house: "stark", village: "bitterbridge", type: "menAtArms" }],
      villages: { bitterbridge: { controller: "stark" } },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "tyrell", "tully"], group: null, moved: [] },
    });
    s = act(s, "stark", { type: "march", noble: "Robb Stark" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    s = act(s, "stark", { type: "step", to: "kings-landing" });
    s = act(s, "stark", { type: "halt" });
    expect(s.villages.bitterbridge!.controller).toBe("tyrell");
  });
});

describe("2.2: with the three Disaster track spaces filled, a newly drawn Disaster is discarded face up", () => {
  const draw = (track: Scenario["disasterTrack"]) => act(scenario({
    houses: ["greyjoy", "stark", "lannister"],
    disasterTrack: track,
    fortuneDeck: ["Plague", "Taxes", "Justice"],
    phase: "cards",
    step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
  }), "greyjoy", { type: "draw", deck: "fortune" });

  it("a full track: the Plague goes to the Fortune discard pile, the player draws on to a Bounty card", () => {
    const s = draw(["Famine", "Heavy Rain", "Famine"]);
    expect(s.disasterTrack).toEqual(["Famine", "Heavy Rain", "Famine"]);
    expect(s.fortuneDiscard).toContain("Plague");
    expect(s.houses.greyjoy!.hand).toEqual(["Taxes"]);
  });

  it("contrast: with a free space the Plague goes face down on the track", () => {
    const s = draw(["Famine", "Heavy Rain"]);
    expect(s.disasterTrack).toEqual(["Famine", "Heavy Rain", "Plague"]);
    expect(s.fortuneDiscard).not.toContain("Plague");
  });
});

describe("4.4.1 example: the Reach has 3 villages, its title costs 3 x 2 = 6 Gold Dragons", () => {
  const reach = (gold: number, noble = "Mace Tyrell") => scenario({
    houses: ["tyrell", "stark", "tully"],
    gold: { tyrell: gold },
    nobles: [{ id: noble, house: "tyrell", village: "highgarden" }],
    units: ["bitterbridge", "highgarden", "oldtown"].map((village) => ({ house: "tyrell" as const, village, type: "menAtArms" as const })),
    villages: { highgarden: { controller: "tyrell", stronghold: true } },
    phase: "purchase",
    step: { kind: "purchase", turn: 0, placed: {} },
  });
  const buy = (noble: string) => ({ type: "buy", item: "fiefTitle", fief: "reach", noble, village: "highgarden" }) as const;

  it("6 Gold Dragons buy it; 5 do not; an ambitious noble pays 4", () => {
    const s = act(reach(6), "tyrell", buy("Mace Tyrell"));
    expect(s.houses.tyrell!.gold).toBe(0);
    expect(s.titles["fief:reach"]).toBe("Mace Tyrell");
    expect(legal(reach(5), "tyrell")).not.toContainEqual(buy("Mace Tyrell"));
    const a = act(reach(5, "Randyll Tarly"), "tyrell", buy("Randyll Tarly"));
    expect(a.houses.tyrell!.gold).toBe(1);
  });
});
