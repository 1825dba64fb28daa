/**
 * Every card (2.4.1-2.4.11): new nobles, heirs and bannermen, Mother of Dragons, Join the Small
 * Council with the Hand's consent, Taxes, Secret Passage, Assassination (and 10.2), Justice,
 * Abduction.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { act, legal, scenario } from "./helpers.ts";

const play = (extra: object) => ({
  houses: ["lannister", "tully", "stark"] as ("lannister" | "tully" | "stark")[],
  phase: "cards",
  step: { kind: "playCards", turn: 0 },
  ...extra,
});

describe("A new Lord/Lady in the Court (2.4.1)", () => {
  it("draws from the house deck and is placed in a Stronghold of the house", () => {
    let s = scenario(play({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }],
      units: [{ house: "lannister", village: "lannisport", type: "menAtArms" }],
      villages: { lannisport: { controller: "lannister", stronghold: true } },
      hands: { lannister: ["A new Lady in the Court"] },
    }));
    s = act(s, "lannister", { type: "play", card: "A new Lady in the Court" });
    const id = s.placements[0]!;
    expect(["Cersei Lannister", "Jeyne Westerling", "Myrcella Baratheon"]).toContain(id);
    expect(legal(s, "lannister")).toEqual([{ type: "place", noble: id, village: "lannisport" }]);
    s = act(s, "lannister", { type: "place", noble: id, village: "lannisport" });
    expect(s.nobles[id]!.village).toBe("lannisport");
    expect(s.nobles[id]!.courtCard).toBe("A new Lady in the Court");
  });

  it("no ladies left: a lord comes; no nobles left: a bannerman", () => {
    const mk = () => scenario(play({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }],
      hands: { lannister: ["A new Lady in the Court"] },
    }));
    let s = mk();
    s.houses.lannister!.ladyDeck = [];
    s.houses.lannister!.lordDeck = ["Jaime Lannister"];
    s = act(s, "lannister", { type: "play", card: "A new Lady in the Court" });
    expect(s.placements).toEqual(["Jaime Lannister"]);
    let b = mk();
    b.houses.lannister!.ladyDeck = [];
    b.houses.lannister!.lordDeck = [];
    b = act(b, "lannister", { type: "play", card: "A new Lady in the Court" });
    expect(b.placements).toEqual(["Bannerman 1"]);
  });

  it("a house holds at most 4 nobles, captives included", () => {
    const s = scenario(play({
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
        { id: "Jaime Lannister", house: "lannister", village: "lannisport" },
        { id: "Cersei Lannister", house: "lannister", village: "lannisport" },
        { id: "Tyrion Lannister", house: "lannister", village: "riverrun", captor: "tully" },
      ],
      units: [{ house: "tully", village: "riverrun", type: "menAtArms" }],
      hands: { lannister: ["A new Lord in the Court"] },
    }));
    expect(legal(s, "lannister").filter((a) => a.type === "play")).toEqual([]);
  });

  it("the Queen's house may bring the Heir to the Iron Throne (1.5.2); he inherits when the King dies", () => {
    let s = scenario(play({
      nobles: [
        { id: "Cersei Lannister", house: "lannister", village: "lannisport", titles: ["queen"], spouse: "Edmure Tully" },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["king", "protector"], spouse: "Cersei Lannister" },
      ],
      units: [{ house: "lannister", village: "lannisport", type: "menAtArms" }],
      villages: { lannisport: { controller: "lannister", stronghold: true } },
      hands: { lannister: ["A new Lord in the Court"], tully: [] , stark: ["Assassination"] },
    }));
    expect(legal(s, "lannister")).toContainEqual({ type: "play", card: "A new Lord in the Court", heir: true });
    s = act(s, "lannister", { type: "play", card: "A new Lord in the Court", heir: true });
    s = act(s, "lannister", { type: "place", noble: "Heir 1", village: "lannisport" });
    expect(s.nobles["Heir 1"]!.attributes).toEqual(["prince of westeros"]);
    s = act(s, "lannister", { type: "done" }); // the 2.4 window after a non-opportunity card: Lannister passes his look
    s = act(s, "stark", { type: "done" }); // Stark holds a card: asked too (hands are hidden, ENGINE.md)
    s = act(s, "lannister", { type: "done" });
    s = act(s, "tully", { type: "done" });
    s = cloneJson(s); // a returned state is never changed (parts are frozen, draft.ts): edit a copy
    s.nobles["Ned Stark"] = { ...s.nobles["Edmure Tully"]!, id: "Ned Stark", name: "Ned Stark", house: "stark", village: "winterfell", spouse: null };
    s = act(s, "stark", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Ned Stark" });
    expect(s.titles.king).toBe("Heir 1");
    expect(s.titles.protector).toBe("Heir 1");
    expect(s.titles.queen).toBeUndefined(); // his mother loses the Queen title
    expect(s.nobles["Ned Stark"]!.assassin).toBe(true);
  });
});

describe("Mother of Dragons (2.4.2) and Join the Small Council (2.4.3)", () => {
  it("Mother of Dragons goes on any lady, even another house's", () => {
    let s = scenario(play({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Shella Whent", house: "tully", village: "riverrun" }],
      hands: { lannister: ["Mother of Dragons"] },
    }));
    expect(legal(s, "lannister").filter((a) => a.type === "play")).toEqual([{ type: "play", card: "Mother of Dragons", target: "Shella Whent" }]);
    s = act(s, "lannister", { type: "play", card: "Mother of Dragons", target: "Shella Whent" });
    expect(s.titles.motherOfDragons).toBe("Shella Whent");
  });

  it("Join the Small Council needs the Hand's consent; refused, the card is discarded", () => {
    const mk = () => scenario(play({
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["hand", "warden:3"] },
      ],
      hands: { lannister: ["Join the Small Council"] },
    }));
    let s = act(mk(), "lannister", { type: "play", card: "Join the Small Council", target: "Tywin Lannister", office: "master:ships" });
    expect(s.request).toMatchObject({ kind: "consent", to: "tully" });
    const yes = act(s, "tully", { type: "answer", accept: true });
    expect(yes.titles["master:ships"]).toBe("Tywin Lannister");
    const no = act(s, "tully", { type: "answer", accept: false });
    expect(no.titles["master:ships"]).toBeUndefined();
    expect(no.courtDiscard).toContain("Join the Small Council");
  });
});

describe("Taxes (2.4.6)", () => {
  it("a Lord Paramount taxes his fief, a Warden his region, the Hand every governed region", () => {
    const s = scenario(play({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["fief:westerlands", "hand"] }, { id: "Jaime Lannister", house: "lannister", village: "lannisport", titles: ["warden:5"] }],
      hands: { lannister: ["Taxes"] },
    }));
    const plays = legal(s, "lannister").filter((a) => a.type === "play");
    expect(plays).toContainEqual({ type: "play", card: "Taxes", fief: "westerlands" });
    expect(plays).toContainEqual({ type: "play", card: "Taxes", region: 5 });
    expect(plays).toContainEqual({ type: "play", card: "Taxes", all: true });
    const t = act(s, "lannister", { type: "play", card: "Taxes", all: true });
    expect(t.taxes).toHaveLength(1); // only region 5 is governed
  });

  it("the marker names the title that levies it: the Lord Paramount's fief, the local Warden before a Master, a Master before the Hand (2.4.6.1, 2.4.6.2)", () => {
    const taxer = (titles: string[]) => scenario(play({
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3"] },
      ],
      hands: { lannister: ["Taxes"] },
    }));
    const marker = (titles: string[], where: { fief: string } | { region: number }) => act(taxer(titles), "lannister", { type: "play", card: "Taxes", ...where }).taxes[0];
    expect(marker(["fief:westerlands", "warden:5"], { fief: "westerlands" })).toMatchObject({ kind: "tallage", fief: "westerlands", title: "fief:westerlands", by: "Tywin Lannister" });
    expect(marker(["warden:5", "master:coin"], { region: 5 })).toMatchObject({ kind: "warden", region: 5, title: "warden:5" });
    expect(marker(["master:coin"], { region: 3 })).toMatchObject({ kind: "warden", region: 3, title: "master:coin", by: "Tywin Lannister" });
    expect(marker(["hand"], { region: 3 })).toMatchObject({ kind: "warden", region: 3, title: "hand", by: "Tywin Lannister" });
  });
});

describe("Secret Passage, Assassination, Justice, Abduction (2.4.8-2.4.11)", () => {
  it("a captive escapes and is placed as newly played", () => {
    let s = scenario(play({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "riverrun", captor: "tully" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "tully", village: "riverrun", type: "menAtArms" }],
      hands: { lannister: ["Secret Passage"] },
    }));
    s = act(s, "lannister", { type: "play", card: "Secret Passage", noble: "Tywin Lannister" });
    expect(s.nobles["Tywin Lannister"]!.captor).toBeNull();
    expect(s.placements).toEqual(["Tywin Lannister"]);
  });

  it("Assassination kills and marks the sponsor; Justice beheads him, but never the Hand or royals", () => {
    let s = scenario(play({
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
        { id: "Edmure Tully", house: "tully", village: "riverrun" },
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["hand"], outlaw: true },
      ],
      hands: { lannister: ["Assassination"], tully: ["Justice"] },
    }));
    s = act(s, "lannister", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Tywin Lannister" });
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
    s = cloneJson(s); // a returned state is never changed (parts are frozen, draft.ts): edit a copy
    s.nobles["Brynden Tully"] = { ...s.nobles["Tywin Lannister"]!, id: "Brynden Tully", name: "Brynden Tully", house: "tully", assassin: false, village: "riverrun" };
    s = act(s, "lannister", { type: "done" });
    expect(legal(s, "tully").filter((a) => a.type === "play")).toEqual([{ type: "play", card: "Justice", target: "Tywin Lannister" }]);
    s = act(s, "tully", { type: "play", card: "Justice", target: "Tywin Lannister" });
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
  });

  it("Assassination variant (10.2): 1-3 kills, the sponsor is marked anyway, never one's own nobles", () => {
    const mk = (roll: number) => scenario(play({
      options: { assassinationVariant: true },
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Jaime Lannister", house: "lannister", village: "lannisport" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { lannister: ["Assassination"] },
      forcedRolls: [roll],
    }));
    expect(legal(mk(1), "lannister")).not.toContainEqual({ type: "play", card: "Assassination", target: "Jaime Lannister", noble: "Tywin Lannister" });
    const miss = act(mk(4), "lannister", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Tywin Lannister" });
    expect(miss.nobles["Edmure Tully"]).toBeDefined();
    expect(miss.nobles["Tywin Lannister"]!.assassin).toBe(true);
    const hit = act(mk(3), "lannister", { type: "play", card: "Assassination", target: "Edmure Tully", noble: "Tywin Lannister" });
    expect(hit.nobles["Edmure Tully"]).toBeUndefined();
  });

  it("Abduction captures a noble in the same village without a fortification; a cruel abductor kills", () => {
    const mk = (abductor: string, fort: boolean) => scenario(play({
      nobles: [{ id: abductor, house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }, { house: "tully", village: "riverrun", type: "menAtArms" }],
      villages: { riverrun: { controller: "tully", stronghold: fort } },
      hands: { lannister: ["Abduction"] },
    }));
    // in his fortification only a Secret Passage asked of another house could help (abduction.test.ts)
    expect(legal(mk("Tywin Lannister", true), "lannister").filter((a) => a.type === "play" && !a.helper)).toEqual([]);
    const taken = act(mk("Tywin Lannister", false), "lannister", { type: "play", card: "Abduction", noble: "Tywin Lannister", target: "Edmure Tully" });
    expect(taken.nobles["Edmure Tully"]!.captor).toBe("lannister");
    const killed = act(mk("Joffrey Baratheon", false), "lannister", { type: "play", card: "Abduction", noble: "Joffrey Baratheon", target: "Edmure Tully" });
    expect(killed.nobles["Edmure Tully"]).toBeUndefined();
  });

  it("opportunity cards may be played in other phases on the house's turn (2.4)", () => {
    const s = scenario({
      houses: ["lannister", "tully", "stark"],
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
      hands: { lannister: ["Assassination", "Taxes"] },
      gold: { lannister: 0 },
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    const plays = legal(s, "lannister").filter((a) => a.type === "play");
    expect(plays.some((a) => a.type === "play" && a.card === "Assassination")).toBe(true);
    expect(plays.some((a) => a.type === "play" && a.card === "Taxes")).toBe(false);
  });
});
