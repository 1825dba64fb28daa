/**
 * The engine's behaviour fingerprint (hashes.ts): 48 seeded random self-play games (3-6 players,
 * with and without Tides of Battle) must end with the recorded action counts, final states, event
 * logs, prompts and views. A refactoring keeps them identical; a rule change that alters these
 * games' course regenerates them with `npx tsx packages/agot/test/hashes.ts --write` and says why
 * in its commit message.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HASHES_FILE, playHashes, type GameHash } from "./hashes.ts";

describe("self-play fingerprint", () => {
  it("48 seeded random games play exactly as recorded", { timeout: 120_000 }, () => {
    const recorded = JSON.parse(readFileSync(HASHES_FILE, "utf8")) as GameHash[];
    expect(playHashes()).toEqual(recorded);
  });
});
