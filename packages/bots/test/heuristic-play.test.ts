import { describe, expect, it } from "vitest";
import { agotHeuristicBot, botFor, fiefHeuristicBot, randomBot } from "../src/index.ts";
import { playAgot } from "./play.ts";

describe("AGoT heuristic bot in play", () => {
  it("only ever chooses legal actions and finishes games at every table size", { timeout: 60_000 }, () => {
    for (const players of [3, 4, 5, 6] as const) {
      const r = playAgot(`legal-${players}`, players, (seat) => (seat.length % 2 === 0 ? agotHeuristicBot : randomBot));
      expect(r.illegal).toBe(0);
      expect(r.outcome).not.toBeNull();
    }
  });

  it("decides the same way for the same seed and differently for another", { timeout: 60_000 }, () => {
    const a = playAgot("det-1", 4, () => agotHeuristicBot);
    const b = playAgot("det-1", 4, () => agotHeuristicBot);
    const c = playAgot("det-2", 4, () => agotHeuristicBot);
    expect(a.hash).toBe(b.hash);
    expect(a.hash).not.toBe(c.hash);
  });

  it("is found by name in the registry", () => {
    expect(botFor("agot", "heuristic")).toBe(agotHeuristicBot);
    expect(botFor("fief", "random")).toBe(randomBot);
    expect(botFor("fief", "heuristic")).toBe(fiefHeuristicBot);
    expect(() => botFor("fief", "genius")).toThrow(/choose one of: heuristic, random/);
  });
});
