/** Stark house cards (cards.md 2.2; rulings cards.md 7 #13-15, #20). */
import { describe, expect, it } from "vitest";
import { act, refuse } from "../helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, setHand, units } from "./combat-setup.ts";

describe("Robb Stark", () => {
  it("as victorious attacker, Stark picks the defender's retreat area", () => {
    let g = duel({ attacker: "stark", defender: "lannister", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "robb-stark", "cersei-lannister");
    expect(asked(g)).toEqual({ seat: "stark", kind: "combat-retreat" });
    refuse(g, "lannister", { type: "retreat", to: "lannisport" }, "NOT_YOUR_DECISION");
    g = act(g, "stark", { type: "retreat", to: "blackwater" });
    expect(units(g, "blackwater")).toEqual(["footman*"]);
  });

  it("as victorious defender, Stark may send the attacker elsewhere than its origin (cards.md 7 #13)", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "cersei-lannister", "robb-stark");
    expect(asked(g).seat).toBe("stark");
    const choices = legal(g, "stark").map((a) => (a as { to: string }).to);
    expect(choices).toContain("harrenhal");
    expect(choices).toContain("searoad-marches");
    g = act(g, "stark", { type: "retreat", to: "searoad-marches" });
    expect(units(g, "searoad-marches")).toEqual(["footman*"]);
    expect(units(g, "harrenhal")).toEqual([]);
  });

  it("saves an attacker whose origin reverted to its owner by sending it elsewhere (cards.md 7 #31)", () => {
    let g = duel({ attacker: "lannister", defender: "stark", from: "highgarden", to: "dornish-marches", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "cersei-lannister", "robb-stark");
    const choices = legal(g, "stark").map((a) => (a as { to: string }).to);
    expect(choices).not.toContain("highgarden");
    g = act(g, "stark", { type: "retreat", to: choices[0]! });
    expect(units(g, choices[0]!)).toEqual(["footman*"]);
  });

  it("does nothing when Stark loses", () => {
    let g = duel({ attacker: "stark", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "robb-stark", "tywin-lannister");
    expect(inCombat(g)).toBe(false);
    expect(units(g, "harrenhal")).toEqual(["footman*"]);
  });
});

describe("Roose Bolton", () => {
  it("if Stark loses, its whole discard pile comes back, Roose included (cards.md 7 #20)", () => {
    let g = duel({
      attacker: "stark",
      defender: "lannister",
      att: ["footman"],
      def: ["knight", "knight"],
      setup: (d) => setHand(d, "stark", ["roose-bolton", "robb-stark", "catelyn-stark"], ["eddard-stark", "the-blackfish"]),
    });
    g = playCards(g, "roose-bolton", "tywin-lannister");
    expect([...g.houseCards.stark!.hand].sort()).toEqual(["catelyn-stark", "eddard-stark", "robb-stark", "roose-bolton", "the-blackfish"]);
    expect(g.houseCards.stark!.discard).toEqual([]);
  });

  it("if Stark wins, Roose is discarded as usual", () => {
    let g = duel({ attacker: "stark", defender: "lannister", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "roose-bolton", "cersei-lannister");
    g = act(g, "lannister", { type: "retreat", to: "lannisport" });
    expect(g.houseCards.stark!.discard).toEqual(["roose-bolton"]);
  });
});

describe("The Blackfish", () => {
  it("Stark takes no sword casualties when it loses", () => {
    let g = duel({ attacker: "lannister", defender: "stark", att: ["knight", "knight"], def: ["footman", "footman"] });
    g = playCards(g, "ser-gregor-clegane", "the-blackfish");
    expect(combat(g).step).toBe("move-in");
    g = act(g, "stark", { type: "retreat", to: "blackwater" });
    expect(units(g, "blackwater")).toEqual(["footman*", "footman*"]);
  });

  it("prevents Mace Tyrell's kill (cards.md 7 #15)", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "tyrell", defender: "stark", def: ["footman", "knight"] }), "mace-tyrell", "the-blackfish");
    expect(events.some((e) => e.type === "combat-casualties-prevented")).toBe(true);
    expect(events.some((e) => e.type === "combat-ability" && (e.data as { card: string }).card === "mace-tyrell")).toBe(false);
  });

  it("units that cannot retreat still die: siege engines (AG-1)", () => {
    let g = duel({ attacker: "stark", defender: "lannister", to: "harrenhal", from: "stoney-sept", att: ["siege-engine", "footman"], def: ["knight", "knight", "knight"] });
    g = playCards(g, "the-blackfish", "tywin-lannister");
    expect(units(g, "stoney-sept")).toEqual(["footman*"]);
  });
});

describe("Catelyn Stark", () => {
  it("doubles Stark's Defense order in the embattled area", () => {
    const g = duel({
      attacker: "lannister",
      defender: "stark",
      def: ["footman"],
      setup: (d) => (d.areas["stoney-sept"]!.order = { house: "stark", kind: "defense-special" }),
    });
    const { events } = playCardsWithEvents(g, "cersei-lannister", "catelyn-stark");
    // 1 footman + Defense +2 doubled.
    expect(finalTotals(events).defender).toBe(1 + 4);
  });

  it("gives nothing to an attacker", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "stark", defender: "lannister" }), "catelyn-stark", "cersei-lannister");
    expect(finalTotals(events).attacker).toBe(3);
  });
});

describe("Stark cards without text", () => {
  it("Eddard Stark: 4 and two swords", () => {
    let g = duel({ attacker: "stark", defender: "lannister", def: ["footman", "footman", "footman"] });
    const { state, events } = playCardsWithEvents(g, "eddard-stark", "cersei-lannister");
    expect(finalTotals(events).attacker).toBe(3 + 4);
    g = state;
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-retreat" });
    expect(units(g, "stoney-sept")).toEqual(["footman"]);
  });

  it("Ser Rodrik Cassel's two fortifications cancel Greatjon Umber's sword", () => {
    const { events } = playCardsWithEvents(
      duel({ attacker: "stark", defender: "lannister", setup: (d) => placeUnits(d, "lannisport", "lannister", null, "footman") }),
      "greatjon-umber",
      "the-hound",
    );
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1, fortifications: 2, casualties: 0 });
  });
});
