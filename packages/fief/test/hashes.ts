/**
 * The behaviour fingerprint of the engine: a fixed set of seeded random self-play games (3 to 6
 * players, every option set of the self-play test, plain and ambitious players) with, for each,
 * the action count, the final state's hash and a hash over every event of the game in order. A
 * refactoring that must not change behaviour keeps every line identical (hashes.test.ts).
 *
 *   npx tsx packages/fief/test/hashes.ts          # print the fingerprint
 *   npx tsx packages/fief/test/hashes.ts --write  # record it in test/fixtures/selfplay-hashes.json
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { canonicalJson, stateHash } from "@kingsroad/core";
import type { FiefState } from "../src/state.ts";
import { randomGame, tableOf } from "./selfplay.ts";
import type { Options } from "../src/state.ts";

export const HASHES_FILE = new URL("./fixtures/selfplay-hashes.json", import.meta.url);

// the option sets of selfplay.test.ts (not imported: that file registers its tests when loaded)
const OPTION_SETS: [string, Partial<Options>][] = [
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

export interface GameHash { game: string; actions: number; reason: string; state: string; events: string }

export function playHashes(): GameHash[] {
  const out: GameHash[] = [];
  for (const players of [3, 4, 5, 6]) {
    for (let g = 0; g < OPTION_SETS.length; g++) {
      const seed = players * 100_000 + g;
      const [name, options] = OPTION_SETS[g]!;
      const events = createHash("sha256");
      let last: FiefState | null = null;
      const r = randomGame(seed, tableOf(seed, players), options, 20000, 15, (s, evs) => {
        last = s;
        for (const e of evs) events.update(canonicalJson(e)).update("\n");
      });
      out.push({ game: `${players}p seed ${seed} ${name}`, actions: r.actions, reason: r.reason, state: stateHash(last), events: events.digest("hex") });
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  const rows = playHashes();
  for (const r of rows) console.log(`${r.state.slice(0, 16)} ${r.events.slice(0, 16)} ${String(r.actions).padStart(6)} ${r.reason.padEnd(10)} ${r.game}`);
  console.log(`${rows.length} games, ${rows.reduce((a, r) => a + r.actions, 0)} actions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (process.argv.includes("--write")) writeFileSync(HASHES_FILE, JSON.stringify(rows, null, 2) + "\n");
}
