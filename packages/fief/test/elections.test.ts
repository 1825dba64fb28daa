/**
 * Elections (C. Elections and Voting, 1.3 with SF-1, 1.4, 1.5).
 */
import { describe, expect, it } from "vitest";
import { electionOrder, votesOf } from "../src/rules/elections.ts";
import { act, legal, scenario } from "./helpers.ts";

// David = stark, Grady = greyjoy, Kirsten = arryn
function northElection() {
  return scenario({
    houses: ["stark", "greyjoy", "arryn"],
    nobles: [
      { id: "Ned Stark", house: "stark", village: "winterfell" },
      { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour" },
      { id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["warden:2"] },
      { id: "Robin Arryn", house: "arryn", village: "the-eyrie" },
    ],
    units: [
      { house: "stark", village: "winterfell", type: "menAtArms" },
      { house: "stark", village: "deepwood-motte", type: "menAtArms" },
      { house: "greyjoy", village: "white-harbour", type: "menAtArms" },
      { house: "greyjoy", village: "the-twins", type: "menAtArms" },
      { house: "arryn", village: "the-eyrie", type: "menAtArms" },
    ],
    phase: "elections",
    step: { kind: "election", election: { title: "warden:1", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
  });
}

describe("Warden election (1.3)", () => {
  it("counts 1 vote per village, +1 for the principal village (SF-1), 2 per Warden held at round start", () => {
    const s = northElection();
    expect(votesOf(s, "warden:1", "stark")).toBe(3); // Deepwood Motte + Winterfell + principal
    expect(votesOf(s, "warden:1", "greyjoy")).toBe(2); // SF-1: the example's "3 votes" for Grady miscounts
    expect(votesOf(s, "warden:1", "arryn")).toBe(2); // Warden of the East
  });

  it("first example: 3 villages and the principal village give 5 votes", () => {
    const s = scenario({
      houses: ["stark", "greyjoy", "arryn"],
      units: ["winterfell", "deepwood-motte", "white-harbour", "the-twins"].map((village) => ({ house: "stark" as const, village, type: "menAtArms" as const })),
    });
    expect(votesOf(s, "warden:1", "stark")).toBe(5);
  });

  it("the North example under SF-1: David's 3 votes beat 2 and 2", () => {
    let s = northElection();
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "greyjoy", { type: "candidate", noble: "Theon Greyjoy" });
    s = act(s, "arryn", { type: "candidate", noble: "Robin Arryn" });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "greyjoy", { type: "vote", forNoble: "Theon Greyjoy", decoy: "Ned Stark" });
    s = act(s, "arryn", { type: "vote", forNoble: "Robin Arryn", decoy: null });
    expect(s.titles["warden:1"]).toBe("Ned Stark");
  });

  it("a tie elects nobody; a decoy counts for nothing (C.)", () => {
    let s = northElection();
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "greyjoy", { type: "candidate", noble: "Theon Greyjoy" });
    s = act(s, "arryn", { type: "candidate", noble: null });
    s = act(s, "stark", { type: "vote", forNoble: null, decoy: "Ned Stark" });
    s = act(s, "greyjoy", { type: "vote", forNoble: "Theon Greyjoy", decoy: null });
    s = act(s, "arryn", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(s.titles["warden:1"]).toBeUndefined(); // 2 vs 2
  });

  it("vote markers stay hidden from the other seats until flipped", async () => {
    const { fiefEngine } = await import("../src/index.ts");
    let s = northElection();
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "greyjoy", { type: "candidate", noble: null });
    s = act(s, "arryn", { type: "candidate", noble: null });
    const a = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    const b = act(s, "stark", { type: "vote", forNoble: null, decoy: "Ned Stark" });
    expect(fiefEngine.view(a, "greyjoy")).toEqual(fiefEngine.view(b, "greyjoy"));
    expect(fiefEngine.view(a, null)).toEqual(fiefEngine.view(b, null));
    expect(fiefEngine.view(a, "stark")).not.toEqual(fiefEngine.view(b, "stark"));
  });

  it("only Lords may stand for Warden", () => {
    const s = northElection();
    expect(legal(s, "stark")).toEqual([{ type: "candidate", noble: "Ned Stark" }, { type: "candidate", noble: null }]);
  });
});

