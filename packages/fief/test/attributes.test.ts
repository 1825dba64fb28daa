/**
 * Noble attributes (11.1) not covered elsewhere, Whitecloaks (4.2.7), ties broken by the Protector
 * of the Realm (1.5), the Warden's tax refusal (2.4.6.2).
 */
import { describe, expect, it } from "vitest";
import { attackerPenalty } from "../src/rules/battle.ts";
import { resolveDisasters } from "../src/rules/draw.ts";
import { act, legal, scenario } from "./helpers.ts";

const play = (houses: string[], extra: object) => scenario({ houses, phase: "cards", step: { kind: "playCards", turn: 0 }, ...extra } as never);

describe("attributes (11.1)", () => {
  it("a heart breaker breaks the marriage of a spouse his house holds captive", () => {
    let s = play(["lannister", "tully", "stark", "arryn", "tyrell"], {
      nobles: [
        { id: "Jeyne Westerling", house: "lannister", village: "riverrun" },
        { id: "Edmure Tully", house: "tully", village: "riverrun", captor: "lannister", spouse: "Sansa Stark" },
        { id: "Sansa Stark", house: "stark", village: "winterfell", spouse: "Edmure Tully" },
      ],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }],
    });
    s = act(s, "lannister", { type: "ability", name: "heartbreak", target: "Edmure Tully" });
    expect(s.nobles["Sansa Stark"]!.spouse).toBeNull();
  });

  it("a shadow noble held captive escapes once per round without a card", () => {
    let s = play(["stark", "tully", "lannister"], {
      nobles: [{ id: "Arya Stark", house: "stark", village: "riverrun", captor: "tully" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "tully", village: "riverrun", type: "menAtArms" }],
    });
    s = act(s, "stark", { type: "ability", name: "shadowEscape", noble: "Arya Stark" });
    expect(s.nobles["Arya Stark"]!.captor).toBeNull();
    expect(s.placements).toEqual(["Arya Stark"]);
  });

  it("a cunning attacker cancels one die of penalty, all of them after a round of siege", () => {
    const s = scenario({
      houses: ["martell", "tully", "stark"],
      nobles: [{ id: "Edric Dayne", house: "martell", village: "riverrun" }],
      villages: { riverrun: { controller: "tully", stronghold: true, fortified: true } },
    });
    const b = { village: "riverrun", attackers: ["martell"], defenders: ["tully"], secretPassage: false } as never;
    expect(attackerPenalty(s, b)).toBe(1);
    s.villages.riverrun!.siege = { besieger: "martell", engine: 1, round: 1 };
    expect(attackerPenalty(s, b)).toBe(0);
  });

  it("cursed nobles tied on their battle dice are ignored (2.3)", () => {
    // region d6 = 2; Balon (region 5) and Rickard Karstark (region 1) both roll 'ff'
    const s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      round: 3,
      nobles: [{ id: "Balon Greyjoy", house: "greyjoy", village: "pyke" }, { id: "Rickard Karstark", house: "stark", village: "winterfell" }],
      disasterTrack: ["Famine"],
      forcedRolls: [2, 4, 5],
    });
    resolveDisasters(s, []);
    expect(s.regions["2"]!.disasters).toEqual(["Famine"]);
  });
});

describe("Whitecloaks (4.2.7, Tactics)", () => {
  it("the King buys them where he stands; they revert to normal troops when he dies", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      options: { tactics: true },
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["king", "protector"] }, { id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: [{ house: "lannister", village: "lannisport", type: "menAtArms" }],
      gold: { lannister: 10 },
      hands: { stark: ["Assassination"] },
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    expect(legal(s, "lannister")).toContainEqual({ type: "buy", item: "whitecloakKnight", village: "lannisport" });
    s = act(s, "lannister", { type: "buy", item: "whitecloakKnight", village: "lannisport" });
    s = act(s, "lannister", { type: "done" });
    // 2.4: Lannister's purchases are a game event; in the pass round Lannister passes, Tully has nothing to declare, Stark strikes
    s = act(s, "lannister", { type: "done" });
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Tywin Lannister", noble: "Ned Stark" });
    expect(s.units.filter((u) => u.house === "lannister").map((u) => u.type).sort()).toEqual(["knight", "menAtArms"]);
  });
});

