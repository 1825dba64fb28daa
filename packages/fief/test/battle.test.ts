/**
 * Battles (6.2-6.2.3, 6.3), raids (5.2) and sieges (6.4). Dice are fixed through forced d6 faces:
 * faces 1-3 score 1 hit, 4-5 two hits, 6 three hits (SF-6).
 */
import { describe, expect, it } from "vitest";
import { attackerPenalty, diceForStrength } from "../src/rules/battle.ts";
import { lossChoices } from "../src/rules/losses.ts";
import { act, count, legal, scenario, passAll } from "./helpers.ts";

const battlePhase = { phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] } };

describe("strength and dice (6.2, 6.2.1)", () => {
  it("1-6 SP one die, 7-12 two, 13+ three", () => {
    expect([0, 1, 6, 7, 12, 13, 30].map(diceForStrength)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it("example: 15 SP against a Stronghold rolls 2 dice; against a Fortified City 1", () => {
    // Grady = greyjoy attacks David = stark at Winterfell
    const mk = (fortified: boolean) => scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Theon Greyjoy", house: "greyjoy", village: "winterfell" }, { id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: [
        { house: "greyjoy", village: "winterfell", type: "knight", count: 4 },
        { house: "greyjoy", village: "winterfell", type: "menAtArms", count: 2 }, // 12 + 2 + Theon = 15
        { house: "stark", village: "winterfell", type: "menAtArms", count: 2 },
        { house: "stark", village: "winterfell", type: "knight", count: 3 },
      ],
      villages: { winterfell: { controller: "stark", stronghold: true, fortified } },
      ...battlePhase,
      // greyjoy's 2 dice: 1 hit + 3 hits; stark's 2 dice: 3 + 2 hits
      forcedRolls: [1, 6, 6, 4],
    });
    let s = mk(false);
    s = act(s, "greyjoy", { type: "declareBattle", village: "winterfell", against: "stark" });
    // 4 hits on David: one Man at Arms and one Knight must go (the only way to absorb 4)
    expect(s.losses[0]).toMatchObject({ house: "stark", remaining: 4 });
    expect(s.losses[1]).toMatchObject({ house: "greyjoy", remaining: 5 });
    expect(attackerPenalty(s, s.battle!)).toBe(1);
    const f = mk(true);
    expect(attackerPenalty({ ...f, battle: null } as never, { village: "winterfell", attackers: ["greyjoy"], defenders: ["stark"], secretPassage: false } as never)).toBe(2);
  });
});

