/**
 * The pass round asks every house after every game event whether it may declare an effect
 * (rules/window.ts `mayDeclare`), so its questions have short forms that must give the same
 * answers as the lists they stand for: `mayGiveWithMarker` for `markerGiftActions(...).length > 0`
 * (SF-16), `presentHousesIn` for `presentHouses` village by village (5.1, giving control), and
 * `sieges` (kept per villages map) for the villages' sieges in their order (6.4, lifting a siege).
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import { randomGame, tableOf } from "./selfplay.ts";
import { markerGiftActions, mayGiveWithMarker } from "../src/rules/diplomacy.ts";
import { presentHouses, presentHousesIn, sieges } from "../src/query.ts";
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
        const besieged = Object.entries(s.villages).filter(([, vs]) => vs.siege).map(([village, vs]) => ({ village, besieger: vs.siege!.besieger }));
        expect(sieges(s)).toEqual(besieged);
      });
    }
    // both answers were met
    expect(yes).toBeGreaterThan(0);
    expect(yes).toBeLessThan(asked);
  });

  it("lists the sieges in the villages' order, and keeps the list of a frozen villages map", () => {
    const s = cloneJson(fiefEngine.createGame({ seed: 3, houses: ["stark", "lannister", "tyrell"] }));
    const ids = Object.keys(s.villages) as VillageId[];
    const [a, b] = [ids[ids.length - 1]!, ids[1]!];
    s.villages[a]!.siege = { besieger: "tyrell", engine: 1, round: 1 };
    s.villages[b]!.siege = { besieger: "stark", engine: 2, round: 1 };
    expect(sieges(s)).toEqual([{ village: b, besieger: "stark" }, { village: a, besieger: "tyrell" }]);
    Object.freeze(s.villages);
    expect(sieges(s)).toBe(sieges(s));
  });
});
