/**
 * 4.4.1 "If another Player takes Control of this Fortified City, he also takes the Fief Title"; the
 * title goes "below one of the Player's Noble cards", so the taker chooses the noble.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("taking a Fortified City (4.4.1)", () => {
  it("the new controller chooses which of his nobles holds the fief title", () => {
    let s = scenario({
      houses: ["tully", "stark", "arryn"],
      nobles: [
        { id: "Edmure Tully", house: "tully", village: "the-twins", titles: ["fief:riverlands"] },
        { id: "Robb Stark", house: "stark", village: "harrenhal" },
        { id: "Ned Stark", house: "stark", village: "harrenhal" },
      ],
      units: [{ house: "stark", village: "harrenhal", type: "menAtArms" }, { house: "tully", village: "the-twins", type: "menAtArms" }],
      villages: { riverrun: { controller: "tully", stronghold: true, fortified: true }, "the-twins": { controller: "tully" } },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
    });
    s = act(s, "stark", { type: "march", noble: "Robb Stark" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    s = act(s, "stark", { type: "step", to: "riverrun" });
    expect(s.villages.riverrun!.controller).toBe("stark");
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:fiefTitle"]);
    expect(legal(s, "stark")).toEqual([
      { type: "transfer", title: "fief:riverlands", to: "Robb Stark" },
      { type: "transfer", title: "fief:riverlands", to: "Ned Stark" },
    ]);
    s = act(s, "stark", { type: "transfer", title: "fief:riverlands", to: "Ned Stark" });
    expect(s.titles["fief:riverlands"]).toBe("Ned Stark");
    expect(fiefEngine.pendingSeats(s).map((p) => p.seat)).toEqual(["stark"]);
  });
});
