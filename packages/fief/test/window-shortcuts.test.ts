/**
 * The pass round asks every house after every game event whether it may declare an effect
 * (rules/window.ts `mayDeclare`), so its questions have short forms that must give the same
 * answers as the lists they stand for: `mayGiveWithMarker` for `markerGiftActions(...).length > 0`
 * (SF-16) and `presentHousesIn` for `presentHouses` village by village (5.1, giving control).
 */
import { describe, expect, it } from "vitest";
import { randomGame, tableOf } from "./selfplay.ts";
import { markerGiftActions, mayGiveWithMarker } from "../src/rules/diplomacy.ts";
import { presentHouses, presentHousesIn } from "../src/query.ts";
import { VILLAGE, type VillageId } from "../src/data/board.ts";
import type { House } from "../src/data/nobles.ts";

describe("the pass round's short questions", () => {
  it("give the answers of the lists they stand for, with and without the Diplomacy variant", () => {
    const villages = Object.keys(VILLAGE) as VillageId[];
    let asked = 0, yes = 0;
    for (const diplomacyVariant of [false, true]) {
      const seed = diplomacyVariant ? 4402 : 4401;
      randomGame(seed, tableOf(seed, 5), { diplomacyVariant }, 20000, 3, (s) => {
        for (const h of s.config.houses as House[]) {
          const long = markerGiftActions(s, h).length > 0;
          expect(mayGiveWithMarker(s, h)).toBe(long);
          asked++;
          if (long) yes++;
        }
        const here = presentHousesIn(s, villages);
        for (const v of villages) expect(here.get(v)).toEqual(presentHouses(s, v));
      });
    }
    // both answers were met
    expect(yes).toBeGreaterThan(0);
    expect(yes).toBeLessThan(asked);
  });
});
