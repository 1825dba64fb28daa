/**
 * Vassals in the Mother of Dragons setup (mod-setup.md 1-4; the rules summary's MoD setup): who is
 * a vassal, its units, garrison, supply and power, the track adjustment with its worked examples,
 * and the sets of vassal order tokens dealt before round 1's orders. Then whole games with vassals.
 */
import { describe, expect, it } from "vitest";
import { HOUSES, type HouseId } from "../src/data/houses.ts";
import { agotEngine } from "../src/index.ts";
import { describeFailure, playRandomGame } from "../src/selfplay.ts";
import { setupGame } from "../src/setup.ts";
import type { Game, GameConfig } from "../src/state.ts";
import { adjustTrack } from "../src/vassal-setup.ts";

const mod = (houses: HouseId[], extra: Partial<GameConfig> = {}): GameConfig => ({
  seed: "vassal-setup",
  playerCount: houses.length as GameConfig["playerCount"],
  tidesOfBattle: false,
  motherOfDragons: true,
  houses,
  ...extra,
});
const unitsOf = (g: Game, area: string): string[] => g.areas[area]!.units.map((u) => `${g.areas[area]!.house} ${u.type}`).sort();

describe("who is a vassal (mod-setup.md 1)", () => {
  it("every house of Westeros nobody plays; Targaryen unplayed is simply absent", () => {
    const g = setupGame(mod(["stark", "lannister", "greyjoy"]));
    expect(g.houses).toEqual(["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"]);
    expect(g.mod!.vassals!.houses).toEqual(["tyrell", "baratheon", "martell", "arryn"]);
    const t = setupGame(mod(["stark", "lannister", "tyrell", "martell", "targaryen"]));
    expect(t.mod!.vassals!.houses).toEqual(["greyjoy", "baratheon", "arryn"]);
    expect(t.houses).toContain("targaryen");
  });

  it("a table of the seven houses of Westeros has no vassal record", () => {
    expect(setupGame(mod(["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"])).mod!.vassals).toBeUndefined();
  });

  it("dealt houses: 3 to 6 players can play now, and every dealt table has its vassals", () => {
    for (const n of [3, 4, 5, 6] as const) {
      const g = setupGame({ seed: `deal-${n}`, playerCount: n, tidesOfBattle: false, motherOfDragons: true });
      const players = g.houses.filter((h) => !g.mod!.vassals!.houses.includes(h));
      expect(players).toHaveLength(n);
      expect(g.houses.filter((h) => h !== "targaryen")).toHaveLength(7);
    }
  });

  it("without vassals, fewer than seven houses of Westeros is refused with a sentence", () => {
    expect(() => setupGame(mod(["stark", "lannister", "greyjoy"], { vassals: false }))).toThrow(/Without vassals/);
  });
});

describe("a vassal's start (mod-setup.md 3.2-3.3, 4)", () => {
  const g = setupGame(mod(["stark", "lannister", "greyjoy"]));

  it("the units of its vassal setup card, not its player screen's (Baratheon's matches the MoD rulebook example)", () => {
    expect(unitsOf(g, "dragonstone")).toEqual(["baratheon knight", "baratheon knight"]);
    expect(unitsOf(g, "shipbreaker-bay")).toEqual(["baratheon ship", "baratheon ship"]);
    expect(unitsOf(g, "blackwater-bay")).toEqual(["baratheon ship"]);
    expect(unitsOf(g, "kingswood")).toEqual(["baratheon footman"]);
    expect(unitsOf(g, "storms-end")).toEqual(["baratheon footman"]);
    expect(unitsOf(g, "the-vale-of-arryn")).toEqual(["arryn footman", "arryn knight"]);
    // Players keep their screens' units.
    expect(unitsOf(g, "winterfell")).toEqual(["stark footman", "stark knight"]);
  });

  it("its garrison, supply 4 whatever its barrels, no power, no house cards of its own", () => {
    expect(g.areas["highgarden"]!.garrison).toEqual({ house: "tyrell", strength: 2 });
    for (const h of ["tyrell", "baratheon", "martell", "arryn"] as const) {
      expect(g.supply[h]).toBe(4);
      expect(g.power[h]).toBe(0);
      expect(g.houseCards[h]).toEqual({ hand: [], discard: [] });
    }
    expect(g.power.stark).toBe(7);
    expect(g.mod!.vassals!.deck).toHaveLength(7);
  });
});

