/**
 * The scenario format (SCENARIO.md): fixtures load, bad scenarios are clear errors, the state is
 * plain JSON.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, count } from "./helpers.ts";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8"));

describe("scenarios", () => {
  it("loads the Warden of the North fixture and asks Stark for a candidate", () => {
    const r = fiefEngine.fromScenario(fixture("warden-of-the-north"));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(fiefEngine.pendingSeats(r.value).map((p) => p.seat)).toEqual(["stark"]);
    // plain JSON: the round trip gives every part back (the engine's symbol-keyed memo aside, draft.ts)
    expect(JSON.parse(JSON.stringify(r.value))).toEqual(Object.fromEntries(Object.entries(r.value)));
  });

  it("siege of Pyke (6.4): the engine cancels the Stronghold penalty, Arryn attacks with his die", () => {
    const r = fiefEngine.fromScenario(fixture("siege-of-pyke"));
    if (!r.ok) throw new Error(r.error.message);
    // arryn 4 SP: 1 die (face 5 = 2 hits); greyjoy 3 SP: 1 die (face 1 = 1 hit, cannot kill a knight)
    const s = act(r.value, "arryn", { type: "declareBattle", village: "pyke", against: "greyjoy" });
    const t = act(act(s, "greyjoy", { type: "lose", unit: "menAtArms" }), "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(t, "greyjoy", "pyke")).toBe(0);
    expect(t.nobles["Balon Greyjoy"]!.captor).toBe("arryn");
    expect(t.villages.pyke!.controller).toBe("arryn");
  });

  it("rejects a bad scenario with a clear error", () => {
    const r = fiefEngine.fromScenario({ houses: ["stark", "stark", "tully"] });
    expect(!r.ok && r.error.code).toBe("bad_scenario");
    const v = fiefEngine.fromScenario({ houses: ["stark", "greyjoy", "tully"], units: [{ house: "stark", village: "atlantis", type: "knight" }] });
    expect(!v.ok && v.error.message).toMatch(/atlantis/);
    expect(fiefEngine.fromScenario(42).ok).toBe(false);
  });
});
