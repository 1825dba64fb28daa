/**
 * Purchase (Phase 4): ransom (4.1), the Small Council bid (4.2.1), troops and the four-per-village
 * limit (4.2), buildings (4.3), fief titles (4.4).
 */
import { describe, expect, it } from "vitest";
import { ransomOf } from "../src/rules/purchase.ts";
import { act, count, legal, refused, scenario } from "./helpers.ts";

describe("ransom (4.1)", () => {
  const mk = (gold: number) => scenario({
    houses: ["lannister", "tully", "stark"],
    // Gunter = lannister, Grady = tully: Jaime, a Warden and Lord Paramount, is worth 6
    nobles: [
      { id: "Jaime Lannister", house: "lannister", village: "riverrun", captor: "tully", titles: ["warden:5", "fief:westerlands"] },
      { id: "Edmure Tully", house: "tully", village: "riverrun" },
    ],
    units: [{ house: "tully", village: "riverrun", type: "menAtArms" }, { house: "lannister", village: "lannisport", type: "menAtArms" }],
    villages: { lannisport: { controller: "lannister", stronghold: true } },
    gold: { lannister: gold },
    phase: "purchase",
    step: { kind: "ransom", queue: ["Jaime Lannister"] },
  });

  it("example: 2 + 2 per title = 6", () => {
    expect(ransomOf(mk(10), "Jaime Lannister")).toBe(6);
  });

  it("a lower offer refused: the full ransom is paid when the house can afford it", () => {
    let s = mk(10);
    s = act(s, "lannister", { type: "ransom", noble: "Jaime Lannister", amount: 3 });
    expect(s.request).toMatchObject({ kind: "ransom", to: "tully" });
    s = act(s, "tully", { type: "answer", accept: false });
    expect(s.houses.lannister!.gold).toBe(4);
    expect(s.houses.tully!.gold).toBe(6);
    expect(s.nobles["Jaime Lannister"]!.captor).toBeNull();
    // freed, he is placed as a new noble: in a Stronghold of his house
    expect(legal(s, "lannister")).toEqual([{ type: "place", noble: "Jaime Lannister", village: "lannisport" }]);
  });

  it("a lower offer accepted", () => {
    let s = mk(10);
    s = act(s, "lannister", { type: "ransom", noble: "Jaime Lannister", amount: 3 });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.houses.lannister!.gold).toBe(7);
  });

  it("too poor to pay: he may keep his gold", () => {
    let s = mk(4);
    s = act(s, "lannister", { type: "ransom", noble: "Jaime Lannister", amount: 0 });
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("tully");
    expect(s.houses.lannister!.gold).toBe(4);
  });
});

describe("troops and buildings (4.2, 4.3)", () => {
  const mk = (extra: object = {}) => scenario({
    houses: ["greyjoy", "stark", "tully"],
    // David = greyjoy: Asha at Pyke with 4 Men at Arms and 3 Knights
    nobles: [{ id: "Asha Greyjoy", house: "greyjoy", village: "pyke" }],
    units: [{ house: "greyjoy", village: "pyke", type: "menAtArms", count: 4 }, { house: "greyjoy", village: "pyke", type: "knight", count: 3 }],
    villages: { pyke: { controller: "greyjoy", stronghold: true }, harlaw: { controller: "greyjoy", stronghold: true } },
    gold: { greyjoy: 30 },
    phase: "purchase",
    step: { kind: "purchase", turn: 0, placed: {} },
    ...extra,
  });

  it("example: at most four new troops per village in the purchase phase", () => {
    let s = mk();
    s = act(s, "greyjoy", { type: "buy", item: "menAtArms", village: "pyke" });
    s = act(s, "greyjoy", { type: "buy", item: "menAtArms", village: "pyke" });
    s = act(s, "greyjoy", { type: "buy", item: "knight", village: "pyke" });
    s = act(s, "greyjoy", { type: "buy", item: "knight", village: "pyke" });
    expect(refused(s, "greyjoy", { type: "buy", item: "menAtArms", village: "pyke" })).toBe("illegal_action");
    s = act(s, "greyjoy", { type: "buy", item: "menAtArms", village: "harlaw" });
    expect(count(s, "greyjoy", "pyke", "menAtArms")).toBe(6);
    expect(count(s, "greyjoy", "pyke", "knight")).toBe(5);
    expect(s.houses.greyjoy!.gold).toBe(30 - 9);
  });

  it("counters run out: 8 Knights per house", () => {
    const s = mk({ units: [{ house: "greyjoy", village: "pyke", type: "knight", count: 8 }] });
    expect(legal(s, "greyjoy").filter((a) => a.type === "buy" && a.item === "knight")).toEqual([]);
  });

  it("archers and champions only with the Tactics option", () => {
    expect(legal(mk(), "greyjoy").some((a) => a.type === "buy" && a.item === "archer")).toBe(false);
    expect(legal(mk({ options: { tactics: true } }), "greyjoy").some((a) => a.type === "buy" && a.item === "champion")).toBe(true);
  });

  it("no new troops into a besieged fortress of one's own (6.4.1)", () => {
    const s = mk({ villages: { pyke: { controller: "greyjoy", stronghold: true, siege: { besieger: "stark", engine: 1, round: 1 } } } });
    expect(legal(s, "greyjoy")).not.toContainEqual({ type: "buy", item: "menAtArms", village: "pyke" });
  });

  it("two mills per village, one with the variant (10.4); one sept; a maester on a fortification", () => {
    let s = mk();
    s = act(s, "greyjoy", { type: "buy", item: "mill", village: "pyke" });
    s = act(s, "greyjoy", { type: "buy", item: "mill", village: "pyke" });
    expect(legal(s, "greyjoy")).not.toContainEqual({ type: "buy", item: "mill", village: "pyke" });
    const v = act(mk({ options: { oneMillPerVillage: true } }), "greyjoy", { type: "buy", item: "mill", village: "pyke" });
    expect(legal(v, "greyjoy")).not.toContainEqual({ type: "buy", item: "mill", village: "pyke" });
    expect(legal(v, "greyjoy")).toContainEqual({ type: "buy", item: "maester", village: "pyke" });
  });
});

