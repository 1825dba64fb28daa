/** Baratheon house cards (cards.md 2.2; cards.md 7 #5-6, #18-19, #21). */
import { describe, expect, it } from "vitest";
import { act } from "../helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, setHand, units } from "./combat-setup.ts";

describe("Stannis Baratheon", () => {
  it("+1 when the opponent is higher on the Iron Throne track", () => {
    const g = duel({ attacker: "baratheon", defender: "lannister", setup: (d) => (d.tracks.ironThrone = ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]) });
    expect(finalTotals(playCardsWithEvents(g, "stannis-baratheon", "cersei-lannister").events).attacker).toBe(3 + 5);
  });

  it("no bonus when Baratheon is higher", () => {
    const g = duel({ attacker: "baratheon", defender: "lannister" });
    expect(finalTotals(playCardsWithEvents(g, "stannis-baratheon", "cersei-lannister").events).attacker).toBe(3 + 4);
  });
});

describe("Renly Baratheon (cards.md 7 #18)", () => {
  it("on a win, upgrades a footman of the army or of a Baratheon support backing Baratheon", () => {
    let g = duel({
      attacker: "baratheon",
      defender: "lannister",
      att: ["footman", "knight"],
      def: ["footman"],
      setup: (d) => {
        placeUnits(d, "blackwater", "baratheon", "support", "footman");
        placeUnits(d, "riverrun", "stark", "support", "footman");
      },
    });
    g = act(g, "baratheon", { type: "support", area: "blackwater", side: "attacker" });
    g = act(g, "stark", { type: "support", area: "riverrun", side: "attacker" });
    g = playCards(g, "renly-baratheon", "cersei-lannister");
    expect(asked(g)).toEqual({ seat: "baratheon", kind: "combat-renly" });
    expect(legal(g, "baratheon").map((a) => (a as { choice: string }).choice)).toEqual(["stoney-sept", "blackwater", "pass"]);
    g = act(g, "baratheon", { type: "choose", choice: "blackwater" });
    expect(units(g, "blackwater")).toEqual(["knight"]);
  });

  it("upgrades in the attacking army, which then moves in", () => {
    let g = duel({ attacker: "baratheon", defender: "lannister", att: ["footman", "knight"], def: ["footman"] });
    g = playCards(g, "renly-baratheon", "cersei-lannister");
    g = act(g, "baratheon", { type: "choose", choice: "stoney-sept" });
    g = act(g, "lannister", { type: "retreat", to: "lannisport" });
    expect(units(g, "stoney-sept")).toEqual(["knight", "knight"]);
  });

  it("never on a loss, and never without a knight in reserve", () => {
    let g = duel({ attacker: "baratheon", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "renly-baratheon", "tywin-lannister");
    expect(inCombat(g)).toBe(false);

    let h = duel({
      attacker: "baratheon",
      defender: "lannister",
      att: ["footman", "knight"],
      def: ["footman"],
      setup: (d) => placeUnits(d, "dragonstone", "baratheon", null, "knight", "knight", "knight", "knight"),
    });
    h = playCards(h, "renly-baratheon", "cersei-lannister");
    expect(asked(h).kind).toBe("combat-retreat");
  });
});

describe("Ser Davos Seaworth (cards.md 7 #19)", () => {
  it("+1 strength and a sword while Stannis is discarded", () => {
    const g = duel({
      attacker: "baratheon",
      defender: "stark",
      def: ["footman", "footman", "footman"],
      setup: (d) => setHand(d, "baratheon", ["ser-davos-seaworth", "patchface"], ["stannis-baratheon"]),
    });
    const { events } = playCardsWithEvents(g, "ser-davos-seaworth", "catelyn-stark");
    expect(finalTotals(events).attacker).toBe(3 + 3);
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1 });
  });

  it("as the last card, Stannis still counts as discarded when swords count", () => {
    const all = ["stannis-baratheon", "renly-baratheon", "brienne-of-tarth", "salladhor-saan", "melisandre", "patchface"];
    const g = duel({ attacker: "baratheon", defender: "stark", def: ["footman", "footman", "footman"], setup: (d) => setHand(d, "baratheon", ["ser-davos-seaworth"], all) });
    const { state, events } = playCardsWithEvents(g, "ser-davos-seaworth", "catelyn-stark");
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1 });
    const s = act(state, "stark", { type: "retreat", to: "blackwater" });
    expect(s.houseCards.baratheon!.discard).toEqual(["ser-davos-seaworth"]);
  });

  it("no bonus while Stannis is in hand", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "baratheon", defender: "stark" }), "ser-davos-seaworth", "catelyn-stark");
    expect(finalTotals(events).attacker).toBe(3 + 2);
  });
});

