import { describe, expect, it, vi } from "vitest";

// Each draw of the shuffle is asked of crypto.randomInt (unbiased by construction); a stub that
// always answers 0 makes the permutation predictable: Fisher-Yates swaps each item with the first.
vi.mock("node:crypto", async (original) => ({
  ...(await original<typeof import("node:crypto")>()),
  randomInt: vi.fn((max: number) => {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`bad bound ${max}`);
    return 0;
  }),
}));

const { cryptoShuffle } = await import("../src/tokens.ts");
const { randomInt } = await import("node:crypto");

describe("seat shuffle", () => {
  it("draws every index with crypto.randomInt over the exact range", () => {
    expect(cryptoShuffle(["a", "b", "c", "d"])).toEqual(["b", "c", "d", "a"]);
    expect(vi.mocked(randomInt).mock.calls).toEqual([[4], [3], [2]]);
  });
});
