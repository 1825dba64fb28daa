/**
 * 2.3.3 Plague: "Any Noble entering a Plague infested Region must immediately roll to see if he
 * dies. Troops entering a plagued Region lose half of their number, rounded down." The half is of
 * the troops that entered, and they are the ones who fall: troops already in the village had
 * their own share of the Plague when it struck.
 */
import { describe, expect, it } from "vitest";
import { plague } from "../src/rules/draw.ts";
import type { FiefState } from "../src/state.ts";
import { act, count, legal, scenario } from "./helpers.ts";

/** Tywin with men-at-arms at Riverrun; region 5 (the Golden Tooth) is plagued and holds a Lannister knight already. */
function beforeEntering(menAtArms: number, rolls: number[]): FiefState {
  const s = scenario({
    houses: ["lannister", "greyjoy", "stark"],
    nobles: [{ id: "Tywin Lannister", house: "lannister", village: "riverrun" }],
    units: [
      { house: "lannister", village: "riverrun", type: "menAtArms", count: menAtArms },
      { house: "lannister", village: "the-golden-tooth", type: "knight", count: 1 },
    ],
    villages: { "the-golden-tooth": { controller: "lannister" } },
    regions: { "5": { disasters: ["Plague"] } },
    forcedRolls: rolls,
  });
  s.phase = "movement";
  s.step = { kind: "movement", turn: 0, order: [...s.turnOrder], group: null, moved: [] };
  return s;
}

describe("entering a plagued region (2.3.3)", () => {
  it("the noble rolls; half the troops that entered are lost, chosen among them only", () => {
    let s = beforeEntering(3, [4]);
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    for (let i = 0; i < 3; i++) s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "the-golden-tooth" });
    expect(s.forcedRolls).toEqual([]); // Tywin rolled his 4 and lives
    expect(s.nobles["Tywin Lannister"]!.village).toBe("the-golden-tooth");
    expect(s.losses[0]).toMatchObject({ house: "lannister", village: "the-golden-tooth", remaining: 1, reason: "the Plague" });
    // Half of the three who entered: one man-at-arms; the knight who was there is not a choice.
    expect(legal(s, "lannister")).toEqual([{ type: "lose", unit: "menAtArms" }]);
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(count(s, "lannister", "the-golden-tooth", "menAtArms")).toBe(2);
    expect(count(s, "lannister", "the-golden-tooth", "knight")).toBe(1);
  });

  it("a noble entering dies on a 1-3", () => {
    let s = beforeEntering(1, [3]);
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "the-golden-tooth" });
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    expect(s.losses).toEqual([]); // one troop entering: half of 1 rounded down is 0
  });
});

describe("not affected again (2.3.3)", () => {
  it("pieces the Plague struck that leave its region and come back are not struck again", () => {
    let s = scenario({
      houses: ["lannister", "greyjoy", "stark"],
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "the-golden-tooth" }],
      units: [{ house: "lannister", village: "the-golden-tooth", type: "menAtArms", count: 3 }],
      villages: { "the-golden-tooth": { controller: "lannister" } },
      regions: { "5": { disasters: ["Plague"] } },
      forcedRolls: [5, 1],
    });
    s.step = { kind: "playCards", turn: 0 };
    plague(s, 5, []);
    expect(s.forcedRolls).toEqual([1]); // Tywin rolled his 5 and lives
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" }); // half of 3: one
    s.phase = "movement";
    s.step = { kind: "movement", turn: 0, order: [...s.turnOrder], group: null, moved: [] };
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "riverrun" });
    s = act(s, "lannister", { type: "step", to: "the-golden-tooth" });
    // Back in the plagued region: no roll (the forced 1 would kill him), no losses.
    expect(s.nobles["Tywin Lannister"]!.village).toBe("the-golden-tooth");
    expect(s.forcedRolls).toEqual([1]);
    expect(s.losses).toEqual([]);
    expect(count(s, "lannister", "the-golden-tooth", "menAtArms")).toBe(2);
  });
});