describe("taking losses (6.2.2)", () => {
  const mk = (hits: number) => {
    const s = scenario({
      houses: ["greyjoy", "lannister", "tully"],
      nobles: [{ id: "Jaime Lannister", house: "lannister", village: "riverrun" }, { id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }, { house: "lannister", village: "riverrun", type: "knight" }],
    });
    s.losses = [{ house: "lannister", village: "riverrun", remaining: hits, mode: "hits", reason: "battle", nobles: true }];
    return s;
  };

  it("2 hits kill the Man at Arms only: the second hit cannot kill a Knight and nobles come last", () => {
    const s = mk(2);
    expect(lossChoices(s, s.losses[0]!)).toEqual(["menAtArms"]);
    const t = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(count(t, "lannister", "riverrun")).toBe(1);
    expect(t.losses).toEqual([]);
    expect(Object.keys(t.nobles)).toHaveLength(2);
  });

  it("3 hits: the Knight (the only way to take all 3)", () => {
    const s = mk(3);
    expect(lossChoices(s, s.losses[0]!)).toEqual(["knight"]);
  });

  it("5 hits: both troops and one noble of the leader's choice die", () => {
    let s = mk(5);
    s = act(s, "lannister", { type: "lose", unit: "knight" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(legal(s, "lannister")).toEqual([{ type: "lose", noble: "Jaime Lannister" }, { type: "lose", noble: "Cersei Lannister" }]);
    s = act(s, "lannister", { type: "lose", noble: "Jaime Lannister" });
    expect(Object.keys(s.nobles)).toEqual(["Cersei Lannister"]);
  });

  it("6 hits: all troops and both nobles die", () => {
    let s = mk(6);
    s = act(s, "lannister", { type: "lose", unit: "knight" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(Object.keys(s.nobles)).toEqual([]);
  });
});

describe("a full battle (6.2.2, 6.2.3, 6.3)", () => {
  const mk = (rolls: number[], extra: object = {}) => scenario({
    houses: ["greyjoy", "lannister", "tully"],
    nobles: [{ id: "Theon Greyjoy", house: "greyjoy", village: "riverrun" }, { id: "Jaime Lannister", house: "lannister", village: "riverrun" }],
    units: [{ house: "greyjoy", village: "riverrun", type: "knight", count: 2 }, { house: "lannister", village: "riverrun", type: "menAtArms", count: 2 }],
    villages: { riverrun: { controller: "lannister" } },
    ...battlePhase,
    forcedRolls: rolls,
    ...extra,
  });

  it("the winner captures the loser's lone nobles and takes control", () => {
    // greyjoy 7 SP -> 2 dice (1 + 1 hits); lannister 2 SP -> 1 die (1 hit, cannot kill a knight)
    let s = mk([1, 1, 1]);
    s = act(s, "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("greyjoy");
    expect(s.villages.riverrun!.controller).toBe("greyjoy");
    expect(s.battle).toBeNull();
  });

  it("a cruel noble takes no prisoners (6.2.2)", () => {
    let s = mk([1, 1, 1], {
      nobles: [{ id: "Balon Greyjoy", house: "greyjoy", village: "riverrun" }, { id: "Jaime Lannister", house: "lannister", village: "riverrun" }],
    });
    s = act(s, "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(s.nobles["Jaime Lannister"]).toBeUndefined();
  });

  it("the fearless attacker adds a hit per roll; surrender disbands troops and gives up the nobles", () => {
    let s = mk([1, 1, 1], {
      nobles: [{ id: "Brienne of Tarth", house: "greyjoy", village: "riverrun" }, { id: "Jaime Lannister", house: "lannister", village: "riverrun" }],
      units: [{ house: "greyjoy", village: "riverrun", type: "knight", count: 2 }, { house: "lannister", village: "riverrun", type: "knight", count: 2 }],
    });
    s = act(s, "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" });
    // greyjoy 1 + 1 + fearless 1 = 3 hits kill a knight; lannister 1 hit kills nothing
    s = act(s, "lannister", { type: "lose", unit: "knight" });
    expect(legal(s, "greyjoy")).toContainEqual({ type: "battleChoice", choice: "continue" });
    s = act(s, "greyjoy", { type: "battleChoice", choice: "continue" });
    s = act(s, "lannister", { type: "battleChoice", choice: "surrender" });
    expect(count(s, "lannister", "riverrun")).toBe(0);
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("greyjoy");
  });

  it("a truce asked of a leader with a noble can be refused; the refuser attacks (6.3.1)", () => {
    let s = mk([1, 1, 1, 1, 1, 1], {
      units: [{ house: "greyjoy", village: "riverrun", type: "knight", count: 2 }, { house: "lannister", village: "riverrun", type: "knight", count: 2 }],
    });
    s = act(s, "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" });
    s = act(s, "greyjoy", { type: "battleChoice", choice: "truce" });
    expect(s.request).toMatchObject({ kind: "truce", to: "lannister" });
    s = act(s, "lannister", { type: "answer", accept: false });
    expect(s.battle?.attacker).toBe("lannister");
  });

  it("a coward alone cannot start a battle; a loyal noble never attacks his ally (11.1)", () => {
    const s = mk([], { nobles: [{ id: "Walder Frey", house: "greyjoy", village: "riverrun", attributes: ["coward"] }, { id: "Jaime Lannister", house: "lannister", village: "riverrun" }] });
    expect(legal(s, "greyjoy")).toEqual([{ type: "done" }]);
  });
});

describe("raids (5.2)", () => {
  it("example: Cersei and 2 Knights raid Harrenhal, win, leave a Knight and ride on to King's Landing", () => {
    // Grady = lannister; the blue defender = tully with one Man at Arms
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "knight", count: 2 }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
      // lannister 7 SP: 2 dice (1, 1 hits); tully 1 die + 1 raid bonus: 1 + 1 hits, cannot kill a knight
      forcedRolls: [1, 1, 1],
    });
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // the 2.4 window after the step: Tully may give Harrenhal to the newcomer (SF-16)
    expect(legal(s, "lannister")).toContainEqual(expect.objectContaining({ type: "raid" }));
    expect(legal(s, "lannister")).toContainEqual(expect.objectContaining({ type: "askPassage" }));
    s = act(s, "lannister", { type: "raid", to: "kings-landing" });
    s = act(s, "tully", { type: "lose", unit: "menAtArms" });
    expect(count(s, "tully", "harrenhal")).toBe(0);
    // a won raid must move on: no halt while Knights ride with her
    expect(legal(s, "lannister")).not.toContainEqual({ type: "halt" });
    s = act(s, "lannister", { type: "unload", unit: "knight" });
    s = act(s, "lannister", { type: "step", to: "kings-landing" });
    s = act(s, "lannister", { type: "halt" });
    expect(count(s, "lannister", "harrenhal")).toBe(1);
    expect(count(s, "lannister", "kings-landing")).toBe(1);
    expect(s.villages.harrenhal!.controller).toBe("lannister");
    expect(s.villages.riverrun!.controller).toBeNull();
  });

  it("Men at Arms cannot raid; a raid needs a step left after it", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
    });
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "harrenhal" });
    expect(legal(s, "lannister")).not.toContainEqual(expect.objectContaining({ type: "raid" }));
  });
});

