/**
 * 4.3.4 Healing: "If a Plague hits a Village with a Maester, the Controller may exempt all Troops and
 * Nobles of any Player he wishes from its effects."
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { plague, reassignHealing } from "../src/rules/draw.ts";
import { act, count, legal, scenario } from "./helpers.ts";

const mk = () => {
  const s = scenario({
    houses: ["lannister", "greyjoy", "stark"],
    nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport" }, { id: "Robb Stark", house: "stark", village: "lannisport" }],
    units: [
      { house: "lannister", village: "lannisport", type: "menAtArms", count: 2 },
      { house: "stark", village: "lannisport", type: "menAtArms", count: 2 },
    ],
    villages: { lannisport: { controller: "lannister", stronghold: true, maester: true } },
    forcedRolls: [1],
  });
  s.step = { kind: "playCards", turn: 0 };
  plague(s, 5, []);
  return s;
};

describe("the Maester's healing (4.3.4)", () => {
  it("the controller is asked, house by house, whom his Maester spares", () => {
    const s = mk();
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["lannister:heal"]);
    expect(legal(s, "lannister")).toEqual([{ type: "answer", accept: true }, { type: "answer", accept: false }]);
    expect(legal(s, "stark")).toEqual([]);
    expect(s.losses).toEqual([]); // nothing struck before he decides
  });

  it("he may spare his own house and let the plague strike another's", () => {
    let s = act(mk(), "lannister", { type: "answer", accept: true }); // Lannister spared
    expect(s.nobles["Tywin Lannister"]).toBeDefined();
    s = act(s, "lannister", { type: "answer", accept: false }); // Stark not: Robb rolls 1 and dies, half the troops are lost
    expect(s.nobles["Robb Stark"]).toBeUndefined();
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:losses"]);
    s = act(s, "stark", legal(s, "stark")[0]!);
    expect(count(s, "stark", "lannisport")).toBe(1);
    expect(count(s, "lannister", "lannisport")).toBe(2);
  });

  it("the Maester serves a new controller (4.3.4 note); with none, nobody spares the houses", () => {
    const s = mk();
    s.villages.lannisport!.controller = "stark";
    reassignHealing(s, []);
    expect(s.healing!.map((q) => q.controller)).toEqual(["stark", "stark"]);
    s.villages.lannisport!.controller = null;
    reassignHealing(s, []);
    expect(s.healing).toEqual([]);
    expect(s.losses.map((l) => l.house)).toEqual(["lannister", "stark"]); // half of each army is lost
  });
});
