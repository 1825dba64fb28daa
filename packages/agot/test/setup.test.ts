/**
 * Game setup: rulebook p.4-5 "GAME SETUP" and p.28 "PLAYING WITH FEWER THAN SIX PLAYERS".
 */
import { describe, expect, it } from "vitest";
import { AREAS, AREA_IDS } from "../src/data/board.ts";
import { HOUSE_CARD_IDS, STARTING_SUPPLY, START_TRACKS, type HouseId } from "../src/data/houses.ts";
import { WESTEROS_DECKS, WILDLING_DECK } from "../src/data/westeros-cards.ts";
import { agotEngine } from "../src/index.ts";
import { checkInvariants } from "../src/invariants.ts";
import { powerPool } from "../src/rules/power.ts";
import { bladeHolder, ironThroneHolder, ravenHolder, specialOrderStars } from "../src/rules/tracks.ts";
import { newTidesDeck } from "../src/rules/combat/tides-deck.ts";
import { configProblem, setupGame } from "../src/setup.ts";
import type { Game } from "../src/state.ts";
import { rawGame } from "./helpers.ts";

const COUNTS = [3, 4, 5, 6] as const;
const neutralAreas = (g: Game) => AREA_IDS.filter((id) => g.areas[id]!.neutralForce !== null);
const sorted = <T>(xs: readonly T[]) => [...xs].sort();

