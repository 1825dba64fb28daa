/**
 * Rulings SF-10, SF-13, SF-14, SF-18, SF-19, SF-21 and SF-30 (shared/reference/RULINGS.md): readings the
 * engine already followed, each pinned here by a position with a contrast, so that the test fails
 * if the engine stops following the ruling. Rulings an older test already pins carry the id in
 * that test's name instead (income, options, disasters, lordCommander, wallTroops, passround,
 * hidden-prompts, window, quarantine, abduction, fb-rules).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { votesOf } from "../src/rules/elections.ts";
import { incomeOf } from "../src/rules/income.ts";
import { attackOnTheWall } from "../src/rules/wall.ts";
import type { Scenario } from "../src/scenario.ts";
import type { FiefState } from "../src/state.ts";
import { act, legal, scenario } from "./helpers.ts";

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);
/** Everyone asked in the open window passes until it closes. */
const passAll = (s: FiefState): FiefState => {
  while (s.window) s = act(s, fiefEngine.pendingSeats(s)[0]!.seat, { type: "done" });
  return s;
};
/** The battle roll events of an action: "<house> rolls n dice (...) for h hits." with their faces and bonus. */
const rolls = (s: FiefState, seat: string, a: Parameters<typeof act>[2]) => {
  const r = fiefEngine.applyAction(s, seat, a);
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.value.state, rolls: r.value.events.filter((e) => e.type === "roll").map((e) => ({ text: e.text, ...(e.data as { faces: number[]; bonus: number }) })) };
};

