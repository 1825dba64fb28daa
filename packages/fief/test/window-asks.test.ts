/**
 * SF-22, refined 2026-12-01 (D2), on 2.4 "between two game events each Player can declare ONE
 * Player's effect [...] OR pass. Proceed this way in turn order until all Players pass": the
 * window asks all its houses at once and applies the answers in turn order (passround.test.ts,
 * window.test.ts); each house's standing answers pass for it (b); the public view never shows who
 * is still to answer or who answered by a standing answer (c).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine, type Action } from "../src/index.ts";
import type { FiefState } from "../src/state.ts";
import { applyOnDraft, writableGold } from "../src/draft.ts";
import { askHolding } from "../src/rules/cards/unseen.ts";
import { act, scenario } from "./helpers.ts";

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => p.seat);
const standing = (answer: "cards" | "gifts" | "phase" | "act", on = true): Action => ({ type: "standing", answer, on });

/** Lannister's purchases are over (a game event): Stark may strike; Tully holds `tully` and its Diplomacy markers. */
function purchases(tully: string[], ...tullyAnswers: Action[]): FiefState {
  let s = scenario({
    houses: ["lannister", "tully", "stark"],
    nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
    gold: { lannister: 10, stark: 3 },
    hands: { stark: ["Assassination"], tully: tully as never },
    phase: "purchase",
    step: { kind: "purchase", turn: 0, placed: {} },
  });
  for (const a of tullyAnswers) s = act(s, "tully", a);
  return act(s, "lannister", { type: "done" });
}

describe("standing answers (SF-22 D2 b)", () => {
  it("without any, a house holding a card is asked: an unseen card could have a play, and it may give with a marker", () => {
    expect(seats(purchases(["Secret Passage"]))).toEqual(["lannister", "tully", "stark"]);
  });

  it('"pass while none of my cards can be played" reads the real hand: passed with a card of no use now, asked with one that has a play', () => {
    // with the gifts answer too: the marker gift would otherwise still be worth asking about
    expect(seats(purchases(["Secret Passage"], standing("cards"), standing("gifts")))).toEqual(["lannister", "stark"]);
    expect(seats(purchases(["Assassination"], standing("cards"), standing("gifts")))).toEqual(["lannister", "tully", "stark"]);
    // alone, it leaves the marker gifts asked about
    expect(seats(purchases(["Secret Passage"], standing("cards")))).toEqual(["lannister", "tully", "stark"]);
  });

  it('"do not stop for my marker gifts or gifts of control" alone still asks for the cards the table cannot see', () => {
    expect(seats(purchases(["Secret Passage"], standing("gifts")))).toEqual(["lannister", "tully", "stark"]);
  });

  it('"pass to the end of this phase" passes on everything, a playable card included, until the phase changes', () => {
    const s = purchases(["Assassination"], standing("phase"));
    expect(seats(s)).toEqual(["lannister", "stark"]);
    expect(seats({ ...s, phase: "movement" } as FiefState)).toEqual(["lannister", "tully", "stark"]);
    expect(fiefEngine.view(s, "tully").houses.tully!.standing).toEqual({ phase: `${s.round}:purchase` });
  });

  it('"I want to act" suspends them for the next window, and is spent once it closes', () => {
    let s = purchases(["Secret Passage"], standing("cards"), standing("gifts"), standing("act"));
    expect(seats(s)).toEqual(["lannister", "tully", "stark"]);
    for (const h of ["lannister", "tully", "stark"]) s = act(s, h, { type: "done" });
    expect(s.window ?? null).toBeNull();
    expect(s.houses.tully!.standing).toEqual({ cards: true, gifts: true });
  });

  it("set while the window waits on the house, it answers for it at once", () => {
    let s = purchases(["Secret Passage"]);
    s = act(s, "lannister", { type: "done" });
    s = act(s, "stark", { type: "done" });
    expect(seats(s)).toEqual(["tully"]);
    s = act(s, "tully", standing("cards"));
    expect(s.window).toBeTruthy(); // still asked about its marker gifts
    s = act(s, "tully", standing("gifts"));
    expect(s.window ?? null).toBeNull();
  });

  it("is valid at any time but listed nowhere, and told to its house alone", () => {
    const s = purchases(["Secret Passage"]);
    expect(fiefEngine.legalActions(s, "tully").some((a) => a.type === "standing")).toBe(false);
    const r = fiefEngine.applyAction(s, "tully", standing("cards"));
    expect(r.ok && r.value.events.every((e) => e.visibleTo?.length === 1 && e.visibleTo[0] === "tully")).toBe(true);
    // a house not asked now may set them too
    const t = fiefEngine.applyAction(act(act(s, "lannister", { type: "done" }), "stark", { type: "done" }), "lannister", standing("phase"));
    expect(t.ok).toBe(true);
  });

  it("are kept when the house's gold changes or its hand is supposed for a question (the copies of its record keep them)", () => {
    const s = purchases(["Secret Passage"], standing("cards"), standing("gifts"));
    const paid = applyOnDraft(s, () => [], (d) => void (writableGold(d, "tully").gold += 1)).state;
    expect(paid.houses.tully!.standing).toEqual({ cards: true, gifts: true });
    expect(seats(paid)).toEqual(["lannister", "stark"]);
    const draft = applyOnDraft(s, () => [], (d) => expect(askHolding(d, "tully", ["Justice"], (x) => x.houses.tully!.standing)).toEqual({ cards: true, gifts: true }));
    expect(draft.state.houses.tully!.standing).toEqual({ cards: true, gifts: true });
  });

  it("people start with the first two on; bots, who answer at once, with none", () => {
    const s = fiefEngine.createGame({ seed: 7, houses: ["stark", "tully", "arryn"], people: ["tully"] });
    expect(s.houses.tully!.standing).toEqual({ cards: true, gifts: true });
    expect(s.houses.stark!.standing).toBeUndefined();
  });
});

