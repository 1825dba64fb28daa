/**
 * Disasters (2.2, 2.3): drawing them face down, region by die, false alarms, no duplicates,
 * none in round 1, cursed nobles, plague, and Uprisings (2.4.7).
 */
import { describe, expect, it } from "vitest";
import { plague, resolveDisasters } from "../src/rules/draw.ts";
import { resolveUprising } from "../src/rules/cards/strike.ts";
import { fiefEngine } from "../src/index.ts";
import { act, count, legal, scenario } from "./helpers.ts";

const three = ["stark", "greyjoy", "lannister"] as ("stark" | "greyjoy" | "lannister")[];

describe("Plague (2.3.3)", () => {
  it("example: 3 Men at Arms and 2 Knights lose 2 troops; a single Man at Arms loses none", () => {
    const s = scenario({
      houses: three,
      units: [
        { house: "lannister", village: "lannisport", type: "menAtArms", count: 3 },
        { house: "lannister", village: "lannisport", type: "knight", count: 2 },
        { house: "lannister", village: "crakehall", type: "menAtArms" },
      ],
    });
    plague(s, 5, []);
    expect(s.losses).toEqual([{ house: "lannister", village: "lannisport", remaining: 2, mode: "units", reason: "the Plague", nobles: false }]);
    // the player chooses: two Men at Arms
    s.step = { kind: "playCards", turn: 0 };
    expect(legal(s, "lannister")).toEqual([{ type: "lose", unit: "knight" }, { type: "lose", unit: "menAtArms" }]);
    let t = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    t = act(t, "lannister", { type: "lose", unit: "menAtArms" });
    expect(count(t, "lannister", "lannisport", "menAtArms")).toBe(1);
    expect(count(t, "lannister", "lannisport", "knight")).toBe(2);
    expect(t.losses).toEqual([]);
  });

  it("nobles die on 1-3, blessed nobles are immune", () => {
    const s = scenario({
      houses: three,
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
        { id: "Aeron Greyjoy", house: "greyjoy", village: "pyke" },
        { id: "Jaime Lannister", house: "lannister", village: "ashemark" },
      ],
      forcedRolls: [3, 4],
    });
    plague(s, 5, []);
    expect(s.nobles["Tywin Lannister"]).toBeUndefined(); // rolled 3
    expect(s.nobles["Jaime Lannister"]).toBeDefined(); // rolled 4
    expect(s.nobles["Aeron Greyjoy"]).toBeDefined(); // blessed: no roll
  });
});

