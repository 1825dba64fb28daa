/**
 * The engine's legal-action lists name each action once: a bot choosing at random would otherwise
 * favour a doubled action, and the lists are built without a dedupe by JSON (announcements.ts
 * lists each part's actions once, the pardons once however many titles may pardon).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import type { FiefState } from "../src/state.ts";
import { randomGame, tableOf } from "./selfplay.ts";

function doubled(s: FiefState): string[] {
  const out: string[] = [];
  for (const seat of s.config.houses) {
    const seen = new Set<string>();
    for (const a of fiefEngine.legalActions(s, seat)) {
      const k = JSON.stringify(a);
      if (seen.has(k)) out.push(`${seat} at ${s.step.kind}: ${k}`);
      seen.add(k);
    }
  }
  return out;
}

describe("legal-action lists", () => {
  it("never list an action twice (random games, every option on, 3 to 6 players)", () => {
    const kinds = new Set<string>();
    for (const players of [3, 4, 5, 6]) {
      const seed = 9500 + players;
      randomGame(seed, tableOf(seed, players), { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, titleConcession: true }, 20000, 6, (s) => {
        kinds.add(s.step.kind);
        expect(doubled(s)).toEqual([]);
      });
    }
    // the announcements and the own-turn steps were among the lists looked at
    for (const k of ["announce", "purchase", "movement", "battleDeclare", "playCards"]) expect(kinds).toContain(k);
  });
});