describe("fief titles (4.4.1)", () => {
  it("all villages and a Stronghold: cost 2 per village, 2 less for the ambitious; the Stronghold becomes a Fortified City", () => {
    let s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Asha Greyjoy", house: "greyjoy", village: "pyke" }, { id: "Theon Greyjoy", house: "greyjoy", village: "harlaw" }],
      units: [{ house: "greyjoy", village: "pyke", type: "menAtArms" }, { house: "greyjoy", village: "harlaw", type: "menAtArms" }],
      villages: { pyke: { controller: "greyjoy", stronghold: true } },
      gold: { greyjoy: 4 },
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    const buys = legal(s, "greyjoy").filter((a) => a.type === "buy" && a.item === "fiefTitle");
    expect(buys).toEqual([
      { type: "buy", item: "fiefTitle", fief: "iron-islands", noble: "Asha Greyjoy", village: "pyke" },
      { type: "buy", item: "fiefTitle", fief: "iron-islands", noble: "Theon Greyjoy", village: "pyke" },
    ]);
    s = act(s, "greyjoy", { type: "buy", item: "fiefTitle", fief: "iron-islands", noble: "Asha Greyjoy", village: "pyke" });
    expect(s.houses.greyjoy!.gold).toBe(2); // 4 - (4 - 2)
    expect(s.titles["fief:iron-islands"]).toBe("Asha Greyjoy");
    expect(s.villages.pyke!.fortified).toBe(true);
  });

  it("the Protector of the Realm gives an unclaimed fief title for free", () => {
    const s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Asha Greyjoy", house: "greyjoy", village: "pyke" }, { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["protector"] }],
      units: [{ house: "greyjoy", village: "pyke", type: "menAtArms" }, { house: "greyjoy", village: "harlaw", type: "menAtArms" }],
      villages: { pyke: { controller: "greyjoy", stronghold: true } },
      phase: "purchase",
      step: { kind: "purchase", turn: 1, placed: {} },
    });
    expect(legal(s, "stark")).toContainEqual({ type: "buy", item: "freeTitle", fief: "iron-islands", noble: "Asha Greyjoy", village: "pyke" });
  });
});

describe("Small Council bid (4.2.1)", () => {
  it("secret bids; the highest bid of at least 5 takes a seat for a Warden; only the winner pays; ambitious pays 2 less", () => {
    let s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] }],
      gold: { greyjoy: 9, stark: 8, tully: 3 },
      phase: "purchase",
      step: { kind: "councilBid", bids: [] },
    });
    s = act(s, "stark", { type: "bid", amount: 7 });
    s = act(s, "greyjoy", { type: "bid", amount: 6 });
    s = act(s, "tully", { type: "bid", amount: 3 });
    expect(s.step.kind).toBe("councilAward");
    s = act(s, "stark", { type: "play", card: "Bribed Appointment", target: "Robb Stark", office: "master:coin" });
    expect(s.titles["master:coin"]).toBe("Robb Stark");
    expect(s.houses.stark!.gold).toBe(8 - 5);
    expect(s.houses.greyjoy!.gold).toBe(9);
  });
});

describe("the Fortified City (4.4.1)", () => {
  it("the buyer chooses which Stronghold is flipped", () => {
    let s = scenario({
      houses: ["greyjoy", "stark", "tully"],
      nobles: [{ id: "Asha Greyjoy", house: "greyjoy", village: "pyke" }],
      units: [{ house: "greyjoy", village: "pyke", type: "menAtArms" }, { house: "greyjoy", village: "harlaw", type: "menAtArms" }],
      villages: { pyke: { controller: "greyjoy", stronghold: true }, harlaw: { controller: "greyjoy", stronghold: true } },
      gold: { greyjoy: 4 },
      phase: "purchase",
      step: { kind: "purchase", turn: 0, placed: {} },
    });
    s = act(s, "greyjoy", { type: "buy", item: "fiefTitle", fief: "iron-islands", noble: "Asha Greyjoy", village: "harlaw" });
    expect(s.villages.harlaw!.fortified).toBe(true);
    expect(s.villages.pyke!.fortified).toBe(false);
  });
});
