import { describe, expect, it } from "vitest";
import { cloneJson, firstDifference, jsonEqual } from "../src/json.ts";

describe("jsonEqual", () => {
  it("ignores key order at every depth", () => {
    expect(jsonEqual({ type: "a", to: { x: 1, y: [1, { p: 2, q: 3 }] } }, { to: { y: [1, { q: 3, p: 2 }], x: 1 }, type: "a" })).toBe(true);
  });

  it("sees a difference in a nested key the top level does not have", () => {
    // The old Fief comparison, JSON.stringify(o, Object.keys(o).sort()), keeps only top-level key
    // names at every depth: these two would have compared equal.
    const a = { type: "a", to: { x: 1 } };
    const b = { type: "a", to: { x: 2 } };
    expect(JSON.stringify(a, Object.keys(a).sort())).toBe(JSON.stringify(b, Object.keys(b).sort()));
    expect(jsonEqual(a, b)).toBe(false);
  });

  it("treats an undefined property as absent, as JSON does", () => {
    expect(jsonEqual({ type: "lose", noble: undefined }, { type: "lose" })).toBe(true);
    expect(jsonEqual({ type: "lose" }, { type: "lose", noble: undefined })).toBe(true);
    expect(jsonEqual({ type: "lose", noble: null }, { type: "lose" })).toBe(false);
  });

  it("tells arrays, objects and primitives apart", () => {
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(jsonEqual({ 0: 1 }, [1])).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual(1, "1")).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

describe("cloneJson", () => {
  it("copies deeply", () => {
    const v = { a: [{ b: 1 }], c: null };
    const c = cloneJson(v);
    expect(c).toEqual(v);
    expect(c.a[0]).not.toBe(v.a[0]);
  });
});

describe("firstDifference", () => {
  it("names the first path where two values differ, and nothing when they are equal", () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe("");
    expect(firstDifference({ battle: { faces: [1, 3] } }, { battle: { faces: [2, 3] } })).toBe("state.battle.faces[0]: 1 became 2");
    expect(firstDifference({ a: 1 }, { a: 1, b: "x" }, "s")).toBe('s.b: undefined became "x"');
    expect(firstDifference([1], { 0: 1 })).toBe("state: [1] became {\"0\":1}");
  });
});
