/**
 * Audit tests (task FC) for battles (6.2, 6.2.2) and raids (5.2). Forced d6 faces give battle
 * dice through SF-6: faces 1-3 score 1 hit, 4-5 two hits, 6 three hits. Rolls are taken attacker
 * first, then defender.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "@kingsroad/core";
import { fiefEngine, type Action } from "../src/index.ts";
import type { Scenario } from "../src/scenario.ts";
import type { FiefState } from "../src/state.ts";
import { act, count, legal, scenario, passAll } from "./helpers.ts";

const battlePhase = { phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] } };
const movementPhase = (order: Scenario["houses"]) => ({ phase: "movement", step: { kind: "movement", turn: 0, order, group: null, moved: [] } });

/** Applies an action and returns the state with the events it logged. */
function run(s: FiefState, seat: string, a: Action): { s: FiefState; events: GameEvent[] } {
  const r = fiefEngine.applyAction(s, seat, a);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)}: ${r.error.message}`);
  return { s: r.value.state, events: r.value.events };
}
const rolls = (events: GameEvent[]) => events.filter((e) => e.type === "roll").map((e) => e.data as { faces: number[]; bonus: number });

describe("6.2.2 Taking Losses, the further example (Jaime, Cersei, 1 Man at Arms, 1 Knight)", () => {
  it("4 hits: the Man at Arms and the Knight are killed, and both nobles are taken captive", () => {
    let s = scenario({
      houses: ["greyjoy", "lannister", "stark"],
      nobles: [
        { id: "Theon Greyjoy", house: "greyjoy", village: "riverrun" },
        { id: "Jaime Lannister", house: "lannister", village: "riverrun" },
        { id: "Cersei Lannister", house: "lannister", village: "riverrun" },
      ],
      units: [
        { house: "greyjoy", village: "riverrun", type: "knight", count: 2 },
        { house: "lannister", village: "riverrun", type: "menAtArms" },
        { house: "lannister", village: "riverrun", type: "knight" },
      ],
      villages: { riverrun: { controller: "lannister" } },
      ...battlePhase,
      // greyjoy 7 SP: 2 dice, faces 1 and 6 = 4 hits; lannister 6 SP: 1 die, face 1 = 1 hit (no Knight falls)
      forcedRolls: [1, 6, 1],
    });
    s = act(s, "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" });
    expect(s.losses[0]).toMatchObject({ house: "lannister", remaining: 4 });
    // 4 hits must take the Knight and the Man at Arms: all 4 SPs (6.2.2 "as many SPs as possible")
    s = act(s, "lannister", { type: "lose", unit: "knight" });
    expect(legal(s, "lannister")).toEqual([{ type: "lose", unit: "menAtArms" }]);
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(count(s, "lannister", "riverrun")).toBe(0);
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("greyjoy");
    expect(s.nobles["Cersei Lannister"]!.captor).toBe("greyjoy");
    expect(count(s, "greyjoy", "riverrun", "knight")).toBe(2);
    expect(s.battle).toBeNull();
  });
});

describe("6.2 / 6.2.1 example: the second round's dice come from the strength left", () => {
  it("Grady, 10 SP left against a Stronghold, rolls 1 die; David, 7 SP left, rolls 2", () => {
    // Grady = greyjoy attacks David = stark, who holds Winterfell's Stronghold with 2 Men at Arms and 3 Knights (11 SP)
    let s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Theon Greyjoy", house: "greyjoy", village: "winterfell" }],
      units: [
        { house: "greyjoy", village: "winterfell", type: "knight", count: 4 },
        { house: "greyjoy", village: "winterfell", type: "menAtArms", count: 2 }, // 12 + 2 + Theon = 15 SP
        { house: "stark", village: "winterfell", type: "menAtArms", count: 2 },
        { house: "stark", village: "winterfell", type: "knight", count: 3 },
      ],
      villages: { winterfell: { controller: "stark", stronghold: true } },
      ...battlePhase,
      // round 1: greyjoy 3 - 1 = 2 dice (1 + 3 hits); stark 2 dice (3 + 2 hits). Round 2: 1 die; 2 dice.
      forcedRolls: [1, 6, 6, 4, 1, 1, 1],
    });
    let r = run(s, "greyjoy", { type: "declareBattle", village: "winterfell", against: "stark" });
    expect(rolls(r.events).map((x) => x.faces.length)).toEqual([2, 2]);
    s = r.s;
    // David must lose 1 Man at Arms and 1 Knight; Grady 2 Men at Arms and 1 Knight
    s = act(s, "stark", { type: "lose", unit: "knight" });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    s = act(s, "greyjoy", { type: "lose", unit: "knight" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(s, "greyjoy", "winterfell")).toBe(3); // 9 + Theon = 10 SP
    expect(count(s, "stark", "winterfell")).toBe(3); // 1 + 6 = 7 SP
    s = act(s, "greyjoy", { type: "battleChoice", choice: "continue" });
    r = run(s, "stark", { type: "battleChoice", choice: "continue" });
    // 10 SP = 2 dice - 1 Stronghold penalty = 1 die; 7 SP = 2 dice
    expect(rolls(r.events).map((x) => x.faces.length)).toEqual([1, 2]);
  });
});

describe("5.2 Raids", () => {
  const raidAtHarrenhal = (defenders: Scenario["units"], rolled: number[], extra: Partial<Scenario> = {}) => scenario({
    houses: ["lannister", "tully", "stark"],
    nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
    units: [{ house: "lannister", village: "riverrun", type: "knight", count: 2 }, ...(defenders ?? [])],
    villages: { harrenhal: { controller: "tully" } },
    ...movementPhase(["lannister", "tully", "stark"]),
    forcedRolls: rolled,
    ...extra,
  });
  const ride = (s: FiefState, to = "harrenhal") => {
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    return passAll(act(s, "lannister", { type: "step", to })); // the 2.4 window after the step: Tully may give Harrenhal to the newcomer (SF-16)
  };

  it("the defender's +1 hit per die kills a Knight that his die alone could not", () => {
    // Cersei + 2 Knights = 7 SP: 2 dice (faces 1, 1); Tully's 2 Men at Arms: 1 die, face 4 = 2 hits, +1 for the raid
    let s = ride(raidAtHarrenhal([{ house: "tully", village: "harrenhal", type: "menAtArms", count: 2 }], [1, 1, 4]));
    const r = run(s, "lannister", { type: "raid", to: "kings-landing" });
    expect(rolls(r.events)[1]).toEqual({ faces: [2], bonus: 1 });
    expect(r.s.losses.find((l) => l.house === "lannister")).toMatchObject({ remaining: 3 });
    s = act(r.s, "tully", { type: "lose", unit: "menAtArms" });
    s = act(s, "tully", { type: "lose", unit: "menAtArms" });
    s = act(s, "lannister", { type: "lose", unit: "knight" });
    expect(count(s, "lannister", "harrenhal", "knight")).toBe(1);
    // contrast: the same dice in a Phase 6 battle (no raid bonus) leave both Knights standing
    let b = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "harrenhal" }],
      units: [{ house: "lannister", village: "harrenhal", type: "knight", count: 2 }, { house: "tully", village: "harrenhal", type: "menAtArms", count: 2 }],
      villages: { harrenhal: { controller: "tully" } },
      ...battlePhase,
      forcedRolls: [1, 1, 4],
    });
    b = act(b, "lannister", { type: "declareBattle", village: "harrenhal", against: "tully" });
    expect(b.losses.find((l) => l.house === "lannister")).toMatchObject({ remaining: 2 });
  });

  it("example: 2 Knights, 3 Men at Arms and 2 Archers (11 SP) strike with 1 die + 2, then roll 2 dice + 1 each", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      options: { tactics: true },
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
      units: [
        { house: "lannister", village: "riverrun", type: "knight", count: 3 },
        { house: "tully", village: "harrenhal", type: "knight", count: 2 },
        { house: "tully", village: "harrenhal", type: "menAtArms", count: 3 },
        { house: "tully", village: "harrenhal", type: "archer", count: 2 },
      ],
      villages: { harrenhal: { controller: "tully" } },
      ...movementPhase(["lannister", "tully", "stark"]),
      // archers' die: face 1 (1 hit + 2); round 1: lannister 2 dice (1, 1), tully 2 dice (1, 1) + 2
      forcedRolls: [1, 1, 1, 1, 1],
    });
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    for (let i = 0; i < 3; i++) s = act(s, "lannister", { type: "load", unit: "knight" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // the 2.4 window after the step: Tully may give Harrenhal to the newcomer (SF-16)
    s = act(s, "lannister", { type: "raid", to: "kings-landing" });
    expect(s.losses).toEqual([{ house: "lannister", village: "harrenhal", remaining: 3, mode: "hits", reason: "archers", nobles: false }]);
    s = passAll(act(s, "lannister", { type: "lose", unit: "knight" })); // the window after the archers' strike (Tully may give Harrenhal away, SF-16)
    // the first round: Cersei and 2 Knights (7 SP) roll 2 dice; the 11 SP defender 2 dice + 1 per die
    const tullyHits = s.losses.find((l) => l.house === "lannister" && l.reason === "battle");
    expect(tullyHits).toMatchObject({ remaining: 1 + 1 + 2 });
  });

  it("a raid needs a step left after it: Knights arriving on their last step fight in Phase 6 instead", () => {
    const defenders: Scenario["units"] = [{ house: "tully", village: "harrenhal", type: "menAtArms" }];
    // from Riverrun: the first step into Harrenhal leaves one step, a raid may be made
    expect(legal(ride(raidAtHarrenhal(defenders, [])), "lannister")).toContainEqual(expect.objectContaining({ type: "raid" }));
    // from The Golden Tooth through Riverrun: Harrenhal is entered with the last step. A third
    // Knight joins at Riverrun and still has a step of his own: Cersei's count decides.
    let s = raidAtHarrenhal(defenders, [], {
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "the-golden-tooth" }],
      units: [{ house: "lannister", village: "the-golden-tooth", type: "knight", count: 2 }, { house: "lannister", village: "riverrun", type: "knight" }, ...defenders],
    });
    s = act(ride(s, "riverrun"), "lannister", { type: "load", unit: "knight" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" }));
    expect(legal(s, "lannister")).not.toContainEqual(expect.objectContaining({ type: "raid" }));
    expect(legal(s, "lannister")).toContainEqual({ type: "halt" });
    s = act(s, "lannister", { type: "halt" });
    expect(count(s, "lannister", "harrenhal", "knight")).toBe(3);
    expect(count(s, "tully", "harrenhal")).toBe(1); // no raid battle: they may fight in Phase 6
  });

  // 2.3.1 / 11.1: "A storm Noble can move (and Battle) in a Region affected by Heavy Rains"; a raid
  // is a battle of the march (5.2). (Was a bug: movement.ts refused every raid under Heavy Rain.)
  it("a storm noble may raid in Heavy Rain (2.3.1, 11.1 The Storm)", () => {
    const mk = (rain: boolean) => {
      let s = scenario({
        houses: ["tully", "lannister", "stark"],
        nobles: [{ id: "Edmure Tully", house: "tully", village: "riverrun" }], // storm
        units: [{ house: "tully", village: "riverrun", type: "knight", count: 2 }, { house: "lannister", village: "harrenhal", type: "menAtArms" }],
        villages: { harrenhal: { controller: "lannister" } },
        regions: rain ? { "3": { disasters: ["Heavy Rain"], bounty: [] } } : {}, // Riverrun and Harrenhal: region 3
        ...movementPhase(["tully", "lannister", "stark"]),
      });
      s = act(s, "tully", { type: "march", noble: "Edmure Tully" });
      s = act(s, "tully", { type: "load", unit: "knight" });
      s = act(s, "tully", { type: "load", unit: "knight" });
      return passAll(act(s, "tully", { type: "step", to: "harrenhal" })); // the storm noble steps in the rain; the window after it
    };
    expect(legal(mk(false), "tully")).toContainEqual(expect.objectContaining({ type: "raid" }));
    expect(legal(mk(true), "tully")).toContainEqual(expect.objectContaining({ type: "raid" }));
  });

  // 5.2 "To participate in a raid, Champions and Knights need to be with the raiding Noble from the
  // beginning of his move". (Was a bug: movement.ts offered `raid` whenever every unit of the march
  // was mounted; a Knight picked up on the way, here by the Mother of Dragons, rode into the raid.)
  it("Knights picked up on the way cannot take part in a raid", () => {
    let s = scenario({
      houses: ["targaryen", "tully", "stark"],
      nobles: [{ id: "Daenerys Targaryen", house: "targaryen", village: "the-golden-tooth", titles: ["motherOfDragons"] }],
      units: [
        { house: "targaryen", village: "the-golden-tooth", type: "knight" },
        { house: "targaryen", village: "riverrun", type: "knight" },
        { house: "tully", village: "harrenhal", type: "menAtArms" },
      ],
      villages: { harrenhal: { controller: "tully" } },
      ...movementPhase(["targaryen", "tully", "stark"]),
    });
    s = act(s, "targaryen", { type: "march", noble: "Daenerys Targaryen" });
    s = act(s, "targaryen", { type: "load", unit: "knight" });
    s = act(s, "targaryen", { type: "step", to: "riverrun" });
    s = act(s, "targaryen", { type: "load", unit: "knight" }); // joins at Riverrun
    s = act(s, "targaryen", { type: "step", to: "harrenhal" });
    expect(legal(s, "targaryen")).not.toContainEqual(expect.objectContaining({ type: "raid" }));
  });
});
