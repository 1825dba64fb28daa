/** Tyrell house cards (cards.md 2.2; AG-9; cards.md 7 #16, #23-24). */
import { describe, expect, it } from "vitest";
import { act, actWithEvents } from "../helpers.ts";
import { asked, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, units } from "./combat-setup.ts";

describe("Mace Tyrell", () => {
  it("destroys one footman of the opponent's army at once; the strength drops (p.20 step 5)", () => {
    const g = duel({ attacker: "tyrell", defender: "lannister", att: ["knight"], def: ["footman", "knight"] });
    const { state, events } = playCardsWithEvents(g, "mace-tyrell", "cersei-lannister");
    expect(finalTotals(events).defender).toBe(2);
    expect(events.some((e) => e.type === "combat-ability" && (e.data as { card: string }).card === "mace-tyrell")).toBe(true);
    expect(state.areas["stoney-sept"]!.units.filter((u) => u.type === "footman")).toHaveLength(0);
  });

  it("never a supporting footman; nothing when the army has none", () => {
    let g = duel({
      attacker: "tyrell",
      defender: "lannister",
      att: ["knight"],
      def: ["knight"],
      setup: (d) => placeUnits(d, "lannisport", "lannister", "support", "footman"),
    });
    g = act(g, "lannister", { type: "support", area: "lannisport", side: "defender" });
    g = playCards(g, "mace-tyrell", "cersei-lannister");
    expect(units(g, "lannisport")).toEqual(["footman"]);
  });

  it("Tyrell picks a routed or a standing footman when both are there (cards.md 7 #16)", () => {
    let g = duel({
      attacker: "tyrell",
      defender: "lannister",
      att: ["knight", "knight", "knight"],
      def: ["footman"],
      setup: (d) => d.areas["stoney-sept"]!.units.push({ type: "footman", routed: true }),
    });
    g = playCards(g, "mace-tyrell", "cersei-lannister");
    expect(asked(g)).toEqual({ seat: "tyrell", kind: "combat-mace" });
    g = act(g, "tyrell", { type: "choose", choice: "routed-footman" });
    expect(g.areas["stoney-sept"]!.units.some((u) => u.routed)).toBe(false);
  });

  it("killing the last defender does not end the combat: the card and blade still count (cards.md 7 #17, AG-10)", () => {
    const g = duel({ attacker: "tyrell", defender: "lannister", att: ["footman"], def: ["footman"] });
    const { events } = playCardsWithEvents(g, "mace-tyrell", "tywin-lannister");
    expect(finalTotals(events)).toEqual({ attacker: 5, defender: 4 });
  });
});

describe("Ser Loras Tyrell (cards.md 7 #23)", () => {
  it("a won attack moves the March order onto the conquered area", () => {
    let g = duel({ attacker: "tyrell", defender: "lannister", att: ["knight", "knight"], def: ["footman"], march: "march-special" });
    g = playCards(g, "ser-loras-tyrell", "cersei-lannister");
    g = act(g, "lannister", { type: "retreat", to: "lannisport" });
    expect(inCombat(g)).toBe(false);
    expect(g.areas["stoney-sept"]!.order).toEqual({ house: "tyrell", kind: "march-special" });
    expect(g.areas["harrenhal"]!.order).toBeNull();
  });

  it("defending, nothing moves", () => {
    let g = duel({ attacker: "lannister", defender: "tyrell", att: ["footman"], def: ["knight"] });
    g = playCards(g, "cersei-lannister", "ser-loras-tyrell");
    expect(g.areas["stoney-sept"]!.order).toBeNull();
  });
});

describe("Queen of Thorns (cards.md 7 #24; AG-9)", () => {
  const start = () =>
    duel({
      attacker: "lannister",
      defender: "tyrell",
      att: ["knight", "knight"],
      def: ["footman"],
      setup: (d) => {
        placeUnits(d, "lannisport", "lannister", "support", "knight");
        placeUnits(d, "blackwater", "lannister", "raid", "footman");
        placeUnits(d, "highgarden", "lannister", "consolidate-power", "footman");
      },
    });

  it("removes an opponent order adjacent to the embattled area, never the March order that started it", () => {
    let g = act(start(), "lannister", { type: "support", area: "lannisport", side: "attacker" });
    g = playCards(g, "cersei-lannister", "queen-of-thorns");
    expect(asked(g)).toEqual({ seat: "tyrell", kind: "combat-queen-of-thorns" });
    expect(legal(g, "tyrell")).toEqual([
      { type: "choose", choice: "blackwater" },
      { type: "choose", choice: "lannisport" },
    ]);
  });

  it("a removed Support order stops counting in this combat (AG-9)", () => {
    let g = act(start(), "lannister", { type: "support", area: "lannisport", side: "attacker" });
    g = playCards(g, "cersei-lannister", "queen-of-thorns");
    const r = actWithEvents(g, "tyrell", { type: "choose", choice: "lannisport" });
    // Two knights, without the Lannisport knight's support.
    expect(finalTotals(r.events).attacker).toBe(4);
    expect(r.state.areas["lannisport"]!.order).toBeNull();
  });

  it("with no target, nothing is asked", () => {
    let g = duel({ attacker: "lannister", defender: "tyrell", att: ["footman"], def: ["knight"] });
    g = playCards(g, "cersei-lannister", "queen-of-thorns");
    expect(inCombat(g)).toBe(false);
  });
});

describe("Tyrell cards without text", () => {
  it("Ser Garlan Tyrell: 2 and two swords", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "tyrell", defender: "stark", def: ["footman", "footman", "footman"] }), "ser-garlan-tyrell", "catelyn-stark");
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 2 });
  });
});
