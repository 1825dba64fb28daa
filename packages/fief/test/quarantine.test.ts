/**
 * 4.3.4 Healing, the quarantine: the Maester's controller "may exempt all Troops and Nobles of any
 * Player he wishes from its effects as long as they remain inside the Village (stay in quarantine)".
 * Pieces that stay are never struck; healed pieces that leave suffer the Plague of 2.3.3 once: the
 * noble rolls (1-3 dies), the healed troops leaving together lose half their number, rounded down.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import { plague } from "../src/rules/draw.ts";
import type { FiefState } from "../src/state.ts";
import { act, count, legal, scenario } from "./helpers.ts";

/** Tywin and his army in a Maester's village of plagued region 5, healed by his own Maester. */
function healed(at: string, troops: { type: "menAtArms" | "knight"; count: number }[], noble = "Tywin Lannister", rolls: number[] = []): FiefState {
  let s = scenario({
    houses: ["lannister", "greyjoy", "stark"],
    nobles: [{ id: noble, house: "lannister", village: at }],
    units: troops.map((t) => ({ house: "lannister" as const, village: at, type: t.type, count: t.count })),
    villages: { [at]: { controller: "lannister", stronghold: true, maester: true } },
    regions: { "5": { disasters: ["Plague"] } },
    forcedRolls: rolls,
  });
  s.step = { kind: "playCards", turn: 0 };
  plague(s, 5, []);
  s = act(s, "lannister", { type: "answer", accept: true }); // the Maester spares Lannister
  s.phase = "movement";
  s.step = { kind: "movement", turn: 0, order: [...s.turnOrder], group: null, moved: [] };
  return s;
}

const seats = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);

