/** Targaryen's house cards, deck A (cards.md 6.3), on the eight-player board. */
import { describe, expect, it } from "vitest";
import { act } from "../helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, setHand } from "./combat-setup.ts";

const targaryenDuel = (o: Omit<Parameters<typeof duel>[0], "mod">) => duel({ mod: 8, ...o });

describe("Khal Drogo (cards.md 6.3)", () => {
  it("+1 strength and +1 sword per Targaryen knight of the army, supporting knights not counted", () => {
    const g = targaryenDuel({
      attacker: "targaryen",
      defender: "lannister",
      att: ["knight", "knight", "footman"],
      def: ["footman", "footman", "footman"],
      setup: (d) => placeUnits(d, "blackwater", "targaryen", "support", "knight"),
    });
    let s = g;
    while (combat(s).decision?.kind === "support") s = act(s, "targaryen", { type: "support", area: "blackwater", side: "attacker" });
    const { state, events } = playCardsWithEvents(s, "khal-drogo", "cersei-lannister");
    // Army 2+2+1, support knight 2, Khal 4 + 2 knights of the army.
    expect(finalTotals(events)).toEqual({ attacker: 5 + 2 + 4 + 2, defender: 3 });
    // Two swords against no towers: two of Lannister's three footmen die before it retreats.
    expect(asked(state)).toEqual({ seat: "lannister", kind: "combat-retreat" });
    const to = (legal(state, "lannister")[0] as { to: string }).to;
    const after = act(state, "lannister", { type: "retreat", to });
    expect(after.areas[to]!.units.filter((u) => u.type === "footman")).toHaveLength(1);
  });

  it("leaves the game after the combat, won or lost", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["footman"], def: ["knight", "knight", "knight"] });
    g = playCards(g, "khal-drogo", "tywin-lannister");
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.targaryen!.removed).toEqual(["khal-drogo"]);
    expect(g.houseCards.targaryen!.discard).toEqual([]);
    expect(g.houseCards.targaryen!.hand).not.toContain("khal-drogo");
  });
});

describe("Xaro Xhoan Daxos (cards.md 6.3)", () => {
  const atSea = (targaryenShips: number, baratheonShips: number) =>
    targaryenDuel({
      attacker: "targaryen",
      defender: "baratheon",
      from: "bay-of-pentos",
      to: "shipbreaker-bay",
      att: Array(targaryenShips).fill("ship"),
      def: Array(baratheonShips).fill("ship"),
    });

  it("with more ships than the opponent's army, each Targaryen ship of the army is worth 2", () => {
    const { events } = playCardsWithEvents(atSea(2, 1), "xaro-xhoan-daxos", "renly-baratheon");
    expect(finalTotals(events).attacker).toBe(2 * 2 + 2);
  });

  it("with as many ships, they are worth 1", () => {
    const { events } = playCardsWithEvents(atSea(2, 2), "xaro-xhoan-daxos", "renly-baratheon");
    expect(finalTotals(events).attacker).toBe(2 + 2);
  });
});

describe("Daenerys Targaryen, deck A (cards.md 6.3)", () => {
  it("+2 when a dragon is in either army (here an attacking one, strength 5 in round 10)", () => {
    const g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["dragon"], def: ["footman"], setup: (d) => void (d.round = 10) });
    const { events } = playCardsWithEvents(g, "daenerys-targaryen-a", "cersei-lannister");
    expect(finalTotals(events).attacker).toBe(5 + 1 + 2);
  });

  it("no bonus without a dragon", () => {
    const g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["knight"], def: ["footman"] });
    const { events } = playCardsWithEvents(g, "daenerys-targaryen-a", "cersei-lannister");
    expect(finalTotals(events).attacker).toBe(2 + 1);
  });
});

