/** Lannister house cards (cards.md 2.2; rulings cards.md 7 #1-4, #25). */
import { describe, expect, it } from "vitest";
import { act, refuse } from "../helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, setHand, units } from "./combat-setup.ts";

describe("Tywin Lannister", () => {
  it("gains Lannister 2 power when it wins", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["knight"], def: ["footman"] });
    const before = g.power.lannister!;
    g = playCards(g, "tywin-lannister", "catelyn-stark");
    expect(g.power.lannister).toBe(before + 2);
  });

  it("gains nothing when it loses", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["footman"], def: ["knight", "knight", "knight"] });
    const before = g.power.lannister!;
    g = playCards(g, "tywin-lannister", "eddard-stark");
    expect(g.power.lannister).toBe(before);
  });

  it("never beyond the house's 20 tokens", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["knight"], def: ["footman"], setup: (d) => (d.power.lannister = 19) });
    g = playCards(g, "tywin-lannister", "catelyn-stark");
    expect(g.power.lannister).toBe(20);
  });
});

describe("Ser Kevan Lannister (cards.md 7 #4)", () => {
  it("attacking: Lannister footmen attacking and supporting Lannister count 2; other houses' footmen 1", () => {
    const g = duel({
      attacker: "lannister",
      defender: "stark",
      att: ["footman", "footman"],
      def: ["knight", "knight", "knight"],
      setup: (d) => {
        placeUnits(d, "lannisport", "lannister", "support", "footman");
        placeUnits(d, "searoad-marches", "tyrell", "support", "footman");
      },
    });
    let s = act(g, "lannister", { type: "support", area: "lannisport", side: "attacker" });
    s = act(s, "tyrell", { type: "support", area: "searoad-marches", side: "attacker" });
    const { events } = playCardsWithEvents(s, "ser-kevan-lannister", "catelyn-stark");
    // army 2x2 + Lannister support 2 + Tyrell support 1 + card 1
    expect(finalTotals(events).attacker).toBe(4 + 2 + 1 + 1);
  });

  it("defending: no bonus", () => {
    const { events } = playCardsWithEvents(
      duel({ attacker: "stark", defender: "lannister", att: ["knight", "knight"], def: ["footman", "footman"] }),
      "catelyn-stark",
      "ser-kevan-lannister",
    );
    expect(finalTotals(events).defender).toBe(2 + 1);
  });
});

describe("Tyrion Lannister", () => {
  it("cancels the opponent's card: it goes back to hand and a different one must be played", () => {
    let g = duel({ attacker: "stark", defender: "lannister", att: ["footman"], def: ["footman"] });
    g = playCards(g, "eddard-stark", "tyrion-lannister");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-tyrion" });
    g = act(g, "lannister", { type: "choose", choice: "cancel" });
    expect(asked(g)).toEqual({ seat: "stark", kind: "combat-tyrion-replacement" });
    refuse(g, "stark", { type: "house-card", card: "eddard-stark" }, "ILLEGAL_ACTION");
    g = act(g, "stark", { type: "house-card", card: "catelyn-stark" });
    expect(g.houseCards.stark!.hand).toContain("eddard-stark");
    expect(g.houseCards.stark!.discard).toContain("catelyn-stark");
  });

  it("with no other card, the opponent fights with no house card (cards.md 7 #2)", () => {
    let g = duel({
      attacker: "stark",
      defender: "lannister",
      att: ["knight"],
      def: ["footman"],
      setup: (d) => setHand(d, "stark", ["eddard-stark"], ["robb-stark", "roose-bolton", "greatjon-umber", "ser-rodrick-cassel", "the-blackfish", "catelyn-stark"]),
    });
    g = playCards(g, "eddard-stark", "tyrion-lannister");
    g = act(g, "lannister", { type: "choose", choice: "cancel" });
    expect(combat(g).sides.attacker.card).toBeNull();
    // Stark 2 against Lannister 1 + 1: a tie, Stark is higher on the Fiefdoms track.
    expect(combat(g).victor).toBe("attacker");
    expect(g.houseCards.stark!.hand).toEqual(["eddard-stark"]);
  });

  it("may decline", () => {
    let g = duel({ attacker: "stark", defender: "lannister", att: ["footman"], def: ["footman"] });
    g = playCards(g, "eddard-stark", "tyrion-lannister");
    g = act(g, "lannister", { type: "choose", choice: "pass" });
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.stark!.discard).toEqual(["eddard-stark"]);
  });

  it("the replacement's own 'immediately' text resolves (cards.md 7 #3): Mace swapped in still kills", () => {
    let g = duel({ attacker: "tyrell", defender: "lannister", att: ["knight"], def: ["footman", "knight"] });
    g = playCards(g, "ser-loras-tyrell", "tyrion-lannister");
    g = act(g, "lannister", { type: "choose", choice: "cancel" });
    g = act(g, "tyrell", { type: "house-card", card: "mace-tyrell" });
    expect(units(g, "stoney-sept")).not.toContain("footman");
  });

  it("resolves before Aeron; Greyjoy replaces the cancelled Aeron for free (cards.md 7 #1)", () => {
    let g = duel({ attacker: "greyjoy", defender: "lannister", att: ["footman"], def: ["footman"] });
    const power = g.power.greyjoy;
    g = playCards(g, "aeron-damphair", "tyrion-lannister");
    g = act(g, "lannister", { type: "choose", choice: "cancel" });
    g = act(g, "greyjoy", { type: "house-card", card: "dagmar-cleftjaw" });
    expect(g.power.greyjoy).toBe(power);
    expect(g.houseCards.greyjoy!.hand).toContain("aeron-damphair");
    expect(legal(g, "lannister").some((a) => a.type === "choose")).toBe(false);
  });
});

describe("Cersei Lannister (cards.md 7 #25)", () => {
  const start = () =>
    duel({
      attacker: "lannister",
      defender: "stark",
      att: ["knight", "knight"],
      def: ["footman"],
      setup: (d) => {
        placeUnits(d, "winterfell", "stark", "consolidate-power", "footman");
        d.areas["stoney-sept"]!.order = { house: "stark", kind: "defense" };
        placeUnits(d, "riverrun", "lannister", null, "footman");
        placeUnits(d, "blackwater", "lannister", null, "footman");
        placeUnits(d, "searoad-marches", "lannister", null, "footman");
      },
    });

  it("on a win, removes one order of the loser anywhere but this combat's", () => {
    let g = playCards(start(), "cersei-lannister", "catelyn-stark");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-cersei" });
    expect(legal(g, "lannister")).toEqual([
      { type: "choose", choice: "winterfell" },
      { type: "choose", choice: "pass" },
    ]);
    g = act(g, "lannister", { type: "choose", choice: "winterfell" });
    expect(g.areas["winterfell"]!.order).toBeNull();
  });

  it("no other order of the loser: nothing asked", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "cersei-lannister", "catelyn-stark");
    expect(asked(g).kind).toBe("combat-retreat");
  });

  it("nothing on a loss", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["footman"], def: ["knight", "knight"], setup: (d) => placeUnits(d, "winterfell", "stark", "raid", "footman") });
    g = playCards(g, "cersei-lannister", "eddard-stark");
    expect(inCombat(g)).toBe(false);
    expect(g.areas["winterfell"]!.order).not.toBeNull();
  });
});
