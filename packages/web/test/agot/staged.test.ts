import { describe, expect, it } from "vitest";
import { agotEngine } from "@kingsroad/agot";
import { withStaged } from "../../src/games/agot/staged.ts";
import type { GameView } from "../../src/games/agot/types.ts";

describe("staged orders on the board", () => {
  const view = (seat: string) => agotEngine.view(agotEngine.createGame({ seed: "staged", playerCount: 3, tidesOfBattle: false }), seat) as GameView;

  it("draws a staged order as the area's house's face-up token", () => {
    const v = withStaged(view("stark"), { winterfell: "march-special" }, "stark");
    expect(v.areas.winterfell!.order).toEqual({ house: "stark", kind: "march-special" });
  });

  it("gives a commander's staged order in its vassal's area to the vassal, not the commander", () => {
    // Lannister's units stand in Lannisport; a Stark commander staging there stages Lannister's (its vassal's) order.
    const v = withStaged(view("stark"), { lannisport: "defense" }, "stark");
    expect(v.areas.lannisport!.order).toEqual({ house: "lannister", kind: "defense" });
  });

  it("leaves areas that already hold an order, and shows nothing staged to a spectator", () => {
    const base = view("stark");
    const placed = { ...base, areas: { ...base.areas, winterfell: { ...base.areas.winterfell!, order: { house: "stark", kind: null } } } } as GameView;
    expect(withStaged(placed, { winterfell: "defense" }, "stark").areas.winterfell!.order).toEqual({ house: "stark", kind: null });
    expect(withStaged(base, { winterfell: "defense" }, null)).toBe(base);
  });
});
