/**
 * Rules an audit found missing (task FB): Tax markers (2.4.6), Whitecloaks (4.2.7), Night's Watch
 * sallies (4.2.2.1, Phase 6), allied siege engines (6.4), fief title recovery (4.4.1), the
 * Protector's tie-break in bids (1.5, 4.2.1, 4.2.2), the Wall bid's reward (4.2.2) and the Shadow
 * Tower's uprising (Phase 7).
 */
import { describe, expect, it } from "vitest";
import { legal, act, scenario, passAll } from "./helpers.ts";
import { taxMarkersOut } from "../src/rules/cards/fortune.ts";
import { wallBidActions } from "../src/rules/wall.ts";
import { VILLAGE } from "../src/data/board.ts";
import { fiefEngine } from "../src/index.ts";

const cards = (extra: object) => ({
  houses: ["lannister", "tully", "stark"],
  phase: "cards",
  step: { kind: "playCards", turn: 0 },
  ...extra,
}) as never;

describe("Tax markers: 3 per house (component list; 2.4.6 'places one of his Tax markers'; SF-26)", () => {
  const lannister = {
    nobles: [
      { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["fief:westerlands", "hand"] },
      { id: "Jaime Lannister", house: "lannister", village: "lannisport", titles: ["warden:5"] },
    ],
  };

  it("a fourth Taxes card (a gifted one) cannot be played while the three markers are on the board", () => {
    const s = scenario(cards({
      ...lannister,
      hands: { lannister: ["Taxes"] },
      taxes: [
        { house: "lannister", kind: "tallage", fief: "westerlands", by: "Tywin Lannister", title: "fief:westerlands" },
        { house: "lannister", kind: "warden", region: 5, by: "Jaime Lannister", title: "warden:5" },
        { house: "lannister", kind: "tallage", fief: "north", by: "Tywin Lannister", title: "protector" },
      ],
    }));
    expect(taxMarkersOut(s, "lannister")).toBe(3);
    expect(legal(s, "lannister").filter((a) => a.type === "play" && a.card === "Taxes")).toEqual([]);
    // with two out, the third may still be played
    const two = { ...s, taxes: s.taxes.slice(0, 2) };
    expect(legal(two, "lannister")).toContainEqual({ type: "play", card: "Taxes", all: true });
  });

  it("the Hand's tax on every governed region is one card, so one marker (Kingsroad's reading of 2.4.6.2)", () => {
    let s = scenario(cards({ ...lannister, hands: { lannister: ["Taxes", "Taxes"] } }));
    s.titles["warden:1"] = "Jaime Lannister"; // two governed regions: two marker entries, one marker
    s.titles["warden:5"] = "Tywin Lannister";
    s = act(s, "lannister", { type: "play", card: "Taxes", all: true });
    expect(s.taxes).toHaveLength(2);
    expect(taxMarkersOut(s, "lannister")).toBe(1);
  });

  it("the Wall bid's Tax token (4.2.2) is one of the three: with all three out no lord can be promised to the Watch", () => {
    const s = scenario({
      houses: ["stark", "tyrell", "lannister"], options: { nightsWatch: true }, gold: { stark: 0 },
      nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell" }],
    } as never);
    expect(wallBidActions(s, "stark")).toContainEqual({ type: "wallBid", gold: 0, black: true, noble: "Robb Stark" });
    s.taxes = [0, 1, 2].map((order) => ({ house: "stark", kind: "tallage", fief: "north", by: "Robb Stark", title: "protector", order }));
    expect(wallBidActions(s, "stark")).toEqual([{ type: "wallBid", gold: 0, black: false }]);
  });
});

