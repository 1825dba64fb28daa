import { describe, expect, it } from "vitest";
import { seedRng } from "@kingsroad/core";
import { agotHeuristicBot, asServerBot, randomBot } from "../src/index.ts";
import { agotEngine } from "@kingsroad/agot";
import { playAgot } from "./play.ts";

const prompt = { seat: "x", kind: "test", text: "" };

describe("random bot", () => {
  it("is deterministic for a seed and advances its RNG", () => {
    const legal = Array.from({ length: 50 }, (_, i) => ({ i }));
    const a = randomBot.decide({ view: null, legal, prompt, rng: seedRng("s") });
    const b = randomBot.decide({ view: null, legal, prompt, rng: seedRng("s") });
    expect(a.action).toBe(b.action);
    expect(a.rng).toEqual(b.rng);
    expect(a.rng).not.toEqual(seedRng("s"));
  });

  it("spreads its choices over all legal actions", () => {
    const legal = ["a", "b", "c", "d"];
    let rng = seedRng("spread");
    const seen = new Set<unknown>();
    for (let i = 0; i < 200; i++) {
      const d = randomBot.decide({ view: null, legal, prompt, rng });
      rng = d.rng;
      seen.add(d.action);
    }
    expect([...seen].sort()).toEqual(legal);
  });

  it("refuses an empty list instead of inventing an action", () => {
    expect(() => randomBot.decide({ view: null, legal: [], prompt, rng: seedRng("s") })).toThrow(RangeError);
  });

  it("plays a whole AGoT game with legal actions only, the same way for the same seed", () => {
    const a = playAgot("random-bot", 3, () => randomBot);
    const b = playAgot("random-bot", 3, () => randomBot);
    expect(a.illegal).toBe(0);
    expect(a.outcome).not.toBeNull();
    expect(a.hash).toBe(b.hash);
  });

  it("plugs into the server's bot seam with the prompt of its own seat", () => {
    const state = agotEngine.createGame({ seed: "server", playerCount: 3, tidesOfBattle: false });
    const prompts = agotEngine.pendingSeats(state);
    const seat = prompts[0]!.seat;
    const legal = agotEngine.legalActions(state, seat);
    const action = asServerBot(agotHeuristicBot).decide(agotEngine.view(state, seat), legal, seedRng("x"), { seat, prompts });
    expect(legal).toContainEqual(action);
  });
});
