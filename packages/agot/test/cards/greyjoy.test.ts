/** Greyjoy house cards (cards.md 2.2; AG-8; cards.md 7 #1, #7). */
import { describe, expect, it } from "vitest";
import { act, refuse } from "../helpers.ts";
import { asked, combat, duel, finalTotals, placeUnits, playCards, playCardsWithEvents } from "./combat-setup.ts";

describe("Victarion Greyjoy", () => {
  const sea = (attacker: "greyjoy" | "lannister") =>
    duel({
      attacker,
      defender: attacker === "greyjoy" ? "lannister" : "greyjoy",
      from: "ironmans-bay",
      to: "the-golden-sound",
      att: ["ship", "ship"],
      def: ["ship"],
      setup: (d) => placeUnits(d, "sunset-sea", "greyjoy", "support", "ship"),
    });

  it("attacking: Greyjoy ships attacking and supporting Greyjoy count 2", () => {
    const g = act(sea("greyjoy"), "greyjoy", { type: "support", area: "sunset-sea", side: "attacker" });
    const { events } = playCardsWithEvents(g, "victarion-greyjoy", "cersei-lannister");
    expect(finalTotals(events).attacker).toBe(2 * 2 + 2 + 3);
  });

  it("defending: no bonus", () => {
    const g = act(sea("lannister"), "greyjoy", { type: "support", area: "sunset-sea", side: "defender" });
    const { events } = playCardsWithEvents(g, "cersei-lannister", "victarion-greyjoy");
    expect(finalTotals(events).defender).toBe(1 + 1 + 3);
  });
});

describe("Balon Greyjoy", () => {
  it("the opponent's printed strength counts 0", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "greyjoy", defender: "stark" }), "balon-greyjoy", "eddard-stark");
    expect(finalTotals(events)).toEqual({ attacker: 3 + 2, defender: 2 });
  });

  it("against Stannis, Stannis's own +1 still applies (AG-8)", () => {
    // Baratheon defends, Greyjoy is higher on the Iron Throne track in this setup.
    const g = duel({
      attacker: "greyjoy",
      defender: "baratheon",
      setup: (d) => (d.tracks.ironThrone = ["greyjoy", "baratheon", "lannister", "stark", "martell", "tyrell"]),
    });
    const { events } = playCardsWithEvents(g, "balon-greyjoy", "stannis-baratheon");
    expect(finalTotals(events).defender).toBe(2 + 1);
  });
});

describe("Theon Greyjoy", () => {
  it("defending a castle area: +1 strength and +1 sword", () => {
    const g = duel({ attacker: "lannister", defender: "greyjoy", from: "stoney-sept", to: "harrenhal", att: ["footman", "footman"], def: ["footman"] });
    const { state, events } = playCardsWithEvents(g, "cersei-lannister", "theon-greyjoy");
    expect(finalTotals(events).defender).toBe(1 + 3);
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1 });
    expect(state.areas["stoney-sept"]!.units).toHaveLength(1);
  });

  it("defending an area without castle, or attacking: nothing more", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "lannister", defender: "greyjoy" }), "cersei-lannister", "theon-greyjoy");
    expect(finalTotals(events).defender).toBe(2 + 2);
  });
});

describe("Asha Greyjoy (cards.md 7 #7)", () => {
  it("unsupported: +2 swords and +1 fortification", () => {
    const g = duel({ attacker: "greyjoy", defender: "stark", att: ["knight", "knight"], def: ["footman", "footman", "footman"] });
    const { events } = playCardsWithEvents(g, "asha-greyjoy", "catelyn-stark");
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 2, casualties: 2 });
  });

  it("supported, even by its own order: no bonus", () => {
    let g = duel({
      attacker: "greyjoy",
      defender: "stark",
      att: ["knight", "knight"],
      def: ["footman", "footman", "footman"],
      setup: (d) => placeUnits(d, "blackwater", "greyjoy", "support", "footman"),
    });
    g = act(g, "greyjoy", { type: "support", area: "blackwater", side: "attacker" });
    const { events } = playCardsWithEvents(g, "asha-greyjoy", "catelyn-stark");
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 0 });
  });
});

describe("Aeron Damphair", () => {
  it("pays 2 power to discard Aeron and play another card, whose text works", () => {
    let g = duel({ attacker: "greyjoy", defender: "stark" });
    const power = g.power.greyjoy!;
    g = playCards(g, "aeron-damphair", "catelyn-stark");
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-aeron" });
    g = act(g, "greyjoy", { type: "choose", choice: "swap" });
    refuse(g, "greyjoy", { type: "house-card", card: "aeron-damphair" }, "ILLEGAL_ACTION");
    g = act(g, "greyjoy", { type: "house-card", card: "euron-crows-eye" });
    expect(g.power.greyjoy).toBe(power - 2);
    g = act(g, "stark", { type: "retreat", to: "blackwater" });
    expect(g.houseCards.greyjoy!.discard).toEqual(expect.arrayContaining(["aeron-damphair", "euron-crows-eye"]));
  });

  it("is not offered with fewer than 2 power", () => {
    let g = duel({ attacker: "greyjoy", defender: "stark", setup: (d) => (d.power.greyjoy = 1) });
    g = playCards(g, "aeron-damphair", "catelyn-stark");
    expect(combat(g).decision?.kind).not.toBe("aeron");
  });

  it("may be declined", () => {
    let g = duel({ attacker: "greyjoy", defender: "stark", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "aeron-damphair", "catelyn-stark");
    g = act(g, "greyjoy", { type: "choose", choice: "pass" });
    expect(g.houseCards.greyjoy!.discard).toEqual(["aeron-damphair"]);
  });
});

describe("Greyjoy cards without text", () => {
  it("Dagmar Cleftjaw: 1, a sword and a fortification; Euron: 4 and a sword", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "greyjoy", defender: "stark" }), "euron-crows-eye", "catelyn-stark");
    expect(finalTotals(events).attacker).toBe(3 + 4);
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1 });
  });
});