describe("houses by player count (p.28)", () => {
  it.each([
    [3, ["stark", "lannister", "baratheon"]],
    [4, ["stark", "lannister", "greyjoy", "baratheon"]],
    [5, ["stark", "lannister", "greyjoy", "tyrell", "baratheon"]],
    [6, ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell"]],
  ] as const)("%i players: %j", (n, houses) => {
    const g = rawGame(n);
    expect(g.houses).toEqual(houses);
    for (const id of AREA_IDS) if (g.areas[id]!.house) expect(houses).toContain(g.areas[id]!.house);
  });
});

describe("neutral forces (p.28)", () => {
  it("3 players: the 14 '3' tokens: 12 impassable land areas (with their ports) plus King's Landing and The Eyrie", () => {
    const g = rawGame(3);
    const blockedLand = g.blocked.filter((id) => AREAS[id]!.kind === "land");
    expect(blockedLand).toHaveLength(12);
    expect(sorted(blockedLand)).toEqual(
      sorted(["pyke", "highgarden", "oldtown", "sunspear", "salt-shore", "yronwood", "starfall", "three-towers", "dornish-marches", "princes-pass", "the-boneway", "storms-end"]),
    );
    // A blocked area's port is off limits with it.
    for (const port of ["port-of-pyke", "port-of-oldtown", "port-of-sunspear", "port-of-storms-end"]) expect(g.blocked).toContain(port);
    expect(sorted(neutralAreas(g))).toEqual(["kings-landing", "the-eyrie"]);
    for (const id of g.blocked) {
      const a = g.areas[id]!;
      expect([a.units.length, a.garrison, a.neutralForce, a.powerToken]).toEqual([0, null, null, null]);
    }
  });

  it.each([
    [4, 12],
    [5, 9],
    [6, 2],
  ] as const)("%i players: %i neutral force tokens, nothing impassable", (n, tokens) => {
    const g = rawGame(n);
    expect(g.blocked).toEqual([]);
    expect(neutralAreas(g)).toHaveLength(tokens);
    expect(g.areas["kings-landing"]!.neutralForce).toBe(5);
    expect(g.areas["the-eyrie"]!.neutralForce).toBe(6);
  });

  it("4 players: the south is held by neutral forces, Sunspear 5 and Storm's End 4", () => {
    const g = rawGame(4);
    expect(g.areas["sunspear"]!.neutralForce).toBe(5);
    expect(g.areas["storms-end"]!.neutralForce).toBe(4);
    expect(g.areas["oldtown"]!.neutralForce).toBe(3);
  });

  it("5 players: Oldtown and Storm's End are open; the Dornish areas are held", () => {
    const g = rawGame(5);
    expect(g.areas["oldtown"]!.neutralForce).toBeNull();
    expect(g.areas["storms-end"]!.neutralForce).toBeNull();
    expect(g.areas["sunspear"]!.neutralForce).toBe(5);
  });
});

describe("influence tracks and dominance tokens (p.4 step 8, p.28)", () => {
  it.each(COUNTS)("%i players: tracks keep the six-player order with absent houses removed (shifted left)", (n) => {
    const g = rawGame(n);
    for (const track of ["ironThrone", "fiefdoms", "kingsCourt"] as const) {
      expect(g.tracks[track]).toEqual(START_TRACKS[track].filter((h) => g.houses.includes(h)));
    }
    expect(ironThroneHolder(g)).toBe(g.tracks.ironThrone[0]);
    expect([g.bladeUsed, g.ravenUsed]).toEqual([false, false]);
  });

  it("four-player setup diagram (p.5): Baratheon holds the Iron Throne, Greyjoy the blade, Lannister the raven", () => {
    const g = rawGame(4);
    expect(g.tracks.ironThrone).toEqual(["baratheon", "lannister", "stark", "greyjoy"]);
    expect(ironThroneHolder(g)).toBe("baratheon");
    expect(bladeHolder(g)).toBe("greyjoy");
    expect(ravenHolder(g)).toBe("lannister");
  });

  it("King's Court stars: the overlay for 3-4 players (3,2,1,0), the printed track for 5-6 (3,3,2,1,0,0)", () => {
    for (const n of [3, 4] as const) {
      const g = rawGame(n);
      expect(g.tracks.kingsCourt.map((h) => specialOrderStars(g, h))).toEqual([3, 2, 1, 0].slice(0, n));
    }
    for (const n of [5, 6] as const) {
      const g = rawGame(n);
      expect(g.tracks.kingsCourt.map((h) => specialOrderStars(g, h))).toEqual([3, 3, 2, 1, 0, 0].slice(0, n));
    }
  });
});

describe("units, garrisons, supply, power (p.4 steps 9-11)", () => {
  it("six players: each house's starting units from its player screen", () => {
    const g = rawGame(6);
    const of = (h: HouseId) =>
      AREA_IDS.filter((id) => g.areas[id]!.house === h)
        .map((id) => `${id}:${g.areas[id]!.units.map((u) => u.type).sort().join("+")}`)
        .sort();
    expect(of("stark")).toEqual(["the-shivering-sea:ship", "white-harbor:footman", "winterfell:footman+knight"]);
    expect(of("baratheon")).toEqual(["dragonstone:footman+knight", "kingswood:footman", "shipbreaker-bay:ship+ship"]);
    expect(of("greyjoy")).toEqual(["greywater-watch:footman", "ironmans-bay:ship", "port-of-pyke:ship", "pyke:footman+knight"]);
    expect(of("martell")).toEqual(["salt-shore:footman", "sea-of-dorne:ship", "sunspear:footman+knight"]);
    expect(of("tyrell")).toEqual(["dornish-marches:footman", "highgarden:footman+knight", "redwyne-straights:ship"]);
    for (const id of AREA_IDS) for (const u of g.areas[id]!.units) expect(u.routed).toBe(false);
  });

  it.each(COUNTS)("%i players: Lannister starts with its port ship at Lannisport, three players included (AG-17)", (n) => {
    // FAQ v2.0 Lannister screen errata, no player-count exception; the 3-player removal was the peer's.
    const g = rawGame(n);
    const lannister = AREA_IDS.filter((id) => g.areas[id]!.house === "lannister")
      .map((id) => `${id}:${g.areas[id]!.units.map((u) => u.type).sort().join("+")}`)
      .sort();
    expect(lannister).toEqual(["lannisport:footman+knight", "port-of-lannisport:ship", "stoney-sept:footman", "the-golden-sound:ship"]);
  });

  it.each(COUNTS)("%i players: a garrison of 2 on the home area of every house in play, none elsewhere", (n) => {
    const g = rawGame(n);
    const garrisons = AREA_IDS.filter((id) => g.areas[id]!.garrison !== null);
    expect(sorted(garrisons)).toEqual(sorted(g.houses.map((h) => AREA_IDS.find((id) => AREAS[id]!.home === h)!)));
    for (const id of garrisons) expect(g.areas[id]!.garrison).toEqual({ house: AREAS[id]!.home, strength: 2 });
  });

  it.each(COUNTS)("%i players: supply from the screens, 5 available power, 15 in the pool, round 1, threat 2", (n) => {
    const g = rawGame(n);
    for (const h of g.houses) {
      expect(g.supply[h]).toBe(STARTING_SUPPLY[h]);
      expect(g.power[h]).toBe(5);
      expect(powerPool(g, h)).toBe(15);
      expect(g.houseCards[h]).toEqual({ hand: [...HOUSE_CARD_IDS[h]], discard: [] });
      expect(g.houseCards[h]!.hand).toHaveLength(7);
    }
    expect(g.supply.stark).toBe(1);
    expect(g.round).toBe(1);
    expect(g.wildlings.threat).toBe(2);
    expect(g.wildlings.topKnownBy).toBeNull();
    expect(g.restrictions).toEqual([]);
    expect(g.outcome).toBeNull();
    expect(checkInvariants(g)).toEqual([]);
  });
});

describe("decks (p.4 steps 2-4)", () => {
  it("every deck is a shuffled copy of its cards", () => {
    const g = rawGame(6, "decks", true);
    for (let i = 0; i < 3; i++) expect(sorted(g.westeros.decks[i]!)).toEqual(sorted(WESTEROS_DECKS[i]!));
    expect(sorted(g.wildlings.deck)).toEqual(sorted(WILDLING_DECK));
    expect(sorted(g.tidesDeck)).toEqual(sorted(newTidesDeck()));
    expect(g.westeros.discards).toEqual([[], [], []]);
  });

  it("the same seed deals the same decks; different seeds deal differently", () => {
    const decks = (seed: string) => {
      const g = rawGame(5, seed, true);
      return JSON.stringify([g.westeros.decks, g.wildlings.deck, g.tidesDeck]);
    };
    expect(decks("alpha")).toBe(decks("alpha"));
    const seen = new Set(["a", "b", "c", "d", "e"].map(decks));
    expect(seen.size).toBe(5);
  });

  it("without Tides of Battle there is no Tides deck", () => {
    expect(rawGame(4, "x", false).tidesDeck).toEqual([]);
  });
});

describe("who plays which house (p.4 step 6)", () => {
  const players = ["Ann", "Bob", "Cid", "Dee"];

  it("chosen houses go to the players in order", () => {
    const g = setupGame({ seed: "s", playerCount: 4, tidesOfBattle: false, players, houseChoice: ["greyjoy", "stark", "baratheon", "lannister"] });
    expect(g.players).toEqual({ greyjoy: "Ann", stark: "Bob", baratheon: "Cid", lannister: "Dee" });
  });

  it("random houses: every player gets one house in play, the same for the same seed", () => {
    const assign = (seed: string) => setupGame({ seed, playerCount: 4, tidesOfBattle: false, players, houseChoice: "random" }).players;
    const a = assign("r1");
    expect(sorted(Object.keys(a))).toEqual(sorted(["stark", "lannister", "greyjoy", "baratheon"]));
    expect(sorted(Object.values(a))).toEqual(sorted(players));
    expect(assign("r1")).toEqual(a);
    const all = new Set(["r1", "r2", "r3", "r4", "r5", "r6"].map((s) => JSON.stringify(assign(s))));
    expect(all.size).toBeGreaterThan(1);
  });

  it.each([
    [{ playerCount: 9 }, "3 to 6 players"],
    [{ playerCount: 7 }, "mother of dragons"],
    [{ playerCount: 4, players: ["a", "b"] }, "one player per house"],
    [{ playerCount: 3, players: ["a", "b", "c"], houseChoice: ["stark", "stark", "lannister"] }, "same house"],
    [{ playerCount: 3, players: ["a", "b", "c"], houseChoice: ["stark", "greyjoy", "lannister"] }, "greyjoy cannot be played with 3 players"],
    [{ playerCount: 3, houseChoice: ["stark", "baratheon", "lannister"] }, "need player names"],
    [{ playerCount: 4, players, houseChoice: ["stark", "baratheon", "lannister"] }, "one house per player"],
  ])("rejects %j with a sentence (%s)", (partial, words) => {
    const config = { seed: "s", tidesOfBattle: false, ...partial } as Parameters<typeof setupGame>[0];
    expect(configProblem(config)?.toLowerCase()).toContain(words.toLowerCase());
    expect(() => setupGame(config)).toThrow(RangeError);
    expect(() => agotEngine.createGame(config)).toThrow(/./);
  });
});

describe("the first decision", () => {
  it.each(COUNTS)("%i players: the game opens on Assign Orders of round 1 ('THE WESTEROS PHASE': skipped in the first round)", (n) => {
    const g = agotEngine.createGame({ seed: "first", playerCount: n, tidesOfBattle: false });
    expect(g.stack.map((f) => f.kind)).toEqual(["round", "assign-orders"]);
    expect(agotEngine.pendingSeats(g).map((p) => p.seat).sort()).toEqual([...g.houses].sort());
  });
});
