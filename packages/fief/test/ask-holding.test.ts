/**
 * `askHolding` (rules/cards/unseen.ts): the pass round asks what a house could do holding a card it
 * may not hold (SF-22). The question is asked on the state itself with the hand swapped in, so the
 * hand must be back afterwards, and a frozen state must be asked through a copy.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import { askHolding } from "../src/rules/cards/unseen.ts";
import type { Card } from "../src/data/rules.ts";

function deepFreeze<T>(v: T): T {
  if (typeof v === "object" && v !== null) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

describe("askHolding", () => {
  const game = () => fiefEngine.createGame({ seed: 11, houses: ["stark", "lannister", "tyrell"] });
  const asked: Card[] = ["Justice", "Secret Passage"];

  it("asks with the hand given and puts the house's own hand back, even when the question throws", () => {
    const s = cloneJson(game());
    const own = s.houses.stark!.hand;
    expect(askHolding(s, "stark", asked, (held) => held.houses.stark!.hand)).toEqual(asked);
    expect(s.houses.stark!.hand).toBe(own);
    expect(() => askHolding(s, "stark", asked, () => { throw new Error("boom"); })).toThrow("boom");
    expect(s.houses.stark!.hand).toBe(own);
  });

  it("asks a frozen state through a copy, leaving it as it was", () => {
    const s = deepFreeze(cloneJson(game()));
    const before = JSON.stringify(s);
    expect(askHolding(s, "stark", asked, (held) => held.houses.stark!.hand)).toEqual(asked);
    expect(JSON.stringify(s)).toBe(before);
  });
});