describe("sieges (6.4)", () => {
  it("example: a 1-die siege engine cancels the Stronghold penalty; the next round it flips to 2", () => {
    const s = scenario({
      houses: ["arryn", "greyjoy", "stark"],
      round: 4,
      nobles: [{ id: "Yohn Royce", house: "arryn", village: "pyke" }, { id: "Balon Greyjoy", house: "greyjoy", village: "pyke" }],
      units: [{ house: "arryn", village: "pyke", type: "knight" }, { house: "greyjoy", village: "pyke", type: "menAtArms" }],
      villages: { pyke: { controller: "greyjoy", stronghold: true, siege: { besieger: "arryn", engine: 1, round: 3 } } },
    });
    expect(attackerPenalty(s, { village: "pyke", attackers: ["arryn"], defenders: ["greyjoy"], secretPassage: false } as never)).toBe(0);
  });

  it("sieges are declared after battles; the besieged village yields no income", async () => {
    const { incomeOf } = await import("../src/rules/income.ts");
    let s = scenario({
      houses: ["arryn", "greyjoy", "stark"],
      nobles: [{ id: "Yohn Royce", house: "arryn", village: "pyke" }, { id: "Balon Greyjoy", house: "greyjoy", village: "pyke" }],
      units: [{ house: "arryn", village: "pyke", type: "knight" }, { house: "greyjoy", village: "pyke", type: "menAtArms" }],
      villages: { pyke: { controller: "greyjoy", stronghold: true, mills: 1 } },
      phase: "battles",
      step: { kind: "siege", turn: 0 },
    });
    s = act(s, "arryn", { type: "siege", village: "pyke" });
    expect(s.villages.pyke!.siege).toEqual({ besieger: "arryn", engine: 1, round: 2 });
    expect(incomeOf(s).greyjoy).toBe(0);
    s = act(s, "arryn", { type: "done" });
    s = act(s, "greyjoy", { type: "done" });
    s = act(s, "stark", { type: "done" });
    // pillage: the besieger may pillage the mills (6.5); Greyjoy would take 2 per mill
    expect(legal(s, "arryn")).toContainEqual({ type: "pillage", village: "pyke" });
    s = act(s, "arryn", { type: "pillage", village: "pyke" });
    expect(s.villages.pyke!.mills).toBe(0);
  });
});