describe("Disaster resolution (2.3)", () => {
  it("a 6 is a false alarm; the same type never twice in a region; none in round 1", () => {
    const s = scenario({ houses: three, round: 3, disasterTrack: ["Famine", "Heavy Rain", "Famine"], forcedRolls: [2, 6, 2] });
    resolveDisasters(s, []);
    expect(s.regions["2"]!.disasters).toEqual(["Famine"]);
    expect(Object.values(s.regions).flatMap((r) => r.disasters)).toEqual(["Famine"]);
    const first = scenario({ houses: three, round: 1, disasterTrack: ["Famine"], fortuneDeck: ["Taxes"] });
    resolveDisasters(first, []);
    expect(first.fortuneDeck.sort()).toEqual(["Famine", "Taxes"]);
    expect(first.regions["1"]!.disasters).toEqual([]);
  });

  it("Winter is Coming: in winter a disaster strikes two extra regions", () => {
    const s = scenario({ houses: three, round: 3, options: { winterIsComing: true }, season: "winter", disasterTrack: ["Heavy Rain"], forcedRolls: [1, 3, 3] });
    resolveDisasters(s, []);
    expect(s.regions["1"]!.disasters).toEqual(["Heavy Rain"]);
    expect(s.regions["3"]!.disasters).toEqual(["Heavy Rain"]);
  });

  it("a cursed noble rolling 'ff' pulls the disaster to his region", () => {
    // d6 for the region = 1, then the cursed battle die face 4 (= 2 hits)
    const s = scenario({ houses: three, round: 3, nobles: [{ id: "Balon Greyjoy", house: "greyjoy", village: "pyke" }], disasterTrack: ["Famine"], forcedRolls: [1, 4] });
    resolveDisasters(s, []);
    expect(s.regions["5"]!.disasters).toEqual(["Famine"]);
    expect(s.regions["1"]!.disasters).toEqual([]);
  });

  it("a disaster drawn goes face down on the track unseen; the view hides it but shows the top card's back", () => {
    let s = scenario({ houses: three, phase: "cards", step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null }, fortuneDeck: ["Plague", "Taxes", "Justice"] });
    expect(fiefEngine.view(s, "stark").fortuneTop).toBe("disaster");
    s = act(s, "stark", { type: "draw", deck: "fortune" });
    expect(s.disasterTrack).toEqual(["Plague"]);
    expect(s.houses.stark!.hand).toEqual(["Taxes"]);
    const v = fiefEngine.view(s, "greyjoy");
    expect(v.disasterTrack).toBe(1);
    expect(v.houses.stark!.hand).toBeUndefined();
    expect(v.houses.stark!.handSize).toBe(1);
  });

  it("Stark may discard a disaster unseen before drawing it, once per round", () => {
    let s = scenario({ houses: three, phase: "cards", step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null }, fortuneDeck: ["Plague", "Taxes", "Famine", "Justice"] });
    expect(legal(s, "stark")).toContainEqual({ type: "draw", deck: "fortune", starkDiscard: true });
    s = act(s, "stark", { type: "draw", deck: "fortune", starkDiscard: true });
    expect(s.disasterTrack).toEqual([]);
    expect(s.fortuneDiscard).toContain("Plague");
    expect(legal(s, "stark")).not.toContainEqual({ type: "draw", deck: "fortune", starkDiscard: true });
  });
});

