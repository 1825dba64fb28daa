/**
 * Roads (Phase 5, 5.1, 5.2, FAQ Phase 5; SF-15): troops arriving in a village another house's army
 * holds sit on the road they came along and guard that road only; the controller guards them all.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { fromScenario } from "../src/scenario.ts";
import type { FiefState } from "../src/state.ts";
import { act, count, legal, scenario } from "./helpers.ts";

type H = "lannister" | "stark" | "tully";

/** Every house passes the 2.4 window after an event. */
const pass = (s: FiefState): FiefState => {
  while (s.window) s = act(s, fiefEngine.pendingSeats(s)[0]!.seat, { type: "done" });
  return s;
};

const roadsOf = (s: FiefState, house: H, village: string) => s.units.filter((u) => u.house === house && u.village === village).map((u) => u.road);

/**
 * The position: Tully holds King's Landing (Edmure, 2 Men at Arms); Cersei with 2 Men at
 * Arms at Gulltown, Ned with 2 Men at Arms at Harrenhal. Lannister moves first, then Stark.
 */
const kingsLanding = (extra: object = {}) => scenario({
  houses: ["lannister", "stark", "tully"],
  phase: "movement",
  step: { kind: "movement", turn: 0, order: ["lannister", "stark", "tully"], group: null, moved: [] },
  nobles: [
    { id: "Edmure Tully", house: "tully", village: "kings-landing" },
    { id: "Cersei Lannister", house: "lannister", village: "gulltown" },
    { id: "Ned Stark", house: "stark", village: "harrenhal" },
  ],
  units: [
    { house: "tully", village: "kings-landing", type: "menAtArms", count: 2 },
    { house: "lannister", village: "gulltown", type: "menAtArms", count: 2 },
    { house: "stark", village: "harrenhal", type: "menAtArms", count: 2 },
  ],
  villages: { "kings-landing": { controller: "tully" } },
  ...extra,
});

/** Cersei marches Gulltown -> Dragonstone -> King's Landing with both Men at Arms (their two steps) and halts. */
const cerseiArrives = (s: FiefState): FiefState => {
  s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
  s = act(s, "lannister", { type: "load", unit: "menAtArms" });
  s = act(s, "lannister", { type: "load", unit: "menAtArms" });
  s = pass(act(s, "lannister", { type: "step", to: "dragonstone" }));
  s = pass(act(s, "lannister", { type: "step", to: "kings-landing" }));
  s = act(s, "lannister", { type: "halt" });
  return act(s, "lannister", { type: "done" });
};

/** Ned marches from Harrenhal into King's Landing with both Men at Arms. */
const nedArrives = (s: FiefState): FiefState => {
  s = act(s, "stark", { type: "march", noble: "Ned Stark" });
  s = act(s, "stark", { type: "load", unit: "menAtArms" });
  s = act(s, "stark", { type: "load", unit: "menAtArms" });
  return pass(act(s, "stark", { type: "step", to: "kings-landing" }));
};

