/**
 * The pass round asks every house after every game event whether it may declare an effect
 * (rules/window.ts `mayDeclare`), so its questions have short forms that must give the same
 * answers as the lists they stand for: `mayGiveWithMarker` for `markerGiftActions(...).length > 0`
 * (SF-16), `presentHousesIn` for `presentHouses` village by village (5.1, giving control), and
 * `sieges` (kept per villages map) for the villages' sieges in their order (6.4, lifting a siege);
 * and `mayDeclare` itself, which asks its questions in the order that is quickest, not the rule's.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import { randomGame, tableOf } from "./selfplay.ts";
import { markerGiftActions, mayGiveWithMarker } from "../src/rules/diplomacy.ts";
import { mayDeclare } from "../src/rules/window.ts";
import { abilityActions } from "../src/rules/abilities.ts";
import { cardActions } from "../src/rules/cards/play.ts";
import { askHolding, unseen } from "../src/rules/cards/unseen.ts";
import { OPPORTUNITY, type Card } from "../src/data/rules.ts";
import type { FiefState } from "../src/state.ts";
import { presentHouses, presentHousesIn, sieges } from "../src/query.ts";
import { VILLAGE, type VillageId } from "../src/data/board.ts";
import type { House } from "../src/data/nobles.ts";

/** `whyAsked` without the abilities and marker gifts: whether a card alone would have the house asked. */
function whyAskedByCards(s: FiefState, h: House): "card" | null {
  const size = s.houses[h]!.hand.length;
  if (size === 0) return null;
  const passage = size >= 2 && unseen(s, "Secret Passage");
  for (const c of OPPORTUNITY as ReadonlySet<Card>) {
    if (!unseen(s, c)) continue;
    const held: Card[] = passage && c !== "Secret Passage" ? [c, "Secret Passage"] : [c];
    if (askHolding(s, h, held, (x) => cardActions(x, h, c).length > 0)) return "card";
  }
  return null;
}

/**
 * Who is asked in a pass round, as the rule reads (window.ts header, SF-16, SF-22): a house with an
 * ability, privilege or marker gift open to it (a village received in this round not given on), or
 * one holding a card while some opportunity card not yet seen would have a play for it (2.4, with a
 * Secret Passage beside it for an Abduction through a fortification, 2.4.11 note). The reason, or
 * null when the house passes without being asked.
 */
function whyAsked(s: FiefState, h: House): "public" | "card" | null {
  const received = s.window?.received ?? [];
  const abilities = abilityActions(s, h).filter((a) => !(a.type === "ability" && a.name === "giveControl" && received.some((r) => r.village === a.target && r.house === h)));
  if (abilities.length > 0 || markerGiftActions(s, h).length > 0) return "public";
  return whyAskedByCards(s, h);
}

describe("the pass round's short questions", () => {
  it("mayDeclare asks whom the rule asks, whatever order it asks its questions in", () => {
    const seen = { public: 0, card: 0, none: 0, publicWithCards: 0 };
    for (const [seed, options] of [[4411, {}], [4412, { diplomacyVariant: true, tactics: true }], [4413, { nightsWatch: true }]] as const) {
      let n = 0;
      randomGame(seed, tableOf(seed, 6), options, 20000, 15, (s) => {
        if (n++ % 2 !== 0) return; // every other state: the card lists are long to build
        for (const h of s.config.houses as House[]) {
          const why = whyAsked(s, h);
          expect(mayDeclare(s, h)).toBe(why !== null);
          seen[why ?? "none"]++;
          // only an ability or a marker gift, though the house holds cards: its cards are asked first now
          if (why === "public" && s.houses[h]!.hand.length > 0 && whyAskedByCards(s, h) === null) seen.publicWithCards++;
        }
      });
    }
    for (const k of ["public", "card", "none", "publicWithCards"] as const) expect(seen[k]).toBeGreaterThan(0);
  });


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
