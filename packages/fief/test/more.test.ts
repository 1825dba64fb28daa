/**
 * Odds and ends: the Hand's conversion and sacrifice (1.1.2), the Secret Passage defence of the
 * Assassination variant (10.2), the Master of Laws' nomination (1.3.1), lifting a siege (6.4),
 * hidden hands and deck orders (ENGINE.md).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("R'hllor: the Hand joins (1.1.2)", () => {
  it("shares the pillage, is cursed, and burns an untitled noble", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["king", "protector"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["hand", "warden:3"] },
        { id: "Arya Stark", house: "stark", village: "winterfell" },
      ],
      villages: { riverrun: { sept: true }, winterfell: { sept: true } },
      phase: "announcements",
      step: { kind: "announce", turn: 0 },
      forcedRolls: [4, 5],
    });
    s = act(s, "lannister", { type: "rhllor" });
    expect(s.request).toMatchObject({ kind: "rhllor", to: "tully" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.houses.lannister!.gold).toBe(2);
    expect(s.houses.tully!.gold).toBe(2);
    expect(s.nobles["Edmure Tully"]!.godsCursed).toBe(true);
    s = act(s, "lannister", { type: "done" });
    expect(legal(s, "tully")).toContainEqual({ type: "ability", name: "sacrifice", target: "Arya Stark" });
    expect(legal(s, "tully")).not.toContainEqual({ type: "ability", name: "sacrifice", target: "Tywin Lannister" });
    s = act(s, "tully", { type: "ability", name: "sacrifice", target: "Arya Stark" });
    expect(s.nobles["Arya Stark"]).toBeUndefined();
  });
});

describe("Assassination variant: a Secret Passage saves the target (10.2)", () => {
  it("the target's house is asked before the roll", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      options: { assassinationVariant: true },
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { lannister: ["Assassination"], tully: ["Secret Passage"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      forcedRolls: [1],
    });
    s = act(s, "lannister", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Tywin Lannister" });
    const saved = act(s, "tully", { type: "answer", accept: true });
    expect(saved.nobles["Edmure Tully"]).toBeDefined();
    expect(saved.nobles["Tywin Lannister"]!.assassin).toBe(true);
    const dead = act(s, "tully", { type: "answer", accept: false });
    expect(dead.nobles["Edmure Tully"]).toBeUndefined();
  });
});

describe("the Master of Laws (1.3.1) and sieges (6.4)", () => {
  it("the Hand cannot forbid the Master of Laws' nomination", () => {
    const s = act(scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5"] }, { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["hand", "warden:3"] }],
      hands: { lannister: ["Join the Small Council"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    }), "lannister", { type: "play", card: "Join the Small Council", target: "Tywin Lannister", office: "master:laws" });
    expect(s.request).toBeNull();
    expect(s.titles["master:laws"]).toBe("Tywin Lannister");
  });

  it("a besieger may lift his siege at any time", () => {
    const s = act(scenario({
      houses: ["lannister", "tully", "stark"],
      units: [{ house: "lannister", village: "riverrun", type: "knight" }, { house: "tully", village: "riverrun", type: "knight" }],
      villages: { riverrun: { controller: "tully", stronghold: true, siege: { besieger: "lannister", engine: 2, round: 1 } } },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    }), "lannister", { type: "ability", name: "liftSiege", target: "riverrun" });
    expect(s.villages.riverrun!.siege).toBeNull();
  });
});

describe("hidden information (ENGINE.md)", () => {
  it("states differing only in another seat's hand or in deck orders look the same", () => {
    const a = scenario({ houses: ["lannister", "tully", "stark"], hands: { tully: ["Justice"] }, fortuneDeck: ["Taxes", "Plague", "Justice"], courtDeck: ["Mother of Dragons", "A new Lord in the Court"] });
    const b = scenario({ houses: ["lannister", "tully", "stark"], hands: { tully: ["Uprising"] }, fortuneDeck: ["Taxes", "Justice", "Plague"], courtDeck: ["A new Lord in the Court", "Mother of Dragons"] });
    expect(fiefEngine.view(a, "lannister")).toEqual(fiefEngine.view(b, "lannister"));
    expect(fiefEngine.view(a, null)).toEqual(fiefEngine.view(b, null));
    expect(fiefEngine.view(a, "tully")).not.toEqual(fiefEngine.view(b, "tully"));
    // the back of the top card is public
    const c = scenario({ houses: ["lannister", "tully", "stark"], hands: { tully: ["Justice"] }, fortuneDeck: ["Plague", "Taxes", "Justice"] });
    expect(fiefEngine.view(c, null)).not.toEqual(fiefEngine.view(a, null));
  });

  it("the Small Council bid is secret until every house has bid", () => {
    const s = scenario({ houses: ["lannister", "tully", "stark"], gold: { lannister: 9 }, nobles: [{ id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3"] }], phase: "purchase", step: { kind: "councilBid", bids: [] } });
    const a = act(s, "lannister", { type: "bid", amount: 2 });
    const b = act(s, "lannister", { type: "bid", amount: 7 });
    expect(fiefEngine.view(a, "tully")).toEqual(fiefEngine.view(b, "tully"));
    expect(fiefEngine.view(a, "lannister")).not.toEqual(fiefEngine.view(b, "lannister"));
  });
});
