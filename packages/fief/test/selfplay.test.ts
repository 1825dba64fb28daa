/**
 * Self-play with a random legal-move player: every game reaches a victory or the round cap with
 * no error, no stall and no broken invariant. FIEF_SELFPLAY_GAMES sets the games per player count
 * (default 9: one per option set); game g of a count plays OPTION_SETS[g % 9], so every option is
 * played with and without. The full run is `FIEF_SELFPLAY_GAMES=200 npx vitest run packages/fief/test/selfplay.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { randomGame, tableOf } from "./selfplay.ts";
import type { Options } from "../src/state.ts";

const GAMES = Number(process.env.FIEF_SELFPLAY_GAMES ?? 9);
export const OPTION_SETS: [string, Partial<Options>][] = [
  ["base", {}],
  ["winter is coming", { winterIsComing: true }],
  ["tactics", { tactics: true }],
  ["night's watch", { nightsWatch: true }],
  ["assassination variant", { assassinationVariant: true }],
  ["diplomacy variant", { diplomacyVariant: true }],
  ["one mill per village", { oneMillPerVillage: true }],
  ["title concession", { titleConcession: true }],
  ["all options", { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, oneMillPerVillage: true, titleConcession: true }],
];

describe("self-play", () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${GAMES} random games with ${players} players, cycling through every option set`, { timeout: 3_600_000 }, () => {
      const endings: Record<string, number> = {};
      for (let g = 0; g < GAMES; g++) {
        const seed = players * 100_000 + g;
        const [, options] = OPTION_SETS[g % OPTION_SETS.length]!;
        const r = randomGame(seed, tableOf(seed, players), options);
        expect(r.rounds).toBeGreaterThan(0);
        endings[r.reason] = (endings[r.reason] ?? 0) + 1;
      }
      if (process.env.FIEF_SELFPLAY_GAMES) console.log(`${players} players: ${GAMES} games`, endings);
    });
  }
});