describe("Whitecloaks follow their King or Queen (4.2.7, TE)", () => {
  const mk = (units: { type: string; count?: number }[], at = "the-twins") => scenario({
    houses: ["stark", "tully", "arryn"],
    options: { tactics: true },
    nobles: [
      { id: "Ned Stark", house: "stark", village: at, titles: ["king", "protector"] },
      { id: "Robb Stark", house: "stark", village: at },
      { id: "Edmure Tully", house: "tully", village: "riverrun" },
    ],
    units: [...units.map((u) => ({ house: "stark", village: at, ...u })), { house: "tully", village: "riverrun", type: "menAtArms" }],
    villages: { [at]: { controller: "stark" }, riverrun: { controller: "tully" } },
    phase: "movement",
    step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
  } as never);
  const steps = (s: ReturnType<typeof mk>) => legal(s, "stark").filter((a) => a.type === "step");

  it("the King does not set out leaving Whitecloaks behind, nor drops them on the way; no other march takes them", () => {
    const base = mk([{ type: "whitecloakKnight" }, { type: "whitecloakManAtArms" }, { type: "knight" }]);
    const robb = act(base, "stark", { type: "march", noble: "Robb Stark" });
    expect(legal(robb, "stark")).not.toContainEqual({ type: "load", unit: "whitecloakKnight" });
    expect(legal(robb, "stark")).not.toContainEqual({ type: "load", unit: "whitecloakManAtArms" });
    let s = act(base, "stark", { type: "march", noble: "Ned Stark" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "load", unit: "whitecloakKnight" });
    expect(steps(s)).toEqual([]); // the Whitecloak Man at Arms would be left behind
    s = act(s, "stark", { type: "load", unit: "whitecloakManAtArms" });
    expect(steps(s).length).toBeGreaterThan(0);
    expect(legal(s, "stark")).not.toContainEqual({ type: "unload", unit: "whitecloakManAtArms" });
    expect(legal(s, "stark")).toContainEqual({ type: "halt" });
  });

  it("a King with Whitecloak Men at Arms may never raid, even by leaving them behind; with Whitecloak Knights only he may", () => {
    let s = act(mk([{ type: "whitecloakKnight" }, { type: "whitecloakManAtArms" }, { type: "knight" }]), "stark", { type: "march", noble: "Ned Stark" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "load", unit: "whitecloakKnight" });
    expect(legal(s, "stark")).not.toContainEqual({ type: "step", to: "riverrun" }); // the old dodge
    s = act(s, "stark", { type: "load", unit: "whitecloakManAtArms" });
    s = act(s, "stark", { type: "step", to: "riverrun" });
    s = passAll(s); // SF-22 D2: every house asked answers
    expect(legal(s, "stark")).not.toContainEqual(expect.objectContaining({ type: "raid" }));
    let k = act(mk([{ type: "whitecloakKnight" }, { type: "knight" }]), "stark", { type: "march", noble: "Ned Stark" });
    k = act(k, "stark", { type: "load", unit: "knight" });
    k = act(k, "stark", { type: "load", unit: "whitecloakKnight" });
    k = act(k, "stark", { type: "step", to: "riverrun" });
    k = passAll(k); // SF-22 D2: every house asked answers
    expect(legal(k, "stark")).toContainEqual(expect.objectContaining({ type: "raid" }));
  });

  it("a King unloaded from another noble's march keeps his Whitecloaks with him", () => {
    let s = act(mk([{ type: "whitecloakKnight" }, { type: "knight" }]), "stark", { type: "march", noble: "Robb Stark" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    s = act(s, "stark", { type: "load", noble: "Ned Stark" });
    s = act(s, "stark", { type: "load", unit: "whitecloakKnight" });
    s = act(s, "stark", { type: "unload", noble: "Ned Stark" });
    expect(s.step.kind === "movement" && s.step.group!.units.length).toBe(1); // the knight only
    expect(legal(s, "stark").filter((a) => a.type === "step").length).toBeGreaterThan(0);
  });

  it("example: King, 2 Whitecloak Knights and 2 Whitecloak Men at Arms (9 SP) roll two dice +1 bonus hit", () => {
    const mk2 = (whitecloaks: boolean) => scenario({
      houses: ["greyjoy", "stark", "tully"],
      options: { tactics: true },
      nobles: [{ id: "Ned Stark", house: "stark", village: "riverrun", titles: ["king", "protector"] }, { id: "Theon Greyjoy", house: "greyjoy", village: "riverrun" }],
      units: [
        { house: "stark", village: "riverrun", type: whitecloaks ? "whitecloakKnight" : "knight", count: 2 },
        { house: "stark", village: "riverrun", type: whitecloaks ? "whitecloakManAtArms" : "menAtArms", count: 2 },
        { house: "greyjoy", village: "riverrun", type: "knight", count: 2 },
      ],
      villages: { riverrun: { controller: "greyjoy" } },
      phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] },
      forcedRolls: [1, 1, 1, 1],
    } as never);
    // Greyjoy attacks the King (Ned Stark's own fearless bonus counts only when he attacks, 11.1)
    const withGuard = act(mk2(true), "greyjoy", { type: "declareBattle", village: "riverrun", against: "stark" });
    expect(withGuard.losses.find((l) => l.house === "greyjoy")).toMatchObject({ remaining: 3 }); // 1 + 1 + 1f
    const without = act(mk2(false), "greyjoy", { type: "declareBattle", village: "riverrun", against: "stark" });
    expect(without.losses.find((l) => l.house === "greyjoy")).toMatchObject({ remaining: 2 });
  });
});

