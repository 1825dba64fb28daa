/**
 * 2.4 the effect/pass protocol: "between two game events each Player can declare ONE Player's effect
 * [...] OR pass. Proceed this way in turn order until all Players pass."
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import type { FiefState } from "../src/state.ts";
import { act, legal, refused, scenario, passAll } from "./helpers.ts";

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);

function afterLannisterPurchases(): FiefState {
  const s = scenario({
    houses: ["lannister", "tully", "stark"],
    nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Ned Stark", house: "stark", village: "winterfell" }],
    gold: { lannister: 10, stark: 3 },
    hands: { stark: ["Assassination", "Justice"] },
    phase: "purchase",
    step: { kind: "purchase", turn: 0, placed: {} },
  });
  // "any Purchases" is a game event (2.4): Lannister's end of purchases opens a pass round
  return act(s, "lannister", { type: "done" });
}

describe("the pass round between two game events (2.4)", () => {
  // SF-22, refined 2026-12-01 (D2): every house is asked at once, the answers counted in turn
  // order. (Was: one house at a time; this test changed with the rule.)
  it("asks every house that could declare at once (SF-22 D2), skips a house that could only pass, and lets a house out of turn play an opportunity card", () => {
    let s = afterLannisterPurchases();
    // Tully holds nothing it could declare and passes without a prompt; Stark, not in phase, is asked with Lannister
    expect(seats(s)).toEqual(["lannister:effect", "stark:effect"]);
    expect(fiefEngine.pendingSeats(s).every((p) => p.secret)).toBe(true); // who still has to answer is nobody else's business
    expect(legal(s, "lannister")).toContainEqual({ type: "done" }); // passing is always legal
    expect(legal(s, "stark")).toContainEqual({ type: "play", card: "Assassination", target: "Tywin Lannister", noble: "Ned Stark" });
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Tywin Lannister", noble: "Ned Stark" });
    // Stark's answer counts once Lannister, the player in phase, has passed
    expect(s.nobles["Tywin Lannister"]).toBeDefined();
    expect(seats(s)).toEqual(["lannister:effect"]);
    expect(legal(s, "stark")).toEqual([]); // he has answered
    s = act(s, "lannister", { type: "done" });
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    // one effect, then everyone again from the house after Stark: until all pass on the same state
    expect(seats(s)).toEqual(["lannister:effect", "stark:effect"]);
    expect(legal(s, "stark")).toContainEqual({ type: "play", card: "Justice", target: "Ned Stark" });
    s = act(s, "stark", { type: "done" });
    s = act(s, "lannister", { type: "done" });
    // every house has passed: the window closes and the next game event (Tully's purchases) follows
    expect(seats(s)).toEqual(["tully:purchase"]);
    expect(s.window ?? null).toBeNull();
  });

  // 2.4 "Diplomacy token"; 9 "At any point in the game, a Player may spend one of his Diplomacy
  // markers"; SF-16. (Was: no gift at all in the pass round.)
  it("offers only the effects of the 2.4 list that cannot go on for ever: a gift that spends a Diplomacy marker, no open gifts", () => {
    let s = afterLannisterPurchases();
    s = act(s, "lannister", { type: "done" });
    expect(legal(s, "stark")).toContainEqual({ type: "gift", to: "tully", gold: 0, card: "Justice" });
    expect(legal(s, "stark").some((a) => a.type === "gift" && a.card === undefined)).toBe(false);
    expect(refused(s, "stark", { type: "gift", to: "tully", gold: 1 })).toBe("illegal_action"); // open gold: on his own turn only
    s = act(s, "stark", { type: "gift", to: "tully", gold: 0, card: "Justice" });
    expect(s.houses.stark!.diplomacy).toBe(2);
    expect(s.houses.tully!.hand).toEqual(["Justice"]);
    expect(seats(s)).toEqual(["lannister:effect", "tully:effect", "stark:effect"]); // an effect: everyone is asked again, from the house after Stark (Tully holds a card now)
  });

  it("does not open when nobody could declare anything", () => {
    const s = scenario({
      houses: ["tully", "stark", "arryn"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    const t = act(s, "tully", { type: "done" });
    expect(seats(t)).toEqual(["stark:purchase"]);
  });

  it("opens after each step of a march (2.4 'regular Movement (one step)'), not at the halt, and the march goes on after it", () => {
    let s = scenario({
      houses: ["stark", "tully", "arryn"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "the-twins" }],
      units: [{ house: "stark", village: "riverrun", type: "menAtArms" }],
      hands: { tully: ["Assassination"] },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
    });
    s = act(s, "stark", { type: "march", noble: "Robb Stark" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    expect(seats(s)).toEqual(["stark:movement"]); // setting out is no game event
    s = act(s, "stark", { type: "step", to: "harrenhal" });
    expect(seats(s)).toEqual(["tully:effect"]); // Stark has nothing to declare; Tully may strike between two steps
    expect(s.window!.event).toBe("stark's step to Harrenhal");
    s = act(s, "tully", { type: "done" });
    expect(seats(s)).toEqual(["stark:movement"]);
    expect(s.step.kind === "movement" && s.step.group?.at).toBe("harrenhal"); // the same march, one step taken
    s = act(s, "stark", { type: "step", to: "riverrun" });
    expect(seats(s)).toEqual(["tully:effect"]); // and again after the second step
    s = act(s, "tully", { type: "done" });
    s = act(s, "stark", { type: "halt" });
    expect(s.window ?? null).toBeNull(); // halting is not a game event
    expect(seats(s)).toEqual(["stark:movement"]);
  });
});
