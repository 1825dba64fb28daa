import { describe, expect, it } from "vitest";
import { nextInt, seedRng, shuffle, pick } from "../src/rng.ts";
import { stateHash } from "../src/hash.ts";

describe("seeded rng", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = seedRng("alpha");
    expect(seedRng("alpha")).toEqual(a);
    expect(seedRng("beta")).not.toEqual(a);
    expect(nextInt(a, 1000)).toEqual(nextInt(seedRng("alpha"), 1000));
  });

  it("survives a JSON round trip mid-stream", () => {
    let rng = seedRng(7);
    for (let i = 0; i < 10; i++) rng = nextInt(rng, 6)[1];
    const copy = JSON.parse(JSON.stringify(rng));
    expect(nextInt(copy, 100)).toEqual(nextInt(rng, 100));
  });

  it("draws every face of a die with roughly equal frequency", () => {
    let rng = seedRng("die");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const [x, next] = nextInt(rng, 6);
      counts[x]!++;
      rng = next;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it("shuffles into a permutation without touching the input", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const [out] = shuffle(seedRng(1), items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(items);
    expect(out).not.toEqual(items);
  });

  it("rejects bad bounds and empty picks", () => {
    expect(() => nextInt(seedRng(1), 0)).toThrow(RangeError);
    expect(() => pick(seedRng(1), [])).toThrow(RangeError);
  });
});

describe("state hash", () => {
  it("ignores key order and sees every value", () => {
    expect(stateHash({ a: 1, b: [1, 2] })).toBe(stateHash({ b: [1, 2], a: 1 }));
    expect(stateHash({ a: 1, b: [1, 2] })).not.toBe(stateHash({ a: 1, b: [2, 1] }));
  });
});
