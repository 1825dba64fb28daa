/**
 * 6.2.3 "After a Battle, the victorious Leader decides which army captures any remaining lone
 * nobles": when the winning side has more than one army, its leader names, captive by captive, the
 * army that takes each one (the lone nobles and the captives the beaten captors held there). SF-33
 * (RULINGS.md): 6 "The Leader of a Circumstantial Alliance decides the allocation of losses and the
 * Control of any prisoners"; a captive given to his own house's army is set free and placed as a
 * newly played noble (4.1 "If a Noble is set free, no matter how, he is placed as if they had been
 * newly played (2.4.1)").
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, legal, scenario } from "./helpers.ts";

/**
 * Stark (Robb Stark, 2 Men at Arms) attacks Lannister (Jaime Lannister, 1 Man at Arms) at Harrenhal;
 * Tully (Edmure Tully, 1 Man at Arms) joins the attackers. Stark's side: 3 troops + 2 nobles = 5 SP, one
 * die (face 1: 1 hit); Lannister 2 SP, one die (face 1: 1 hit). Lannister's Man at Arms falls: Jaime
 * is alone, Stark's side wins.
 */
function allianceWins(extra: Partial<Scenario> = {}) {
  let s = scenario({
    houses: extra.houses ?? ["stark", "tully", "lannister"],
    nobles: [
      { id: "Robb Stark", house: "stark", village: "harrenhal" },
      { id: "Edmure Tully", house: "tully", village: "harrenhal" },
      { id: "Jaime Lannister", house: "lannister", village: "harrenhal" },
      ...(extra.nobles ?? []),
    ],
    units: [
      { house: "stark", village: "harrenhal", type: "menAtArms", count: 2 },
      { house: "tully", village: "harrenhal", type: "menAtArms" },
      { house: "lannister", village: "harrenhal", type: "menAtArms" },
    ],
    villages: { harrenhal: { controller: "lannister" }, ...extra.villages },
    phase: "battles",
    step: { kind: "battleDeclare", turn: 0, fought: [] },
    forcedRolls: [1, 1],
  } as Scenario);
  s = act(s, "stark", { type: "declareBattle", village: "harrenhal", against: "lannister" });
  s = act(s, "tully", { type: "join", side: "attacker" });
  s = act(s, "stark", { type: "answer", accept: true });
  s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
  s = act(s, "stark", { type: "lose", unit: "menAtArms", owner: "stark" });
  return s;
}

const to = (house: string, noble: string) => ({ type: "captives" as const, house, noble });

