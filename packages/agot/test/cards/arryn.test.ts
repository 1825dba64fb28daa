/** Arryn's Mother of Dragons house cards (cards.md 6.2; cards.md 7 #42), on the seven-player board. */
import { describe, expect, it } from "vitest";
import { act } from "../helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, setHand } from "./combat-setup.ts";

describe("Lysa Arryn (cards.md 6.2)", () => {
  const defended = (order: "defense" | "defense-special" | "support" | null) =>
    duel({
      mod: 7,
      attacker: "lannister",
      defender: "arryn",
      att: ["footman"],
      def: ["knight", "knight"],
      setup: (d) => {
        if (order) d.areas["stoney-sept"]!.order = { house: "arryn", kind: order };
      },
    });

  it("defending with a Defense order and winning, Arryn may take Lysa back to its hand", () => {
    let g = playCards(defended("defense"), "cersei-lannister", "lysa-arryn-mod");
    expect(asked(g)).toEqual({ seat: "arryn", kind: "combat-lysa" });
    expect(legal(g, "arryn")).toEqual([
      { type: "choose", choice: "return-to-hand" },
      { type: "choose", choice: "pass" },
    ]);
    g = act(g, "arryn", { type: "choose", choice: "return-to-hand" });
    // The beaten attacker went back to Harrenhal by itself; the combat is over.
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.arryn!.hand).toContain("lysa-arryn-mod");
    expect(g.houseCards.arryn!.discard).not.toContain("lysa-arryn-mod");
  });

  it("any Defense order counts (a special one too); passing discards her as usual", () => {
    let g = playCards(defended("defense-special"), "cersei-lannister", "lysa-arryn-mod");
    expect(asked(g).kind).toBe("combat-lysa");
    g = act(g, "arryn", { type: "choose", choice: "pass" });
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.arryn!.discard).toEqual(["lysa-arryn-mod"]);
  });

  it("without a Defense order in the embattled area, no choice: she is discarded", () => {
    const g = playCards(defended("support"), "cersei-lannister", "lysa-arryn-mod");
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.arryn!.discard).toEqual(["lysa-arryn-mod"]);
  });

  it("attacking, Arryn is never offered the choice", () => {
    let g = duel({ mod: 7, attacker: "arryn", defender: "lannister", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "lysa-arryn-mod", "cersei-lannister");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-retreat" });
  });
});

describe("Ser Vardis Egen (cards.md 6.2)", () => {
  // Arryn knight + Vardis 2 against a Lannister footman + card.
  const fight = (lannisterCard: string) =>
    playCardsWithEvents(duel({ mod: 7, attacker: "arryn", defender: "lannister", att: ["knight"], def: ["footman"] }), "ser-vardis-egen", lannisterCard);

  it("+1 strength when the opponent's card prints strength 2 or less", () => {
    expect(finalTotals(fight("cersei-lannister").events)).toEqual({ attacker: 2 + 2 + 1, defender: 1 + 0 });
    expect(finalTotals(fight("ser-jaime-lannister").events)).toEqual({ attacker: 2 + 2 + 1, defender: 1 + 2 });
  });

  it("nothing against a card of printed strength 3 or more", () => {
    expect(finalTotals(fight("ser-gregor-clegane").events)).toEqual({ attacker: 2 + 2, defender: 1 + 3 });
  });

  it("+2 fortifications: losing to Jaime (2, one sword), Arryn loses no unit", () => {
    // Lannister 2 knights + Jaime 2 = 6 beats Arryn 2 footmen + Vardis 2 + 1 = 5; Jaime's sword meets two towers.
    let g = duel({ mod: 7, attacker: "lannister", defender: "arryn", att: ["knight", "knight"], def: ["footman", "footman"] });
    g = playCards(g, "ser-jaime-lannister", "ser-vardis-egen");
    expect(asked(g)).toEqual({ seat: "arryn", kind: "combat-retreat" });
    const to = (legal(g, "arryn")[0] as { to: string }).to;
    g = act(g, "arryn", { type: "retreat", to });
    expect(g.areas[to]!.units).toHaveLength(2);
  });

  it("without the bonus (against Gregor, 3), the same sword kills", () => {
    let g = duel({ mod: 7, attacker: "lannister", defender: "arryn", att: ["knight", "knight"], def: ["footman", "footman", "footman"] });
    g = playCards(g, "ser-gregor-clegane", "ser-vardis-egen");
    // Three swords, no towers: all three footmen die, nothing is left to retreat.
    expect(inCombat(g)).toBe(false);
    expect(Object.values(g.areas).some((a) => a.house === "arryn" && a.units.some((u) => u.type === "footman"))).toBe(false);
  });
});