describe("pre-battle, persuasion, champions, secret passages (6.1, 11.1, 4.2.6, 2.4.8.2)", () => {
  const base = (extra: object) => scenario({
    houses: ["lannister", "tully", "stark"],
    options: { tactics: true },
    phase: "battles",
    step: { kind: "battleDeclare", turn: 0, fought: [] },
    ...extra,
  } as never);

  it("6.1 example: 3 archers roll one die +2, 2 archers one die +1, simultaneously", () => {
    const s = act(base({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "archer", count: 3 }, { house: "lannister", village: "riverrun", type: "knight", count: 3 }, { house: "tully", village: "riverrun", type: "archer", count: 2 }, { house: "tully", village: "riverrun", type: "knight", count: 3 }],
      villages: { riverrun: { controller: "tully" } },
      forcedRolls: [1, 1],
    }), "lannister", { type: "declareBattle", village: "riverrun", against: "tully" });
    expect(s.losses.slice(0, 2)).toEqual([
      { house: "tully", village: "riverrun", remaining: 3, mode: "hits", reason: "archers", nobles: false },
      { house: "lannister", village: "riverrun", remaining: 2, mode: "hits", reason: "archers", nobles: false },
    ]);
  });

  it("6.1.1: against a Stronghold the attacker needs 2 archers to fire", () => {
    const s = act(base({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "archer" }, { house: "lannister", village: "riverrun", type: "knight", count: 2 }, { house: "tully", village: "riverrun", type: "knight" }],
      villages: { riverrun: { controller: "tully", stronghold: true } },
      forcedRolls: [1, 1, 1],
    }), "lannister", { type: "declareBattle", village: "riverrun", against: "tully" });
    expect(s.losses.some((l) => l.reason === "archers")).toBe(false);
  });

  it("a persuasive noble may win over an enemy Man at Arms before the battle (11.1: his player chooses)", () => {
    const declared = act(base({
      nobles: [{ id: "Tyrion Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "knight", count: 2 }, { house: "tully", village: "riverrun", type: "menAtArms", count: 2 }],
      villages: { riverrun: { controller: "tully" } },
      forcedRolls: [1, 1, 1, 1],
    }), "lannister", { type: "declareBattle", village: "riverrun", against: "tully" });
    expect(legal(declared, "lannister")).toEqual([{ type: "persuade", noble: "Tyrion Lannister" }, { type: "done" }]);
    expect(declared.forcedRolls).toHaveLength(4); // nothing rolled before he speaks
    const s = act(declared, "lannister", { type: "persuade", noble: "Tyrion Lannister" });
    expect(s.units.filter((u) => u.type === "menAtArms").map((u) => u.house).sort()).toEqual(["lannister", "tully"]);
    const kept = act(declared, "lannister", { type: "done" });
    expect(kept.units.filter((u) => u.type === "menAtArms").map((u) => u.house)).toEqual(["tully", "tully"]);
  });

  it("a champion rerolls a die; a Secret Passage cancels the Stronghold penalty", () => {
    const declared = act(base({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "champion" }, { house: "tully", village: "riverrun", type: "knight" }],
      villages: { riverrun: { controller: "tully", stronghold: true } },
      hands: { lannister: ["Secret Passage"] },
      // lannister 4 SP: 1 die, penalty cancelled: face 1; tully 4 SP: face 1; then the Champion's reroll: face 6
      forcedRolls: [1, 1, 6],
    }), "lannister", { type: "declareBattle", village: "riverrun", against: "tully", secretPassage: true });
    // 4.2.6 "he may reroll": the player chooses, before any hit is dealt
    expect(legal(declared, "lannister")).toEqual([{ type: "reroll", die: 0 }, { type: "done" }]);
    expect(declared.losses).toEqual([]);
    const kept = act(declared, "lannister", { type: "done" });
    expect(kept.forcedRolls).toEqual([6]); // declined: no die rerolled
    const s = act(declared, "lannister", { type: "reroll", die: 0 });
    expect(s.losses[0]).toMatchObject({ house: "tully", remaining: 3 });
    expect(s.houses.lannister!.hand).toEqual([]);
  });

  it("FAQ: a noble alone facing enemy troops at the start of the Battle phase is captured", async () => {
    const { beginBattles } = await import("../src/rules/battle.ts");
    const s = base({
      nobles: [{ id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "knight" }],
    });
    beginBattles(s, []);
    expect(s.nobles["Edmure Tully"]!.captor).toBe("lannister");
  });
});

describe("circumstantial alliances (6)", () => {
  it("example: Kirsten convinces Grady to join her against Gunter; the leader allocates the side's losses", () => {
    // Kirsten = tyrell, Grady = stark, Gunter = tully at Winterfell
    let s = scenario({
      houses: ["tyrell", "stark", "tully"],
      nobles: [{ id: "Mace Tyrell", house: "tyrell", village: "winterfell" }, { id: "Robb Stark", house: "stark", village: "winterfell" }, { id: "Edmure Tully", house: "tully", village: "winterfell" }],
      units: [
        { house: "tyrell", village: "winterfell", type: "knight" },
        { house: "stark", village: "winterfell", type: "knight" },
        { house: "tully", village: "winterfell", type: "menAtArms", count: 2 },
      ],
      villages: { winterfell: { controller: "tully" } },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
      // allied side 3 + 3 + 2 nobles = 8 SP: 2 dice (1 + 1 hits); tully 3 SP: 1 die (face 6: 3 hits)
      forcedRolls: [1, 1, 6],
    });
    s = act(s, "tyrell", { type: "declareBattle", village: "winterfell", against: "tully" });
    expect(legal(s, "stark")).toEqual([{ type: "join", side: "attacker" }, { type: "join", side: "defender" }, { type: "join", side: "none" }]);
    s = act(s, "stark", { type: "join", side: "attacker" });
    expect(s.request).toMatchObject({ kind: "join", to: "tyrell" });
    s = act(s, "tyrell", { type: "answer", accept: true });
    expect(s.battle!.attackers).toEqual(["tyrell", "stark"]);
    // Tully's 3 hits land on the alliance: Kirsten chooses which knight dies
    const order = s.losses.find((l) => l.house === "tyrell")!;
    expect(order.side).toEqual(["tyrell", "stark"]);
    s = act(s, "tully", { type: "lose", unit: "menAtArms" });
    s = act(s, "tully", { type: "lose", unit: "menAtArms" });
    expect(legal(s, "tyrell")).toEqual([{ type: "lose", unit: "knight", owner: "stark" }, { type: "lose", unit: "knight", owner: "tyrell" }]);
    s = act(s, "tyrell", { type: "lose", unit: "knight", owner: "stark" });
    expect(count(s, "stark", "winterfell")).toBe(0);
    expect(s.nobles["Robb Stark"]!.captor).toBeNull(); // allied nobles fall last, and the alliance won
    expect(s.nobles["Edmure Tully"]!.captor).toBe("tyrell");
  });
});
