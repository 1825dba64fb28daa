/**
 * Self-play, 3 players: 50 complete seeded random games; the engine contract and checkInvariants
 * hold after every action. A failure prints its seed and action index (replay it with replayGame).
 */
import { describe, expect, it } from "vitest";
import { describeFailure, playRandomGame } from "../src/selfplay.ts";

const GAMES = 50;

describe("self-play, 3 players", () => {
  it(`${GAMES} games end with an outcome, no stall, no engine error, no broken invariant`, () => {
    const failures: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const r = playRandomGame({ seed: `selfplay-3-${i}`, playerCount: 3, tidesOfBattle: i % 2 === 1 });
      if (r.failure) failures.push(describeFailure(r.failure));
      else expect(r.final.outcome).not.toBeNull();
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