describe("allied besiegers each place a siege engine (6.4)", () => {
  const mk = () => scenario({
    houses: ["arryn", "tully", "greyjoy", "stark", "lannister"],
    nobles: [
      { id: "Yohn Royce", house: "arryn", village: "pyke", spouse: "Minisa Whent" },
      { id: "Minisa Whent", house: "tully", village: "riverrun", sex: "lady", attributes: [], spouse: "Yohn Royce" },
      { id: "Balon Greyjoy", house: "greyjoy", village: "pyke" },
    ],
    units: [
      { house: "arryn", village: "pyke", type: "knight" },
      { house: "tully", village: "pyke", type: "knight" },
      { house: "stark", village: "pyke", type: "knight" },
      { house: "greyjoy", village: "pyke", type: "menAtArms", count: 3 },
    ],
    villages: { pyke: { controller: "greyjoy", stronghold: true, fortified: true, mills: 1, siege: { besieger: "arryn", engine: 1, round: 2 } } },
    phase: "battles",
    step: { kind: "siege", turn: 0 },
  } as never);

  it("the ally places his own engine; together they cancel 2 dice of a Fortified City's penalty; a non-ally cannot", async () => {
    const { attackerPenalty } = await import("../src/rules/battle.ts");
    let s = act(mk(), "arryn", { type: "done" });
    expect(legal(s, "tully")).toContainEqual({ type: "siege", village: "pyke" });
    const battle = (attackers: string[]) => ({ village: "pyke", attackers, defenders: ["greyjoy"], secretPassage: false }) as never;
    expect(attackerPenalty(s, battle(["arryn", "tully"]))).toBe(1); // one engine: 2 - 1
    s = act(s, "tully", { type: "siege", village: "pyke" });
    expect(s.villages.pyke!.siege!.allies).toEqual([{ house: "tully", engine: 1, round: 2 }]);
    expect(attackerPenalty(s, battle(["arryn", "tully"]))).toBe(0);
    expect(attackerPenalty(s, battle(["tully"]))).toBe(1);
    expect(legal(s, "tully")).not.toContainEqual({ type: "siege", village: "pyke" }); // one engine each
    s = act(s, "tully", { type: "done" });
    s = act(s, "greyjoy", { type: "done" });
    expect(legal(s, "stark")).not.toContainEqual({ type: "siege", village: "pyke" }); // stark is nobody's ally
    s = act(s, "stark", { type: "done" });
    s = act(s, "lannister", { type: "done" });
    s = act(s, "arryn", { type: "done" }); // arryn pillages first
    // 6.5: "Villages they Control or are besieging": the ally may pillage too
    expect(legal(s, "tully")).toContainEqual({ type: "pillage", village: "pyke" });
  });

  it("next round each engine flips to 2; an ally still besieging carries the siege when the first besieger's troops are gone (6.4.2)", async () => {
    const { beginSieges } = await import("../src/rules/siege.ts");
    const s = mk();
    s.villages.pyke!.siege!.allies = [{ house: "tully", engine: 1, round: 2 }];
    s.round = 3;
    beginSieges(s, []);
    expect(s.villages.pyke!.siege).toEqual({ besieger: "arryn", engine: 2, round: 2, allies: [{ house: "tully", engine: 2, round: 2 }] });
    s.units = s.units.filter((u) => u.house !== "arryn");
    beginSieges(s, []);
    expect(s.villages.pyke!.siege).toEqual({ besieger: "tully", engine: 2, round: 2 });
  });
});

