/**
 * P-2 (RULINGS.md "Platform decisions"): the engine deals the houses. A config with `playerCount`
 * may name some houses (or none) and the engine deals the other seats from the game's seed, any of
 * the nine ("Game setup" 10: "Players pick a House (see List below)"; rulebook 11.1 lists nine),
 * keeping the whole table in the state's `config.houses`. A config naming every house is checked
 * and played as before.
 */
import { describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { configProblem, FIEF_HOUSES, fiefEngine, type FiefConfig, type FiefHouse } from "../src/index.ts";

const seeds = Array.from({ length: 60 }, (_, i) => `deal-${i}`);

describe("P-2: the engine deals the houses a config does not name (Game setup 10)", () => {
  it("seats the houses named first, in their order, then deals the other seats; the state lists them all", () => {
    const s = fiefEngine.createGame({ seed: "deal", playerCount: 5, houses: ["tully", "stark"] });
    expect(s.config.houses).toHaveLength(5);
    expect(s.config.houses.slice(0, 2)).toEqual(["tully", "stark"]);
    expect(new Set(s.config.houses).size).toBe(5);
    expect(Object.keys(s.houses).sort()).toEqual([...s.config.houses].sort());
    for (const h of s.config.houses) expect(FIEF_HOUSES).toContain(h);
  });

  it("deals a whole table when no house is named, and any of the nine houses, Targaryen included, can be dealt", () => {
    const dealt = new Set<string>();
    for (const seed of seeds) {
      const s = fiefEngine.createGame({ seed, playerCount: 3 });
      expect(s.config.houses).toHaveLength(3);
      for (const h of s.config.houses) dealt.add(h);
    }
    expect([...dealt].sort()).toEqual([...FIEF_HOUSES].sort());
  });

  it("the same seed deals the same table and the same game; other seeds deal others", () => {
    const config: FiefConfig = { seed: "same", playerCount: 4, houses: ["greyjoy"] };
    expect(stateHash(fiefEngine.createGame(config))).toBe(stateHash(fiefEngine.createGame(config)));
    const tables = new Set(seeds.map((seed) => fiefEngine.createGame({ seed, playerCount: 4, houses: ["greyjoy"] }).config.houses.join()));
    expect(tables.size).toBeGreaterThan(10);
  });

  it("the state's config, which lists the whole table, makes the same game again: a stored game never deals again", () => {
    for (const seed of seeds.slice(0, 10)) {
      const s = fiefEngine.createGame({ seed, playerCount: 5, houses: ["martell"] });
      expect(stateHash(fiefEngine.createGame({ seed, houses: s.config.houses, options: s.config.options }))).toBe(stateHash(s));
    }
  });

  it.each([
    ["an unknown house", { seed: 1, playerCount: 4, houses: ["stark", "dorne" as FiefHouse] }, "Unknown house dorne"],
    ["a house named twice", { seed: 1, playerCount: 4, houses: ["stark", "stark"] }, "one player only"],
    ["more houses than players", { seed: 1, playerCount: 3, houses: ["stark", "tully", "arryn", "tyrell"] }, "Name at most 3 houses for 3 players"],
    ["two players", { seed: 1, playerCount: 2 }, "3 to 6 players"],
    ["seven players", { seed: 1, playerCount: 7, houses: ["stark"] }, "3 to 6 players"],
    ["no houses and no player count", { seed: 1 }, "3 to 6 players"],
  ] as [string, FiefConfig, string][])("refuses %s with a sentence and changes nothing", (_name, config, words) => {
    const before = structuredClone(config);
    expect(configProblem(config)).toContain(words);
    expect(() => fiefEngine.createGame(config)).toThrow(words);
    expect(config).toEqual(before);
  });

  it("a config naming every house plays exactly that table, with or without its player count, as before", () => {
    const houses: FiefHouse[] = ["stark", "lannister", "targaryen", "tyrell"];
    const s = fiefEngine.createGame({ seed: 7, houses });
    expect(s.config.houses).toEqual(houses);
    expect(stateHash(fiefEngine.createGame({ seed: 7, playerCount: 4, houses }))).toBe(stateHash(s));
    expect(configProblem({ seed: 7, houses: ["stark", "tully"] })).toContain("3 to 6 players");
    expect(configProblem({ seed: 7, houses })).toBeNull();
  });
});
