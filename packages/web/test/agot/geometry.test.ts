import { describe, expect, it } from "vitest";
import { AREA_IDS, AREAS } from "../../../agot/src/data/board.ts";
import { ALL_SHAPES, edge, LAND_SHAPES, PORT_SHAPES, SEA_SHAPES } from "../../src/games/agot/map/geometry.ts";

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

describe("drawn borders", () => {
  it("draws a shared border the same way from either side", () => {
    // Both Q-curves of an edge pass through the same control points and ends, in reverse order.
    const pointsOf = (d: string): string[] => d.split("Q").filter(Boolean).flatMap((q) => q.split(" "));
    for (const s of Object.values(LAND_SHAPES)) {
      for (let i = 0; i < s.points.length; i++) {
        const p = s.points[i]!;
        const q = s.points[(i + 1) % s.points.length]!;
        const there = pointsOf(edge(p, q));
        const back = pointsOf(edge(q, p));
        // Forward: c1 e1 c2 e2 ... ; backward visits the same controls, and its ends are the forward ends shifted by one.
        const controls = (xs: string[]): string[] => xs.filter((_, k) => k % 2 === 0);
        expect(controls(back)).toEqual(controls(there).reverse());
      }
    }
  });
});