describe("a Brother of the Night's Watch sallies against his fortress's besiegers (4.2.2.1, Phase 6 note)", () => {
  const mk = (siege: boolean) => {
    const s = scenario({
      houses: ["stark", "greyjoy", "tully"],
      nobles: [
        { id: "Jon Snow", house: "stark", village: "winterfell" },
        { id: "Robb Stark", house: "stark", village: "winterfell" },
        { id: "Balon Greyjoy", house: "greyjoy", village: "winterfell" },
        { id: "Edmure Tully", house: "tully", village: "winterfell" },
      ],
      units: [
        { house: "stark", village: "winterfell", type: "knight" },
        { house: "greyjoy", village: "winterfell", type: "knight" },
        { house: "tully", village: "winterfell", type: "knight" },
      ],
      villages: { winterfell: { controller: "stark", stronghold: true, ...(siege ? { siege: { besieger: "greyjoy", engine: 1, round: 1 } } : {}) } },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
    } as never);
    s.nobles["Jon Snow"]!.brother = true;
    return s;
  };
  const declares = (s: ReturnType<typeof mk>, seat: string) => legal(s, seat).filter((a) => a.type === "declareBattle");

  it("under siege his house may attack the besieger, never another army; without a siege it attacks nobody", () => {
    expect(declares(mk(true), "stark")).toEqual([{ type: "declareBattle", village: "winterfell", against: "greyjoy" }]);
    expect(declares(mk(false), "stark")).toEqual([]);
  });

  it("his house may join an attack on the army besieging its fortress, not another attack", () => {
    let s = act(mk(true), "stark", { type: "done" });
    s = act(s, "greyjoy", { type: "done" });
    s = act(s, "tully", { type: "declareBattle", village: "winterfell", against: "greyjoy" });
    expect(legal(s, "stark")).toContainEqual({ type: "join", side: "attacker" });
    let t = act(mk(false), "stark", { type: "done" });
    t = act(t, "greyjoy", { type: "done" });
    t = act(t, "tully", { type: "declareBattle", village: "winterfell", against: "greyjoy" });
    expect(legal(t, "stark")).not.toContainEqual({ type: "join", side: "attacker" });
    expect(legal(t, "stark")).toContainEqual({ type: "join", side: "defender" });
  });
});

describe("a fief title returned to the map is recovered for free by a new noble (4.4.1 last paragraph)", () => {
  const mk = (holdsCity: boolean) => {
    const s = scenario(cards({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["fief:westerlands"] }],
      units: [{ house: "lannister", village: "lannisport", type: "knight" }, { house: "tully", village: "riverrun", type: "knight" }],
      villages: { lannisport: { controller: "lannister", stronghold: true, fortified: true } },
      hands: { lannister: ["A new Lord in the Court"] },
    }));
    s.houses.lannister!.lordDeck = ["Jaime Lannister"];
    return s;
  };

  it("the house's last titled noble dies: the title goes back to the map, and the next noble placed takes it at no cost", async () => {
    const { kill } = await import("../src/lifecycle.ts");
    let s = mk(true);
    kill(s, "Tywin Lannister");
    expect(s.titles["fief:westerlands"]).toBeUndefined(); // no noble to take it
    s = act(s, "lannister", { type: "play", card: "A new Lord in the Court" });
    s = act(s, "lannister", { type: "place", noble: "Jaime Lannister", village: "lannisport" });
    expect(s.titles["fief:westerlands"]).toBe("Jaime Lannister");
    expect(s.houses.lannister!.gold).toBe(0);
  });

  it("not once the house has lost the Fortified City", async () => {
    const { kill } = await import("../src/lifecycle.ts");
    let s = mk(false);
    kill(s, "Tywin Lannister");
    // taken by Tully's troops (no Tully noble could hold the title, 4.4.1)
    s.units = s.units.map((u) => ({ ...u, house: "tully" as const, village: "lannisport" }));
    s.villages.lannisport!.controller = "tully";
    s = act(s, "lannister", { type: "play", card: "A new Lord in the Court" });
    s = act(s, "lannister", { type: "place", noble: "Jaime Lannister", village: legal(s, "lannister").map((a) => (a as { village: string }).village)[0]! });
    expect(s.titles["fief:westerlands"]).toBeUndefined();
  });
});

