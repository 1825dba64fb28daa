/**
 * Fair randomness: a game's seed fixes every shuffle and die roll, so whoever knows it knows them
 * all. The server picks it unless the creator does; every summary carries its SHA-256 from the
 * start (a commitment the server cannot change later) and, once the game is finished, the seed
 * itself, so anyone can check that hash and replay every shuffle and roll (`kingsroad replay`).
 * A seed the creator chose, or a scenario start, is said as such in the lobby and on the game's
 * summary before anyone joins.
 */
import { createHash } from "node:crypto";
import type { SeedFacts } from "./protocol.ts";
import type { GameRecord, StoredAction } from "./store/types.ts";

export function seedFacts(record: GameRecord): SeedFacts | undefined {
  const setup = record.setup;
  if (setup.kind === "scenario") return { source: "scenario" };
  if (setup.seed === undefined || setup.seedSource === undefined) return undefined;
  return {
    source: setup.seedSource,
    sha256: createHash("sha256").update(setup.seed, "utf8").digest("hex"),
    ...(record.status === "finished" && { seed: setup.seed }),
  };
}

/** The format of `npm run kingsroad -- replay FILE` (packages/cli/src/play/replay-file.ts). */
export const REPLAY_FORMAT = "kingsroad-replay/1";

/**
 * A finished game as a replay file: its config (the seed in it, now revealed), every action and
 * the hash of the final state. `npm run kingsroad -- replay FILE` plays the log again from the
 * config and checks that hash; the config's seed hashes to the SHA-256 published at the start.
 */
export function replayFile(record: GameRecord, actions: readonly StoredAction[], finalHash: string): object | null {
  if (record.status !== "finished" || record.setup.kind !== "config") return null;
  return {
    format: REPLAY_FORMAT,
    game: record.engine,
    config: record.setup.config,
    bots: Object.fromEntries(record.seats.filter((s) => s.kind === "bot").map((s) => [s.seat, s.level ?? "random"])),
    actions: actions.map((a) => ({ seat: a.seat, action: a.action })),
    hash: finalHash,
  };
}

/** The summary's `seed` field, when there is something to say. */
export function withSeed(record: GameRecord): { seed?: SeedFacts } {
  const facts = seedFacts(record);
  return facts ? { seed: facts } : {};
}