describe("the track adjustment (mod-setup.md 2.2 and its worked examples)", () => {
  it("3 players Stark, Lannister, Greyjoy", () => {
    const g = setupGame(mod(["stark", "lannister", "greyjoy"]));
    expect(g.tracks).toEqual({
      ironThrone: ["lannister", "stark", "greyjoy", "baratheon", "martell", "tyrell", "arryn"],
      fiefdoms: ["greyjoy", "stark", "lannister", "tyrell", "martell", "arryn", "baratheon"],
      kingsCourt: ["lannister", "stark", "greyjoy", "martell", "tyrell", "arryn", "baratheon"],
    });
  });

  it("5 players Stark, Lannister, Tyrell, Martell, Targaryen: King's Court stays as printed, Targaryen last", () => {
    const g = setupGame(mod(["stark", "lannister", "tyrell", "martell", "targaryen"]));
    expect(g.tracks).toEqual({
      ironThrone: ["lannister", "stark", "martell", "tyrell", "baratheon", "greyjoy", "arryn", "targaryen"],
      fiefdoms: ["tyrell", "martell", "stark", "lannister", "greyjoy", "arryn", "baratheon", "targaryen"],
      kingsCourt: ["lannister", "stark", "martell", "tyrell", "arryn", "baratheon", "greyjoy", "targaryen"],
    });
  });

  it("no vassal in the top three: the track stays exactly as printed", () => {
    const printed = ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell", "arryn"] as HouseId[];
    expect(adjustTrack(printed, ["arryn"])).toEqual(printed);
    expect(adjustTrack(printed, ["stark", "arryn"])).toEqual(["baratheon", "lannister", "martell", "greyjoy", "tyrell", "stark", "arryn"]);
  });
});

describe("the vassal order-token sets of round 1 (mod-setup.md 1.1; summary 'Choosing vassals')", () => {
  it("3 players, 4 vassals: the top player holds two sets, the others one", () => {
    const g = agotEngine.createGame(mod(["stark", "lannister", "greyjoy"]));
    const top = g.stack[g.stack.length - 1]!;
    expect(top).toMatchObject({ kind: "claim-vassals", sets: [{ house: "lannister", count: 2 }, { house: "stark", count: 1 }, { house: "greyjoy", count: 1 }] });
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["lannister"]);
  });

  it("5 players with Targaryen, 3 vassals: one set each to the three highest players", () => {
    const g = agotEngine.createGame(mod(["stark", "lannister", "tyrell", "martell", "targaryen"]));
    expect(g.stack[g.stack.length - 1]).toMatchObject({ sets: [{ count: 1 }, { count: 1 }, { count: 1 }, { count: 0 }, { house: "targaryen", count: 0 }] });
  });
});

describe("whole games with vassals (self-play, every player count that has them)", () => {
  it("3 to 7 players, dealt houses, uniform and aggressive: no stall, error or broken invariant", () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const n = (3 + (i % 5)) as 3 | 4 | 5 | 6 | 7;
      const r = playRandomGame({ seed: `mod-vassals-${i}`, playerCount: n, motherOfDragons: true, tidesOfBattle: i % 2 === 0, style: i % 3 === 0 ? "aggressive" : "uniform" });
      for (const k of r.framesSeen) seen.add(k);
      if (r.failure) failures.push(describeFailure(r.failure));
      else expect(r.final.outcome).not.toBeNull();
    }
    expect(failures).toEqual([]);
    expect([...seen]).toContain("claim-vassals");
    void HOUSES;
  }, 300_000);
});
