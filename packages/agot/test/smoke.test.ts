import { describe, expect, it } from "vitest";
import { nextInt, seedRng, stateHash } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";

describe("engine smoke", () => {
  it("plays a random game to the end", () => {
    let s = agotEngine.createGame({ seed: "smoke", playerCount: 4, tidesOfBattle: false });
    let rng = seedRng("p");
    let steps = 0;
    while (!agotEngine.outcome(s) && steps < 20000) {
      const prompts = agotEngine.pendingSeats(s);
      expect(prompts.length).toBeGreaterThan(0);
      const seat = prompts[0]!.seat;
      const legal = agotEngine.legalActions(s, seat);
      expect(legal.length).toBeGreaterThan(0);
      let i: number;
      [i, rng] = nextInt(rng, legal.length);
      const r = agotEngine.applyAction(s, seat, legal[i]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      steps++;
    }
    expect(agotEngine.outcome(s)).not.toBeNull();
    expect(stateHash(s)).toMatch(/^[0-9a-f]{64}$/);
  });
});