describe("the Protector of the Realm breaks ties (1.5)", () => {
  /** The Warden of region 1: Ned Stark against Theon Greyjoy, Yohn Royce (Arryn) Protector; the units decide the votes. */
  const wardenElection = (units: { house: "stark" | "greyjoy" | "arryn"; village: string }[], winterfell: "greyjoy" | "arryn") =>
    scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell" },
        { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour" },
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["protector"] },
      ],
      units: units.map((u) => ({ ...u, type: "menAtArms" as const })),
      villages: { winterfell: { controller: winterfell } },
      phase: "elections",
      step: { kind: "election", election: { title: "warden:1", stage: "votes", turn: 0, candidates: [{ noble: "Ned Stark", house: "stark" }, { noble: "Theon Greyjoy", house: "greyjoy" }], markers: [], tied: [] } },
    });

  it("in an election", () => {
    let s = wardenElection(
      [
        { house: "stark", village: "deepwood-motte" },
        { house: "stark", village: "the-twins" },
        { house: "greyjoy", village: "white-harbour" },
        { house: "greyjoy", village: "winterfell" },
      ],
      "greyjoy",
    );
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null }); // 2
    s = act(s, "greyjoy", { type: "vote", forNoble: "Theon Greyjoy", decoy: null }); // 3: white harbour + winterfell (principal)
    expect(s.titles["warden:1"]).toBe("Theon Greyjoy");
  });

  it("a tie goes to the Protector's choice", () => {
    let s = wardenElection(
      [
        { house: "stark", village: "deepwood-motte" },
        { house: "stark", village: "the-twins" },
        { house: "greyjoy", village: "white-harbour" },
        { house: "greyjoy", village: "gulltown" },
        { house: "arryn", village: "winterfell" },
      ],
      "arryn",
    );
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null }); // 2
    s = act(s, "greyjoy", { type: "vote", forNoble: null, decoy: null }); // 1
    s = act(s, "arryn", { type: "vote", forNoble: "Theon Greyjoy", decoy: null }); // 2: winterfell + principal
    expect(legal(s, "arryn")).toEqual([{ type: "breakTie", noble: "Ned Stark" }, { type: "breakTie", noble: "Theon Greyjoy" }]);
    s = act(s, "arryn", { type: "breakTie", noble: "Theon Greyjoy" });
    expect(s.titles["warden:1"]).toBe("Theon Greyjoy");
  });
});

describe("a Warden refuses a tax (2.4.6.2)", () => {
  it("the Master's tax on his region is cancelled and he becomes an outlaw, losing his Warden title", () => {
    let s = play(["stark", "greyjoy", "tully"], {
      nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] }, { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["warden:5", "master:coin"] }],
      taxes: [{ house: "greyjoy", kind: "warden", region: 1, by: "Theon Greyjoy", title: "master:coin" }],
    });
    s = act(s, "stark", { type: "ability", name: "refuseTax", noble: "Robb Stark", region: 1 });
    expect(s.taxes).toEqual([]);
    expect(s.nobles["Robb Stark"]!.outlaw).toBe(true);
    expect(s.titles["warden:1"]).toBeUndefined();
  });
});

describe("a new King during a regency (1.5.1, 4.2.7)", () => {
  it("the Queen Regent loses the Queen and Protector titles; her Queensguard reverts", async () => {
    const { grantTitle } = await import("../src/titles.ts");
    const s = scenario({
      houses: ["lannister", "tully", "stark"],
      options: { tactics: true },
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "lannisport", titles: ["queen", "protector"] }, { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["fief:riverlands"] }],
      units: [{ house: "lannister", village: "lannisport", type: "whitecloakManAtArms" }],
    });
    grantTitle(s, "king", "Edmure Tully");
    expect(s.titles.queen).toBeUndefined();
    expect(s.titles.protector).toBe("Edmure Tully");
    expect(s.units.map((u) => u.type)).toEqual(["menAtArms"]);
  });

  it("the King may also give an unclaimed fief title for free (4.4.1)", () => {
    const s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Asha Greyjoy", house: "greyjoy", village: "pyke" }, { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["king"] }, { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["protector"] }],
      units: [{ house: "greyjoy", village: "pyke", type: "menAtArms" }, { house: "greyjoy", village: "harlaw", type: "menAtArms" }],
      villages: { pyke: { controller: "greyjoy", stronghold: true } },
      phase: "purchase",
      step: { kind: "purchase", turn: 1, placed: {} },
    });
    expect(legal(s, "stark")).toContainEqual({ type: "buy", item: "freeTitle", fief: "iron-islands", noble: "Asha Greyjoy", village: "pyke" });
  });
});
