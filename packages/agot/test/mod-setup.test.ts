/**
 * Mother of Dragons: config, boards and setup for 7 and 8 players (cards.md 6.1, mod-setup.md 1-4),
 * Targaryen fixed on the 8th space of every track (cards.md 6.1), the special-order stars.
 */
import { describe, expect, it } from "vitest";
import { agotEngine, optionsSchema } from "../src/index.ts";
import { BOARDS, boardOf, isAdjacent } from "../src/data/board.ts";
import { configProblem, setupGame } from "../src/setup.ts";
import { controller } from "../src/rules/control.ts";
import { dragonStrength } from "../src/rules/dragons.ts";
import { moveOnTrack, specialOrderStars } from "../src/rules/tracks.ts";
import { ranking, sevenCastleWinner } from "../src/rules/victory.ts";
import { checkInvariants } from "../src/invariants.ts";
import type { GameConfig } from "../src/state.ts";
import { clearBoard, edit, put, rawGame, rawModGame } from "./helpers.ts";

const mod = (partial: Partial<GameConfig>): GameConfig => ({ seed: "s", playerCount: 7, tidesOfBattle: false, motherOfDragons: true, ...partial });

const unitsOf = (g: ReturnType<typeof rawModGame>, area: string): string[] => g.areas[area]!.units.map((u) => `${g.areas[area]!.house} ${u.type}`).sort();