describe("Salladhor Saan (cards.md 7 #5-6)", () => {
  const sea = () =>
    duel({
      attacker: "baratheon",
      defender: "greyjoy",
      from: "blackwater-bay",
      to: "shipbreaker-bay",
      att: ["ship", "ship"],
      def: ["ship", "ship", "ship"],
      setup: (d) => placeUnits(d, "the-narrow-sea", "baratheon", "support", "ship"),
    });

  it("when Baratheon is supported, ships not Baratheon's count 0", () => {
    const g = act(sea(), "baratheon", { type: "support", area: "the-narrow-sea", side: "attacker" });
    const { events } = playCardsWithEvents(g, "salladhor-saan", "dagmar-cleftjaw");
    expect(finalTotals(events)).toEqual({ attacker: 2 + 1 + 1, defender: 1 });
  });

  it("unsupported, no effect", () => {
    const g = act(sea(), "baratheon", { type: "support", area: "the-narrow-sea", side: "none" });
    const { events } = playCardsWithEvents(g, "salladhor-saan", "dagmar-cleftjaw");
    expect(finalTotals(events).defender).toBe(3 + 1);
  });

  it("against Victarion, the card higher on the Iron Throne track applies first (cards.md 7 #5, AG-10)", () => {
    const g = duel({
      attacker: "greyjoy",
      defender: "baratheon",
      from: "the-narrow-sea",
      to: "shipbreaker-bay",
      att: ["ship", "ship"],
      def: ["ship"],
      setup: (d) => placeUnits(d, "blackwater-bay", "baratheon", "support", "ship"),
    });
    const s = act(g, "baratheon", { type: "support", area: "blackwater-bay", side: "defender" });
    // Baratheon first on the Iron Throne: Salladhor zeroes, then Victarion adds 1 per ship.
    expect(finalTotals(playCardsWithEvents(s, "victarion-greyjoy", "salladhor-saan").events).attacker).toBe(2 + 3);
    // Greyjoy first: Victarion makes them 2, then Salladhor zeroes them.
    const t = { ...s, tracks: { ...s.tracks, ironThrone: ["greyjoy", "baratheon", "lannister", "stark", "martell", "tyrell"] as typeof s.tracks.ironThrone } };
    expect(finalTotals(playCardsWithEvents(t, "victarion-greyjoy", "salladhor-saan").events).attacker).toBe(0 + 3);
  });
});

describe("Patchface (cards.md 7 #21)", () => {
  it("after combat, discards a card of Baratheon's choice from the opponent's hand", () => {
    let g = duel({ attacker: "baratheon", defender: "stark", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "patchface", "eddard-stark");
    expect(asked(g)).toEqual({ seat: "baratheon", kind: "combat-patchface" });
    expect(legal(g, "baratheon")).toHaveLength(6 + 1);
    g = act(g, "baratheon", { type: "choose", choice: "robb-stark" });
    expect(g.houseCards.stark!.discard).toEqual(["eddard-stark", "robb-stark"]);
    expect(inCombat(g)).toBe(false);
  });

  it("discarding the opponent's last card gives him back the rest at once", () => {
    let g = duel({
      attacker: "baratheon",
      defender: "stark",
      att: ["footman"],
      def: ["knight", "knight"],
      setup: (d) => setHand(d, "stark", ["eddard-stark", "robb-stark"], ["roose-bolton", "greatjon-umber", "ser-rodrick-cassel", "the-blackfish", "catelyn-stark"]),
    });
    g = playCards(g, "patchface", "eddard-stark");
    g = act(g, "baratheon", { type: "choose", choice: "robb-stark" });
    expect(g.houseCards.stark!.discard).toEqual(["robb-stark"]);
    expect(g.houseCards.stark!.hand).toHaveLength(6);
  });

  it("sees the hand as refreshed by clean-up; may pass", () => {
    let g = duel({
      attacker: "baratheon",
      defender: "stark",
      att: ["footman"],
      def: ["knight", "knight"],
      setup: (d) => setHand(d, "stark", ["eddard-stark"], ["roose-bolton", "greatjon-umber", "ser-rodrick-cassel", "the-blackfish", "catelyn-stark", "robb-stark"]),
    });
    g = playCards(g, "patchface", "eddard-stark");
    expect(combat(g).decision?.options).toHaveLength(6 + 1);
    g = act(g, "baratheon", { type: "choose", choice: "pass" });
    expect(g.houseCards.stark!.hand).toHaveLength(6);
  });
});
