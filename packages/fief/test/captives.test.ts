/**
 * 6.2.3 "After a Battle, the victorious Leader decides which army captures any remaining lone
 * nobles": when the winning side has more than one army, its leader names the army that takes the
 * captives (the lone nobles and the captives the beaten captors held there).
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
    villages: { harrenhal: { controller: "lannister" } },
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

describe("the winner chooses which army takes the captives (6.2.3)", () => {
  it("the winning leader is asked, between his own army and his ally's", () => {
    let s = allianceWins();
    expect(s.battle).toBeNull();
    expect(fiefEngine.pendingSeats(s).map((p) => [p.seat, p.kind])).toEqual([["stark", "captives"]]);
    expect(legal(s, "stark")).toEqual([{ type: "captives", house: "stark" }, { type: "captives", house: "tully" }]);
    expect(legal(s, "tully")).toEqual([]);
    expect(fiefEngine.view(s, "lannister").captiveChoice).toMatchObject({ village: "harrenhal", chooser: "stark", lone: ["Jaime Lannister"] });
    s = act(s, "stark", { type: "captives", house: "tully" });
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("tully");
    expect(s.captiveChoice).toBeNull();
    expect(s.villages.harrenhal!.controller).toBe("stark"); // control goes to the leader, as before (5.1)
  });

  it("the captives the beaten captor held change hands to the army chosen, and a cruel noble there kills the lone nobles (11.1)", () => {
    // Yohn Royce (Arryn) is Lannister's captive; Roose Bolton (cruel) makes Stark's side 6 SP, still one die
    let s = allianceWins({ houses: ["stark", "tully", "lannister", "arryn"], nobles: [{ id: "Yohn Royce", house: "arryn", village: "harrenhal", captor: "lannister" }, { id: "Roose Bolton", house: "stark", village: "harrenhal" }] } as Partial<Scenario>);
    expect(legal(s, "stark")).toEqual([{ type: "captives", house: "stark" }, { type: "captives", house: "tully" }]);
    const toStark = act(s, "stark", { type: "captives", house: "stark" });
    expect(toStark.nobles["Jaime Lannister"]).toBeUndefined(); // Roose Bolton is cruel
    expect(toStark.nobles["Yohn Royce"]!.captor).toBe("stark");
    const toTully = act(s, "stark", { type: "captives", house: "tully" });
    expect(toTully.nobles["Jaime Lannister"]!.captor).toBe("tully");
    expect(toTully.nobles["Yohn Royce"]!.captor).toBe("tully");
  });

  it("a captive taken back by his own house's army is free where he stands", () => {
    const s = allianceWins({ nobles: [{ id: "Brynden Tully", house: "tully", village: "harrenhal", captor: "lannister" }] } as Partial<Scenario>);
    const t = act(s, "stark", { type: "captives", house: "tully" });
    expect(t.nobles["Brynden Tully"]).toMatchObject({ captor: null, village: "harrenhal" });
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
});

describe("control after a battle won by an alliance (5.1, 6.2.3)", () => {
  it("is settled once the captives are taken: a lone loser still standing free is never counted present", () => {
    // Lannister controls Harrenhal and loses; until Stark names the army, Jaime stands free beside the winners
    let s = allianceWins();
    expect(s.villages.harrenhal!.controller).toBe("lannister");
    expect(s.controlChoices ?? []).toEqual([]);
    s = act(s, "stark", { type: "captives", house: "tully" });
    expect(s.villages.harrenhal!.controller).toBe("stark");
    expect(s.controlChoices ?? []).toEqual([]);
  });
});