describe("the Maester's quarantine (4.3.4 Healing, 2.3.3 Plague)", () => {
  it("healed pieces that stay in the village are never struck", () => {
    let s = healed("lannisport", [{ type: "menAtArms", count: 3 }], "Tywin Lannister", [1]);
    expect(s.quarantine).toHaveLength(1);
    s = act(s, "lannister", { type: "done" }); // no march: they remain inside
    expect(s.nobles["Tywin Lannister"]).toBeDefined();
    expect(count(s, "lannister", "lannisport")).toBe(3);
    expect(s.losses).toEqual([]);
    expect(s.forcedRolls).toEqual([1]); // nobody rolled for the plague
  });

  it("healed troops that stay are spared while those who leave with their noble are struck (2.3.3 halves, 1d6 for the noble; SF-23)", () => {
    let s = healed("lannisport", [{ type: "menAtArms", count: 3 }], "Tywin Lannister", [4, 1]);
    // a knight already standing at the Golden Tooth was never in quarantine: he cannot be the casualty
    // (on a copy: a state the engine returned is never written, and its unit list is frozen)
    s = { ...s, units: [...s.units, { id: s.nextUnitId, house: "lannister", type: "knight", village: "the-golden-tooth", steps: 0, road: null }], nextUnitId: s.nextUnitId + 1 };
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "the-golden-tooth" });
    expect(s.forcedRolls).toEqual([1]); // Tywin rolled a 4 and lives
    expect(s.nobles["Tywin Lannister"]!.village).toBe("the-golden-tooth");
    expect(seats(s)).toEqual(["lannister:losses"]);
    expect(s.losses[0]!.remaining).toBe(1); // half of the 2 who left
    expect(legal(s, "lannister")).toEqual([{ type: "lose", unit: "menAtArms" }]); // not the knight
    s = act(s, "lannister", { type: "lose", unit: "menAtArms" });
    expect(count(s, "lannister", "the-golden-tooth", "menAtArms")).toBe(1);
    expect(count(s, "lannister", "the-golden-tooth", "knight")).toBe(1);
    expect(count(s, "lannister", "lannisport")).toBe(1); // the one who stayed is still spared
    // struck once: moving on out of the region costs nothing more (the forced 1 is not used)
    s = act(s, "lannister", { type: "step", to: "riverrun" });
    expect(s.nobles["Tywin Lannister"]!.village).toBe("riverrun");
    expect(s.forcedRolls).toEqual([1]);
    expect(s.losses).toEqual([]);
    expect(s.quarantine!.map((q) => q.units.length)).toEqual([1]);
  });

  it("a healed noble who leaves dies on a 1-3 like any noble the Plague reaches", () => {
    let s = healed("lannisport", [{ type: "menAtArms", count: 2 }], "Tywin Lannister", [2]);
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "crakehall" });
    expect(s.nobles["Tywin Lannister"]).toBeUndefined();
    expect(s.losses).toEqual([]); // one troop leaving: half of 1 rounded down is 0
    expect(count(s, "lannister", "crakehall")).toBe(1);
  });

  it("leaving the plagued region at once still breaks the quarantine (the exemption lasts only inside the village; SF-23)", () => {
    let s = healed("seagard", [{ type: "knight", count: 2 }], "Tywin Lannister", [6]);
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = act(s, "lannister", { type: "step", to: "riverrun" }); // region 3, no Plague there
    expect(s.forcedRolls).toEqual([]); // Tywin rolled (a 6)
    expect(s.losses.map((l) => [l.house, l.village, l.remaining])).toEqual([["lannister", "riverrun", 1]]);
  });

  it("a blessed noble leaving is not affected, his troops are (2.3.3 attribute)", () => {
    let s = healed("lannisport", [{ type: "menAtArms", count: 2 }], "Beric Dondarrion", [1]);
    s = act(s, "lannister", { type: "march", noble: "Beric Dondarrion" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "ashemark" });
    expect(s.nobles["Beric Dondarrion"]).toBeDefined();
    expect(s.forcedRolls).toEqual([1]);
    expect(s.losses.map((l) => l.remaining)).toEqual([1]);
  });

  it("once the Plague card is gone at the end of the round, leaving costs nothing", () => {
    // a returned state is never changed (its records are frozen, draft.ts): the position is edited on a copy
    let s = cloneJson(healed("lannisport", [{ type: "menAtArms", count: 2 }], "Tywin Lannister", [1]));
    s.regions["5"]!.disasters = []; // 2.3: disasters are discarded at the end of the round
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "crakehall" });
    expect(s.nobles["Tywin Lannister"]).toBeDefined();
    expect(s.forcedRolls).toEqual([1]);
    expect(s.losses).toEqual([]);
    expect(s.quarantine).toEqual([]);
  });

  it("a voyage of the Master of Ships out of the village also breaks the quarantine (SF-23)", () => {
    let s = cloneJson(healed("lannisport", [{ type: "menAtArms", count: 2 }], "Tywin Lannister", [5]));
    s.titles["master:ships"] = "Tywin Lannister";
    s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = act(s, "lannister", { type: "sail", to: "sunspear" });
    expect(s.forcedRolls).toEqual([]); // Tywin rolled (a 5)
    expect(s.losses.map((l) => [l.village, l.remaining])).toEqual([["sunspear", 1]]);
  });

  it("a healed captive set free is struck if placed in another village, not if placed back in quarantine (SF-23)", () => {
    const mkFreed = () => {
      let s = scenario({
        houses: ["lannister", "greyjoy", "stark"],
        nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Robb Stark", house: "stark", village: "lannisport", captor: "lannister" }],
        units: [{ house: "lannister", village: "lannisport", type: "menAtArms" }],
        villages: { lannisport: { controller: "lannister", stronghold: true, maester: true } },
        regions: { "5": { disasters: ["Plague"] } },
        forcedRolls: [1],
      });
      s.step = { kind: "playCards", turn: 0 };
      plague(s, 5, []);
      s = act(s, "lannister", { type: "answer", accept: false }); // Lannister struck (Tywin dies on the 1)
      s = act(s, "lannister", { type: "answer", accept: true }); // Stark spared: Robb, the captive
      expect(s.nobles["Tywin Lannister"]).toBeUndefined();
      expect(s.nobles["Robb Stark"]!.captor).toBe("lannister"); // still guarded by the Man at Arms
      s.forcedRolls = [2];
      return act(s, "lannister", { type: "ability", name: "free", target: "Robb Stark" });
    };
    const away = act(mkFreed(), "stark", { type: "place", noble: "Robb Stark", village: "winterfell" });
    expect(away.nobles["Robb Stark"]).toBeUndefined(); // placed elsewhere: he left, rolled a 2
    const back = act(mkFreed(), "stark", { type: "place", noble: "Robb Stark", village: "lannisport" });
    expect(back.nobles["Robb Stark"]!.village).toBe("lannisport");
    expect(back.forcedRolls).toEqual([2]);
  });

  it("a house the Maester refused is struck at once and is not in quarantine", () => {
    let s = scenario({
      houses: ["lannister", "greyjoy", "stark"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "lannisport" }, { id: "Tywin Lannister", house: "lannister", village: "lannisport" }],
      units: [{ house: "stark", village: "lannisport", type: "menAtArms", count: 2 }, { house: "lannister", village: "lannisport", type: "menAtArms", count: 1 }],
      villages: { lannisport: { controller: "lannister", stronghold: true, maester: true } },
      regions: { "5": { disasters: ["Plague"] } },
      forcedRolls: [5],
    });
    s.step = { kind: "playCards", turn: 0 };
    plague(s, 5, []);
    s = act(s, "lannister", { type: "answer", accept: true });
    s = act(s, "lannister", { type: "answer", accept: false }); // Robb rolls a 5; Stark loses 1 troop
    expect(s.quarantine!.map((q) => q.nobles)).toEqual([["Tywin Lannister"]]);
    expect(s.losses.map((l) => [l.house, l.remaining])).toEqual([["stark", 1]]);
  });
});
