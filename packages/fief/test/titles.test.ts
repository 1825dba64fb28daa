/**
 * Announcements (1.1): marriages, outlaws, pardons, R'hllor, title concession (10.5); title slots
 * (B. Titles); the royal succession (1.5, 1.5.1).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { allyOf } from "../src/query.ts";
import { act, legal, scenario } from "./helpers.ts";

const hear = (extra: object) => ({
  houses: ["lannister", "tully", "stark", "arryn", "tyrell"] as ("lannister" | "tully" | "stark" | "arryn" | "tyrell")[],
  phase: "announcements",
  step: { kind: "announce", turn: 0 },
  ...extra,
});

describe("marriage (1.1.1)", () => {
  it("is proposed and answered; allies with 5 players (SF-5); the King's wife becomes Queen (1.5.1)", () => {
    let s = scenario(hear({ nobles: [{ id: "Cersei Lannister", house: "lannister", village: "lannisport" }, { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["king", "protector"] }] }));
    expect(legal(s, "lannister")).toContainEqual({ type: "propose", lord: "Edmure Tully", lady: "Cersei Lannister" });
    s = act(s, "lannister", { type: "propose", lord: "Edmure Tully", lady: "Cersei Lannister" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.nobles["Cersei Lannister"]!.spouse).toBe("Edmure Tully");
    expect(s.titles.queen).toBe("Cersei Lannister");
    expect(allyOf(s, "lannister")).toBe("tully");
  });

  it("no alliance with 4 players or fewer (SF-5)", () => {
    const s = scenario({ houses: ["lannister", "tully", "stark"], nobles: [{ id: "Cersei Lannister", house: "lannister", village: "lannisport", spouse: "Edmure Tully" }, { id: "Edmure Tully", house: "tully", village: "riverrun", spouse: "Cersei Lannister" }] });
    expect(allyOf(s, "lannister")).toBeNull();
  });

  it("a 'cannot marry' noble never marries; a 'hard to marry' one costs his house 2 Gold Dragons", () => {
    const s = scenario(hear({ nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Cersei Lannister", house: "lannister", village: "lannisport" }] }));
    expect(legal(s, "lannister").filter((a) => a.type === "propose")).toEqual([]);
    let h = scenario(hear({ gold: { lannister: 5 }, nobles: [{ id: "Tyrion Lannister", house: "lannister", village: "lannisport" }, { id: "Shella Whent", house: "tully", village: "riverrun" }] }));
    h = act(h, "lannister", { type: "propose", lord: "Tyrion Lannister", lady: "Shella Whent" });
    h = act(h, "tully", { type: "answer", accept: true });
    expect(h.houses.lannister!.gold).toBe(3);
    expect(h.houses.tully!.gold).toBe(2);
  });
});

describe("outlaws and pardons (1.1.3, 1.1.4)", () => {
  it("the Hand outlaws once per round, never the Master of Laws; the outlaw keeps only Fief, King, Queen, Mother of Dragons", () => {
    let s = scenario(hear({
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["hand", "warden:5"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3", "fief:riverlands", "master:coin"] },
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["master:laws", "warden:1"] },
      ],
    }));
    expect(legal(s, "lannister")).not.toContainEqual({ type: "outlaw", noble: "Ned Stark" });
    s = act(s, "lannister", { type: "outlaw", noble: "Edmure Tully" });
    expect(s.nobles["Edmure Tully"]!.outlaw).toBe(true);
    expect(s.titles["warden:3"]).toBeUndefined();
    expect(s.titles["master:coin"]).toBeUndefined();
    expect(s.titles["fief:riverlands"]).toBe("Edmure Tully");
    expect(legal(s, "lannister").filter((a) => a.type === "outlaw")).toEqual([]);
    s = act(s, "lannister", { type: "done" });
    s = act(s, "tully", { type: "done" });
    expect(legal(s, "stark")).toContainEqual({ type: "pardon", noble: "Edmure Tully" });
    s = act(s, "stark", { type: "pardon", noble: "Edmure Tully" });
    expect(s.nobles["Edmure Tully"]!.outlaw).toBe(false);
  });

  it("a house holding several pardoning titles is offered each outlaw's pardon once, and may pardon once per title (1.1.3)", () => {
    let s = scenario(hear({
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["king", "protector"] },
        { id: "Kevan Lannister", house: "lannister", village: "lannisport", titles: ["master:laws"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", outlaw: true },
        { id: "Ned Stark", house: "stark", village: "winterfell", outlaw: true },
      ],
    }));
    const pardons = () => legal(s, "lannister").filter((a) => a.type === "pardon");
    expect(pardons()).toEqual([{ type: "pardon", noble: "Edmure Tully" }, { type: "pardon", noble: "Ned Stark" }]);
    s = act(s, "lannister", { type: "pardon", noble: "Edmure Tully" });
    // two titles left unused: the other outlaw may still be pardoned, once
    expect(pardons()).toEqual([{ type: "pardon", noble: "Ned Stark" }]);
    s = act(s, "lannister", { type: "pardon", noble: "Ned Stark" });
    expect(pardons()).toEqual([]);
    expect(s.houses.lannister!.usedRound.filter((u) => u.startsWith("pardon:"))).toHaveLength(2);
  });

  it("R'hllor: the Protector pillages every Sept for 2 each and is cursed; no Sept may be built again", () => {
    let s = scenario(hear({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["king", "protector"] }],
      villages: { riverrun: { sept: true }, winterfell: { sept: true } },
      forcedRolls: [4],
    }));
    s = act(s, "lannister", { type: "rhllor" });
    expect(s.houses.lannister!.gold).toBe(4);
    expect(s.villages.riverrun!.sept).toBe(false);
    expect(s.nobles["Tywin Lannister"]!.godsCursed).toBe(true);
    expect(s.septsForbidden).toBe(true);
    const dies = act(scenario(hear({ nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["king", "protector"] }], forcedRolls: [1] })), "lannister", { type: "rhllor" });
    expect(dies.nobles["Tywin Lannister"]).toBeUndefined();
  });

  it("title concession (10.5): a noble without a High Title gives a title to another noble of his house", () => {
    const s = scenario(hear({
      options: { titleConcession: true },
      nobles: [{ id: "Joffrey Baratheon", house: "lannister", village: "lannisport", titles: ["warden:5", "fief:westerlands"] }, { id: "Tywin Lannister", house: "lannister", village: "lannisport" }],
    }));
    const t = act(s, "lannister", { type: "concede", noble: "Joffrey Baratheon", title: "warden:5", to: "Tywin Lannister" });
    expect(t.titles["warden:5"]).toBe("Tywin Lannister");
    const off = scenario(hear({ nobles: [{ id: "Joffrey Baratheon", house: "lannister", village: "lannisport", titles: ["warden:5"] }, { id: "Tywin Lannister", house: "lannister", village: "lannisport" }] }));
    expect(legal(off, "lannister").filter((a) => a.type === "concede")).toEqual([]);
  });
});

describe("title slots and succession (B., 1.5)", () => {
  it("a new High Title makes room: the new Hand transfers his Master title or returns it (B., FAQ)", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5", "master:coin"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3", "master:laws"] },
      ],
      phase: "elections",
      step: { kind: "election", election: { title: "hand", stage: "votes", turn: 0, candidates: [{ noble: "Tywin Lannister", house: "lannister" }], markers: [], tied: [] } },
    });
    s = act(s, "lannister", { type: "vote", forNoble: "Tywin Lannister", decoy: null });
    s = act(s, "tully", { type: "vote", forNoble: "Tywin Lannister", decoy: null });
    expect(s.titles.hand).toBe("Tywin Lannister");
    // Edmure already holds a High Title (Master of Laws), so nobody may receive it: return it
    expect(legal(s, "lannister")).toEqual([{ type: "transfer", title: "master:coin", to: null }]);
    const back = act(s, "lannister", { type: "transfer", title: "master:coin", to: null });
    expect(back.titles["master:coin"]).toBeUndefined();
    expect(back.titles["warden:5"]).toBe("Tywin Lannister");
  });

  it("the King dies without an Heir: the Queen keeps the Protector as regent; fief titles pass within the house", () => {
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["king", "protector", "fief:westerlands"], spouse: "Shella Whent" },
        { id: "Jaime Lannister", house: "lannister", village: "lannisport" },
        { id: "Shella Whent", house: "tully", village: "riverrun", titles: ["queen"], spouse: "Tywin Lannister" },
        { id: "Ned Stark", house: "stark", village: "winterfell" },
      ],
      hands: { stark: ["Assassination"] },
      phase: "cards",
      step: { kind: "playCards", turn: 2 },
    });
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Tywin Lannister", noble: "Ned Stark" });
    expect(s.titles.king).toBeUndefined();
    expect(s.titles.protector).toBe("Shella Whent");
    expect(s.titles["fief:westerlands"]).toBe("Jaime Lannister");
    expect(s.nobles["Shella Whent"]!.spouse).toBeNull();
  });
});

describe("title transfer (B.)", () => {
  it("a Warden title given up for the Protector's may go to any Lord of any house who could stand", async () => {
    const { grantTitle } = await import("../src/titles.ts");
    let s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5", "fief:westerlands"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun" },
        { id: "Sansa Stark", house: "stark", village: "winterfell" },
        { id: "Ned Stark", house: "stark", village: "winterfell", outlaw: true },
      ],
      phase: "cards",
      step: { kind: "playCards", turn: 1 },
    });
    grantTitle(s, "king", "Tywin Lannister");
    expect(s.titles["warden:5"]).toBe("Tywin Lannister"); // until the choice is made
    expect(legal(s, "tully")).toEqual([]);
    expect(legal(s, "lannister")).toEqual([{ type: "transfer", title: "warden:5", to: "Edmure Tully" }, { type: "transfer", title: "warden:5", to: null }]);
    s = act(s, "lannister", { type: "transfer", title: "warden:5", to: "Edmure Tully" });
    expect(s.titles["warden:5"]).toBe("Edmure Tully");
    expect(s.titles.king).toBe("Tywin Lannister");
  });
});

describe("the Greyjoy theft's split stays hidden (ENGINE.md)", () => {
  it("victim hides gold, Greyjoy picks a hand", () => {
    let s = scenario({ houses: ["greyjoy", "tully", "stark"], gold: { tully: 7 }, phase: "cards", step: { kind: "playCards", turn: 0 } });
    s = act(s, "greyjoy", { type: "ability", name: "greyjoy", target: "tully" });
    expect(legal(s, "tully")).toHaveLength(8);
    const a = act(s, "tully", { type: "split", left: 2 });
    const b = act(s, "tully", { type: "split", left: 5 });
    expect(fiefEngine.view(a, "greyjoy")).toEqual(fiefEngine.view(b, "greyjoy"));
    expect(fiefEngine.view(a, null)).toEqual(fiefEngine.view(b, null));
    const t = act(a, "greyjoy", { type: "pickHand", hand: "right" });
    expect(t.houses.greyjoy!.gold).toBe(5);
    expect(t.houses.tully!.gold).toBe(2);
    expect(legal(t, "greyjoy").some((x) => x.type === "ability" && x.name === "greyjoy")).toBe(false); // once per game
  });
});
