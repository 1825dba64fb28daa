/**
 * 2.4 the pass round after every game event of the list: "Gods cursed roll, a Wedding, one
 * Election (the complete process), Attack on the Wall roll, Discard Subphase of one Player,
 * revealing a Disaster, resolving a Disaster, any non Opportunity card played, the whole Income
 * Phase, any Purchases, regular Movement (one step), preRaid/Battle attack, one Raid/Battle round."
 * Each test shows a window opening after one kind of event, an opportunity card (or house ability)
 * declared there changing what follows, and the phase going on once all have passed.
 * (Purchases and single movement steps: window.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { fiefEngine, type Action } from "../src/index.ts";
import { settle } from "../src/flow.ts";
import { beginRound } from "../src/rules/round.ts";
import { attackerPenalty } from "../src/rules/battle.ts";
import type { FiefState } from "../src/state.ts";
import { act, legal, scenario, passAll } from "./helpers.ts";

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);

/** Applies a legal action and returns the state and the events' texts. */
function actLog(s: FiefState, seat: string, a: Action): [FiefState, string[]] {
  const r = fiefEngine.applyAction(s, seat, a);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)}: ${r.error.message}`);
  return [r.value.state, r.value.events.map((e) => e.text)];
}

describe("the pass round itself (2.4)", () => {
  // three houses that can each declare: Justice on the outlaws
  const outlaws = () => scenario({
    houses: ["stark", "tully", "arryn"],
    nobles: [
      { id: "Ned Stark", house: "stark", village: "winterfell" },
      { id: "Edmure Tully", house: "tully", village: "riverrun" },
      { id: "Robin Arryn", house: "arryn", village: "the-eyrie" },
      { id: "Theon Greyjoy", house: "stark", village: "pyke", outlaw: true },
      { id: "Brynden Tully", house: "tully", village: "seagard", outlaw: true },
    ],
    hands: { stark: ["Justice"], tully: ["Justice", "Justice"], arryn: ["Justice"] },
    phase: "purchase",
    step: { kind: "purchase", turn: 0, placed: {} },
  });

  // SF-22, refined 2026-12-01 (D2 a): all are asked at once, the answers applied in turn order
  // from the house after the last one that acted. (Was: one house at a time, in turn order; these
  // two tests changed with the rule.)
  it("goes on from the house after the one who declared, and ends only when all have passed on the same state", () => {
    let s = act(outlaws(), "stark", { type: "done" }); // Stark's purchases: a game event
    expect(seats(s)).toEqual(["stark:effect", "tully:effect", "arryn:effect"]); // all at once, the player in phase (phase 4) first
    s = act(s, "arryn", { type: "play", card: "Justice", target: "Brynden Tully" });
    // Arryn answered first, but his answer counts only once Stark and Tully have passed
    expect(s.nobles["Brynden Tully"]).toBeDefined();
    s = act(s, "stark", { type: "done" });
    s = act(s, "tully", { type: "play", card: "Justice", target: "Theon Greyjoy" });
    expect(s.nobles["Theon Greyjoy"]).toBeUndefined();
    // Tully's effect came first in turn order: Arryn's answer after it is dropped
    expect(s.nobles["Brynden Tully"]).toBeDefined();
    expect(s.houses.arryn!.hand).toEqual(["Justice"]);
    // everyone is asked again, from the house after Tully; Stark's pass before the effect does not count
    expect(seats(s)).toEqual(["arryn:effect", "stark:effect", "tully:effect"]);
    s = act(s, "stark", { type: "done" });
    s = act(s, "tully", { type: "done" });
    expect(s.window).toBeTruthy(); // Arryn, first in order now, has not answered
    s = act(s, "arryn", { type: "done" });
    // Arryn, Stark and Tully passed on the same state: the window is over, Tully buys
    expect(s.window ?? null).toBeNull();
    expect(seats(s)).toEqual(["tully:purchase"]);
  });

  it("a second effect starts the count again", () => {
    let s = act(outlaws(), "stark", { type: "done" });
    s = act(s, "stark", { type: "done" });
    s = act(s, "tully", { type: "play", card: "Justice", target: "Theon Greyjoy" });
    // first in order after Tully, Arryn's answer counts at once
    s = act(s, "arryn", { type: "play", card: "Justice", target: "Brynden Tully" });
    expect(s.nobles["Brynden Tully"]).toBeUndefined();
    // no outlaw is left, but Stark and Tully still hold a card each: for all the table knows one of
    // them could be an Assassination, so both are asked (ENGINE.md: hands are hidden); Arryn's hand
    // is empty and he passes without a prompt
    expect(seats(s)).toEqual(["stark:effect", "tully:effect"]);
    s = act(s, "tully", { type: "done" });
    s = act(s, "stark", { type: "done" });
    expect(s.window ?? null).toBeNull();
    expect(seats(s)).toEqual(["tully:purchase"]);
  });
});

describe("a window after each game event of the 2.4 list", () => {
  it("Gods cursed roll: after each noble's roll at the start of the round, before the next one", () => {
    const mk = () => {
      const s = scenario({
        houses: ["stark", "arryn", "tully"],
        nobles: [
          { id: "Ned Stark", house: "stark", village: "winterfell" },
          { id: "Robin Arryn", house: "arryn", village: "the-eyrie" },
          { id: "Edmure Tully", house: "tully", village: "riverrun" },
        ],
        hands: { stark: ["Assassination"] },
        forcedRolls: [3, 1], // Robin survives; Edmure would roll a 1
      });
      s.nobles["Robin Arryn"]!.godsCursed = true;
      s.nobles["Edmure Tully"]!.godsCursed = true;
      s.phase = "endOfRound";
      beginRound(s, []);
      settle(s, []);
      return s;
    };
    let s = mk();
    // Robin has rolled; Edmure has not yet: the window (Phase 1: the first player starts) comes between
    expect(s.window!.event).toBe("Robin Arryn's Gods cursed roll");
    expect(seats(s)).toEqual(["stark:effect"]);
    expect(s.forcedRolls).toEqual([1]);
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Ned Stark" });
    // Edmure died by the knife before his roll: he never rolls, the die stays unused
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
    expect(s.forcedRolls).toEqual([1]);
    expect(seats(s)).toEqual(["stark:announce"]);
    // without the effect, Edmure rolls his 1 and dies of the curse, and a window follows his roll too
    let t = act(mk(), "stark", { type: "done" });
    expect(t.nobles["Edmure Tully"]).toBeUndefined();
    expect(t.forcedRolls).toEqual([]);
    expect(t.nobles["Ned Stark"]!.assassin).toBe(false);
    expect(t.window!.event).toBe("Edmure Tully's Gods cursed roll");
    t = act(t, "stark", { type: "done" });
    expect(seats(t)).toEqual(["stark:announce"]);
  });

  it("a Wedding: the window opens from the first player before the announcements go on", () => {
    let s = scenario({
      houses: ["tully", "arryn", "stark"],
      nobles: [
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie" },
        { id: "Shella Whent", house: "tully", village: "riverrun" },
        { id: "Ned Stark", house: "stark", village: "winterfell" },
      ],
      hands: { stark: ["Assassination"] },
      phase: "announcements",
      step: { kind: "announce", turn: 1 },
    });
    s = act(s, "arryn", { type: "propose", lord: "Yohn Royce", lady: "Shella Whent" });
    expect(s.window ?? null).toBeNull(); // the proposal is no game event
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.window!.event).toBe("the wedding of Yohn Royce and Shella Whent");
    expect(seats(s)).toEqual(["stark:effect"]); // Tully and Arryn, before Stark, have nothing to declare
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Shella Whent", noble: "Ned Stark" });
    expect(s.nobles["Yohn Royce"]!.spouse).toBeNull(); // widowed before the next announcement
    expect(seats(s)).toEqual(["arryn:announce"]);
  });

  it("one Election: the next election waits for the window, where an effect may change who can stand", () => {
    const mk = () => scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell" },
        { id: "Robin Arryn", house: "arryn", village: "the-eyrie" },
      ],
      units: ["winterfell", "deepwood-motte", "white-harbour", "the-twins"].map((village) => ({ house: "stark" as const, village, type: "menAtArms" as const })),
      hands: { arryn: ["Assassination", "Secret Passage"] },
      phase: "elections",
      step: { kind: "election", election: { title: "warden:1", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
    });
    let s = act(mk(), "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "arryn", { type: "candidate", noble: null });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(s.titles["warden:1"]).toBe("Ned Stark");
    expect(s.window!.event).toBe("the election of warden:1");
    expect(seats(s)).toEqual(["arryn:effect"]);
    // legal at that moment: no battle is being fought, so the Secret Passage has no battle use here
    expect(legal(s, "arryn").filter((a) => a.type === "play" && a.card === "Secret Passage")).toEqual([]);
    // passing: the Hand's election follows, and the new Warden may stand (1.4)
    const passed = act(s, "arryn", { type: "done" });
    expect(passed.step).toMatchObject({ kind: "election", election: { title: "hand", stage: "candidates" } });
    expect(legal(passed, "stark")).toContainEqual({ type: "candidate", noble: "Ned Stark" });
    // the Warden assassinated in the window: nobody can stand for Hand, nor for King; Phase 2 begins
    s = act(s, "arryn", { type: "play", card: "Assassination", target: "Ned Stark", noble: "Robin Arryn" });
    s = act(s, "arryn", { type: "done" }); // he still holds a card (hands are hidden: he is asked again)
    expect(s.step.kind).toBe("discardDraw");
    expect(seats(s)).toEqual(["stark:discardDraw"]);
  });

  it("Discard Subphase of one player: once his discards and draws are done, before the next player's (SF-21 a)", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Edmure Tully", house: "tully", village: "riverrun" }, { id: "Robin Arryn", house: "arryn", village: "the-eyrie" }],
      hands: { stark: ["Justice"], tully: ["Assassination"] },
      phase: "cards",
      step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
    });
    s = act(s, "stark", { type: "discard", card: "Justice" });
    expect(s.window ?? null).toBeNull(); // his draws may follow: no effect during the Draw Subphase (2.2)
    s = act(s, "stark", { type: "done" });
    expect(s.window!.event).toBe("stark's discards");
    expect(seats(s)).toEqual(["tully:effect"]);
    s = act(s, "tully", { type: "play", card: "Assassination", target: "Robin Arryn", noble: "Edmure Tully" });
    expect(s.nobles["Robin Arryn"]).toBeUndefined();
    expect(seats(s)).toEqual(["tully:discardDraw"]);
  });

  it("2.1 note: during his own Discard Subphase a player may play opportunity cards instead of discarding them, not once he draws", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { stark: ["Assassination"] },
      fortuneDeck: ["Justice", "Taxes"],
      phase: "cards",
      step: { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
    });
    const strike = { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Ned Stark" } as const;
    expect(legal(s, "stark")).toContainEqual(strike);
    const drawn = act(s, "stark", { type: "draw", deck: "fortune" });
    expect(legal(drawn, "stark")).not.toContainEqual(strike); // "No opportunity card may be played during this Subphase" (2.2)
    s = act(s, "stark", strike);
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
    expect(seats(s)).toEqual(["stark:discardDraw"]); // his turn goes on: he may still discard and draw
  });

  it("revealing a Disaster and resolving it: one window after each, so an Uprising on a Famine comes between", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [
        { id: "Edmure Tully", house: "tully", village: "riverrun" },
        { id: "Robin Arryn", house: "arryn", village: "the-eyrie" },
        { id: "Theon Greyjoy", house: "stark", village: "pyke", outlaw: true },
      ],
      units: [{ house: "arryn", village: "gulltown", type: "menAtArms", count: 2 }],
      hands: { tully: ["Uprising", "Justice"] },
      disasterTrack: ["Famine", "Heavy Rain"],
      phase: "cards",
      step: { kind: "discardDraw", turn: 2, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
      forcedRolls: [2, 6], // the Famine strikes region 2 (the Vale); the Heavy Rain is a false alarm
    });
    s = act(s, "arryn", { type: "done" }); // the last player's discards
    expect(s.window!.event).toBe("arryn's discards");
    s = act(s, "tully", { type: "done" });
    // the first card is turned face up; it has not struck yet
    expect(s.window!.event).toBe("the revealing of Famine");
    expect(s.regions["2"]!.disasters).toEqual([]);
    expect(s.disasterTrack).toEqual(["Heavy Rain"]);
    expect(legal(s, "tully").filter((a) => a.type === "play" && a.card === "Uprising")).toEqual([]); // no Famine yet (2.4.7)
    s = act(s, "tully", { type: "done" });
    expect(s.window!.event).toBe("the resolution of Famine");
    expect(s.regions["2"]!.disasters).toEqual(["Famine"]);
    // now a village in Famine may rise, before the next Disaster is even revealed
    expect(legal(s, "tully")).toContainEqual({ type: "play", card: "Uprising", village: "gulltown" });
    s = act(s, "tully", { type: "play", card: "Uprising", village: "gulltown" });
    s = act(s, "tully", { type: "done" }); // the card's player may add more cards to it first (2.4.7)
    expect(s.losses[0]).toMatchObject({ house: "arryn", village: "gulltown", reason: "an uprising" });
    s = act(s, "arryn", { type: "lose", unit: "menAtArms" });
    s = act(s, "arryn", { type: "lose", unit: "menAtArms" });
    expect(s.units.filter((u) => u.village === "gulltown")).toEqual([]);
    // the second Disaster is revealed only once the uprising is over and everyone has passed
    expect(s.disasterTrack).toEqual(["Heavy Rain"]);
    expect(seats(s)).toEqual(["tully:effect"]);
    s = act(s, "tully", { type: "done" });
    expect(s.window!.event).toBe("the revealing of Heavy Rain");
  });

  it("any non Opportunity card played: a new Lord in the Court, then a window before the player goes on", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      villages: { winterfell: { controller: "stark", stronghold: true } },
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
      hands: { stark: ["A new Lord in the Court", "Assassination"], tully: ["Assassination"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    s = act(s, "stark", { type: "play", card: "A new Lord in the Court" });
    const lord = s.placements[0]!;
    s = act(s, "stark", { type: "place", noble: lord, village: "winterfell" });
    expect(s.window!.event).toBe("stark's A new Lord in the Court");
    expect(seats(s)).toEqual(["stark:effect", "tully:effect"]); // all at once, the player in phase first (SF-22 D2)
    s = act(s, "stark", { type: "done" });
    s = act(s, "tully", { type: "play", card: "Assassination", target: lord, noble: "Edmure Tully" });
    expect(s.nobles[lord]).toBeUndefined();
    s = act(s, "stark", { type: "done" });
    expect(seats(s)).toEqual(["stark:playCards"]);
    // an opportunity card played on one's own turn is no game event: no window after it
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Ned Stark" });
    expect(s.window ?? null).toBeNull();
    expect(seats(s)).toEqual(["stark:playCards"]);
  });

  it("the whole Income Phase: one window from the first player before the purchases", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { tully: ["Assassination"] },
      phase: "cards",
      step: { kind: "playCards", turn: 2 },
    });
    s = act(s, "arryn", { type: "done" });
    expect(s.phase).toBe("purchase");
    expect(s.window!.event).toBe("the Income Phase");
    s = act(s, "tully", { type: "play", card: "Assassination", target: "Ned Stark", noble: "Edmure Tully" });
    expect(seats(s)).toEqual(["stark:purchase"]);
  });

  it("regular Movement (one step): an Assassination between two steps ends the march where it stands", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "the-twins" }],
      units: [{ house: "stark", village: "riverrun", type: "knight", count: 2 }],
      hands: { tully: ["Assassination"] },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
    });
    s = act(s, "stark", { type: "march", noble: "Robb Stark" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "step", to: "harrenhal" });
    expect(s.window!.event).toBe("stark's step to Harrenhal");
    s = act(s, "tully", { type: "play", card: "Assassination", target: "Robb Stark", noble: "Edmure Tully" });
    // the knights never reach King's Landing: without their noble they stop at Harrenhal (5)
    expect(s.step.kind === "movement" && s.step.group).toBeNull();
    expect(s.units.filter((u) => u.house === "stark").map((u) => u.village)).toEqual(["harrenhal", "harrenhal"]);
    expect(seats(s)).toEqual(["stark:movement"]);
    expect(legal(s, "stark").filter((a) => a.type === "step")).toEqual([]);
  });

  const archers = (hand: Record<string, string[]>, rolls: number[]) => scenario({
    houses: ["tully", "stark", "arryn"],
    options: { tactics: true },
    nobles: [{ id: "Edmure Tully", house: "tully", village: "winterfell" }, { id: "Ned Stark", house: "stark", village: "winterfell" }],
    units: [
      { house: "tully", village: "winterfell", type: "archer", count: 2 },
      { house: "tully", village: "winterfell", type: "knight", count: 2 }, // 2 + 6 + Edmure = 9 SP: 2 dice, 1 after the Stronghold's penalty
      { house: "stark", village: "winterfell", type: "menAtArms", count: 4 },
    ],
    villages: { winterfell: { controller: "stark", stronghold: true } },
    hands: hand,
    phase: "battles",
    step: { kind: "battleDeclare", turn: 0, fought: [] },
    forcedRolls: rolls,
  });

  it("preRaid/Battle attack: the archers' strike is taken, then a window, then the first round", () => {
    // archers: 1 hit; round 1: Tully's dice, then Stark's
    let s = act(archers({ arryn: ["Secret Passage"] }, [1, 1, 1, 1]), "tully", { type: "declareBattle", village: "winterfell", against: "stark" });
    expect(s.losses).toEqual([{ house: "stark", village: "winterfell", remaining: 1, mode: "hits", reason: "archers", nobles: false }]);
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    expect(s.window!.event).toBe("the archers' strike at Winterfell");
    expect(s.battle!.round).toBe(0); // the first round waits for the window
    expect(seats(s)).toEqual(["arryn:effect"]);
    // legal at that moment: a Secret Passage, even another house's, opens the tunnels for the rounds to come (2.4.8.2)
    expect(attackerPenalty(s, s.battle!)).toBe(1);
    const [t, events] = actLog(s, "arryn", { type: "play", card: "Secret Passage", village: "winterfell" });
    expect(t.battle!.secretPassage).toBe(true);
    expect(t.houses.arryn!.hand).toEqual([]);
    expect(t.battle!.round).toBe(1);
    expect(events).toContain("tully rolls 2 dice (1, 1) for 2 hits."); // two dice instead of one
  });

  it("one Battle round: a window after each round's losses, before the leaders decide to go on", () => {
    let s = act(archers({ arryn: ["Secret Passage"] }, [1, 1, 1]), "tully", { type: "declareBattle", village: "winterfell", against: "stark" });
    s.forcedRolls = [1, 1, 1, 1, 1];
    s = act(s, "stark", { type: "lose", unit: "menAtArms" }); // archers
    s = act(s, "arryn", { type: "done" }); // the window after the archers
    // round 1: Tully's single die (penalty) 1 hit, Stark's 1 hit
    expect(s.battle!.round).toBe(1);
    while (s.losses.length) s = act(s, s.losses[0]!.house, legal(s, s.losses[0]!.house)[0]!);
    expect(s.window!.event).toBe("round 1 of the battle at Winterfell");
    expect(seats(s)).toEqual(["arryn:effect"]); // nobody decides to go on before the window closes
    s = act(s, "arryn", { type: "play", card: "Secret Passage", village: "winterfell" });
    expect(seats(s)).toEqual(["tully:battleChoice"]);
    s = act(s, "tully", { type: "battleChoice", choice: "continue" });
    const [, events] = actLog(s, "stark", { type: "battleChoice", choice: "continue" });
    expect(events).toContain("tully rolls 2 dice (1, 1) for 2 hits.");
  });

  it("one Raid round: a window after it while the march waits, then the raider rides on", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }, { id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: [{ house: "lannister", village: "riverrun", type: "knight", count: 2 }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      hands: { stark: ["Assassination"] },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
      forcedRolls: [1, 1, 1],
    });
    s.houses.lannister!.usedRound.push("lannister"); // Lannister has looked at a hand this round: he has nothing to declare
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // the window after the step
    s = act(s, "lannister", { type: "raid", to: "kings-landing" });
    s = act(s, "tully", { type: "lose", unit: "menAtArms" });
    expect(s.battle ?? null).toBeNull();
    expect(s.window!.event).toBe("the raid at Harrenhal");
    expect(seats(s)).toEqual(["stark:effect"]);
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Cersei Lannister", noble: "Ned Stark" });
    // the leader is dead: the march is over, and so is Lannister's ride
    expect(s.step.kind === "movement" && s.step.group).toBeNull();
    expect(seats(s)).toEqual(["lannister:movement"]);
  });

  it("Attack on the Wall roll: a window from the first player before the end of the round", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      options: { nightsWatch: true },
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { tully: ["Assassination"] },
      phase: "battles",
      step: { kind: "pillage", turn: 2 },
      forcedRolls: [1],
    });
    const round = s.round;
    s = act(s, "arryn", { type: "done" });
    expect(s.phase).toBe("wall");
    expect(s.window!.event).toBe("the Attack on the Wall roll");
    expect(s.round).toBe(round);
    s = act(s, "tully", { type: "play", card: "Assassination", target: "Ned Stark", noble: "Edmure Tully" });
    expect(s.round).toBe(round + 1); // Phase 8 and the next round follow once all have passed
    expect(s.phase).toBe("announcements");
  });
});