describe("troops that arrive with their last step occupy the road (Phase 5, 5.1, FAQ Phase 5)", () => {
  // Defect 2 of issue 11: stepTo dropped the Men at Arms at their step limit from the march, and
  // haltGroup marked only the troops still in it, so Cersei's army guarded nothing.
  it("Cersei's Men at Arms, on their second step, sit on the Dragonstone road; Ned must ask Lannister as well as Tully", () => {
    let s = cerseiArrives(kingsLanding());
    expect(s.villages["kings-landing"]!.controller).toBe("tully");
    expect(roadsOf(s, "lannister", "kings-landing")).toEqual(["dragonstone", "dragonstone"]);
    s = nedArrives(s);
    expect(legal(s, "stark").filter((a) => a.type === "step" && !a.secretPassage)).toEqual([]);
    s = act(s, "stark", { type: "askPassage", to: "dragonstone" });
    expect(s.request).toMatchObject({ kind: "passage", from: "stark", to: "tully" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.request).toMatchObject({ kind: "passage", from: "stark", to: "lannister" });
    s = act(s, "lannister", { type: "answer", accept: true });
    expect(s.request).toBeNull();
    expect(legal(s, "stark")).toContainEqual({ type: "step", to: "dragonstone" });
  });

  it("they leave the road when the Movement Phase ends (Phase 5: \"They occupy the road until Phase 6\")", () => {
    let s = cerseiArrives(kingsLanding());
    s = act(s, "stark", { type: "done" });
    s = act(s, "tully", { type: "done" });
    expect(s.phase).not.toBe("movement");
    expect(roadsOf(s, "lannister", "kings-landing")).toEqual([null, null]);
  });

  it("troops dropped on arrival sit on the road they came along too", () => {
    let s = kingsLanding();
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = pass(act(s, "lannister", { type: "step", to: "dragonstone" }));
    s = pass(act(s, "lannister", { type: "step", to: "kings-landing" }));
    expect(roadsOf(s, "lannister", "kings-landing")).toEqual(["dragonstone", "dragonstone"]);
    s = act(s, "lannister", { type: "halt" });
    s = act(s, "lannister", { type: "done" });
    s = act(s, "stark", { type: "march", noble: "Ned Stark" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    s = pass(act(s, "stark", { type: "step", to: "kings-landing" }));
    s = act(s, "stark", { type: "unload", unit: "menAtArms" }); // Ned drops one there: it sits on the Harrenhal road as well
    expect(roadsOf(s, "stark", "kings-landing")).toEqual(["harrenhal", "harrenhal"]);
  });

  it("troops arriving in their own house's village, or an empty one, occupy no road", () => {
    let s = kingsLanding();
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = pass(act(s, "lannister", { type: "step", to: "dragonstone" }));
    expect(roadsOf(s, "lannister", "dragonstone")).toEqual([null]);
  });
});

describe("a road occupant guards his own road only (FAQ Phase 5, SF-15)", () => {
  it("leaving by another road needs the controller's permission only", () => {
    let s = nedArrives(cerseiArrives(kingsLanding()));
    s = act(s, "stark", { type: "askPassage", to: "storms-end" });
    expect(s.request).toMatchObject({ kind: "passage", to: "tully" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.request).toBeNull(); // Lannister is not asked: he sits on the Dragonstone road
    expect(legal(s, "stark")).toContainEqual({ type: "step", to: "storms-end" });
    expect(legal(s, "stark")).toContainEqual({ type: "step", to: "bitterbridge" }); // the controller's word holds for every road
    expect(legal(s, "stark")).not.toContainEqual({ type: "step", to: "dragonstone" }); // Lannister has not been asked
    expect(legal(s, "stark")).toContainEqual({ type: "askPassage", to: "dragonstone" });
  });

  it("a road occupant's refusal closes his road only; the other roads may still be asked for", () => {
    let s = nedArrives(cerseiArrives(kingsLanding()));
    s = act(s, "stark", { type: "askPassage", to: "dragonstone" });
    s = act(s, "tully", { type: "answer", accept: true });
    s = act(s, "lannister", { type: "answer", accept: false });
    expect(legal(s, "stark")).not.toContainEqual({ type: "step", to: "dragonstone" });
    expect(legal(s, "stark")).not.toContainEqual({ type: "askPassage", to: "dragonstone" });
    expect(legal(s, "stark")).toContainEqual({ type: "step", to: "storms-end" }); // Tully's permission stands
  });

  it("the controller's refusal closes every road", () => {
    let s = nedArrives(cerseiArrives(kingsLanding()));
    s = act(s, "stark", { type: "askPassage", to: "storms-end" });
    s = act(s, "tully", { type: "answer", accept: false });
    expect(legal(s, "stark").filter((a) => a.type === "step" || a.type === "askPassage")).toEqual([]);
  });

  it("a raid fights through the guards of the road it takes (5.2)", () => {
    let s = cerseiArrives(kingsLanding({
      units: [
        { house: "tully", village: "kings-landing", type: "menAtArms", count: 2 },
        { house: "lannister", village: "gulltown", type: "menAtArms", count: 2 },
        { house: "stark", village: "harrenhal", type: "knight", count: 2 },
      ],
    }));
    s = act(s, "stark", { type: "march", noble: "Ned Stark" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = pass(act(s, "stark", { type: "step", to: "kings-landing" }));
    expect(legal(s, "stark")).toContainEqual({ type: "raid", to: "dragonstone" });
    expect(legal(s, "stark")).toContainEqual({ type: "raid", to: "storms-end" });
    s = act(s, "stark", { type: "raid", to: "storms-end" });
    expect(s.battle).toMatchObject({ attacker: "stark", defender: "tully", raid: true }); // the controller guards that road
  });

  // SF-15, refined 2026-12-01 (D1); Fief rules v3 Phase 5, 5.2, FAQ (Phase 5): a won raid beats one
  // house and opens nothing another house guards. The old engine granted, after a won raid, the
  // passage of every house guarding the road aimed at (Lannister here, without a fight).
  const raidThroughTully = () => {
    let s = cerseiArrives(kingsLanding({
      nobles: [
        { id: "Cersei Lannister", house: "lannister", village: "gulltown" },
        { id: "Ned Stark", house: "stark", village: "harrenhal" },
      ],
      units: [
        { house: "tully", village: "kings-landing", type: "menAtArms" },
        { house: "lannister", village: "gulltown", type: "menAtArms", count: 2 },
        { house: "stark", village: "harrenhal", type: "knight", count: 2 },
      ],
      // Ned and 2 Knights (7 SP): 2 dice, 1 hit each; Tully's Man at Arms: 1 die, 1 hit + the raid bonus
      forcedRolls: [1, 1, 1],
    }));
    s = act(s, "stark", { type: "march", noble: "Ned Stark" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = pass(act(s, "stark", { type: "step", to: "kings-landing" }));
    s = act(s, "stark", { type: "raid", to: "dragonstone" });
    expect(s.battle).toMatchObject({ attacker: "stark", defender: "tully", raid: true }); // the controller first
    s = act(s, "tully", { type: "lose", unit: "menAtArms" }); // Stark's 2 hits cannot kill a Knight
    s = act(s, "tully", { type: "control", village: "kings-landing", house: "stark" }); // SF-17: the beaten controller names the next
    return pass(s);
  };

  it("a won raid on the controller leaves the Lannister troops on the Dragonstone road to be asked, or raided in turn (SF-15 refined 2026-12-01 (D1); 5.2, FAQ Phase 5)", () => {
    let s = raidThroughTully();
    expect(s.battle).toBeNull();
    expect(count(s, "tully", "kings-landing")).toBe(0);
    expect(s.step).toMatchObject({ kind: "movement", group: { leader: "Ned Stark", raided: true, taken: 1 } });
    const ned = legal(s, "stark");
    expect(ned).not.toContainEqual({ type: "step", to: "dragonstone" }); // Lannister still guards it
    expect(ned).toContainEqual({ type: "askPassage", to: "dragonstone" });
    expect(ned).toContainEqual({ type: "raid", to: "dragonstone" }); // the march has a step left after it
    expect(ned).toContainEqual({ type: "step", to: "storms-end" }); // the road Tully alone guarded is open
    const asked = act(s, "stark", { type: "askPassage", to: "dragonstone" });
    expect(asked.request).toMatchObject({ kind: "passage", from: "stark", to: "lannister" }); // Tully, beaten, is not asked
    s = act(s, "stark", { type: "raid", to: "dragonstone" });
    expect(s.battle).toMatchObject({ attacker: "stark", defender: "lannister", raid: true });
  });

  it("a scenario may state the road troops occupy", () => {
    let s = scenario({
      houses: ["lannister", "stark", "tully"],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "lannister", "tully"], group: null, moved: [] },
      nobles: [{ id: "Ned Stark", house: "stark", village: "harrenhal" }, { id: "Edmure Tully", house: "tully", village: "kings-landing" }],
      units: [
        { house: "stark", village: "harrenhal", type: "menAtArms" },
        { house: "tully", village: "kings-landing", type: "menAtArms" },
        { house: "lannister", village: "kings-landing", type: "menAtArms", road: "dragonstone" },
      ],
      villages: { "kings-landing": { controller: "tully" } },
    });
    s = act(act(s, "stark", { type: "march", noble: "Ned Stark" }), "stark", { type: "load", unit: "menAtArms" });
    s = pass(act(s, "stark", { type: "step", to: "kings-landing" }));
    s = act(s, "stark", { type: "askPassage", to: "dragonstone" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.request).toMatchObject({ kind: "passage", to: "lannister" });
    const bad = fromScenario({ houses: ["lannister", "stark", "tully"], units: [{ house: "lannister", village: "kings-landing", type: "menAtArms", road: "winterfell" }] });
    expect(bad.ok).toBe(false);
  });
});

describe("troops landed by the Master of Ships guard no road (1.3.1, SF-15)", () => {
  it("Tywin sails into King's Landing with Tully's leave; Ned then needs only Tully's permission, on every road", () => {
    let s = kingsLanding({
      step: { kind: "movement", turn: 0, order: ["lannister", "stark", "tully"], group: null, moved: [] },
      nobles: [
        { id: "Edmure Tully", house: "tully", village: "kings-landing" },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["master:ships"] },
        { id: "Ned Stark", house: "stark", village: "harrenhal" },
      ],
      units: [
        { house: "tully", village: "kings-landing", type: "menAtArms", count: 2 },
        { house: "lannister", village: "lannisport", type: "menAtArms", count: 2 },
        { house: "stark", village: "harrenhal", type: "menAtArms", count: 2 },
      ],
    });
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "sail", to: "kings-landing" });
    s = pass(act(s, "tully", { type: "answer", accept: true }));
    expect(s.nobles["Tywin Lannister"]!.village).toBe("kings-landing");
    s = act(act(s, "lannister", { type: "halt" }), "lannister", { type: "done" });
    expect(roadsOf(s, "lannister", "kings-landing")).toEqual([null, null]);
    s = nedArrives(s);
    for (const to of ["dragonstone", "storms-end", "bitterbridge"]) {
      const t = act(act(s, "stark", { type: "askPassage", to }), "tully", { type: "answer", accept: true });
      expect(t.request).toBeNull();
    }
  });
});
