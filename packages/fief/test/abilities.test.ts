/**
 * House abilities (setup list), Council privileges (1.3.1) and diplomacy (9, 10.3, 4.3.4).
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { act, legal, scenario } from "./helpers.ts";

const play = (houses: string[], extra: object) => ({ houses, phase: "cards", step: { kind: "playCards", turn: 0 }, ...extra }) as never;

describe("house abilities", () => {
  it("Arryn kills a captive held by one of his nobles, once per round", () => {
    let s = scenario(play(["arryn", "tully", "stark"], {
      nobles: [{ id: "Yohn Royce", house: "arryn", village: "the-eyrie" }, { id: "Edmure Tully", house: "tully", village: "the-eyrie", captor: "arryn" }, { id: "Ned Stark", house: "stark", village: "the-eyrie", captor: "arryn" }],
      units: [{ house: "arryn", village: "the-eyrie", type: "menAtArms" }],
    }));
    s = act(s, "arryn", { type: "ability", name: "arryn", target: "Edmure Tully" });
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
    expect(legal(s, "arryn").some((a) => a.type === "ability" && a.name === "arryn")).toBe(false);
  });

  it("Lannister looks at a hand (only he sees it) and may then exchange one card, once per game", () => {
    let s = scenario(play(["lannister", "tully", "stark"], { hands: { lannister: ["Taxes"], tully: ["Justice", "Uprising"] } }));
    const r = (s2: typeof s) => s2;
    s = act(s, "lannister", { type: "ability", name: "lannister", target: "tully" });
    expect(legal(r(s), "lannister")).toContainEqual({ type: "ability", name: "exchange", target: "tully", card: "Justice", give: "Taxes" });
    s = act(s, "lannister", { type: "ability", name: "exchange", target: "tully", card: "Justice", give: "Taxes" });
    expect(s.houses.lannister!.hand).toEqual(["Justice"]);
    expect([...s.houses.tully!.hand].sort()).toEqual(["Taxes", "Uprising"]);
  });

  it("the exchange must follow the look at once", () => {
    let s = scenario(play(["lannister", "tully", "stark"], { hands: { lannister: ["Taxes"], tully: ["Justice"] }, gold: { lannister: 2 } }));
    s = act(s, "lannister", { type: "ability", name: "lannister", target: "tully" });
    s = act(s, "lannister", { type: "gift", to: "stark", gold: 1 });
    expect(legal(s, "lannister").some((a) => a.type === "ability" && a.name === "exchange")).toBe(false);
  });

  it("Tyrell removes a Famine from any region", () => {
    let s = scenario(play(["tyrell", "tully", "stark"], { regions: { "2": { disasters: ["Famine"], bounty: [] } } }));
    s = act(s, "tyrell", { type: "ability", name: "tyrell", region: 2 });
    expect(s.regions["2"]!.disasters).toEqual([]);
  });

});

describe("Council privileges (1.3.1)", () => {
  it("the Master of Whisperers looks at one hand per round", () => {
    let s = scenario(play(["stark", "tully", "arryn"], { nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1", "master:whisperers"] }], hands: { tully: ["Justice"] } }));
    expect(legal(s, "stark")).toContainEqual({ type: "ability", name: "whisperers", target: "tully" });
    const r = (() => { s = act(s, "stark", { type: "ability", name: "whisperers", target: "tully" }); return s; })();
    expect(legal(r, "stark").some((a) => a.type === "ability" && a.name === "whisperers")).toBe(false);
  });

  it("the Master of Laws annuls a marriage a spouse asks him to, not a royal one after an Heir", () => {
    const mk = (heir: boolean) => {
      const s = scenario({
        houses: ["stark", "tully", "arryn"],
        nobles: [
          { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1", "master:laws"] },
          { id: "Edmure Tully", house: "tully", village: "riverrun", spouse: "Ysilla Royce", titles: heir ? ["king", "protector"] : [] },
          { id: "Ysilla Royce", house: "arryn", village: "the-eyrie", spouse: "Edmure Tully", titles: heir ? ["queen"] : [] },
        ],
        phase: "announcements",
        step: { kind: "announce", turn: 1 },
      });
      s.heirPlayed = heir;
      return s;
    };
    let s = act(mk(false), "tully", { type: "ability", name: "annul", noble: "Edmure Tully" });
    s = act(s, "stark", { type: "answer", accept: true });
    expect(s.nobles["Edmure Tully"]!.spouse).toBeNull();
    expect(legal(mk(true), "tully").some((a) => a.type === "ability" && a.name === "annul")).toBe(false);
  });
});

describe("diplomacy (9, 10.3, 4.3.4)", () => {
  it("gold goes openly one coin at a time; a card needs a Diplomacy marker", () => {
    let s = scenario(play(["stark", "tully", "arryn"], { gold: { stark: 2 }, hands: { stark: ["Justice"] } }));
    s = act(s, "stark", { type: "gift", to: "tully", gold: 1 });
    expect(s.houses.tully!.gold).toBe(1);
    s = act(s, "stark", { type: "gift", to: "tully", gold: 0, card: "Justice" });
    expect(s.houses.tully!.hand).toEqual(["Justice"]);
    expect(s.houses.stark!.diplomacy).toBe(2);
  });

  it("a Maester's rookery sends cards without a marker", () => {
    let s = scenario(play(["stark", "tully", "arryn"], { hands: { stark: ["Justice"] }, units: [{ house: "stark", village: "winterfell", type: "menAtArms" }], villages: { winterfell: { stronghold: true, maester: true } } }));
    s = act(s, "stark", { type: "gift", to: "tully", gold: 0, card: "Justice" });
    expect(s.houses.stark!.diplomacy).toBe(3);
  });

  it("Diplomacy variant: gold only with a marker, up to 3 per marker", () => {
    const s = scenario(play(["stark", "tully", "arryn"], { options: { diplomacyVariant: true }, gold: { stark: 5 } }));
    const gifts = legal(s, "stark").filter((a) => a.type === "gift" && a.to === "tully");
    expect(gifts.map((a) => (a as { gold: number }).gold)).toEqual([1, 2, 3]);
    const t = act(s, "stark", { type: "gift", to: "tully", gold: 3 });
    expect(t.houses.stark!.diplomacy).toBe(2);
  });
});

describe("Baratheon cancels a death once per game", () => {
  it("the noble comes back with his titles and is placed as if released; the second death is final", () => {
    let s = scenario(play(["lannister", "baratheon", "stark"], {
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north", "warden:1"] },
        { id: "Stannis Baratheon", house: "baratheon", village: "storms-end" },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
      villages: { winterfell: { stronghold: true } },
      hands: { lannister: ["Assassination", "Justice"] },
    }));
    s = act(s, "lannister", { type: "play", card: "Assassination", target: "Ned Stark", noble: "Tywin Lannister" });
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(legal(s, "baratheon")).toEqual([{ type: "answer", accept: true }, { type: "answer", accept: false }]);
    s = act(s, "baratheon", { type: "answer", accept: true });
    expect(s.titles["fief:north"]).toBe("Ned Stark");
    expect(s.titles["warden:1"]).toBe("Ned Stark");
    s = act(s, "stark", { type: "place", noble: "Ned Stark", village: "winterfell" });
    s = cloneJson(s); // a returned state is never changed (its records are frozen, draft.ts): edit a copy
    s.nobles["Ned Stark"]!.outlaw = true;
    s = act(s, "lannister", { type: "play", card: "Justice", target: "Ned Stark" });
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(legal(s, "baratheon")).toEqual([]);
  });
});
