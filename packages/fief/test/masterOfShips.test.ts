/**
 * 1.3.1 Master of Ships: "Once per turn, during the Movement Phase (Phase 5), any Noble in a
 * coastal Village designated by the Master of Ships may, instead of moving normally, make a special
 * move to any other coastal Village. The Noble needs to ask the Army controlling the destination for
 * landing permission [...] a Secret Passage may be used to avoid the denial [...] Both the initial
 * and destination villages must not be under Bad Weather."
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import type { FiefState } from "../src/state.ts";
import { act, legal, refused, scenario } from "./helpers.ts";

type H = "lannister" | "tully" | "stark";

/** Tywin, Master of Ships, at Lannisport; Edmure with two Men at Arms at Seagard; a Stark army holds Pyke. */
const mk = (order: H[], extra: object = {}) => scenario({
  houses: ["lannister", "tully", "stark"],
  phase: "movement",
  step: { kind: "movement", turn: 0, order, group: null, moved: [] },
  nobles: [
    { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5", "master:ships"] },
    { id: "Edmure Tully", house: "tully", village: "seagard" },
  ],
  units: [
    { house: "lannister", village: "lannisport", type: "menAtArms" },
    { house: "tully", village: "seagard", type: "menAtArms", count: 2 },
    { house: "stark", village: "pyke", type: "menAtArms" },
  ],
  villages: { pyke: { controller: "stark" } },
  ...extra,
});

const designate = { type: "ability" as const, name: "ships", noble: "Edmure Tully" };
const voyages = (s: FiefState, h: H) => legal(s, h).filter((a) => a.type === "sail" || a.type === "askShips");
/** The round's voyage (the noble who made it) and designations, on the Movement step (SF-25, refined D3). */
const voyage = (s: FiefState) => (s.step.kind === "movement" ? s.step.voyage : "not in movement");
const designations = (s: FiefState) => (s.step.kind === "movement" ? (s.step.designations ?? []) : "not in movement");
const marchEdmure = (s: FiefState) => act(act(s, "tully", { type: "march", noble: "Edmure Tully" }), "tully", { type: "load", unit: "menAtArms" });

describe("the Master of Ships designates another house's noble (1.3.1)", () => {
  it("the Master designates on his turn in the Movement Phase; that noble's house then may sail instead of moving", () => {
    let s = mk(["lannister", "tully", "stark"]);
    expect(legal(s, "lannister")).toContainEqual(designate);
    expect(legal(s, "lannister")).not.toContainEqual({ type: "ability", name: "ships", noble: "Tywin Lannister" }); // his own marches sail directly
    s = act(s, "lannister", designate);
    expect(legal(s, "lannister")).not.toContainEqual(designate); // once per round
    s = act(s, "lannister", { type: "done" });
    s = marchEdmure(s);
    expect(voyages(s, "tully")).toContainEqual({ type: "sail", to: "sunspear" });
    expect(legal(s, "tully")).toContainEqual({ type: "step", to: "riverrun" }); // he only "may" sail
    s = act(s, "tully", { type: "sail", to: "sunspear" });
    expect(s.nobles["Edmure Tully"]!.village).toBe("sunspear");
    expect(s.units.filter((u) => u.house === "tully" && u.village === "sunspear")).toHaveLength(1);
    expect(voyages(s, "tully")).toEqual([]);
  });

  // 1.3.1 "Once per turn [...] may, instead of moving normally, make a special move", SF-25: the
  // voyage spends the round's privilege, not the designation. (Was: the designation spent it.)
  it("SF-25: a designation spends nothing; the first voyage spends the privilege for everyone", () => {
    let s = mk(["lannister", "tully", "stark"]);
    s = act(s, "lannister", designate);
    expect(voyage(s)).toBeUndefined();
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    expect(voyages(s, "lannister")).toContainEqual({ type: "sail", to: "sunspear" }); // the Master's own march still sails
    s = act(s, "lannister", { type: "sail", to: "sunspear" });
    expect(voyage(s)).toBe("Tywin Lannister");
    s = act(s, "lannister", { type: "halt" });
    while (fiefEngine.pendingSeats(s)[0]?.seat === "lannister") s = act(s, "lannister", { type: "done" });
    expect(voyages(marchEdmure(s), "tully")).toEqual([]); // designated, but the round's voyage is made
  });

  it("SF-25: a designated noble who moves normally leaves the privilege unspent; the Master may designate again", () => {
    const withNed = { nobles: [
      { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5", "master:ships"] },
      { id: "Edmure Tully", house: "tully", village: "seagard" },
      { id: "Ned Stark", house: "stark", village: "white-harbour" },
    ], units: [
      { house: "lannister", village: "lannisport", type: "menAtArms" },
      { house: "tully", village: "seagard", type: "menAtArms", count: 2 },
      { house: "stark", village: "white-harbour", type: "menAtArms" },
    ] };
    let s = mk(["lannister", "tully", "stark"], withNed);
    s = act(s, "lannister", designate);
    expect(legal(s, "lannister")).not.toContainEqual(designate); // designated already
    s = act(s, "lannister", { type: "done" });
    s = marchEdmure(s);
    s = act(s, "tully", { type: "step", to: "riverrun" }); // he moves normally
    while (s.window) s = act(s, fiefEngine.pendingSeats(s)[0]!.seat, { type: "done" }); // the 2.4 window after the step
    expect(voyage(s)).toBeUndefined();
    s = act(s, "tully", { type: "halt" });
    while (fiefEngine.pendingSeats(s)[0]?.seat === "tully") s = act(s, "tully", { type: "done" });
    // Stark's turn: the Master designates Ned (in a window or on Stark's request), and he sails
    s = act(act(s, "stark", { type: "march", noble: "Ned Stark" }), "stark", { type: "load", unit: "menAtArms" });
    expect(voyages(s, "stark")).toEqual([{ type: "askShips" }]);
    s = act(s, "stark", { type: "askShips" });
    s = act(s, "lannister", { type: "answer", accept: true });
    s = act(s, "stark", { type: "sail", to: "sunspear" });
    expect(s.nobles["Ned Stark"]!.village).toBe("sunspear");
    expect(voyage(s)).toBe("Ned Stark");
  });

  it("SF-25: a designated noble who finds no landing and stays leaves the privilege unspent", () => {
    let s = act(marchEdmure(mk(["tully", "lannister", "stark"])), "tully", { type: "askShips" });
    s = act(s, "lannister", { type: "answer", accept: true });
    s = act(s, "tully", { type: "sail", to: "pyke" });
    s = act(s, "stark", { type: "answer", accept: false });
    s = act(s, "tully", { type: "halt" }); // he does not move at all
    expect(s.nobles["Edmure Tully"]!.village).toBe("seagard");
    expect(voyage(s)).toBeUndefined();
    while (fiefEngine.pendingSeats(s)[0]?.seat === "tully") s = act(s, "tully", { type: "done" });
    s = act(act(s, "lannister", { type: "march", noble: "Tywin Lannister" }), "lannister", { type: "load", unit: "menAtArms" });
    expect(voyages(s, "lannister")).toContainEqual({ type: "sail", to: "sunspear" }); // the Master's own march may still sail
  });

  it("only during the Movement Phase, only nobles in a coastal village, and never under Heavy Rain", () => {
    const purchase = mk(["lannister", "tully", "stark"], { phase: "purchase", step: { kind: "purchase", turn: 0, placed: {} } });
    expect(legal(purchase, "lannister")).not.toContainEqual(designate);
    const inland = mk(["lannister", "tully", "stark"]);
    inland.nobles["Edmure Tully"]!.village = "riverrun";
    for (const u of inland.units) if (u.house === "tully") u.village = "riverrun";
    expect(legal(inland, "lannister")).not.toContainEqual(designate);
    const rain = { regions: { "5": { disasters: ["Heavy Rain"] } } }; // Seagard is in region 5
    expect(legal(mk(["lannister", "tully", "stark"], rain), "lannister")).not.toContainEqual(designate);
    const asked = mk(["tully", "lannister", "stark"], rain);
    asked.nobles["Edmure Tully"]!.attributes.push("storm"); // a storm noble may march in the rain, but not sail from it
    expect(voyages(marchEdmure(asked), "tully")).toEqual([]);
  });

  it("a marching house asks the Master; he may designate its noble, who then asks for landing where an army stands", () => {
    let s = marchEdmure(mk(["tully", "lannister", "stark"]));
    expect(voyages(s, "tully")).toEqual([{ type: "askShips" }]); // not designated yet
    expect(refused(s, "tully", { type: "sail", to: "sunspear" })).toBe("illegal_action");
    s = act(s, "tully", { type: "askShips" });
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["lannister:answer-ships"]);
    s = act(s, "lannister", { type: "answer", accept: true });
    expect(designations(s)).toEqual([{ master: "Tywin Lannister", noble: "Edmure Tully" }]);
    expect(voyage(s)).toBeUndefined(); // SF-25: not spent by the designation
    expect(voyages(s, "tully")).toContainEqual({ type: "sail", to: "pyke" });
    s = act(s, "tully", { type: "sail", to: "pyke" });
    expect(s.request).toMatchObject({ kind: "landing", from: "tully", to: "stark" });
    s = act(s, "stark", { type: "answer", accept: false });
    expect(s.nobles["Edmure Tully"]!.village).toBe("seagard"); // denied: he may try elsewhere
    s = act(s, "tully", { type: "sail", to: "sunspear" });
    expect(s.nobles["Edmure Tully"]!.village).toBe("sunspear");
    expect(voyage(s)).toBe("Edmure Tully"); // SF-25: spent by the voyage
  });

  it("a refusal stands: the house cannot ask again this round and moves normally", () => {
    let s = act(marchEdmure(mk(["tully", "lannister", "stark"])), "tully", { type: "askShips" });
    s = act(s, "lannister", { type: "answer", accept: false });
    expect(voyages(s, "tully")).toEqual([]);
    expect(legal(s, "tully")).toContainEqual({ type: "step", to: "riverrun" });
    expect(voyage(s)).toBeUndefined(); // the privilege is not spent
  });

  it("after the Master's own voyage nobody else may be designated or ask that round", () => {
    let s = mk(["lannister", "tully", "stark"]);
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "sail", to: "sunspear" });
    s = act(s, "lannister", { type: "halt" });
    while (fiefEngine.pendingSeats(s)[0]?.seat === "lannister") s = act(s, "lannister", { type: "done" });
    expect(voyages(marchEdmure(s), "tully")).toEqual([]);
  });

  it("a Secret Passage avoids the landing denial (1.3.1 note)", () => {
    let s = mk(["lannister", "tully", "stark"], { hands: { tully: ["Secret Passage"] } });
    s = act(act(s, "lannister", designate), "lannister", { type: "done" });
    s = marchEdmure(s);
    expect(voyages(s, "tully")).toContainEqual({ type: "sail", to: "pyke", secretPassage: "card" });
    expect(voyages(s, "tully")).not.toContainEqual({ type: "sail", to: "sunspear", secretPassage: "card" }); // nobody to ask there
    s = act(s, "tully", { type: "sail", to: "pyke", secretPassage: "card" });
    expect(s.request).toBeNull();
    expect(s.nobles["Edmure Tully"]!.village).toBe("pyke");
    expect(s.houses.tully!.hand).toEqual([]);
  });
});

