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
import type { GameRecord } from "./store/types.ts";

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

/** The summary's `seed` field, when there is something to say. */
export function withSeed(record: GameRecord): { seed?: SeedFacts } {
  const facts = seedFacts(record);
  return facts ? { seed: facts } : {};
}
