import { describe, expect, it } from "vitest";
import { bench } from "../src/index.ts";

describe("kingsroad bench", () => {
  it("prints throughput and the heuristic's decision times", { timeout: 120_000 }, () => {
    const out: string[] = [];
    const f = bench({ game: "agot", players: 3, seconds: 1, heuristicGames: 1, winRateGames: 0, seed: "t", print: (t) => out.push(t) });
    expect(f.randomGamesPerSecond).toBeGreaterThan(0);
    expect(f.enumerationsPerSecond).toBeGreaterThan(0);
    expect(f.applicationsPerSecond).toBeGreaterThan(0);
    expect(f.heuristic!.decisions).toBeGreaterThan(50);
    expect(f.heuristic!.intrinsicMaxMs).toBeLessThan(50);
    expect(f.winRate).toBeNull();
    expect(out.join("\n")).toMatch(/games \/ CPU second[\s\S]*enumerations[\s\S]*p99 \/ max/);
    expect(f.expansion).toBeNull(); // not asked for
  });

  it("times 8-player Mother of Dragons games beside the base game when asked", { timeout: 120_000 }, () => {
    const out: string[] = [];
    const f = bench({ game: "agot", players: 6, seconds: 1, heuristicGames: 0, winRateGames: 0, expansion: true, seed: "t", print: (t) => out.push(t) });
    const x = f.expansion!;
    expect(x.players).toBe(8);
    expect(x.randomGamesPerCpuSecond).toBeGreaterThan(0);
    expect(x.applicationsPerSecond).toBeGreaterThan(0);
    expect(x.baseRatio).toBeCloseTo(f.randomGamesPerCpuSecond / x.randomGamesPerCpuSecond);
    expect(out.join("\n")).toMatch(/Mother of Dragons 8-player games \/ CPU second[\s\S]*6-player base games per Mother of Dragons 8-player game/);
  });

  it("interleaves base and Mother of Dragons games, and says how it picks random moves", { timeout: 120_000 }, () => {
    const out: string[] = [];
    const f = bench({ game: "agot", players: 6, seconds: 1, heuristicGames: 0, winRateGames: 0, expansion: true, interleave: true, seed: "t", print: (t) => out.push(t) });
    expect(f.expansion!.randomGamesPerCpuSecond).toBeGreaterThan(0);
    expect(f.randomGamesPerCpuSecond).toBeGreaterThan(0);
    expect(out[1]).toMatch(/prompted decision's actions; a free action one step in 40; base and expansion games interleaved/);
    const uniform: string[] = [];
    bench({ game: "agot", players: 3, seconds: 1, heuristicGames: 0, winRateGames: 0, picks: "uniform", seed: "t", print: (t) => uniform.push(t) });
    expect(uniform[1]).toMatch(/uniform among every legal action/);
  });

  it("measures the Fief engine too, and says when a game has no heuristic bot yet", { timeout: 120_000 }, () => {
    const out: string[] = [];
    const f = bench({ game: "fief", players: 3, seconds: 1, heuristicGames: 1, winRateGames: 1, seed: "t", print: (t) => out.push(t) });
    expect(f.randomGamesPerCpuSecond).toBeGreaterThan(0);
    expect(f.applicationsPerSecond).toBeGreaterThan(0);
    if (f.heuristic === null) expect(out.join("\n")).toMatch(/no heuristic bot for fief/);
  });
});