describe("Godric Borrell (cards.md 6.2)", () => {
  const atSea = (setup: Parameters<typeof duel>[0]["setup"]) =>
    duel({ mod: 7, attacker: "greyjoy", defender: "arryn", from: "the-narrow-sea", to: "the-bite", att: ["ship"], def: ["ship"], setup });

  it("defending a sea: +1 for each adjacent land area Arryn controls, by units or power token", () => {
    const g = atSea((d) => {
      placeUnits(d, "the-fingers", "arryn", null, "footman");
      d.areas["the-twins"]!.powerToken = "arryn";
      placeUnits(d, "white-harbor", "stark", null, "footman");
    });
    const { events } = playCardsWithEvents(g, "dagmar-cleftjaw", "godric-borrell");
    // Arryn: ship 1 + Godric 1 + 2 controlled areas (The Fingers, The Twins); White Harbor is Stark's.
    expect(finalTotals(events).defender).toBe(1 + 1 + 2);
  });

  it("no bonus defending a land area, even next to Arryn's land", () => {
    const g = duel({ mod: 7, attacker: "lannister", defender: "arryn", att: ["footman"], def: ["footman"], setup: (d) => placeUnits(d, "the-reach", "arryn", null, "footman") });
    const { events } = playCardsWithEvents(g, "cersei-lannister", "godric-borrell");
    expect(finalTotals(events).defender).toBe(1 + 1);
  });

  it("attacking a sea, no bonus", () => {
    const g = duel({
      mod: 7,
      attacker: "arryn",
      defender: "greyjoy",
      from: "the-narrow-sea",
      to: "the-bite",
      att: ["ship"],
      def: ["ship"],
      setup: (d) => placeUnits(d, "the-fingers", "arryn", null, "footman"),
    });
    const { events } = playCardsWithEvents(g, "godric-borrell", "dagmar-cleftjaw");
    expect(finalTotals(events).attacker).toBe(1 + 1);
  });
});

describe("Anya Waynwood (cards.md 6.2)", () => {
  it("winning, Arryn and every house that supported it gain 3 power; a house that supported the foe gains none", () => {
    let g = duel({
      mod: 7,
      attacker: "arryn",
      defender: "lannister",
      att: ["knight", "knight"],
      def: ["footman"],
      setup: (d) => {
        placeUnits(d, "blackwater", "baratheon", "support", "footman");
        placeUnits(d, "the-reach", "tyrell", "support", "footman");
        d.power = { ...d.power, arryn: 1, baratheon: 2, tyrell: 3 };
      },
    });
    // Support is asked in turn order: Baratheon for Arryn, Tyrell for Lannister.
    while (combat(g).decision?.kind === "support") {
      const d = combat(g).decision!;
      g = act(g, d.house, { type: "support", area: d.options![0]!, side: d.house === "baratheon" ? "attacker" : "defender" });
    }
    g = playCards(g, "anya-waynwood", "cersei-lannister");
    expect(g.power.arryn).toBe(1 + 3);
    expect(g.power.baratheon).toBe(2 + 3);
    expect(g.power.tyrell).toBe(3);
  });

  it("losing, nobody gains", () => {
    let g = duel({ mod: 7, attacker: "arryn", defender: "lannister", att: ["footman"], def: ["knight", "knight"], setup: (d) => void (d.power.arryn = 1) });
    g = playCards(g, "anya-waynwood", "ser-jaime-lannister");
    expect(g.power.arryn).toBe(1);
  });
});

describe("Robert Arryn (cards.md 6.2, 7 #42)", () => {
  const defending = (discard: string[]) =>
    duel({
      mod: 7,
      attacker: "lannister",
      defender: "arryn",
      att: ["knight", "knight"],
      def: ["footman", "footman"],
      setup: (d) => setHand(d, "lannister", ["ser-jaime-lannister", "ser-kevan-lannister", "tywin-lannister"], discard),
    });

  it("after defending (even a lost combat), Arryn removes Robert and a lowest card of the opponent's discard pile from the game", () => {
    let g = playCards(defending(["ser-kevan-lannister", "tyrion-lannister", "ser-gregor-clegane"]), "ser-jaime-lannister", "robert-arryn");
    g = act(g, "arryn", { type: "retreat", to: (legal(g, "arryn")[0] as { to: string }).to });
    expect(asked(g)).toEqual({ seat: "arryn", kind: "combat-robert-arryn" });
    // Kevan and Tyrion are both strength 1, the lowest: Arryn picks (cards.md 7 #42).
    expect(legal(g, "arryn").map((a) => (a as { choice: string }).choice)).toEqual(["ser-kevan-lannister", "tyrion-lannister", "pass"]);
    g = act(g, "arryn", { type: "choose", choice: "tyrion-lannister" });
    expect(g.houseCards.arryn!.removed).toEqual(["robert-arryn"]);
    expect(g.houseCards.arryn!.discard).not.toContain("robert-arryn");
    expect(g.houseCards.lannister!.removed).toEqual(["tyrion-lannister"]);
    expect(g.houseCards.lannister!.discard).toEqual(["ser-kevan-lannister", "ser-gregor-clegane", "ser-jaime-lannister"]);
  });

  it("with an empty opponent discard pile only Robert can go; passing keeps him", () => {
    let g = playCards(defending([]), "ser-jaime-lannister", "robert-arryn");
    g = act(g, "arryn", { type: "retreat", to: (legal(g, "arryn")[0] as { to: string }).to });
    // The attacker's played Jaime is in its discard pile by now (clean-up came first).
    expect(legal(g, "arryn").map((a) => (a as { choice: string }).choice)).toEqual(["ser-jaime-lannister", "pass"]);
    g = act(g, "arryn", { type: "choose", choice: "pass" });
    expect(g.houseCards.arryn!.discard).toContain("robert-arryn");
    expect(g.houseCards.arryn!.removed).toBeUndefined();
  });

  it("attacking, nothing happens", () => {
    let g = duel({ mod: 7, attacker: "arryn", defender: "lannister", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "robert-arryn", "cersei-lannister");
    if (inCombat(g)) g = act(g, "lannister", { type: "retreat", to: (legal(g, "lannister")[0] as { to: string }).to });
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.arryn!.discard).toEqual(["robert-arryn"]);
  });
});
