/** Shared by the bounded fuzz suites: run, save failing games under fuzz-failures/, report. */
import { expect } from "vitest";
import { fuzz, gameModule, writeReplay } from "../src/index.ts";

export async function boundedFuzz(id: "agot" | "fief", games: number, seed: string): Promise<void> {
  const result = fuzz({ game: gameModule(id), games, seed, hiddenRate: 0.05 });
  const report = result.failures.map((f) => {
    const path = writeReplay("fuzz-failures", f.name, f.record);
    return `game ${f.index}: ${f.failure.kind}: ${f.failure.message.slice(0, 300)} (replay: npm run kingsroad -- replay ${path})`;
  });
  expect(report).toEqual([]);
  expect(result.games).toBe(games);
}
