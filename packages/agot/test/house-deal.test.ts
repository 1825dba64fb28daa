/**
 * P-2 (RULINGS.md "Platform decisions"): the engine deals the houses. A Mother of Dragons config
 * may name some houses (`houses` shorter than `playerCount`) and the engine deals the other seats
 * from the game's seed under mod-setup.md 1 ("With 4+ players any of the 8 houses ... may be taken.
 * With 3 players Targaryen cannot be taken"); the game's `houses` holds the whole list. A config
 * naming every house is checked as before. The base game has no deal: its houses are fixed by the
 * player count (rulebook p.28), and `houses` belongs to Mother of Dragons.
 */
import { describe, expect, it } from "vitest";
import { agotEngine, playerHouses } from "../src/index.ts";
import { HOUSES, type HouseId } from "../src/data/houses.ts";
import { WESTEROS_HOUSES } from "../src/data/mod.ts";
import { configProblem, setupGame } from "../src/setup.ts";
import type { GameConfig, PlayerCount } from "../src/state.ts";

const mod = (playerCount: PlayerCount, houses: readonly HouseId[] | undefined, extra: Partial<GameConfig> = {}, seed = "deal"): GameConfig => ({
  seed,
  playerCount,
  tidesOfBattle: false,
  motherOfDragons: true,
  ...(houses ? { houses } : {}),
  ...extra,
});
const seeds = Array.from({ length: 40 }, (_, i) => `deal-${i}`);

describe("P-2: the engine completes a partial list of houses (mod-setup.md 1)", () => {
  it("plays the houses named and deals the other seats, all of them in the game's houses", () => {
    const g = setupGame(mod(5, ["martell", "targaryen"]));
    const players = playerHouses(g);
    expect(players).toHaveLength(5);
    expect(players).toEqual(expect.arrayContaining(["martell", "targaryen"]));
    expect(new Set(players).size).toBe(5);
    // in HOUSES order, the vassals (houses of Westeros nobody plays) beside them
    expect(g.houses).toEqual(HOUSES.filter((h) => g.houses.includes(h)));
    expect(g.mod!.vassals!.houses).toEqual(WESTEROS_HOUSES.filter((h) => !players.includes(h)));
  });

  it("the same seed deals the same houses; other seeds deal others", () => {
    const deal = (seed: string) => playerHouses(setupGame(mod(4, ["stark"], {}, seed)));
    for (const seed of seeds) expect(deal(seed)).toEqual(deal(seed));
    expect(new Set(seeds.map((s) => deal(s).join())).size).toBeGreaterThan(5);
    expect(agotEngine.createGame(mod(4, ["stark"], {}, "x"))).toEqual(agotEngine.createGame(mod(4, ["stark"], {}, "x")));
  });

  it("never deals Targaryen at 3 players, and deals it at 4 players and more", () => {
    for (const seed of seeds) {
      const three = playerHouses(setupGame(mod(3, ["stark"], {}, seed)));
      expect(three).toHaveLength(3);
      expect(three).not.toContain("targaryen");
    }
    expect(seeds.some((seed) => playerHouses(setupGame(mod(4, ["stark"], {}, seed))).includes("targaryen"))).toBe(true);
  });

  it("an 8-player table always has every house, Targaryen included, whichever houses are named", () => {
    for (const named of [[], ["stark"], ["arryn", "martell", "greyjoy"]] as HouseId[][]) {
      const g = setupGame(mod(8, named));
      expect(playerHouses(g)).toEqual([...HOUSES]);
      expect(g.mod!.board).toBe("westeros-with-essos");
    }
  });

  it("without vassals, a partial list at 7 players is completed with the houses of Westeros (Targaryen is not dealt)", () => {
    for (const seed of seeds.slice(0, 10)) expect(playerHouses(setupGame(mod(7, ["stark", "arryn"], { vassals: false }, seed)))).toEqual([...WESTEROS_HOUSES]);
    expect(configProblem(mod(7, ["targaryen"], { vassals: false }))).toContain("Without vassals every house of Westeros needs a player");
  });

  it.each([
    ["an unknown house", mod(5, ["stark", "dorne" as HouseId]), "There is no house dorne"],
    ["a house named twice", mod(5, ["stark", "stark"]), "Two players chose the same house"],
    ["more houses than players", mod(3, ["stark", "lannister", "greyjoy", "tyrell"]), "Name at most 3 houses for 3 players"],
    ["Targaryen named at 3 players", mod(3, ["targaryen"]), "Targaryen can only be played with 4 or more players"],
  ])("refuses %s with a sentence and changes nothing", (_name, config, words) => {
    const before = structuredClone(config);
    expect(configProblem(config)).toContain(words);
    expect(() => agotEngine.createGame(config)).toThrow(RangeError);
    expect(config).toEqual(before);
  });

  it("a list naming every house is checked and played as before: those houses, nothing dealt", () => {
    const named: HouseId[] = ["stark", "lannister", "tyrell", "martell", "targaryen"];
    const g = setupGame(mod(5, named));
    expect(playerHouses(g)).toEqual(HOUSES.filter((h) => named.includes(h)));
    expect(configProblem(mod(7, [...WESTEROS_HOUSES.slice(0, 6), "targaryen"], { vassals: false }))).toContain("Without vassals");
    expect(configProblem(mod(7, [...WESTEROS_HOUSES], { ironBank: true }))).toContain("only used when someone plays Targaryen");
    // players choosing their houses still choose one each
    expect(configProblem(mod(4, undefined, { players: ["a", "b", "c", "d"], houseChoice: ["stark", "lannister"] }))).toContain("Choose one house per player: 4 houses");
  });

  it("the base game deals nothing: its houses are fixed by the player count and `houses` needs Mother of Dragons", () => {
    expect(configProblem({ seed: "s", playerCount: 4, tidesOfBattle: false, houses: ["stark"] })).toContain("houses belongs to Mother of Dragons");
    expect(setupGame({ seed: "a", playerCount: 4, tidesOfBattle: false }).houses).toEqual(setupGame({ seed: "b", playerCount: 4, tidesOfBattle: false }).houses);
  });
});