describe("Uprising (2.4.7)", () => {
  it("example: one Uprising is cancelled by a Stronghold; two roll one die +1 (SF-2) and destroy it", () => {
    const mk = () => scenario({
      houses: three,
      units: [{ house: "greyjoy", village: "lannisport", type: "menAtArms", count: 2 }],
      villages: { lannisport: { controller: "greyjoy", stronghold: true, mills: 1 } },
      forcedRolls: [1],
    });
    const one = mk();
    resolveUprising(one, "lannisport", null, 1, []);
    expect(count(one, "greyjoy", "lannisport")).toBe(2);
    expect(one.forcedRolls).toEqual([1]); // no die was rolled
    let two = mk();
    two.step = { kind: "playCards", turn: 0 };
    resolveUprising(two, "lannisport", null, 2, []);
    // the army's player takes his losses: both Men at Arms
    expect(two.losses).toEqual([{ house: "greyjoy", village: "lannisport", remaining: 2, mode: "hits", reason: "an uprising", nobles: false }]);
    two = act(two, "greyjoy", { type: "lose", unit: "menAtArms" });
    two = act(two, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(two, "greyjoy", "lannisport")).toBe(0);
    expect(two.villages.lannisport!.stronghold).toBe(false);
    expect(two.villages.lannisport!.mills).toBe(0);
  });

  it("may be played on a village taxed by another house or in famine, never with a sept, nor by the taxing house", () => {
    const s = scenario({
      houses: three,
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell", titles: ["warden:1"] }],
      units: [{ house: "greyjoy", village: "the-twins", type: "menAtArms" }, { house: "stark", village: "winterfell", type: "menAtArms" }, { house: "lannister", village: "white-harbour", type: "menAtArms" }],
      villages: { "white-harbour": { sept: true } },
      taxes: [{ house: "stark", kind: "warden", region: 1, by: "Ned Stark", title: "warden:1" }],
      hands: { stark: ["Uprising"], greyjoy: ["Uprising"] },
      phase: "cards",
      step: { kind: "playCards", turn: 1 },
    });
    const g = legal(s, "greyjoy");
    expect(g).toContainEqual({ type: "play", card: "Uprising", village: "the-twins" });
    expect(g).not.toContainEqual({ type: "play", card: "Uprising", village: "white-harbour" });
    const st = { ...s, step: { kind: "playCards" as const, turn: 0 } };
    expect(legal(st, "stark").filter((a) => a.type === "play")).toEqual([]);
  });

  it("the Warden of the region may try to calm it: 3-6 stops it, 1-2 he is stoned; a Council member pays 3 and survives", () => {
    const base = {
      houses: three,
      nobles: [{ id: "Ned Stark", house: "stark" as const, village: "winterfell", titles: ["warden:1"] }],
      units: [{ house: "greyjoy" as const, village: "the-twins", type: "menAtArms" as const }, { house: "stark" as const, village: "winterfell", type: "menAtArms" as const }],
      regions: { "1": { disasters: ["Famine" as const], bounty: [] } },
      hands: { lannister: ["Uprising"] },
      phase: "cards",
      step: { kind: "playCards", turn: 2 },
    };
    const asked = act(scenario({ ...base, forcedRolls: [3] }), "lannister", { type: "play", card: "Uprising", village: "the-twins" });
    expect(legal(asked, "stark")).toEqual([{ type: "answer", accept: true }, { type: "answer", accept: false }]);
    const calm = act(asked, "stark", { type: "answer", accept: true });
    expect(count(calm, "greyjoy", "the-twins")).toBe(1);
    const stoned = act(act(act(scenario({ ...base, forcedRolls: [2, 1] }), "lannister", { type: "play", card: "Uprising", village: "the-twins" }), "stark", { type: "answer", accept: true }), "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(stoned.nobles["Ned Stark"]).toBeUndefined();
    expect(count(stoned, "greyjoy", "the-twins")).toBe(0);
    const council = scenario({ ...base, gold: { greyjoy: 5 }, nobles: [...base.nobles, { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["warden:5", "master:coin"] }], forcedRolls: [1, 2, 1] });
    let c = act(council, "lannister", { type: "play", card: "Uprising", village: "the-twins" });
    c = act(c, "stark", { type: "answer", accept: false });
    c = act(c, "greyjoy", { type: "answer", accept: true });
    expect(c.houses.greyjoy!.gold).toBe(2);
    expect(c.nobles["Theon Greyjoy"]).toBeDefined();
  });

  it("example: David's Uprising on Lannisport is boosted by Grady's; two dice less the Stronghold penalty roll one", () => {
    // David = lannister, Grady = stark, the Lannisport army = greyjoy's
    let s = scenario({
      houses: ["lannister", "stark", "greyjoy"],
      units: [{ house: "greyjoy", village: "lannisport", type: "menAtArms", count: 2 }],
      villages: { lannisport: { controller: "greyjoy", stronghold: true } },
      regions: { "5": { disasters: ["Famine"], bounty: [] } },
      hands: { lannister: ["Uprising"], stark: ["Uprising"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      forcedRolls: [1],
    });
    s = act(s, "lannister", { type: "play", card: "Uprising", village: "lannisport" });
    expect(legal(s, "stark")).toEqual([{ type: "play", card: "Uprising", village: "lannisport" }, { type: "done" }]);
    s = act(s, "stark", { type: "play", card: "Uprising", village: "lannisport" });
    s = act(s, "stark", { type: "done" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(s, "greyjoy", "lannisport")).toBe(0);
    expect(s.villages.lannisport!.stronghold).toBe(false);
  });

  it("a Secret Passage boosting an uprising cancels the Stronghold penalty, not with a Maester", () => {
    const mk = (maester: boolean) => {
      let s = scenario({
        houses: ["lannister", "stark", "greyjoy"],
        units: [{ house: "greyjoy", village: "lannisport", type: "menAtArms", count: 2 }],
        villages: { lannisport: { controller: "greyjoy", stronghold: true, maester } },
        regions: { "5": { disasters: ["Famine"], bounty: [] } },
        hands: { lannister: ["Uprising"], stark: ["Secret Passage"] },
        phase: "cards",
        step: { kind: "playCards", turn: 0 },
        forcedRolls: [1],
      });
      s = act(s, "lannister", { type: "play", card: "Uprising", village: "lannisport" });
      return s;
    };
    let s = mk(false);
    s = act(s, "stark", { type: "play", card: "Secret Passage", village: "lannisport" });
    s = act(s, "stark", { type: "done" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(s, "greyjoy", "lannisport")).toBe(0);
    // with a Maester Stark is still asked (he holds a card, and hands are hidden: ENGINE.md) but may only pass
    expect(legal(mk(true), "stark")).toEqual([{ type: "done" }]);
  });

});

describe("regression: a captive whose guards die in an uprising goes free (6.2.3)", () => {
  it("found by self-play (seed 5 / game 16)", () => {
    let s = scenario({
      houses: ["lannister", "greyjoy", "tyrell"],
      nobles: [{ id: "Mace Tyrell", house: "tyrell", village: "yronwood", captor: "greyjoy" }],
      units: [{ house: "greyjoy", village: "yronwood", type: "menAtArms" }, { house: "tyrell", village: "highgarden", type: "menAtArms" }],
      villages: { highgarden: { controller: "tyrell", stronghold: true } },
      regions: { "4": { disasters: ["Famine"], bounty: [] } },
      hands: { lannister: ["Uprising"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      forcedRolls: [1],
    });
    s = act(s, "lannister", { type: "play", card: "Uprising", village: "yronwood" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(s.nobles["Mace Tyrell"]!.captor).toBeNull();
    expect(legal(s, "tyrell")).toEqual([{ type: "place", noble: "Mace Tyrell", village: "highgarden" }]);
  });
});

describe("uprising victims (2.4.7)", () => {
  const mk = (target: { village?: string; target?: string }) => {
    let s = scenario({
      houses: ["lannister", "greyjoy", "stark"],
      nobles: [{ id: "Ellaria Sand", house: "greyjoy", village: "the-twins", attributes: ["tyrant"], sex: "lady" }, { id: "Robb Stark", house: "stark", village: "the-twins" }],
      units: [{ house: "greyjoy", village: "the-twins", type: "menAtArms" }, { house: "stark", village: "the-twins", type: "menAtArms" }],
      villages: { "the-twins": { controller: "greyjoy", mills: 1 } },
      regions: { "1": { disasters: ["Famine"], bounty: [] } },
      hands: { lannister: ["Uprising"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      forcedRolls: [1],
    });
    s = act(s, "lannister", { type: "play", card: "Uprising", ...target });
    return s;
  };

  it("on a village: the card's player chooses the army attacked first, then the others (SF-18); with no troops left nobles die and mills burn", () => {
    let s = mk({ village: "the-twins" });
    // "If several opponents have Troops, the Player who played the Uprising card chooses which Troops are attacked first."
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["lannister:strikeFirst"]);
    expect(legal(s, "lannister")).toEqual([{ type: "strikeFirst", house: "greyjoy" }, { type: "strikeFirst", house: "stark" }]);
    s = act(s, "lannister", { type: "strikeFirst", house: "stark" });
    // 2 hits: Stark's Man at Arms as chosen (not the controller's), then the next army's
    expect(s.losses[0]).toMatchObject({ house: "stark", remaining: 2 });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(s, "greyjoy", "the-twins") + count(s, "stark", "the-twins")).toBe(0);
    expect(Object.keys(s.nobles)).toEqual([]);
    expect(s.villages["the-twins"]!.mills).toBe(0);
  });

  it("on a tyrant: only the tyrant and his troops; the village is spared (11.1)", () => {
    const s = act(mk({ target: "Ellaria Sand" }), "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(s, "greyjoy", "the-twins")).toBe(0);
    expect(s.nobles["Ellaria Sand"]).toBeUndefined();
    expect(count(s, "stark", "the-twins")).toBe(1);
    expect(s.nobles["Robb Stark"]).toBeDefined();
    expect(s.villages["the-twins"]!.mills).toBe(1);
  });
});
