/**
 * Mother of Dragons' boards drawn (geometry-mod.tsx): every area of `westeros-7p` and
 * `westeros-with-essos` (facts.json, mod-setup.md 1) has a shape and an anchor, each in the layer
 * of its kind, and nothing else is drawn; the Vale meets its neighbours on shared corners.
 */
import { describe, expect, it } from "vitest";
import { BOARDS, type BoardId } from "../../../agot/src/data/board.ts";
import { edge, P, type Point } from "../../src/games/agot/map/geometry.ts";
import { MOD_BOARD_SHAPES } from "../../src/games/agot/map/geometry-mod.tsx";
import { BASE_SHAPES, loadBoardShapes } from "../../src/games/agot/map/shapes.ts";

const MOD_BOARDS: BoardId[] = ["westeros-7p", "westeros-with-essos"];

const inside = ([x, y]: Point, pts: readonly Point[]): boolean => {
  let c = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
};

describe.each(MOD_BOARDS)("the drawing of %s", (id) => {
  const shapes = MOD_BOARD_SHAPES[id]!;
  const board = BOARDS[id];

  it("draws every area of the board, and nothing else", () => {
    expect(Object.keys(shapes.all).sort()).toEqual([...board.ids].sort());
  });

  it("puts each area in the layer of its kind", () => {
    for (const a of Object.keys(shapes.land)) expect(board.areas[a]?.kind, a).toBe("land");
    for (const a of Object.keys(shapes.sea)) expect(board.areas[a]?.kind, a).toBe("sea");
    for (const a of Object.keys(shapes.port)) expect(board.areas[a]?.kind, a).toBe("port");
  });

  it("gives every area a polygon and an anchor inside the picture", () => {
    const v = shapes.viewBox;
    for (const [a, s] of Object.entries(shapes.all)) {
      expect(s.points.length, a).toBeGreaterThanOrEqual(3);
      const [x, y] = s.anchor;
      expect(x >= v.x && x <= v.x + v.width && y >= v.y && y <= v.y + v.height, a).toBe(true);
    }
  });

  it("places land, port and sea anchors inside their own polygon", () => {
    for (const [a, s] of Object.entries(shapes.all)) expect(inside(s.anchor, s.points), a).toBe(true);
  });

  it("keeps land anchors off other land, so a click on a name picks its own area", () => {
    for (const [a, s] of Object.entries(shapes.land))
      for (const [b, t] of Object.entries(shapes.land)) if (a !== b) expect(inside(s.anchor, t.points), `${a} in ${b}`).toBe(false);
  });

  it("draws a shared border the same way from either side", () => {
    const controls = (d: string): string[] =>
      d
        .split("Q")
        .filter(Boolean)
        .map((q) => q.split(" ")[0]!);
    for (const s of Object.values(shapes.land))
      for (let i = 0; i < s.points.length; i++) {
        const p = s.points[i]!;
        const q = s.points[(i + 1) % s.points.length]!;
        expect(controls(edge(q, p))).toEqual(controls(edge(p, q)).reverse());
      }
  });

  it("draws The Vale of Arryn on corners it shares with The Fingers, the Mountains and The Eyrie", () => {
    const vale = shapes.land["the-vale-of-arryn"]!.points;
    for (const corner of [P.FG2, P.FG3, P.FG4, P.MM1, P.EY1, P.EY3]) expect(vale).toContainEqual(corner);
    expect(shapes.land["the-eyrie"]).toBe(BASE_SHAPES.land["the-eyrie"]);
  });

  it("sets the Essos side board beside Westeros, east of its seas, only when Targaryen plays", () => {
    const essos = ["braavos", "pentos", "myr", "norvos", "the-rhoyne", "volantis", "the-disputed-lands", "port-of-braavos", "port-of-pentos", "port-of-volantis"];
    const seas = ["braavosian-coastlands", "bay-of-pentos", "sea-of-myrth", "the-orange-shore"];
    for (const a of [...essos, ...seas]) {
      expect(a in shapes.all, a).toBe(id === "westeros-with-essos");
      if (a in shapes.all) expect(shapes.all[a]!.anchor[0], a).toBeGreaterThan(1000);
    }
    if (id === "westeros-with-essos") expect(shapes.viewBox.width).toBeGreaterThan(BASE_SHAPES.viewBox.width);
    else expect(shapes.viewBox).toEqual(BASE_SHAPES.viewBox);
  });
});

describe("choosing the drawing", () => {
  it("loads a board's drawing by its id, and refuses an unknown board", async () => {
    expect(await loadBoardShapes("westeros")).toBe(BASE_SHAPES);
    expect(await loadBoardShapes("westeros-with-essos")).toBe(MOD_BOARD_SHAPES["westeros-with-essos"]);
    await expect(loadBoardShapes("atlantis")).rejects.toThrow(/no drawing of the board atlantis/);
  });
});