describe("SF-10 Arryn's extra King vote belongs to the player (House list; 1.5 note)", () => {
  // Ned and Robb, two Stark Wardens, give 2 votes; Arryn's only noble is Stark's captive.
  const king = () => scenario({
    houses: ["stark", "arryn", "tully"],
    nobles: [
      { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north", "warden:1"] },
      { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:2"] },
      { id: "Yohn Royce", house: "arryn", village: "winterfell", captor: "stark" },
    ],
    units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
    phase: "elections",
    step: { kind: "election", election: { title: "king", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
  });

  it("with no noble able to vote Arryn still has its vote, and it makes the 3 votes the King needs", () => {
    let s = king();
    expect(votesOf(s, "king", "arryn")).toBe(1);
    expect(votesOf(s, "king", "stark")).toBe(2);
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(seats(s)).toEqual(["arryn:vote"]); // asked though no Arryn noble may vote
    const elected = act(s, "arryn", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(elected.titles.king).toBe("Ned Stark");
    // contrast: without Arryn's vote Ned has 2 and is not elected
    const not = act(s, "arryn", { type: "vote", forNoble: null, decoy: "Ned Stark" });
    expect(not.titles.king).toBeUndefined();
  });

  it("a house without any noble at all: Arryn 1, any other house 0", () => {
    const s = scenario({ houses: ["stark", "arryn", "tully"] });
    expect(votesOf(s, "king", "arryn")).toBe(1);
    expect(votesOf(s, "king", "tully")).toBe(0);
  });
});

describe("SF-13 the Wall at 0 (Phase 7)", () => {
  const wall = (value: number, roll: number) => {
    const s = scenario({ houses: ["stark", "tully", "arryn"], options: { nightsWatch: true }, forcedRolls: [roll] });
    s.wall.value = value;
    attackOnTheWall(s, []);
    return s.wall;
  };

  it("a 6 with the marker at 0 is no breach: it counts as 5 and the marker moves five spaces left", () => {
    expect(wall(0, 6)).toMatchObject({ value: -10, fallen: 0 });
    // contrast: one space left of 0 the same 6 breaches the Wall
    expect(wall(-2, 6)).toMatchObject({ fallen: 1 });
  });

  it("Eastwatch taken by winter is the first breach; the next one is the Shadow Tower", () => {
    const s = scenario({ houses: ["stark", "tully", "arryn"], options: { winterIsComing: true, nightsWatch: true }, season: "winter", forcedRolls: [6, 1, 1] });
    s.wall.value = -2;
    attackOnTheWall(s, []);
    // Eastwatch falls before the roll; the 6 (+1) on negative numbers is the second breach
    expect(s.wall.fallen).toBe(2);
  });
});

describe("SF-14 per-roll bonuses need a die (11.1 fearless, 5.2, 4.2.7, 2.4.7)", () => {
  // Brienne (fearless) and a Knight (4 SP: one die) attack Jaime and two Knights at Riverrun.
  const riverrun = (stronghold: boolean) => rolls(scenario({
    houses: ["greyjoy", "lannister", "stark"],
    nobles: [{ id: "Brienne of Tarth", house: "greyjoy", village: "riverrun" }, { id: "Jaime Lannister", house: "lannister", village: "riverrun" }],
    units: [{ house: "greyjoy", village: "riverrun", type: "knight" }, { house: "lannister", village: "riverrun", type: "knight", count: 2 }],
    villages: { riverrun: { controller: "lannister", stronghold } },
    phase: "battles",
    step: { kind: "battleDeclare", turn: 0, fought: [] },
    forcedRolls: [1, 1, 1, 1],
  } as Scenario), "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" }).rolls;

  it("the Stronghold's penalty takes Greyjoy's only die: no die, no fearless hit", () => {
    expect(riverrun(true)[0]).toEqual({ text: "greyjoy rolls 0 dice (none) for 0 hits.", faces: [], bonus: 0 });
  });

  it("contrast: in the open the die rolls and the fearless bonus adds its hit", () => {
    expect(riverrun(false)[0]).toEqual({ text: "greyjoy rolls 1 dice (1) for 2 hits.", faces: [1], bonus: 1 });
  });
});

describe("SF-18 the army an uprising strikes first (2.4.7)", () => {
  // The Twins: a Stronghold Greyjoy controls, one Greyjoy and one Stark Man at Arms. Lannister's
  // Uprising (one card: one die, 1 hit + the uprising's bonus hit) strikes the army it chooses.
  const uprising = (first: "greyjoy" | "stark") => {
    let s = scenario({
      houses: ["lannister", "greyjoy", "stark"],
      nobles: [{ id: "Theon Greyjoy", house: "greyjoy", village: "the-twins" }, { id: "Robb Stark", house: "stark", village: "the-twins" }],
      units: [{ house: "greyjoy", village: "the-twins", type: "menAtArms" }, { house: "stark", village: "the-twins", type: "menAtArms" }],
      villages: { "the-twins": { controller: "greyjoy", stronghold: true } },
      regions: { "1": { disasters: ["Famine"], bounty: [] } },
      hands: { lannister: ["Uprising"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      forcedRolls: [1],
    });
    s = act(s, "lannister", { type: "play", card: "Uprising", village: "the-twins" });
    expect(seats(s)).toEqual(["lannister:strikeFirst"]);
    return act(s, "lannister", { type: "strikeFirst", house: first });
  };

  it("the fortification's penalty counts when its controller's army is struck first: no die is left", () => {
    const s = uprising("greyjoy");
    expect(s.forcedRolls).toEqual([1]); // nothing rolled
    expect(s.losses).toEqual([]);
  });

  it("struck first, the other army gets the full die; the hits it cannot absorb go on to the controller's", () => {
    let s = uprising("stark");
    expect(s.forcedRolls).toEqual([]);
    expect(s.losses[0]).toMatchObject({ house: "stark", remaining: 2 });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    expect(s.losses[0]).toMatchObject({ house: "greyjoy", remaining: 1 });
  });
});

describe("SF-19 a Champion may reroll a die already rerolled (4.2.6)", () => {
  it("two Champions reroll the same die twice, each after seeing the previous result", () => {
    let s = act(scenario({
      houses: ["lannister", "tully", "stark"],
      options: { tactics: true },
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "champion", count: 2 }, { house: "tully", village: "riverrun", type: "knight" }],
      villages: { riverrun: { controller: "tully" } },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
      // Lannister 7 SP: two dice, 1 and 1; Tully one die, 1; then the rerolls: 4 (two hits), 6 (three)
      forcedRolls: [1, 1, 1, 4, 6],
    } as Scenario), "lannister", { type: "declareBattle", village: "riverrun", against: "tully" });
    expect(legal(s, "lannister")).toEqual([{ type: "reroll", die: 0 }, { type: "done" }]); // equal faces: one choice
    s = act(s, "lannister", { type: "reroll", die: 0 });
    expect(s.battle!.roll!.attacker.faces).toEqual([2, 1]);
    expect(legal(s, "lannister")).toContainEqual({ type: "reroll", die: 0 }); // the rerolled die again
    s = act(s, "lannister", { type: "reroll", die: 0 });
    expect(s.losses[0]).toMatchObject({ house: "tully", remaining: 3 + 1 });
  });
});

describe("SF-21 where the pass-round windows fall (2.4)", () => {
  it("(b) an election whose candidate round ended with no candidate is still followed by a window", () => {
    // Region 1 is all Stark's and Ned could stand for Warden; Stark declares nobody.
    let s = scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Robin Arryn", house: "arryn", village: "the-eyrie" }],
      units: ["winterfell", "deepwood-motte", "white-harbour", "the-twins"].map((village) => ({ house: "stark" as const, village, type: "menAtArms" as const })),
      hands: { arryn: ["Assassination"] },
      phase: "elections",
      step: { kind: "election", election: { title: "warden:1", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
    });
    s = act(s, "stark", { type: "candidate", noble: null });
    if (seats(s).includes("arryn:candidate")) s = act(s, "arryn", { type: "candidate", noble: null });
    expect(s.titles["warden:1"]).toBeUndefined();
    expect(s.window!.event).toBe("the election of warden:1");
    expect(seats(s)).toEqual(["arryn:effect"]);
  });

  it("(c) a battle ended by a truce is followed by a window, as one ended by its last round", () => {
    let s = scenario({
      houses: ["greyjoy", "lannister", "stark"],
      nobles: [
        { id: "Balon Greyjoy", house: "greyjoy", village: "riverrun" },
        { id: "Jaime Lannister", house: "lannister", village: "riverrun" },
        { id: "Ned Stark", house: "stark", village: "winterfell" },
      ],
      units: [{ house: "greyjoy", village: "riverrun", type: "knight", count: 2 }, { house: "lannister", village: "riverrun", type: "knight", count: 2 }],
      villages: { riverrun: { controller: "lannister" } },
      hands: { stark: ["Assassination"] },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
      forcedRolls: [1, 1, 1, 1],
    } as Scenario);
    s = passAll(act(s, "greyjoy", { type: "declareBattle", village: "riverrun", against: "lannister" }));
    expect(s.window ?? null).toBeNull();
    s = act(s, "greyjoy", { type: "battleChoice", choice: "truce" });
    s = act(s, "lannister", { type: "answer", accept: true });
    expect(s.battle).toBeNull();
    expect(s.window!.event).toBe("the battle at Riverrun");
    expect(seats(s).every((p) => p.endsWith(":effect"))).toBe(true); // SF-22 D2: every house that could declare, at once
  });

  it("(d) a voyage of the Master of Ships is its march's one step: one window, and no step after it", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5", "master:ships"] },
        { id: "Ned Stark", house: "stark", village: "winterfell" },
      ],
      units: [{ house: "lannister", village: "lannisport", type: "menAtArms" }],
      hands: { stark: ["Assassination"] },
    });
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "sail", to: "seagard" });
    expect(s.window!.event).toBe("lannister's step to Seagard");
    s = passAll(s);
    expect(s.step).toMatchObject({ kind: "movement", group: { leader: "Tywin Lannister", at: "seagard" } });
    expect(legal(s, "lannister").filter((a) => a.type === "step" || a.type === "sail")).toEqual([]);
    expect(legal(s, "lannister")).toContainEqual({ type: "halt" });
  });
});