describe("all at once, in turn order (SF-22 D2 a)", () => {
  it("Lannister's look in a window: he alone is asked until he exchanges or passes, then everyone again from him", () => {
    let s = scenario({
      houses: ["stark", "lannister", "tully"],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { lannister: ["Taxes"], tully: ["Justice"], stark: ["Assassination"] },
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    s = act(s, "stark", { type: "done" });
    expect(seats(s)).toEqual(["stark", "lannister", "tully"]);
    s = act(s, "stark", { type: "done" });
    s = act(s, "lannister", { type: "ability", name: "lannister", target: "tully" });
    expect(seats(s)).toEqual(["lannister"]); // the exchange follows the look "right after"
    expect(fiefEngine.legalActions(s, "lannister")).toContainEqual({ type: "ability", name: "exchange", target: "tully", card: "Justice", give: "Taxes" });
    s = act(s, "lannister", { type: "ability", name: "exchange", target: "tully", card: "Justice", give: "Taxes" });
    expect(s.houses.lannister!.hand).toEqual(["Justice"]);
    expect(seats(s)).toEqual(["tully", "stark", "lannister"]);
  });
});

describe("the table sees a window open, then close (SF-22 D2 c)", () => {
  it("another seat's view is the same whatever a house's standing answers or hand", () => {
    const plain = purchases(["Assassination"]);
    const passed = purchases(["Secret Passage"], standing("cards"), standing("gifts"));
    for (const seat of ["lannister", "stark", null]) expect(fiefEngine.view(passed, seat)).toEqual(fiefEngine.view(plain, seat));
    // the prompts say nothing to the others: each is the asked seat's own
    expect(fiefEngine.pendingSeats(plain).every((p) => p.secret)).toBe(true);
  });

  it("a pass is told to the passing house alone", () => {
    const r = fiefEngine.applyAction(purchases([]), "lannister", { type: "done" });
    expect(r.ok && r.value.events.filter((e) => e.type === "pass").map((e) => e.visibleTo)).toEqual([["lannister"]]);
  });
});