describe("Hand (1.4) and King (1.5)", () => {
  const base = {
    houses: ["stark", "greyjoy", "arryn"] as ("stark" | "greyjoy" | "arryn")[],
    nobles: [
      { id: "Ned Stark", house: "stark" as const, village: "winterfell", titles: ["warden:1", "fief:north"] },
      { id: "Theon Greyjoy", house: "greyjoy" as const, village: "pyke", titles: ["warden:5", "master:coin"] },
      { id: "Yohn Royce", house: "arryn" as const, village: "the-eyrie", titles: ["warden:2", "master:laws"] },
    ],
    units: [{ house: "stark" as const, village: "winterfell", type: "menAtArms" as const }],
  };

  it("the Hand needs a simple majority and at least 2 Small Council votes", () => {
    let s = scenario({ ...base, phase: "elections", step: { kind: "election", election: { title: "hand", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } } });
    expect(votesOf(s, "hand", "stark")).toBe(0);
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "greyjoy", { type: "candidate", noble: null });
    s = act(s, "arryn", { type: "candidate", noble: null });
    // stark has no vote and is skipped; greyjoy and arryn each have one
    s = act(s, "greyjoy", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "arryn", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(s.titles.hand).toBe("Ned Stark");
  });

  it("one Council vote is not enough for the Hand", () => {
    let s = scenario({ ...base, phase: "elections", step: { kind: "election", election: { title: "hand", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } } });
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "greyjoy", { type: "candidate", noble: null });
    s = act(s, "arryn", { type: "candidate", noble: null });
    s = act(s, "greyjoy", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "arryn", { type: "vote", forNoble: null, decoy: null });
    expect(s.titles.hand).toBeUndefined();
  });

  it("the King needs 3 votes including a Council member or two Wardens; Arryn has one more", () => {
    let s = scenario({ ...base, phase: "elections", step: { kind: "election", election: { title: "king", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } } });
    expect(votesOf(s, "king", "stark")).toBe(1);
    expect(votesOf(s, "king", "arryn")).toBe(2); // Warden + Arryn's extra vote
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "greyjoy", { type: "vote", forNoble: null, decoy: "Ned Stark" });
    s = act(s, "arryn", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(s.titles.king).toBe("Ned Stark");
    expect(s.titles.protector).toBe("Ned Stark");
    // the Protector takes his military slot: Stark transfers the Warden title or returns it (B., FAQ)
    expect(legal(s, "stark")).toEqual([{ type: "transfer", title: "warden:1", to: "Theon Greyjoy" }, { type: "transfer", title: "warden:1", to: null }].filter((a) => a.to !== "Theon Greyjoy"));
    s = act(s, "stark", { type: "transfer", title: "warden:1", to: null });
    expect(s.titles["warden:1"]).toBeUndefined();
  });
});

// Phase 1 (rules, "Phase 1. 'Hear Ye, Hear Ye'"): "Elections of Lord Commander (1.2 NWE or WaE),
// Wardens (1.3), Hand of the King (1.4) and King (1.5)", and 1.4's note: "Elections are held in
// order", so a Warden just elected may stand for Hand. Kingsroad's reading: the five Wardens in
// the order of their region numbers.
describe("the order of the elections (Phase 1, 1.4 note)", () => {
  it("Lord Commander with the Night's Watch, the Wardens of regions 1 to 5, the Hand, the King", () => {
    const wardens = ["warden:1", "warden:2", "warden:3", "warden:4", "warden:5"];
    expect(electionOrder(scenario({ houses: ["stark", "tully", "lannister"] }))).toEqual([...wardens, "hand", "king"]);
    expect(electionOrder(scenario({ houses: ["stark", "tully", "lannister"], options: { nightsWatch: true } }))).toEqual(["lordCommander", ...wardens, "hand", "king"]);
  });
});