describe("the winner chooses which army takes each captive (6, 6.2.3, SF-33)", () => {
  it("the winning leader is asked, between his own army and his ally's", () => {
    let s = allianceWins();
    expect(s.battle).toBeNull();
    expect(fiefEngine.pendingSeats(s).map((p) => [p.seat, p.kind])).toEqual([["stark", "captives"]]);
    expect(fiefEngine.pendingSeats(s)[0]!.text).toContain("Jaime Lannister");
    expect(legal(s, "stark")).toEqual([to("stark", "Jaime Lannister"), to("tully", "Jaime Lannister")]);
    expect(legal(s, "tully")).toEqual([]);
    expect(fiefEngine.view(s, "lannister").captiveChoice).toMatchObject({ village: "harrenhal", chooser: "stark", lone: ["Jaime Lannister"] });
    s = act(s, "stark", to("tully", "Jaime Lannister"));
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("tully");
    expect(s.captiveChoice).toBeNull();
    expect(s.villages.harrenhal!.controller).toBe("stark"); // control goes to the leader, as before (5.1)
  });

  it("SF-33: captive by captive, the held ones first: Yohn Royce to Stark's army, Jaime Lannister to Tully's (6 'the Control of any prisoners')", () => {
    // Yohn Royce (Arryn) is Lannister's captive
    let s = allianceWins({ houses: ["stark", "tully", "lannister", "arryn"], nobles: [{ id: "Yohn Royce", house: "arryn", village: "harrenhal", captor: "lannister" }] } as Partial<Scenario>);
    expect(legal(s, "stark")).toEqual([to("stark", "Yohn Royce"), to("tully", "Yohn Royce")]);
    expect(fiefEngine.view(s, "arryn").captiveChoice).toMatchObject({ held: ["Yohn Royce"], lone: ["Jaime Lannister"] }); // public: the prompt being resolved
    s = act(s, "stark", to("stark", "Yohn Royce"));
    expect(s.nobles["Yohn Royce"]!.captor).toBe("stark");
    expect(s.nobles["Jaime Lannister"]!.captor).toBeNull(); // waits for the leader's word
    expect(fiefEngine.pendingSeats(s).map((p) => [p.seat, p.kind])).toEqual([["stark", "captives"]]);
    expect(legal(s, "stark")).toEqual([to("stark", "Jaime Lannister"), to("tully", "Jaime Lannister")]);
    s = act(s, "stark", to("tully", "Jaime Lannister"));
    expect(s.nobles["Yohn Royce"]!.captor).toBe("stark");
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("tully");
    expect(s.captiveChoice).toBeNull();
    expect(s.villages.harrenhal!.controller).toBe("stark");
  });

  it("a cruel noble in the army named kills the lone noble it takes (11.1); the held captive it takes lives", () => {
    // Roose Bolton (cruel) makes Stark's side 6 SP, still one die
    let s = allianceWins({ houses: ["stark", "tully", "lannister", "arryn"], nobles: [{ id: "Yohn Royce", house: "arryn", village: "harrenhal", captor: "lannister" }, { id: "Roose Bolton", house: "stark", village: "harrenhal" }] } as Partial<Scenario>);
    s = act(s, "stark", to("stark", "Yohn Royce"));
    const toStark = act(s, "stark", to("stark", "Jaime Lannister"));
    expect(toStark.nobles["Jaime Lannister"]).toBeUndefined();
    expect(toStark.nobles["Yohn Royce"]!.captor).toBe("stark");
    const toTully = act(s, "stark", to("tully", "Jaime Lannister"));
    expect(toTully.nobles["Jaime Lannister"]!.captor).toBe("tully");
  });

  it("SF-33: a captive given to his own house's army is set free and placed as a newly played noble, his owner choosing where (4.1, 2.4.1)", () => {
    // Brynden Tully is Lannister's captive; Tully controls the Strongholds of Riverrun and Seagard
    let s = allianceWins({
      nobles: [{ id: "Brynden Tully", house: "tully", village: "harrenhal", captor: "lannister" }],
      villages: { riverrun: { controller: "tully", stronghold: true }, seagard: { controller: "tully", stronghold: true } },
    } as Partial<Scenario>);
    s = act(s, "stark", to("tully", "Brynden Tully"));
    expect(s.nobles["Brynden Tully"]!.captor).toBeNull();
    expect(s.placements).toEqual(["Brynden Tully"]);
    s = act(s, "stark", to("stark", "Jaime Lannister")); // the captives first (the battle's end), then the placement
    expect(fiefEngine.pendingSeats(s).map((p) => [p.seat, p.kind])).toEqual([["tully", "place"]]);
    expect(legal(s, "tully")).toEqual([{ type: "place", noble: "Brynden Tully", village: "riverrun" }, { type: "place", noble: "Brynden Tully", village: "seagard" }]);
    s = act(s, "tully", { type: "place", noble: "Brynden Tully", village: "seagard" });
    expect(s.nobles["Brynden Tully"]).toMatchObject({ captor: null, village: "seagard" });
  });

  it("one army on the winning side: no question, as before", () => {
    let s = scenario({
      houses: ["stark", "tully", "lannister"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "harrenhal" }, { id: "Jaime Lannister", house: "lannister", village: "harrenhal" }],
      units: [{ house: "stark", village: "harrenhal", type: "menAtArms", count: 2 }, { house: "lannister", village: "harrenhal", type: "menAtArms" }],
      villages: { harrenhal: { controller: "lannister" } },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
      forcedRolls: [1, 1],
    } as Scenario);
    s = act(s, "stark", { type: "declareBattle", village: "harrenhal", against: "lannister" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    expect(s.captiveChoice ?? null).toBeNull();
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("stark");
  });

  it("SF-33: one army, and the beaten captor held one of its house: set free and placed anew, no question asked (4.1, 2.4.1)", () => {
    let s = scenario({
      houses: ["stark", "tully", "lannister"],
      nobles: [
        { id: "Robb Stark", house: "stark", village: "harrenhal" },
        { id: "Arya Stark", house: "stark", village: "harrenhal", captor: "lannister" },
        { id: "Jaime Lannister", house: "lannister", village: "harrenhal" },
      ],
      units: [{ house: "stark", village: "harrenhal", type: "menAtArms", count: 2 }, { house: "lannister", village: "harrenhal", type: "menAtArms" }],
      villages: { harrenhal: { controller: "lannister" }, winterfell: { controller: "stark", stronghold: true } },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
      forcedRolls: [1, 1],
    } as Scenario);
    s = act(s, "stark", { type: "declareBattle", village: "harrenhal", against: "lannister" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    expect(s.captiveChoice ?? null).toBeNull();
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("stark");
    expect(s.nobles["Arya Stark"]!.captor).toBeNull();
    expect(fiefEngine.pendingSeats(s).map((p) => [p.seat, p.kind])).toEqual([["stark", "place"]]);
    expect(legal(s, "stark")).toEqual([{ type: "place", noble: "Arya Stark", village: "winterfell" }]);
  });
});

describe("control after a battle won by an alliance (5.1, 6.2.3)", () => {
  it("is settled once the captives are taken: a lone loser still standing free is never counted present", () => {
    // Lannister controls Harrenhal and loses; until Stark names the army, Jaime stands free beside the winners
    let s = allianceWins();
    expect(s.villages.harrenhal!.controller).toBe("lannister");
    expect(s.controlChoices ?? []).toEqual([]);
    s = act(s, "stark", to("tully", "Jaime Lannister"));
    expect(s.villages.harrenhal!.controller).toBe("stark");
    expect(s.controlChoices ?? []).toEqual([]);
  });
});
