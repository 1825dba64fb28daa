/** The Fief log and labels in plain words, and our board layout's sanity. */
import { describe, expect, it } from "vitest";
import { VILLAGES } from "../../../fief/src/data/board.ts";
import { plainWords } from "../../src/games/fief/names.ts";
import { VILLAGE_AT, VIEW } from "../../src/games/fief/map/layout.ts";

describe("plain words", () => {
  it("turns the engine's ids into names", () => {
    expect(plainWords("stark starts at deepwood-motte with Ned Stark.")).toBe("Stark starts at Deepwood Motte with Ned Stark.");
    expect(plainWords("lannister loses a unsullied at the-golden-tooth.")).toBe("Lannister loses an Unsullied at The Golden Tooth.");
    expect(plainWords("stark buys a menAtArms at Deepwood Motte.")).toBe("Stark buys a man-at-arms at Deepwood Motte.");
    expect(plainWords("Grey Worm is elected warden:1.")).toBe("Grey Worm is elected Warden of the North.");
    expect(plainWords("stark declares Ned Stark a candidate for lordCommander.")).toBe("Stark declares Ned Stark a candidate for Lord Commander of the Night's Watch.");
    expect(plainWords("Heavy Rain strikes region 2.")).toBe("Heavy Rain strikes the East.");
    expect(plainWords("tyrell rolls 1 dice (1) for 1 hits.")).toBe("Tyrell rolls 1 die (1) for 1 hit.");
    expect(plainWords("stark collects 1 Gold Dragons.")).toBe("Stark collects 1 Gold Dragon.");
    expect(plainWords("Young Griff returns master:coin to the board.")).toBe("Young Griff returns Master of Coin to the board.");
  });
});

describe("the schematic board", () => {
  it("places every village inside the map, none crowding another", () => {
    expect(Object.keys(VILLAGE_AT).sort()).toEqual([...VILLAGES].sort());
    const pts = Object.entries(VILLAGE_AT);
    for (const [id, [x, y]] of pts) {
      expect(x, id).toBeGreaterThan(20);
      expect(x, id).toBeLessThan(VIEW.width - 20);
      expect(y, id).toBeGreaterThan(20);
      expect(y, id).toBeLessThan(VIEW.height - 60);
    }
    for (const [a, pa] of pts) for (const [b, pb] of pts) if (a < b) expect(Math.hypot(pa[0] - pb[0], pa[1] - pb[1]), `${a} and ${b}`).toBeGreaterThan(60);
  });
});