describe("the Protector of the Realm breaks ties in bids (1.5; 4.2.1, 4.2.2)", () => {
  const council = (protector: boolean) => scenario({
    houses: ["stark", "tully", "lannister"],
    gold: { tully: 6, lannister: 6 },
    nobles: [
      { id: "Ned Stark", house: "stark", village: "winterfell", ...(protector ? { titles: ["king", "protector"] } : {}) },
      { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3"] },
      { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
    ],
    phase: "purchase",
    step: { kind: "councilBid", bids: [] },
  } as never);
  const bidAll = (s: ReturnType<typeof council>) => {
    s = act(s, "stark", { type: "bid", amount: 0 });
    s = act(s, "tully", { type: "bid", amount: 6 });
    return act(s, "lannister", { type: "bid", amount: 6 });
  };

  it("Small Council bid: he names the winner among the tied bidders, though his house is not one of them", () => {
    let s = bidAll(council(true));
    expect(legal(s, "stark")).toEqual([{ type: "breakBidTie", house: "tully" }, { type: "breakBidTie", house: "lannister" }]);
    expect(legal(s, "lannister")).toEqual([]);
    s = act(s, "stark", { type: "breakBidTie", house: "lannister" });
    expect(s.step).toEqual({ kind: "councilAward", house: "lannister", amount: 6 });
  });

  it("Small Council bid: with no Protector in play a tie gives nobody the title (4.2.1)", () => {
    const s = bidAll(council(false));
    expect(s.step.kind).toBe("purchase");
    expect(s.houses.lannister!.gold).toBe(6);
  });

  const wall = (hand: string[]) => scenario({
    houses: ["stark", "tully", "lannister"],
    options: { nightsWatch: true },
    gold: { tully: 2, lannister: 2 },
    hands: { tully: hand },
    fortuneDeck: ["Taxes", "Good Weather"],
    nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell", titles: ["king", "protector"] }],
    phase: "purchase",
    step: { kind: "wallBid", bids: [] },
  } as never);
  const wallBids = (s: ReturnType<typeof wall>) => {
    s = act(s, "stark", { type: "wallBid", gold: 0, black: false });
    s = act(s, "tully", { type: "wallBid", gold: 2, black: false });
    return act(s, "lannister", { type: "wallBid", gold: 2, black: false });
  };

  it("Wall bid: the Protector names which tied bidder draws the Fortune card", () => {
    let s = wallBids(wall([]));
    expect(legal(s, "stark")).toEqual([{ type: "breakBidTie", house: "tully" }, { type: "breakBidTie", house: "lannister" }]);
    s = act(s, "stark", { type: "breakBidTie", house: "tully" });
    expect(s.houses.tully!.hand).toEqual(["Taxes"]);
    expect(s.houses.lannister!.hand).toEqual([]);
    expect(s.step.kind).toBe("purchase");
  });

  it("Wall bid (4.2.2): the highest bidder holding 3 cards may discard one, shown, and then draws; or keep his hand (SF-27)", () => {
    let s = wall(["Justice", "Abduction", "Bountiful Harvest"]);
    s.titles = {}; // no Protector: Tully outbids Lannister
    s = act(s, "stark", { type: "wallBid", gold: 0, black: false });
    s = act(s, "tully", { type: "wallBid", gold: 2, black: false });
    s = act(s, "lannister", { type: "wallBid", gold: 1, black: false });
    expect(legal(s, "tully")).toContainEqual({ type: "discard", card: "Justice" });
    expect(legal(s, "tully")).toContainEqual({ type: "done" });
    const d = act(s, "tully", { type: "discard", card: "Justice" });
    expect(d.houses.tully!.hand).toEqual(["Abduction", "Bountiful Harvest", "Taxes"]);
    expect(d.fortuneDiscard).toContain("Justice");
    expect(d.step.kind).toBe("purchase");
    const kept = act(s, "tully", { type: "done" });
    expect(kept.houses.tully!.hand).toEqual(["Justice", "Abduction", "Bountiful Harvest"]);
    expect(kept.step.kind).toBe("purchase");
  });
});

describe("the Shadow Tower falls (Phase 7): an uprising on a random noble, boosted normally, never calmed", () => {
  const mk = (seed: string, extra: object = {}) => scenario({
    seed,
    houses: ["stark", "tully", "lannister"],
    options: { nightsWatch: true },
    forcedRolls: [6],
    ...extra,
  } as never);

  it("the victim is a uniform draw among the house's free nobles (not floor(d6*n/7), which favours the middle ones)", async () => {
    const { attackOnTheWall } = await import("../src/rules/wall.ts");
    const villages = ["winterfell", "white-harbour", "deepwood-motte", "the-twins"];
    const hits: Record<string, number> = {};
    const runs = 400;
    for (let i = 0; i < runs; i++) {
      const s = mk(`st-${i}`, {
        nobles: ["Robb Stark", "Ned Stark", "Rickard Karstark", "Jon Umber"].map((id, k) => ({ id, house: "stark", village: villages[k] })),
        units: villages.map((v) => ({ house: "stark", village: v, type: "menAtArms" })),
      });
      s.wall = { value: -2, fallen: 1, supplies: 0 };
      const log: { type: string; text: string }[] = [];
      attackOnTheWall(s, log);
      const rise = log.find((e) => e.text.startsWith("The people of"))!.text;
      const v = villages.find((x) => rise.includes(VILLAGE[x]!.name))!;
      hits[v] = (hits[v] ?? 0) + 1;
    }
    // each of 4 nobles is hit about a quarter of the time (the old draw: 1/6, 1/3, 1/3, 1/6)
    for (const v of villages) expect(hits[v]! / runs).toBeGreaterThan(0.19);
    for (const v of villages) expect(hits[v]! / runs).toBeLessThan(0.31);
  });

  it("other houses may boost it; the region's Warden is not asked to calm it; the next house's uprising follows", async () => {
    const { attackOnTheWall } = await import("../src/rules/wall.ts");
    const { settle } = await import("../src/flow.ts");
    let s = mk("boost", {
      nobles: [
        { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun" },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms", count: 2 }, { house: "tully", village: "riverrun", type: "knight" }],
      hands: { tully: ["Uprising"] },
      phase: "wall",
      step: { kind: "pillage", turn: 3 },
    });
    s.forcedRolls = [6, 1, 1];
    s.wall = { value: -2, fallen: 1, supplies: 0 };
    attackOnTheWall(s, []);
    settle(s, []);
    expect(s.uprising).toMatchObject({ village: "winterfell", only: "stark", stage: "boost", queue: ["tully", "lannister"] });
    expect(legal(s, "tully")).toContainEqual({ type: "play", card: "Uprising", village: "winterfell" });
    s = act(s, "tully", { type: "play", card: "Uprising", village: "winterfell" });
    s = act(s, "tully", { type: "done" });
    // two dice (1 hit each) + 2 bonus hits: no calming prompt for the Warden of the North
    expect(s.losses[0]).toMatchObject({ house: "stark", remaining: 4, reason: "an uprising" });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    const r = fiefEngine.applyAction(s, "stark", { type: "lose", unit: "menAtArms" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.nobles["Robb Stark"]).toBeUndefined(); // all his troops fell: the noble dies (2.4.7)
    expect(r.value.events.map((e) => e.text)).toContain("The people of Riverrun rise against tully."); // then Tully's
  });
});

describe("a brother's march raids only in a sally (4.2.2.1: 'no offensive action [...] except sallying from a siege')", () => {
  const mk = (besieged: boolean) => {
    const s = scenario({
      houses: ["stark", "greyjoy", "tully"],
      options: { nightsWatch: true },
      nobles: [{ id: "Jon Snow", house: "stark", village: besieged ? "winterfell" : "the-twins" }, { id: "Balon Greyjoy", house: "greyjoy", village: "winterfell" }],
      units: [{ house: "stark", village: besieged ? "winterfell" : "the-twins", type: "knight" }, { house: "greyjoy", village: "winterfell", type: "knight" }],
      villages: besieged
        ? { winterfell: { controller: "stark", stronghold: true, siege: { besieger: "greyjoy", engine: 1, round: 1 } } }
        : { "the-twins": { controller: "stark" }, winterfell: { controller: "greyjoy" } },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "greyjoy", "tully"], group: null, moved: [] },
    } as never);
    s.nobles["Jon Snow"]!.brother = true;
    return s;
  };

  it("out of his besieged fortress he may raid the besieger; through an enemy's village he may not", () => {
    let s = act(mk(true), "stark", { type: "march", noble: "Jon Snow" });
    s = act(s, "stark", { type: "load", unit: "knight" });
    expect(legal(s, "stark")).toContainEqual(expect.objectContaining({ type: "raid" }));
    let t = act(mk(false), "stark", { type: "march", noble: "Jon Snow" });
    t = act(t, "stark", { type: "load", unit: "knight" });
    t = act(t, "stark", { type: "step", to: "winterfell" });
    t = passAll(t); // SF-22 D2: every house asked answers
    expect(legal(t, "stark")).toContainEqual(expect.objectContaining({ type: "askPassage" }));
    expect(legal(t, "stark")).not.toContainEqual(expect.objectContaining({ type: "raid" }));
  });
});

describe("the Wall bid's winner with 3 cards plays an opportunity card first (4.2.2; SF-27)", () => {
  it("the card is resolved, then he draws the bonus card into the room it left", () => {
    let s = scenario({
      houses: ["stark", "tully", "lannister"],
      options: { nightsWatch: true },
      gold: { tully: 2 },
      hands: { tully: ["Assassination", "Justice", "Abduction"] },
      fortuneDeck: ["Taxes", "Good Weather"],
      nobles: [{ id: "Edmure Tully", house: "tully", village: "riverrun" }, { id: "Tywin Lannister", house: "lannister", village: "lannisport" }],
      phase: "purchase",
      step: { kind: "wallBid", bids: [] },
    } as never);
    s = act(s, "stark", { type: "wallBid", gold: 0, black: false });
    s = act(s, "tully", { type: "wallBid", gold: 2, black: false });
    s = act(s, "lannister", { type: "wallBid", gold: 0, black: false });
    expect(legal(s, "tully")).not.toContainEqual({ type: "draw", deck: "fortune" }); // no room yet
    s = act(s, "tully", { type: "play", card: "Assassination", target: "Tywin Lannister", noble: "Edmure Tully" });
    s = passAll(s); // SF-22 D2: every house asked answers
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    expect(legal(s, "tully")).toContainEqual({ type: "draw", deck: "fortune" });
    s = act(s, "tully", { type: "draw", deck: "fortune" });
    expect(s.houses.tully!.hand).toEqual(["Justice", "Abduction", "Taxes"]);
    expect(s.step.kind).toBe("purchase");
  });
});

describe("Stark's discard after the Wall bid's reward (house ability, once per round; SF-27)", () => {
  it("the discard spends the ability; keeping the card does not; another house is not asked", () => {
    const mk = (winner: "stark" | "tully", used = false) => {
      const s = scenario({
        houses: ["stark", "tully", "lannister"], options: { nightsWatch: true },
        gold: { [winner]: 2 }, fortuneDeck: ["Justice", "Taxes"], phase: "purchase", step: { kind: "wallBid", bids: [] },
      } as never);
      if (used) s.houses.stark!.usedRound.push("stark");
      let t = act(s, "stark", { type: "wallBid", gold: winner === "stark" ? 2 : 0, black: false });
      t = act(t, "tully", { type: "wallBid", gold: winner === "tully" ? 2 : 0, black: false });
      return act(t, "lannister", { type: "wallBid", gold: 0, black: false });
    };
    const s = mk("stark");
    // the card drawn is not in what Tully sees (the step only says Stark may discard)
    expect(JSON.stringify(fiefEngine.view(s, "tully"))).not.toContain("Justice");
    const d = act(s, "stark", { type: "starkDiscard", card: "Justice" });
    expect(d.houses.stark!.hand).toEqual([]);
    expect(d.houses.stark!.usedRound).toContain("stark");
    expect(d.step.kind).toBe("purchase");
    const k = act(s, "stark", { type: "done" });
    expect(k.houses.stark!.hand).toEqual(["Justice"]);
    expect(k.houses.stark!.usedRound).not.toContain("stark");
    expect(mk("stark", true).step.kind).toBe("purchase"); // spent this round
    expect(mk("tully").step.kind).toBe("purchase");
  });
});
