/**
 * The engine's behaviour fingerprint (hashes.ts): 36 seeded random self-play games must end with
 * the recorded action counts, final states and event logs. A refactoring keeps them identical; a
 * rule change that alters these games' course regenerates them with
 * `npx tsx packages/fief/test/hashes.ts --write` and says why in its commit message.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HASHES_FILE, playHashes, type GameHash } from "./hashes.ts";

describe("self-play fingerprint", () => {
  it("36 seeded random games play exactly as recorded", { timeout: 120_000 }, () => {
    const recorded = JSON.parse(readFileSync(HASHES_FILE, "utf8")) as GameHash[];
    expect(playHashes()).toEqual(recorded);
  });
});
