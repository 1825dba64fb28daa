import { describe, expect, it } from "vitest";
import { AREA_IDS, AREAS } from "../../agot/src/data/board.ts";
import { ALL_SHAPES, LAND_SHAPES, PORT_SHAPES, SEA_SHAPES } from "../src/map/geometry.ts";

describe("map geometry", () => {
  it("draws every area of the board, and nothing else", () => {
    expect(Object.keys(ALL_SHAPES).sort()).toEqual([...AREA_IDS].sort());
  });

  it("puts each area in the layer of its kind", () => {
    for (const id of Object.keys(LAND_SHAPES)) expect(AREAS[id]?.kind, id).toBe("land");
    for (const id of Object.keys(SEA_SHAPES)) expect(AREAS[id]?.kind, id).toBe("sea");
    for (const id of Object.keys(PORT_SHAPES)) expect(AREAS[id]?.kind, id).toBe("port");
  });

  it("gives every area a polygon and an anchor inside the drawing", () => {
    for (const [id, s] of Object.entries(ALL_SHAPES)) {
      expect(s.points.length, id).toBeGreaterThanOrEqual(3);
      const [x, y] = s.anchor;
      expect(x >= 40 && x <= 940 && y >= 0 && y <= 1700, id).toBe(true);
    }
  });

  it("places land anchors inside their own polygon", () => {
    const inside = ([x, y]: readonly [number, number], pts: readonly (readonly [number, number])[]): boolean => {
      let c = false;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i]!;
        const [xj, yj] = pts[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
      }
      return c;
    };
    for (const [id, s] of Object.entries({ ...LAND_SHAPES, ...PORT_SHAPES })) expect(inside(s.anchor, s.points), id).toBe(true);
  });
});
