/**
 * Fief fuzz games that once failed, re-run one by one through the fuzzer (same table, same checks).
 * ceo1125 game 435 (6 players): an Abduction waiting on another house's Secret Passage went back
 * into its owner's hand, so the answer depended on a hand other seats may not see (issue 21 item 5).
 * About 10 s on an idle core (9 850 actions); the timeout leaves room for a shared machine.
 * bar-20261201 game 16 (3 players): at action 356 a loss ended a battle at Lannisport, and the
 * winner's army took the loser's captive by writing the captive's noble record, shared with the
 * state before, without taking it (captives.ts `give`; issue 32). About 2 s (3 230 actions).
 * final-20261202 games 16 and 109 (3 and 4 players): a pass-round answer the game holds (SF-22 D2:
 * Lannister's look at Baratheon's hand, Stark's Justice) resolved on another house's pass, and the
 * check took what it showed, or a card it named, for a leak, dealing the answering house's hand
 * anew (fief-secrets.ts `committed`). About 2 s each (3 920 and 5 010 actions).
 */
import { describe, expect, it } from "vitest";
import { fuzz, gameModule } from "../src/index.ts";

describe("Fief fuzz regressions", () => {
  it("ceo1125 game 435: an Abduction asking for a Secret Passage waits outside the hand", { timeout: 120_000 }, () => {
    const r = fuzz({ game: gameModule("fief"), games: 1, from: 435, seed: "ceo1125", hiddenRate: 0.05 });
    expect(r.failures.map((f) => `${f.failure.kind}: ${f.failure.message.slice(0, 300)}`)).toEqual([]);
    expect(r.games).toBe(1);
  });

  it("bar-20261201 game 16: captives changing hands after a battle take their noble records before writing them", { timeout: 60_000 }, () => {
    const r = fuzz({ game: gameModule("fief"), games: 1, from: 16, seed: "bar-20261201", hiddenRate: 0.05 });
    expect(r.failures.map((f) => `${f.failure.kind}: ${f.failure.message.slice(0, 300)}`)).toEqual([]);
    expect(r.games).toBe(1);
  });

  it.each([16, 109])("final-20261202 game %i: a pass-round answer waiting in the window acts on the pass that resolves it", { timeout: 60_000 }, (from) => {
    const r = fuzz({ game: gameModule("fief"), games: 1, from, seed: "final-20261202", hiddenRate: 0.05 });
    expect(r.failures.map((f) => `${f.failure.kind}: ${f.failure.message.slice(0, 300)}`)).toEqual([]);
    expect(r.games).toBe(1);
  });
});