/**
 * SF-25, refined 2026-12-01 (D3); Fief rules v3 1.3.1 ("Once per turn [...] any Noble in a coastal
 * Village designated by the Master of Ships may [...] make a special move"; "Each Small Council
 * Title has a unique power that is granted to the Lord that gains the Title"): the voyage is the
 * title's, once a round in all, and only the Master of Ships of the moment designates.
 *
 * The title changes hands in the Movement Phase as in play: Tywin, Master of Ships, dies of the
 * Plague on his march (2.3.3; the forced die 1), the title goes back to the board, and Stark plays
 * Join the Small Council (2.4.3, an opportunity card; no Hand to consent) for Ned, Warden of the
 * North, waiting with a Man at Arms in coastal Gulltown.
 */
describe("the voyage is the title's, once a round in all (1.3.1, SF-25 refined 2026-12-01 (D3))", () => {
  const handOver = (tywinAt: string) => scenario({
    houses: ["lannister", "tully", "stark"],
    phase: "movement",
    step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
    nobles: [
      { id: "Tywin Lannister", house: "lannister", village: tywinAt, titles: ["master:ships"] },
      { id: "Edmure Tully", house: "tully", village: "seagard" },
      { id: "Ned Stark", house: "stark", village: "gulltown", titles: ["warden:1"] },
    ],
    units: [
      { house: "lannister", village: tywinAt, type: "menAtArms" },
      { house: "tully", village: "seagard", type: "menAtArms", count: 2 },
      { house: "stark", village: "gulltown", type: "menAtArms" },
    ],
    regions: { "1": { disasters: ["Plague"] } }, // the North: White Harbour, the Twins
    hands: { stark: ["Join the Small Council"] },
    forcedRolls: [1], // Tywin's Plague roll: he dies
  });
  const nedJoins = { type: "play" as const, card: "Join the Small Council", target: "Ned Stark", office: "master:ships" };
  const marchNed = (s: FiefState) => act(act(s, "stark", { type: "march", noble: "Ned Stark" }), "stark", { type: "load", unit: "menAtArms" });
  const tywinMarches = (s: FiefState) => act(act(s, "lannister", { type: "march", noble: "Tywin Lannister" }), "lannister", { type: "load", unit: "menAtArms" });
  /** The window after a step or a card: every house passes. */
  const pass = (s: FiefState) => {
    while (s.window) s = act(s, fiefEngine.pendingSeats(s)[0]!.seat, { type: "done" });
    return s;
  };

  // Was: the voyage was written into the sailing Master's house's usedRound, so a Master of another
  // house seated after it sailed again the same round.
  it("once a noble has sailed, nobody sails that round, though the title passes to another house", () => {
    let s = pass(act(tywinMarches(handOver("lannisport")), "lannister", { type: "sail", to: "white-harbour" })); // into the North's Plague
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    expect(s.titles["master:ships"]).toBeUndefined();
    expect(voyage(s)).toBe("Tywin Lannister");
    s = act(s, "lannister", { type: "done" });
    s = act(s, "tully", { type: "done" });
    s = pass(act(s, "stark", nedJoins));
    expect(s.titles["master:ships"]).toBe("Ned Stark");
    s = marchNed(s);
    expect(voyages(s, "stark")).toEqual([]); // the title's voyage is made this round
    expect(legal(s, "stark")).not.toContainEqual(expect.objectContaining({ type: "ability", name: "ships" })); // nor may he designate
  });

  it("a title that changes hands before any voyage carries its unspent privilege", () => {
    let s = pass(act(tywinMarches(handOver("riverrun")), "lannister", { type: "step", to: "the-twins" })); // he walks into the Plague
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    s = act(s, "lannister", { type: "done" });
    s = act(s, "tully", { type: "done" });
    s = pass(act(s, "stark", nedJoins));
    s = marchNed(s);
    expect(voyages(s, "stark")).toContainEqual({ type: "sail", to: "sunspear" });
    s = act(s, "stark", { type: "sail", to: "sunspear" });
    expect(s.nobles["Ned Stark"]!.village).toBe("sunspear");
    expect(voyage(s)).toBe("Ned Stark");
  });

  // Was: a designation stood in the designating house's usedRound and counted whoever held the title.
  it("a former holder's designation lapses: the noble sails only if the Master of the moment designates him", () => {
    let s = act(handOver("riverrun"), "lannister", designate); // Tywin designates Edmure, then dies on his march
    s = act(tywinMarches(s), "lannister", { type: "step", to: "the-twins" });
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    while (fiefEngine.pendingSeats(s)[0]!.seat !== "stark") s = act(s, fiefEngine.pendingSeats(s)[0]!.seat, { type: "done" });
    expect(s.window).toBeTruthy(); // the window after the step
    s = pass(act(s, "stark", nedJoins)); // in that window Ned takes the title
    expect(s.titles["master:ships"]).toBe("Ned Stark");
    s = act(s, "lannister", { type: "done" });
    s = marchEdmure(s);
    expect(voyages(s, "tully")).toEqual([{ type: "askShips" }]); // Tywin's designation lapsed with his title
    s = act(s, "tully", { type: "askShips" });
    expect(s.request).toMatchObject({ kind: "ships", from: "tully", to: "stark" });
    s = act(s, "stark", { type: "answer", accept: true });
    expect(designations(s)).toContainEqual({ master: "Ned Stark", noble: "Edmure Tully" });
    expect(voyages(s, "tully")).toContainEqual({ type: "sail", to: "sunspear" });
  });
});
