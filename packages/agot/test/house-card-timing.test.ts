/**
 * House card timing (rulebook p.19 "order of operations"; cards.md 1.2) and the rulings of
 * cards.md section 7 not already named in test/cards/*.test.ts.
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { act, actWithEvents } from "./helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, placeUnits, playCards, playCardsWithEvents, units } from "./cards/combat-setup.ts";

describe("order of card texts (p.19; cards.md 1.2)", () => {
  it("two 'immediately' texts resolve in Iron Throne order, the first completely before the second", () => {
    // Martell (Doran) is 4th on the Iron Throne track, Tyrell (Queen of Thorns) 6th.
    let g = duel({
      attacker: "tyrell",
      defender: "martell",
      att: ["knight"],
      def: ["footman"],
      setup: (d) => {
        d.areas["blackwater"]!.house = "martell";
        d.areas["blackwater"]!.units = [{ type: "footman", routed: false }];
        d.areas["blackwater"]!.order = { house: "martell", kind: "raid" };
      },
    });
    g = playCards(g, "queen-of-thorns", "doran-martell");
    expect(asked(g)).toEqual({ seat: "martell", kind: "combat-doran" });
    g = act(g, "martell", { type: "choose", choice: "fiefdoms" });
    expect(g.tracks.fiefdoms.at(-1)).toBe("tyrell");
    expect(asked(g)).toEqual({ seat: "tyrell", kind: "combat-queen-of-thorns" });
  });

  it("the Iron Throne order is read live: Doran sending the opponent down changes who resolves first afterwards (cards.md 7 #11)", () => {
    let g = duel({ attacker: "martell", defender: "lannister", att: ["knight"], def: ["footman"] });
    g = playCards(g, "doran-martell", "cersei-lannister");
    g = act(g, "martell", { type: "choose", choice: "ironThrone" });
    expect(g.tracks.ironThrone).toEqual(["baratheon", "stark", "martell", "greyjoy", "tyrell", "lannister"]);
  });

  it("cancel texts come before 'immediately' ones (cards.md 7 #1): Tyrion is asked before Queen of Thorns", () => {
    let g = duel({
      attacker: "tyrell",
      defender: "lannister",
      att: ["knight"],
      def: ["footman"],
      setup: (d) => {
        d.areas["blackwater"]!.house = "lannister";
        d.areas["blackwater"]!.units = [{ type: "footman", routed: false }];
        d.areas["blackwater"]!.order = { house: "lannister", kind: "raid" };
        d.tracks.ironThrone = ["tyrell", "baratheon", "stark", "martell", "greyjoy", "lannister"];
      },
    });
    g = playCards(g, "queen-of-thorns", "tyrion-lannister");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-tyrion" });
  });
});

describe("cards.md section 7 rulings on house cards", () => {
  it("#22: Arianne keeps Loras's March order out of the area", () => {
    let g = duel({ attacker: "tyrell", defender: "martell", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "ser-loras-tyrell", "arianne-martell");
    g = act(g, "martell", { type: "retreat", to: "blackwater" });
    expect(inCombat(g)).toBe(false);
    expect(g.areas["stoney-sept"]!.order).toBeNull();
    expect(g.areas["harrenhal"]!.order).toBeNull();
    expect(units(g, "harrenhal")).toEqual(["knight", "knight"]);
  });

  it("#45 and p.19: hands and discard piles are public, the chosen card is not until revealed", () => {
    let g = duel({ attacker: "tyrell", defender: "martell" });
    g = act(g, "tyrell", { type: "house-card", card: "mace-tyrell" });
    const v = agotEngine.view(g, "martell");
    expect(v.houseCards.tyrell!.hand).toContain("mace-tyrell");
    expect((v.stack.at(-1) as ReturnType<typeof combat>).sides.attacker.card).toBeNull();
  });

  it("a text resolves once: Tyrion cannot cancel the replacement (cards.md 7 #1)", () => {
    let g = duel({ attacker: "stark", defender: "lannister", att: ["footman"], def: ["footman"] });
    g = playCards(g, "eddard-stark", "tyrion-lannister");
    g = act(g, "lannister", { type: "choose", choice: "cancel" });
    g = act(g, "stark", { type: "house-card", card: "robb-stark" });
    expect(inCombat(g) ? combat(g).decision?.kind : null).not.toBe("tyrion");
  });
});

describe("cards.md section 7 rulings on strength and clean-up", () => {
  it("#6: Salladhor switches off when Queen of Thorns removes Baratheon's only support (AG-9)", () => {
    let g = duel({
      attacker: "tyrell",
      defender: "baratheon",
      from: "blackwater-bay",
      to: "shipbreaker-bay",
      att: ["ship", "ship"],
      def: ["ship"],
      setup: (d) => placeUnits(d, "the-narrow-sea", "baratheon", "support", "ship"),
    });
    g = act(g, "baratheon", { type: "support", area: "the-narrow-sea", side: "defender" });
    g = playCards(g, "queen-of-thorns", "salladhor-saan");
    const r = actWithEvents(g, "tyrell", { type: "choose", choice: "the-narrow-sea" });
    expect(finalTotals(r.events)).toEqual({ attacker: 2, defender: 1 + 1 });
  });

  it("#36: siege engines supporting another house's attack on a castle are worth 4", () => {
    let g = duel({
      attacker: "lannister",
      defender: "stark",
      from: "stoney-sept",
      to: "harrenhal",
      att: ["footman"],
      def: ["footman"],
      setup: (d) => placeUnits(d, "crackclaw-point", "baratheon", "support", "siege-engine"),
    });
    g = act(g, "baratheon", { type: "support", area: "crackclaw-point", side: "attacker" });
    const { events } = playCardsWithEvents(g, "cersei-lannister", "catelyn-stark");
    expect(finalTotals(events).attacker).toBe(1 + 4);
  });

  it("#43: an order left in an area the combat emptied is removed at clean-up", () => {
    // Mace kills Stark's only footman in Winterfell; Stark still wins on garrison, Defense and Eddard.
    let g = duel({
      attacker: "tyrell",
      defender: "stark",
      from: "castle-black",
      to: "winterfell",
      att: ["footman"],
      def: ["footman"],
      setup: (d) => {
        d.areas["winterfell"]!.garrison = { house: "stark", strength: 2 };
        d.areas["winterfell"]!.order = { house: "stark", kind: "defense" };
      },
    });
    g = playCards(g, "mace-tyrell", "eddard-stark");
    expect(inCombat(g)).toBe(false);
    expect(units(g, "winterfell")).toEqual([]);
    expect(g.areas["winterfell"]!.order).toBeNull();
    expect(g.areas["winterfell"]!.garrison).not.toBeNull();
    // Eddard's swords killed the lone attacker, so no March order stays in Castle Black either.
    expect(units(g, "castle-black")).toEqual([]);
    expect(g.areas["castle-black"]!.order).toBeNull();
  });
});
