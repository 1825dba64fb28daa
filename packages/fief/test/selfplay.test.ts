/**
 * Self-play with a random legal-move player: every game reaches a victory or the round cap with
 * no error, no stall and no broken invariant. FIEF_SELFPLAY_GAMES sets games per player count and
 * option set (default 4 here; the 200-per-count run is `FIEF_SELFPLAY_GAMES=200`).
 */
import { describe, expect, it } from "vitest";
import { randomGame, tableOf } from "./selfplay.ts";
import type { Options } from "../src/state.ts";

const GAMES = Number(process.env.FIEF_SELFPLAY_GAMES ?? 4);
const OPTION_SETS: [string, Partial<Options>][] = [
  ["base", {}],
  ["winter is coming", { winterIsComing: true }],
  ["tactics", { tactics: true }],
  ["assassination variant", { assassinationVariant: true }],
  ["one mill per village", { oneMillPerVillage: true }],
  ["title concession", { titleConcession: true }],
  ["night's watch", { nightsWatch: true }],
  ["diplomacy variant", { diplomacyVariant: true }],
  ["all options", { winterIsComing: true, tactics: true, assassinationVariant: true, oneMillPerVillage: true, titleConcession: true, diplomacyVariant: true, nightsWatch: true }],
];

describe("self-play", () => {
  for (const players of [3, 4, 5, 6]) {
    for (const [name, options] of OPTION_SETS) {
      it(`${GAMES} random games, ${players} players, ${name}`, { timeout: 600_000 }, () => {
        for (let g = 0; g < GAMES; g++) {
          const seed = players * 100_000 + g;
          const r = randomGame(seed, tableOf(seed, players), options);
          expect(r.rounds).toBeGreaterThan(0);
        }
      });
    }
  }
});
