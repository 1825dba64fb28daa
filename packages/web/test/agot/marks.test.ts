import { describe, expect, it } from "vitest";
import type { GameView, SeqEvent } from "../../src/games/agot/types.ts";
import { marksFrom } from "../../src/games/agot/map/marks.ts";

const view = (stack: unknown[]): GameView => ({ stack }) as unknown as GameView;
const e = (seq: number, type: string, data?: unknown): SeqEvent => ({ seq, type, text: type, ...(data === undefined ? {} : { data }) });

describe("map marks", () => {
  it("draws this round's marches and rings the embattled area", () => {
    const events = [
      e(1, "march", { house: "stark", from: "winterfell", to: "karhold" }),
      e(2, "round"),
      e(3, "march", { house: "lannister", from: "lannisport", to: "riverrun" }),
      e(4, "march", { house: "stark" }),
    ];
    const marks = marksFrom(events, view([{ kind: "round" }, { kind: "combat", start: { to: "riverrun" } }]));
    expect(marks.arrows).toEqual([{ house: "lannister", from: "lannisport", to: "riverrun" }]);
    expect(marks.embattled).toBe("riverrun");
  });

  it("has nothing to draw at the start", () => {
    expect(marksFrom([], view([{ kind: "round" }]))).toEqual({ arrows: [], embattled: null });
  });
});
