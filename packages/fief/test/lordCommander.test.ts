/**
 * 1.2.2: "Place the Lord Commander on the Wall board. He will stay there until he dies, any Night's
 * Watch Recruits with him are removed from the board."
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { goToTheWall } from "../src/rules/wall.ts";
import { act, legal, scenario } from "./helpers.ts";

const mk = () => {
  const s = scenario({
    houses: ["stark", "tyrell", "lannister"],
    options: { nightsWatch: true },
    nobles: [{ id: "Jon Snow", house: "stark", village: "winterfell" }, { id: "Robb Stark", house: "stark", village: "the-twins" }],
    units: [{ house: "stark", village: "winterfell", type: "recruit" }, { house: "stark", village: "the-twins", type: "menAtArms" }],
    villages: { winterfell: { controller: "stark" } },
    phase: "announcements",
    step: { kind: "announce", turn: 0 },
  } as never);
  s.nobles["Jon Snow"]!.brother = true;
  s.titles.lordCommander = "Jon Snow";
  goToTheWall(s, "Jon Snow", []);
  return s;
};

describe("the Lord Commander on the Wall (1.2.2, NWE)", () => {
  it("leaves the map with his title; his recruits are removed; the village he left is no longer held", () => {
    const s = mk();
    expect(s.nobles["Jon Snow"]!.village).toBeNull();
    expect(s.titles.lordCommander).toBe("Jon Snow");
    expect(s.units.filter((u) => u.type === "recruit")).toEqual([]);
    expect(s.villages.winterfell!.controller).toBeNull();
  });

  it("renouncing his vows brings him back to Westeros as an outlaw, placed like a newly played noble (SF-20)", () => {
    let s = mk();
    expect(legal(s, "stark")).toContainEqual({ type: "ability", name: "oathbreak", noble: "Jon Snow" });
    s = act(s, "stark", { type: "ability", name: "oathbreak", noble: "Jon Snow" });
    expect(s.titles.lordCommander).toBeUndefined();
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:place"]);
    const spot = legal(s, "stark")[0]!;
    s = act(s, "stark", spot);
    expect(s.nobles["Jon Snow"]).toMatchObject({ outlaw: true, brother: false });
    expect(s.nobles["Jon Snow"]!.village).not.toBeNull();
  });
});
