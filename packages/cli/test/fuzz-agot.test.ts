/**
 * Bounded AGoT self-play fuzz inside `npm test`: 24 games cover 3, 4, 5 and 6 players, each
 * with and without Tides of Battle, random bots with a heuristic seat in every third game.
 * Invariants and purity are checked after every action, hidden information on a sample of states,
 * and every game is replayed. The long run is `npm run fuzz`.
 */
import { describe, it } from "vitest";
import { boundedFuzz } from "./fuzz-run.ts";

describe("AGoT self-play fuzz (bounded)", () => {
  it("plays 24 games over every table size, with and without Tides of Battle, without a failure", { timeout: 240_000 }, async () => {
    await boundedFuzz("agot", 24, "npm-test");
  });
});
