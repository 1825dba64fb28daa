/**
 * Self-play for one player count: 50 complete seeded random games; the engine contract and checkInvariants
 * hold after every action. A failure prints its seed and action index (replay it with replayGame).
 * One file per player count calls it, so vitest runs the counts in parallel.
 */
import { describe, expect, it } from "vitest";
import { describeFailure, playRandomGame } from "../src/selfplay.ts";

const GAMES = 50;

export function selfPlaySuite(players: 3 | 4 | 5 | 6): void {
  describe(`self-play, ${players} players`, () => {
    it(`${GAMES} games end with an outcome, no stall, no engine error, no broken invariant`, () => {
      const failures: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < GAMES; i++) {
        const r = playRandomGame({ seed: `selfplay-${players}-${i}`, playerCount: players, tidesOfBattle: i % 2 === 1 });
        for (const k of r.framesSeen) seen.add(k);
        if (r.failure) failures.push(describeFailure(r.failure));
        else expect(r.final.outcome).not.toBeNull();
      }
      expect(failures).toEqual([]);
      // The games reach every phase's decisions, so the checks above are about real play.
      for (const k of ["assign-orders", "messenger-raven", "action", "march", "combat", "clash-of-kings", "muster", "wildling-attack"]) expect([...seen]).toContain(k);
    }, 300_000);

    it("20 aggressive games (marches and combats favoured) end without a failure", () => {
      const failures: string[] = [];
      for (let i = 0; i < 20; i++) {
        const r = playRandomGame({ seed: `aggressive-${players}-${i}`, playerCount: players, tidesOfBattle: i % 2 === 0, style: "aggressive" });
        if (r.failure) failures.push(describeFailure(r.failure));
        else expect(r.final.outcome).not.toBeNull();
      }
      expect(failures).toEqual([]);
    }, 300_000);
  });
}
