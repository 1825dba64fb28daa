/**
 * Mother of Dragons' behaviour fingerprint (mod-hashes.ts): 16 seeded random self-play games (3-8
 * players, modules on and off, Tides of Battle on and off) must end with the recorded action
 * counts, final states, event logs, prompts and views. A refactoring keeps them identical; a rule
 * change that alters these games' course regenerates them with
 * `npx tsx packages/agot/test/mod-hashes.ts --write` and says why in its commit message.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameHash } from "./hashes.ts";
import { MOD_HASHES_FILE, playModHashes } from "./mod-hashes.ts";

describe("Mother of Dragons self-play fingerprint", () => {
  it("16 seeded random MoD games play exactly as recorded", { timeout: 180_000 }, () => {
    const recorded = JSON.parse(readFileSync(MOD_HASHES_FILE, "utf8")) as GameHash[];
    expect(playModHashes()).toEqual(recorded);
  });
});
