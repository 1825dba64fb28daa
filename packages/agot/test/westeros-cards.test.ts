/**
 * Each of the fifteen Westeros card types (rulebook p.8-10, cards.md 3.2-3.4). Three players:
 * Baratheon holds the Iron Throne, Stark the Valyrian Steel Blade, Lannister the Messenger Raven.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import type { Game } from "../src/state.ts";
import { agotEngine } from "../src/index.ts";
import { placeableKinds } from "../src/rules/planning/orders.ts";
import { act, clearBoard, put, refuse, topFrame } from "./helpers.ts";
import { expectFramesDone, kinds, resolving, seats } from "./westeros-fixtures.ts";

const options = (g: Game, seat: "baratheon" | "lannister" | "stark") =>
  agotEngine.legalActions(g, seat).map((a) => (a.type === "choose" ? a.choice : a.type));

describe("Supply (p.8)", () => {
  it("moves every supply marker to the barrels its house controls", () => {
    const g = resolving(["supply"], (d) => {
      clearBoard(d);
      put(d, "riverrun", "lannister", "footman");
      put(d, "seagard", "lannister", "footman");
    });
    // Lannisport (home, 2) + Riverrun (1) + Seagard (1); Stark: Winterfell (1); Baratheon: Dragonstone (1).
    expect(g.supply).toEqual({ lannister: 4, stark: 1, baratheon: 1 });
    expectFramesDone(g);
  });
});

describe("Mustering (p.9)", () => {
  it("each house musters in turn order", () => {
    const g = resolving(["mustering"]);
    expect(topFrame(g).kind).toBe("muster");
    expect(seats(g)).toEqual(["baratheon"]);
    const g2 = act(g, "baratheon", { type: "done" });
    expect(seats(g2)).toEqual(["lannister"]);
  });
});

describe("A Throne of Blades (cards.md 3.2)", () => {
  it("the Iron Throne holder chooses Supply, Mustering or nothing", () => {
    const g = resolving(["a-throne-of-blades"]);
    expect(seats(g)).toEqual(["baratheon"]);
    expect(options(g, "baratheon")).toEqual(["supply", "mustering", "nothing"]);
    refuse(g, "lannister", { type: "choose", choice: "supply" }, "NOT_YOUR_DECISION");
    refuse(g, "baratheon", { type: "choose", choice: "clash-of-kings" }, "ILLEGAL_ACTION");
  });

  it("Supply: the markers move", () => {
    const g0 = resolving(["a-throne-of-blades"], (d) => {
      put(d, "riverrun", "lannister", "footman");
    });
    const g = act(g0, "baratheon", { type: "choose", choice: "supply" });
    expect(g.supply.lannister).toBe(g0.supply.lannister! + 1);
    expectFramesDone(g);
  });

  it("Mustering: everyone musters", () => {
    const g = act(resolving(["a-throne-of-blades"]), "baratheon", { type: "choose", choice: "mustering" });
    expect(kinds(g)).toEqual(["muster"]);
  });

  it("nothing: the phase goes on", () => {
    const g0 = resolving(["a-throne-of-blades"]);
    const g = act(g0, "baratheon", { type: "choose", choice: "nothing" });
    expect(g.supply).toEqual(g0.supply);
    expectFramesDone(g);
  });
});

describe("Last Days of Summer (cards.md 3.2)", () => {
  it("does nothing when resolved (its icon counted when drawn)", () => {
    const g0 = resolving([]);
    const g = resolving(["last-days-of-summer"]);
    expect(g.wildlings).toEqual(g0.wildlings);
    expect(g.power).toEqual(g0.power);
    expect(g.supply).toEqual(g0.supply);
    expectFramesDone(g);
  });
});

describe("Game of Thrones (p.25 Trade with the Free Cities, cards.md 3.3)", () => {
  const board = (extra: (d: Draft<Game>) => void = () => {}) =>
    resolving(["game-of-thrones"], (d) => {
      clearBoard(d);
      d.power = { baratheon: 0, lannister: 0, stark: 0 };
      put(d, "riverrun", "lannister", "footman");
      put(d, "harrenhal", "lannister", "footman");
      d.areas["stoney-sept"]!.powerToken = "lannister";
      put(d, "port-of-lannisport", "lannister", "ship");
      extra(d);
    });

  it("a token per crown in controlled land (units or power token; the empty home area counts) plus each trading port", () => {
    const g = board();
    // Riverrun 1 + Harrenhal 1 + Stoney Sept 1 (power token) + Lannisport 0 + the Port of Lannisport 1.
    expect(g.power.lannister).toBe(4);
    // Winterfell and Dragonstone, their empty home areas, give one crown each.
    expect(g.power.stark).toBe(1);
    expect(g.power.baratheon).toBe(1);
  });

  it("no port income when the connected sea holds enemy ships", () => {
    const g = board((d) => put(d, "the-golden-sound", "stark", "ship"));
    expect(g.power.lannister).toBe(3);
  });

  it("no port income without a ship in the port", () => {
    const g = board((d) => {
      d.areas["port-of-lannisport"]!.units = [];
      d.areas["port-of-lannisport"]!.house = null;
    });
    expect(g.power.lannister).toBe(3);
  });

  it("gains are capped by the tokens left in the Power Pool", () => {
    const g = board((d) => {
      d.power.lannister = 18;
    });
    // 20 tokens: 18 available and 1 on Stoney Sept leave 1 in the pool.
    expect(g.power.lannister).toBe(19);
  });
});

describe("Dark Wings, Dark Words (cards.md 3.3)", () => {
  it("the Messenger Raven holder chooses Clash of Kings, the power of Game of Thrones, or nothing", () => {
    const g = resolving(["dark-wings-dark-words"]);
    expect(seats(g)).toEqual(["lannister"]);
    expect(options(g, "lannister")).toEqual(["clash-of-kings", "game-of-thrones", "nothing"]);
  });

  it("Game of Thrones pays ports too (AG-5)", () => {
    const g0 = resolving(["dark-wings-dark-words"], (d) => {
      clearBoard(d);
      d.power = { baratheon: 0, lannister: 0, stark: 0 };
      put(d, "port-of-lannisport", "lannister", "ship");
    });
    const g = act(g0, "lannister", { type: "choose", choice: "game-of-thrones" });
    expect(g.power.lannister).toBe(1);
    expect(g.power.stark).toBe(1);
    expectFramesDone(g);
  });

  it("Clash of Kings starts the bidding", () => {
    const g = act(resolving(["dark-wings-dark-words"]), "lannister", { type: "choose", choice: "clash-of-kings" });
    expect(topFrame(g)).toMatchObject({ kind: "clash-of-kings", track: 0 });
  });

  it("nothing", () => {
    const g0 = resolving(["dark-wings-dark-words"]);
    const g = act(g0, "lannister", { type: "choose", choice: "nothing" });
    expect(g.power).toEqual(g0.power);
    expectFramesDone(g);
  });
});

describe("Clash of Kings (p.10)", () => {
  it("every house bids for the Iron Throne track first", () => {
    const g = resolving(["clash-of-kings"]);
    expect(topFrame(g)).toMatchObject({ kind: "clash-of-kings", track: 0 });
    expect(seats(g).sort()).toEqual(["baratheon", "lannister", "stark"]);
  });
});

describe("Put to the Sword (cards.md 3.4)", () => {
  it("the Valyrian Steel Blade holder chooses", () => {
    const g = resolving(["put-to-the-sword"]);
    expect(seats(g)).toEqual(["stark"]);
    expect(options(g, "stark")).toEqual(["no-defense", "no-march-special", "nothing"]);
  });

  it.each([
    ["no-defense", ["no-defense"]],
    ["no-march-special", ["no-march-special"]],
    ["nothing", []],
  ] as const)("%s", (choice, restrictions) => {
    const g = act(resolving(["put-to-the-sword"]), "stark", { type: "choose", choice });
    expect(g.restrictions).toEqual(restrictions);
    expectFramesDone(g);
  });
});

describe("deck III restrictions bind this round's Planning phase (cards.md 3.4)", () => {
  it.each([
    ["storm-of-swords", "no-defense", ["defense", "defense-special"]],
    ["rains-of-autumn", "no-march-special", ["march-special"]],
    ["sea-of-storms", "no-raid", ["raid", "raid-special"]],
    ["web-of-lies", "no-support", ["support", "support-special"]],
    ["feast-for-crows", "no-consolidate-power", ["consolidate-power", "consolidate-power-special"]],
  ] as const)("%s forbids %s", (card, restriction, gone) => {
    const g = resolving([card]);
    expect(g.restrictions).toEqual([restriction]);
    expectFramesDone(g);
    const kindsLeft = placeableKinds(g, "lannister");
    for (const k of gone) expect(kindsLeft).not.toContain(k);
  });

  it("two restriction cards add up", () => {
    const g = resolving(["storm-of-swords", "web-of-lies"]);
    expect(g.restrictions).toEqual(["no-defense", "no-support"]);
  });
});

describe("Wildlings Attack (p.22)", () => {
  it("the wildlings attack at the current threat", () => {
    const g = resolving(["wildlings-attack"], (d) => {
      d.wildlings.threat = 6;
    });
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", strength: 6 });
    expect(kinds(g)).toEqual(["bid-wildlings", "bid-wildlings", "bid-wildlings"]);
  });
});
