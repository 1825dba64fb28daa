/**
 * Self-play with vassals (Mother of Dragons) on the base board: six houses of which some are
 * vassals, played to the end by the seeded random player, which checks the engine contract and
 * `checkInvariants` after every action (src/selfplay.ts). The full MoD setups have their own suite.
 */
import { describe, expect, it } from "vitest";
import type { HouseId } from "../src/data/houses.ts";
import { start } from "../src/engine/driver.ts";
import { describeFailure, playRandomGame } from "../src/selfplay.ts";
import { edit, rawGame } from "./helpers.ts";
import { vassalize } from "./vassal-setup.ts";

const SETS: readonly HouseId[][] = [["tyrell", "martell"], ["greyjoy", "tyrell", "martell"], ["stark", "greyjoy", "tyrell", "martell"]];

describe("self-play with vassals on the base board", () => {
  it("games with 2, 3 and 4 vassals end with an outcome, no stall, no engine error, no broken invariant", () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const vassals = SETS[i % SETS.length]!;
      const from = start(edit(rawGame(6, `vassals-${i}`, i % 2 === 1), (d) => vassalize(d, Object.fromEntries(vassals.map((h) => [h, null]))))).state;
      const r = playRandomGame({ seed: `vassal-play-${i}`, playerCount: 6, from, style: i % 4 < 2 ? "aggressive" : "uniform" });
      for (const k of r.framesSeen) seen.add(k);
      if (r.failure) failures.push(describeFailure(r.failure));
      else expect(r.final.outcome).not.toBeNull();
    }
    expect(failures).toEqual([]);
    for (const k of ["claim-vassals", "assign-orders", "combat", "clash-of-kings", "muster"]) expect([...seen]).toContain(k);
  }, 300_000);
});
