/**
 * 5.1 note: "If more than one Player or no Player caused it, the previous Controller makes the choice
 * of the new Controller" amongst the players present.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, legal, scenario } from "./helpers.ts";

const mk = (others: { house: "tully" | "arryn"; village: string; type: "menAtArms" }[]) => {
  let s = scenario({
    houses: ["tully", "stark", "arryn"],
    nobles: [{ id: "Robb Stark", house: "stark", village: "riverrun" }],
    units: [{ house: "stark", village: "riverrun", type: "menAtArms" }, ...others],
    villages: { riverrun: { controller: "stark" } },
    phase: "movement",
    step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
  });
  // Robb leaves Riverrun: his march causes the loss of control (5.1)
  s = act(s, "stark", { type: "march", noble: "Robb Stark" });
  s = act(s, "stark", { type: "load", unit: "menAtArms" });
  s = act(s, "stark", { type: "step", to: "harrenhal" });
  return s;
};

describe("a new controller when the controller leaves (5.1)", () => {
  it("the previous controller names the new one among the houses present", () => {
    const s = mk([{ house: "tully", village: "riverrun", type: "menAtArms" }, { house: "arryn", village: "riverrun", type: "menAtArms" }]);
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:control"]);
    expect(legal(s, "stark")).toEqual([{ type: "control", village: "riverrun", house: "tully" }, { type: "control", village: "riverrun", house: "arryn" }]);
    expect(legal(s, "tully")).toEqual([]);
    const t = act(s, "stark", { type: "control", village: "riverrun", house: "arryn" });
    expect(t.villages.riverrun!.controller).toBe("arryn");
    expect(fiefEngine.pendingSeats(t).map((p) => p.seat)).toEqual(["stark"]); // back to Robb's march
    expect(t.step).toMatchObject({ kind: "movement", group: { leader: "Robb Stark", at: "harrenhal" } });
  });

  it("with one house left there is nothing to choose", () => {
    const s = mk([{ house: "arryn", village: "riverrun", type: "menAtArms" }]);
    expect(s.villages.riverrun!.controller).toBe("arryn");
    expect(s.controlChoices ?? []).toEqual([]);
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:movement"]);
  });
});
