/** Bounded Fief self-play fuzz inside `npm test`: 3 to 6 players; see fuzz-agot.test.ts. */
import { describe, it } from "vitest";
import { boundedFuzz } from "./fuzz-run.ts";

describe("Fief self-play fuzz (bounded)", () => {
  it("plays 4 games over every table size without a failure", { timeout: 240_000 }, async () => {
    await boundedFuzz("fief", 4, "npm-test");
  });
});