describe("Viserys Targaryen (cards.md 6.3)", () => {
  it("discarding another card from hand adds its printed strength to his", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["knight"], def: ["footman"] });
    g = playCards(g, "viserys-targaryen", "cersei-lannister");
    expect(asked(g)).toEqual({ seat: "targaryen", kind: "combat-viserys" });
    expect(legal(g, "targaryen").map((a) => (a as { choice: string }).choice)).not.toContain("viserys-targaryen");
    const r = act(g, "targaryen", { type: "choose", choice: "khal-drogo" });
    expect(r.houseCards.targaryen!.discard).toContain("khal-drogo");
    expect(r.houseCards.targaryen!.hand).not.toContain("khal-drogo");
  });

  it("the discarded card's strength decides the combat: 1 + 4 + knight 2 beats 6", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["knight"], def: ["knight", "knight"] });
    g = playCards(g, "viserys-targaryen", "ser-jaime-lannister");
    g = act(g, "targaryen", { type: "choose", choice: "khal-drogo" });
    // Targaryen 2 + 1 + 4 = 7 against Lannister 4 + 2 = 6: Lannister retreats.
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-retreat" });
  });

  it("if Targaryen loses, Viserys leaves the game (used or not)", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "viserys-targaryen", "tywin-lannister");
    g = act(g, "targaryen", { type: "choose", choice: "pass" });
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.targaryen!.removed).toEqual(["viserys-targaryen"]);
    expect(g.houseCards.targaryen!.discard).toEqual([]);
  });

  it("winning, he is discarded as usual", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["knight", "knight"], def: ["footman"] });
    g = playCards(g, "viserys-targaryen", "cersei-lannister");
    g = act(g, "targaryen", { type: "choose", choice: "pass" });
    g = act(g, "lannister", { type: "retreat", to: (legal(g, "lannister")[0] as { to: string }).to });
    expect(g.houseCards.targaryen!.discard).toEqual(["viserys-targaryen"]);
  });
});

describe("Illyrio Mopatis (cards.md 6.3, 7 #8)", () => {
  it("after the combat Targaryen gains the difference of the final strengths; below 5 available he stays", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["knight", "knight"], def: ["footman"], setup: (d) => void (d.power.targaryen = 0) });
    g = playCards(g, "illyrio-mopatis", "cersei-lannister");
    g = act(g, "lannister", { type: "retreat", to: (legal(g, "lannister")[0] as { to: string }).to });
    // 4 against 1: +3.
    expect(g.power.targaryen).toBe(3);
    expect(g.houseCards.targaryen!.discard).toEqual(["illyrio-mopatis"]);
  });

  it("losing too; reaching 5 available power, he leaves the game", () => {
    let g = targaryenDuel({ attacker: "targaryen", defender: "lannister", att: ["footman"], def: ["knight", "knight"], setup: (d) => void (d.power.targaryen = 2) });
    g = playCards(g, "illyrio-mopatis", "ser-jaime-lannister");
    // 1 against 4 + 2 = 6: +5, so 7 available.
    expect(g.power.targaryen).toBe(7);
    expect(g.houseCards.targaryen!.removed).toEqual(["illyrio-mopatis"]);
  });

  it("the blade counts in the difference (cards.md 7 #8)", () => {
    let g = targaryenDuel({
      attacker: "targaryen",
      defender: "lannister",
      att: ["knight", "knight"],
      def: ["footman"],
      blade: true,
      setup: (d) => {
        d.power.targaryen = 0;
        d.tracks.fiefdoms = ["lannister", ...d.tracks.fiefdoms.filter((h) => h !== "lannister")];
        setHand(d, "lannister", ["cersei-lannister", "tywin-lannister"]);
      },
    });
    g = playCards(g, "illyrio-mopatis", "cersei-lannister");
    g = act(g, "lannister", { type: "use-blade", use: true });
    g = act(g, "lannister", { type: "retreat", to: (legal(g, "lannister")[0] as { to: string }).to });
    // 4 against 1 + 1: +2.
    expect(g.power.targaryen).toBe(2);
  });
});
