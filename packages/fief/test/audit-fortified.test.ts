/**
 * Audit tests (task FC): a governed fief's Fortified City and its title change hands (4.4.1), and
 * the fief's unoccupied villages follow the titled noble (5.1).
 *
 * 4.4.1 "If another Player takes Control of this Fortified City, he also takes the Fief Title."
 * 5.1 "Unoccupied Villages in a Governed Fief are considered Controlled by the Fief's titled Noble."
 */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../src/scenario.ts";
import { act, scenario } from "./helpers.ts";

// The Reach: Highgarden (Fortified City), Oldtown, Bitterbridge. Tyrell governs it with Mace at Oldtown.
const reach = (extra: Partial<Scenario>) => scenario({
  houses: ["stark", "tyrell", "tully"],
  villages: {
    highgarden: { controller: "tyrell", stronghold: true, fortified: true },
    oldtown: { controller: "tyrell" },
    bitterbridge: { controller: "tyrell" },
  },
  ...extra,
});

describe("4.4.1: taking a Fortified City takes its fief title", () => {
  // (Was a bug: battle.ts endBattle set the winner as controller directly, so
  // lifecycle.controlChanged never ran and the fief title stayed with the loser's noble.)
  it("a Fortified City won in battle: the winner takes the fief title", () => {
    let s = reach({
      nobles: [{ id: "Robb Stark", house: "stark", village: "highgarden" }, { id: "Mace Tyrell", house: "tyrell", village: "highgarden", titles: ["fief:reach"] }],
      units: [{ house: "stark", village: "highgarden", type: "knight" }, { house: "tyrell", village: "highgarden", type: "menAtArms" }],
      villages: {
        highgarden: { controller: "tyrell", stronghold: true, fortified: true, siege: { besieger: "stark", engine: 2, round: 1 } },
        oldtown: { controller: "tyrell" },
        bitterbridge: { controller: "tyrell" },
      },
      phase: "battles",
      step: { kind: "battleDeclare", turn: 0, fought: [] },
      // stark 4 SP, the 2-dice engine cancels the City's penalty: face 1 kills the Man at Arms; tyrell's 1 hit cannot kill a Knight
      forcedRolls: [1, 1],
    });
    s = act(s, "stark", { type: "declareBattle", village: "highgarden", against: "tyrell" });
    s = act(s, "tyrell", { type: "lose", unit: "menAtArms" });
    expect(s.battle).toBeNull();
    expect(s.nobles["Mace Tyrell"]!.captor).toBe("stark");
    expect(s.villages.highgarden!.controller).toBe("stark");
    expect(s.titles["fief:reach"]).toBe("Robb Stark");
  });
});

describe("5.1: the unoccupied villages of a governed fief follow its title", () => {
  // (Was a bug: when the title changed house with its Fortified City (4.4.1), the fief's other
  // empty villages kept their old controller; 5.1 makes them the titled noble's.)
  it("Stark marches into the empty Fortified City: the title and empty Bitterbridge are Stark's; occupied Oldtown stays Tyrell's", () => {
    let s = reach({
      nobles: [{ id: "Robb Stark", house: "stark", village: "crakehall" }, { id: "Mace Tyrell", house: "tyrell", village: "oldtown", titles: ["fief:reach"] }],
      units: [{ house: "stark", village: "crakehall", type: "menAtArms" }, { house: "tyrell", village: "oldtown", type: "menAtArms" }],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "tyrell", "tully"], group: null, moved: [] },
    });
    s = act(s, "stark", { type: "march", noble: "Robb Stark" });
    s = act(s, "stark", { type: "load", unit: "menAtArms" });
    s = act(s, "stark", { type: "step", to: "highgarden" });
    s = act(s, "stark", { type: "halt" });
    expect(s.titles["fief:reach"]).toBe("Robb Stark"); // 4.4.1 (this part holds today)
    expect(s.villages.oldtown!.controller).toBe("tyrell");
    expect(s.villages.bitterbridge!.controller).toBe("stark");
  });
});
