/**
 * 4.2.5: "The Night's Watch Recruit [...] must always stay with the Brother of the Night's Watch
 * unless sent to the Wall during the bid."
 */
import { describe, expect, it } from "vitest";
import { act, legal, scenario } from "./helpers.ts";

const mk = () => {
  const s = scenario({
    houses: ["stark", "tully", "arryn"],
    options: { nightsWatch: true },
    nobles: [{ id: "Jon Snow", house: "stark", village: "winterfell" }, { id: "Robb Stark", house: "stark", village: "winterfell" }],
    units: [{ house: "stark", village: "winterfell", type: "recruit" }, { house: "stark", village: "winterfell", type: "menAtArms" }],
    villages: { winterfell: { controller: "stark" } },
    phase: "movement",
    step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
  } as never);
  s.nobles["Jon Snow"]!.brother = true;
  return s;
};
const steps = (s: ReturnType<typeof mk>) => legal(s, "stark").filter((a) => a.type === "step");

describe("a recruit stays with his brother (4.2.5, NWE)", () => {
  it("another noble's march cannot take the recruit away", () => {
    let s = act(mk(), "stark", { type: "march", noble: "Robb Stark" });
    expect(legal(s, "stark")).not.toContainEqual({ type: "load", unit: "recruit" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    expect(steps(s).length).toBeGreaterThan(0);
  });

  it("the brother does not set out without his recruit, nor drops him on the way", () => {
    let s = act(mk(), "stark", { type: "march", noble: "Jon Snow" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    expect(steps(s)).toEqual([]);
    s = act(s, "stark", { type: "load", unit: "recruit" });
    expect(steps(s).length).toBeGreaterThan(0);
    expect(legal(s, "stark")).not.toContainEqual({ type: "unload", unit: "recruit" });
    expect(legal(s, "stark")).toContainEqual({ type: "halt" }); // staying put is always possible
  });
});