describe("config (cards.md 6.1, mod-setup.md 1)", () => {
  it.each([
    [mod({ playerCount: 9 as 8 }), "3 to 8 players"],
    [mod({ playerCount: 3, players: ["a", "b", "c"], houseChoice: ["stark", "lannister", "targaryen"] }), "Targaryen can only be played with 4 or more players"],
    [mod({ houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "martell"] }), "same house"],
    [mod({ houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "dorne" as "martell"] }), "no house dorne"],
    [mod({ houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn", "targaryen"] }), "Name at most 7 houses"],
    [mod({ playerCount: 7, vassals: false, houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "targaryen"] }), "Without vassals every house of Westeros needs a player"],
    [mod({ ironBank: true, houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"] }), "only used when someone plays Targaryen"],
    [{ seed: "s", playerCount: 6, tidesOfBattle: false, houseCards: "later-books" } as GameConfig, "The option houseCards belongs to Mother of Dragons"],
    [{ seed: "s", playerCount: 6, tidesOfBattle: false, vassals: true } as GameConfig, "belongs to Mother of Dragons"],
    [{ seed: "s", playerCount: 8, tidesOfBattle: false } as GameConfig, "need the Mother of Dragons expansion"],
  ])("refuses %j with a sentence (%s), never a crash", (config, words) => {
    expect(configProblem(config)).toContain(words);
    expect(() => setupGame(config)).toThrow(RangeError);
  });

  it("accepts 7 players (the houses of Westeros) and 8 (with Targaryen), with the modules' defaults", () => {
    expect(configProblem(mod({}))).toBeNull();
    expect(configProblem(mod({ playerCount: 8, seaOrders: false, giftingPower: false, vassals: false, houseCards: "standard" }))).toBeNull();
    expect(rawModGame(7).houses).toEqual(["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"]);
    expect(rawModGame(8).houses).toEqual(["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn", "targaryen"]);
    expect(rawModGame(8).mod!.modules).toEqual({ vassals: true, ironBank: true, seaOrders: true, giftingPower: true, houseCards: "standard" });
  });

  it("players' names go to the chosen houses", () => {
    const players = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const houseChoice = ["targaryen", "stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"] as const;
    const g = setupGame(mod({ playerCount: 8, players, houseChoice }));
    expect(g.players.targaryen).toBe("a");
    expect(g.players.arryn).toBe("h");
  });

  it("the lobby's options schema takes every module flag and refuses anything else", () => {
    const ok = { motherOfDragons: true, vassals: true, ironBank: false, seaOrders: true, giftingPower: false, houseCards: "later-books", tidesOfBattle: true };
    expect(optionsSchema.safeParse(ok).success).toBe(true);
    expect(optionsSchema.safeParse({ motherOfDragons: "yes" }).success).toBe(false);
    expect(optionsSchema.safeParse({ houseCards: "feast" }).success).toBe(false);
    expect(optionsSchema.safeParse({ dragons: true }).success).toBe(false);
  });
});

describe("boards (mod-setup.md 1)", () => {
  it("7 players play on westeros-7p: The Eyrie is Arryn's home stronghold; The Bite takes some of the Narrow Sea's neighbours", () => {
    const g = rawModGame(7);
    const b = boardOf(g);
    expect(b.id).toBe("westeros-7p");
    expect(Object.keys(g.areas)).toEqual(b.ids);
    expect(b.areas["the-eyrie"]).toMatchObject({ castle: "stronghold", home: "arryn" });
    expect(b.areas["the-vale-of-arryn"]!.castle).toBe("castle");
    expect(isAdjacent(b, "white-harbor", "the-bite")).toBe(true);
    expect(isAdjacent(b, "white-harbor", "the-narrow-sea")).toBe(false);
    expect(isAdjacent(BOARDS.westeros, "white-harbor", "the-narrow-sea")).toBe(true);
    expect(g.areas.pentos).toBeUndefined();
  });

  it("8 players play on westeros-with-essos: the same Westeros plus Essos, linked by sea", () => {
    const g = rawModGame(8);
    const b = boardOf(g);
    expect(b.id).toBe("westeros-with-essos");
    for (const id of ["pentos", "myr", "the-rhoyne", "norvos", "volantis", "the-disputed-lands", "braavos", "port-of-pentos", "bay-of-pentos", "the-orange-shore"])
      expect(g.areas[id]).toBeDefined();
    expect(isAdjacent(b, "shipbreaker-bay", "bay-of-pentos")).toBe(true);
    expect(b.areas.pentos).toMatchObject({ castle: "stronghold", home: "targaryen" });
  });

  it("a base game stays on the base board with no MoD record", () => {
    const g = rawGame(6);
    expect(boardOf(g).id).toBe("westeros");
    expect(g.mod).toBeUndefined();
    expect(g.areas["the-vale-of-arryn"]).toBeUndefined();
  });
});

describe("setup for 7 and 8 players (mod-setup.md 3-4)", () => {
  it("neutral forces: only King's Landing (5) without Targaryen, and Braavos (5) with it", () => {
    const neutral = (g: ReturnType<typeof rawModGame>) =>
      Object.fromEntries(Object.entries(g.areas).filter(([, a]) => a.neutralForce !== null).map(([id, a]) => [id, a.neutralForce]));
    expect(neutral(rawModGame(7))).toEqual({ "kings-landing": 5 });
    expect(neutral(rawModGame(8))).toEqual({ "kings-landing": 5, braavos: 5 });
    expect(rawModGame(7).blocked).toEqual([]);
  });

  it("garrisons on every home area in play: The Eyrie 4 (peer value, mod-setup.md 3.3), Pentos 2", () => {
    const g = rawModGame(8);
    expect(g.areas["the-eyrie"]!.garrison).toEqual({ house: "arryn", strength: 4 });
    expect(g.areas.pentos!.garrison).toEqual({ house: "targaryen", strength: 2 });
    expect(g.areas.winterfell!.garrison).toEqual({ house: "stark", strength: 2 });
  });

  it("Arryn's and Targaryen's starting units (mod-setup.md 3.1)", () => {
    const g = rawModGame(8);
    expect(unitsOf(g, "the-eyrie")).toEqual(["arryn knight", "arryn knight"]);
    expect(unitsOf(g, "the-vale-of-arryn")).toEqual(["arryn knight"]);
    expect(unitsOf(g, "port-of-the-eyrie")).toEqual(["arryn ship"]);
    expect(unitsOf(g, "the-bite")).toEqual([]);
    expect(unitsOf(g, "pentos")).toEqual(["targaryen footman", "targaryen knight"]);
    expect(unitsOf(g, "port-of-pentos")).toEqual(["targaryen ship"]);
    expect(unitsOf(g, "bay-of-pentos")).toEqual(["targaryen ship", "targaryen ship"]);
    expect(unitsOf(g, "myr")).toEqual(["targaryen knight"]);
    expect(unitsOf(g, "norvos")).toEqual(["targaryen dragon"]);
    expect(unitsOf(g, "the-rhoyne")).toEqual(["targaryen dragon", "targaryen dragon"]);
    expect(unitsOf(g, "port-of-lannisport")).toEqual(["lannister ship"]);
    expect(checkInvariants(g)).toEqual([]);
  });

  it("supply from the screens (Arryn 1, Targaryen 4); 7 power tokens each (mod-setup.md 4)", () => {
    const g = rawModGame(8);
    expect(g.supply.arryn).toBe(1);
    expect(g.supply.targaryen).toBe(4);
    expect(g.supply.stark).toBe(1);
    expect(Object.values(g.power)).toEqual(Array(8).fill(7));
  });

  it("the printed MoD tracks; Targaryen 8th on all three (mod-setup.md 2.1)", () => {
    expect(rawModGame(7).tracks).toEqual({
      ironThrone: ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell", "arryn"],
      fiefdoms: ["greyjoy", "tyrell", "martell", "arryn", "stark", "baratheon", "lannister"],
      kingsCourt: ["lannister", "stark", "martell", "tyrell", "arryn", "baratheon", "greyjoy"],
    });
    const t = rawModGame(8).tracks;
    for (const track of [t.ironThrone, t.fiefdoms, t.kingsCourt]) expect(track.at(-1)).toBe("targaryen");
  });

  it("King's Court stars 3,3,2,1,0,0,0 and Targaryen's 3 on the 8th space (mod-setup.md 2.3)", () => {
    const g = rawModGame(8);
    expect(g.tracks.kingsCourt.map((h) => specialOrderStars(g, h))).toEqual([3, 3, 2, 1, 0, 0, 0, 3]);
    const g7 = rawModGame(7);
    expect(g7.tracks.kingsCourt.map((h) => specialOrderStars(g7, h))).toEqual([3, 3, 2, 1, 0, 0, 0]);
  });

  it("3 players with vassals: the full track's stars, never the base game's King's Court overlay (AG-36, cards.md 6.1)", () => {
    const g = setupGame(mod({ playerCount: 3, houses: ["stark", "lannister", "greyjoy"] }));
    // The vassals sit below the three players (mod-setup.md 2.2): the players hold positions 1-3.
    const players = g.tracks.kingsCourt.slice(0, 3);
    expect([...players].sort()).toEqual(["greyjoy", "lannister", "stark"]);
    // The overlay (3 players and fewer than 5 houses in the base game) would give 3, 2, 1.
    expect(players.map((h) => specialOrderStars(g, h))).toEqual([3, 3, 2]);
  });

  it("Targaryen only: a loyalty token in King's Landing and the dragon tokens on rounds 2, 4, 6, 8, 10", () => {
    expect(rawModGame(8).mod).toMatchObject({ board: "westeros-with-essos", loyalty: { "kings-landing": 1 }, dragonTrack: [2, 4, 6, 8, 10], dragonBox: 0 });
    expect(rawModGame(8).mod!.vassals).toBeUndefined();
    expect(rawModGame(7).mod).toMatchObject({ board: "westeros-7p", loyalty: {}, dragonTrack: [], dragonBox: 0 });
  });

  it("the same seed gives the same game; games run from the first decision", () => {
    expect(JSON.stringify(rawModGame(8, "x"))).toBe(JSON.stringify(rawModGame(8, "x")));
    const g = agotEngine.createGame(mod({ playerCount: 8 }));
    expect(agotEngine.pendingSeats(g).length).toBe(8);
  });
});

describe("Targaryen on the tracks and the Victory track (cards.md 6.1, 6.5)", () => {
  it("no effect moves Targaryen off the 8th space; a house sent to the bottom lands 7th", () => {
    const g = edit(rawModGame(8), (d) => {
      moveOnTrack(d, "ironThrone", "targaryen", 0);
      moveOnTrack(d, "fiefdoms", "stark", 7);
    });
    expect(g.tracks.ironThrone.at(-1)).toBe("targaryen");
    expect(g.tracks.ironThrone[0]).toBe("baratheon");
    expect(g.tracks.fiefdoms.slice(-2)).toEqual(["stark", "targaryen"]);
  });

  it("Targaryen never wins by seven castles; its Victory track place is collected loyalty + 1 for Pentos", () => {
    const castles = ["braavos", "volantis", "the-eyrie", "the-vale-of-arryn", "kings-landing", "harrenhal", "riverrun"];
    const position = (loyalty: number, pentos: "targaryen" | "stark") =>
      edit(rawModGame(8), (d) => {
        clearBoard(d);
        for (const id of castles) put(d, id, "targaryen", "footman");
        put(d, "pentos", pentos, "footman");
        d.mod!.loyaltyCollected = loyalty;
        // Targaryen would gain King's Landing's token (loyalty rules); this test counts castles only.
        d.mod!.loyalty = {};
      });
    const without = position(0, "stark");
    expect(sevenCastleWinner(without)).toBeNull();
    // Seven castles count nothing for Targaryen: 0 loyalty, no Pentos. Stark holds Winterfell and Pentos.
    expect(ranking(without)[0]).toBe("stark");
    expect(ranking(without).indexOf("targaryen")).toBeGreaterThan(ranking(without).indexOf("lannister"));
    // 2 loyalty + Pentos = 3, above everyone's single home castle.
    expect(ranking(position(2, "targaryen"))[0]).toBe("targaryen");
  });

  it("dragon strength: 0 in round 1, then +1 on rounds 2, 4, 6, 8 and 10, plus tokens moved early", () => {
    const at = (round: number, box = 0) => dragonStrength(edit(rawModGame(8), (d) => void Object.assign(d, { round }, { mod: { ...d.mod!, dragonBox: box } })));
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => at(r))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(at(1, 1)).toBe(1);
    expect(dragonStrength(rawModGame(7))).toBe(0);
  });
});
