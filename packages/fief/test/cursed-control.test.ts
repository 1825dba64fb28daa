/**
 * 1.1.2 a Gods cursed noble who rolls a 1 dies; 5.1 control goes with the houses present: when he
 * was his house's last piece in the village, the village changes hands at once (SF-17: nobody
 * caused it, so the previous controller would name among several houses present).
 */
import { describe, expect, it } from "vitest";
import { beginRound } from "../src/rules/round.ts";
import { settle } from "../src/flow.ts";
import { scenario } from "./helpers.ts";

describe("a Gods cursed noble dying of his roll (1.1.2, 5.1)", () => {
  const mk = (withStark: boolean) => {
    const s = scenario({
      houses: ["stark", "arryn", "tully"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: withStark ? "riverrun" : "winterfell" },
        { id: "Edmure Tully", house: "tully", village: "riverrun" },
      ],
      units: withStark ? [{ house: "stark", village: "riverrun", type: "menAtArms" }] : [],
      villages: { riverrun: { controller: "tully" } },
      forcedRolls: [1],
    });
    s.nobles["Edmure Tully"]!.godsCursed = true;
    s.phase = "endOfRound";
    beginRound(s, []);
    settle(s, []);
    return s;
  };

  it("hands the village to the house still present", () => {
    const s = mk(true);
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
    expect(s.villages.riverrun!.controller).toBe("stark");
  });

  it("leaves it to nobody present when none is there (the fief's lord, if any)", () => {
    const s = mk(false);
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
    expect(s.villages.riverrun!.controller).not.toBe("tully");
  });
});
