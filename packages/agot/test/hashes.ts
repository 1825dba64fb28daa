/**
 * The behaviour fingerprint of the engine: a fixed set of seeded random self-play games (3 to 6
 * players, with and without Tides of Battle, uniform and aggressive random players) with, for each,
 * the action count, the final state's hash, a hash over every event of the game in order, one over
 * every prompt asked on the way and one over what each seat (and a spectator) sees at the end. A
 * refactoring that must not change behaviour keeps every line identical (hashes.test.ts).
 *
 *   npx tsx packages/agot/test/hashes.ts          # print the fingerprint
 *   npx tsx packages/agot/test/hashes.ts --write  # record it in test/selfplay-hashes.json (not in fixtures/: those are scenarios)
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { canonicalJson, stateHash } from "@kingsroad/core";
import { applyAction, pendingPrompts, start } from "../src/engine/driver.ts";
import { playRandomGame, type SelfPlayResult } from "../src/selfplay.ts";
import { setupGame } from "../src/setup.ts";
import { viewFor } from "../src/view.ts";

export const HASHES_FILE = new URL("./selfplay-hashes.json", import.meta.url);

export interface GameHash {
  game: string;
  actions: number;
  outcome: string;
  state: string;
  events: string;
  prompts: string;
  views: string;
}

const PLAYERS = [3, 4, 5, 6] as const;
const STYLES = ["uniform", "aggressive"] as const;
const SEEDS_EACH = 3;

/** One finished self-play game's fingerprint, named `game`: its log is replayed from its config's start. */
export function fingerprintGame(game: string, r: SelfPlayResult): GameHash {
  if (r.failure) throw new Error(`${game}: ${r.failure.kind} ${r.failure.message}`);
  // Replays the log to hash what a game log and the seats saw on the way.
  const events = createHash("sha256");
  const prompts = createHash("sha256");
  const first = start(setupGame(r.config));
  for (const e of first.events) events.update(canonicalJson(e)).update("\n");
  let g = first.state;
  for (const { seat, action } of r.log) {
    prompts.update(canonicalJson(pendingPrompts(g))).update("\n");
    const next = applyAction(g, seat, action);
    if (!next.ok) throw new Error(`${game}: replay refused ${JSON.stringify(action)}: ${next.error.message}`);
    for (const e of next.value.events) events.update(canonicalJson(e)).update("\n");
    g = next.value.state;
  }
  if (stateHash(g) !== stateHash(r.final)) throw new Error(`${game}: the replay ends in another state`);
  const views = createHash("sha256");
  for (const seat of [null, ...g.houses]) views.update(canonicalJson(viewFor(g, seat))).update("\n");
  return {
    game,
    actions: r.log.length,
    outcome: `${g.outcome!.reason} ${g.outcome!.ranking.join(",")} round ${g.round}`,
    state: stateHash(g),
    events: events.digest("hex"),
    prompts: prompts.digest("hex"),
    views: views.digest("hex"),
  };
}

export function playHashes(): GameHash[] {
  const out: GameHash[] = [];
  for (const players of PLAYERS) {
    for (const tides of [false, true]) {
      for (const style of STYLES) {
        for (let i = 0; i < SEEDS_EACH; i++) {
          const seed = `fingerprint-${players}-${tides ? "tides" : "base"}-${style}-${i}`;
          const r = playRandomGame({ seed, playerCount: players, tidesOfBattle: tides, style, checkInvariants: false });
          out.push(fingerprintGame(seed, r));
        }
      }
    }
  }
  return out;
}

/** Prints a fingerprint, one line a game (and records it in `file` with --write). */
export function printHashes(rows: readonly GameHash[], file: URL, t0: number): void {
  for (const r of rows) console.log(`${r.state.slice(0, 12)} ${r.events.slice(0, 12)} ${r.prompts.slice(0, 12)} ${r.views.slice(0, 12)} ${String(r.actions).padStart(5)} ${r.game} (${r.outcome})`);
  console.log(`${rows.length} games, ${rows.reduce((a, r) => a + r.actions, 0)} actions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (process.argv.includes("--write")) writeFileSync(file, JSON.stringify(rows, null, 2) + "\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  printHashes(playHashes(), HASHES_FILE, t0);
}