describe("SF-30 a blocked tax does not pass down the priority (2.4.6.2, 1.3.1)", () => {
  // Region 1: Stark's Warden tax ranks first, the Master of Coin's own tax second. The Master
  // stands at White Harbour (the North): Stark's tax has no effect on the North's villages.
  const taxed = (coinAt: string) => scenario({
    houses: ["stark", "greyjoy", "arryn"],
    nobles: [
      { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] },
      { id: "Theon Greyjoy", house: "greyjoy", village: coinAt, titles: ["warden:5", "master:coin"] },
    ],
    units: [
      { house: "stark", village: "winterfell", type: "menAtArms" },
      { house: "arryn", village: "white-harbour", type: "menAtArms" },
      { house: "arryn", village: "the-twins", type: "menAtArms" },
    ],
    villages: { winterfell: { controller: "stark" }, "white-harbour": { controller: "arryn", mills: 1 }, "the-twins": { controller: "arryn", mills: 1 } },
    taxes: [
      { house: "stark", kind: "warden", region: 1, by: "Robb Stark", title: "warden:1" },
      { house: "greyjoy", kind: "warden", region: 1, by: "Theon Greyjoy", title: "master:coin" },
    ],
  });

  it("the shielded mill stays with its controller; the Master's own lower-ranked tax does not collect it", () => {
    const inc = incomeOf(taxed("white-harbour"));
    expect(inc.arryn).toBe(2 + 2); // two villages + White Harbour's mill
    expect(inc.greyjoy ?? 0).toBe(0);
    expect(inc.stark).toBe(1 + 2); // Winterfell + The Twins' mill (the Riverlands: not shielded)
    // contrast: the Master away at Pyke shields nothing; Stark's tax takes both mills
    const away = incomeOf(taxed("pyke"));
    expect(away.stark).toBe(1 + 2 + 2);
    expect(away.arryn).toBe(2);
  });
});
