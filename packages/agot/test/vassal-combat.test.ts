/**
 * Combat with vassals (Mother of Dragons; rules summary "Combat with vassals"; cards.md 6.4.2-6.4.3;
 * AG-29, AG-34, AG-39) and the seven vassal house cards, each with a test that fails if its text were
 * played wrong. Duels on the cleared base board (cards/combat-setup.ts) with houses marked as vassals.
 */
import { describe, expect, it } from "vitest";
import { produce } from "immer";
import { VASSAL_CARD_IDS, type HouseId } from "../src/data/houses.ts";
import { agotEngine } from "../src/index.ts";
import type { CombatFrame } from "../src/rules/combat/frames.ts";
import type { Game } from "../src/state.ts";
import { act, actWithEvents, edit, refuse } from "./helpers.ts";
import { combat, duel, finalTotals, inCombat, legal, placeUnits, playCards, playCardsWithEvents, setHand, units } from "./cards/combat-setup.ts";
import { vassalize } from "./vassal-setup.ts";

describe("the vassal deck (summary 'Combat with vassals' step 3)", () => {
  const start = (deck = ["bronn", "varys", "janos-slynt"]) =>
    duel({ attacker: "stark", defender: "martell", att: ["footman"], def: ["knight", "knight"], setup: (d) => vassalize(d, { martell: "lannister" }, deck) });

  it("the commander draws three cards for its vassal and chooses one of them in secret", () => {
    const g = start();
    expect([...g.houseCards.martell!.hand].sort()).toEqual(["bronn", "janos-slynt", "varys"]);
    expect(g.mod!.vassals!.deck).toEqual([]);
    const prompts = agotEngine.pendingSeats(g);
    expect(prompts.map((p) => p.seat).sort()).toEqual(["lannister", "stark"]);
    expect(prompts.find((p) => p.seat === "lannister")!.detail).toMatchObject({ vassal: "martell" });
    expect(legal(g, "lannister").map((a) => (a.type === "house-card" ? a.card : null)).sort()).toEqual(["bronn", "janos-slynt", "varys"]);
  });

  it("the drawn cards are hidden from all but the commander until the reveal", () => {
    let g = start();
    expect(agotEngine.view(g, "stark").houseCards.martell!.hand).toEqual([]);
    expect(agotEngine.view(g, null).houseCards.martell!.hand).toEqual([]);
    expect([...agotEngine.view(g, "lannister").houseCards.martell!.hand].sort()).toEqual(["bronn", "janos-slynt", "varys"]);
    g = act(g, "lannister", { type: "house-card", card: "janos-slynt" });
    const seen = agotEngine.view(g, "lannister").stack.find((f) => (f as { kind: string }).kind === "combat") as { sides: { defender: { card: string | null } } };
    const hidden = agotEngine.view(g, "stark").stack.find((f) => (f as { kind: string }).kind === "combat") as { sides: { defender: { card: string | null } } };
    expect(seen.sides.defender.card).toBe("janos-slynt");
    expect(hidden.sides.defender.card).toBeNull();
  });

  it("two draws that differ only in the vassal's cards look the same to every seat but its commander", () => {
    const a = start(["bronn", "varys", "janos-slynt", "syrio-forel"]);
    const b = produce(a, (d) => {
      d.houseCards.martell!.hand = ["syrio-forel", "varys", "janos-slynt"];
      d.mod!.vassals!.deck = ["bronn"];
    });
    for (const seat of ["stark", "baratheon", null] as const) expect(JSON.stringify(agotEngine.view(b, seat))).toBe(JSON.stringify(agotEngine.view(a, seat)));
    expect(JSON.stringify(agotEngine.view(b, "lannister"))).not.toBe(JSON.stringify(agotEngine.view(a, "lannister")));
  });

  it("Janos Slynt (2, two swords, a fortification); all cards go back after the combat; the winner's commander gains 1 power", () => {
    let g = start();
    g = playCards(g, "catelyn-stark", "janos-slynt");
    expect(inCombat(g)).toBe(false);
    // 4 + 2 beats 1: Stark's lone footman takes two sword casualties.
    expect(units(g, "harrenhal")).toEqual([]);
    // "All 7 vassal house cards are shuffled back into 1 deck" (the position began with 3 in it).
    expect(g.mod!.vassals!.deck).toEqual(VASSAL_CARD_IDS);
    expect(g.houseCards.martell).toEqual({ hand: [], discard: [] });
    expect(g.power.lannister).toBe(6);
    expect(g.power.martell).toBe(0);
  });

  it("a losing vassal earns its commander nothing", () => {
    let g = duel({ attacker: "stark", defender: "martell", att: ["knight", "knight"], def: ["footman"], setup: (d) => vassalize(d, { martell: "lannister" }, ["janos-slynt", "varys", "syrio-forel"]) });
    g = playCards(g, "eddard-stark", "varys");
    expect(g.power.lannister).toBe(5);
  });

  it("two vassals: the attacker's commander draws three, the defender's three of the other four (AG-34)", () => {
    const g = duel({ attacker: "tyrell", defender: "martell", setup: (d) => vassalize(d, { tyrell: "stark", martell: "lannister" }) });
    const a = g.houseCards.tyrell!.hand;
    const d = g.houseCards.martell!.hand;
    expect(a).toHaveLength(3);
    expect(d).toHaveLength(3);
    expect(new Set([...a, ...d, ...g.mod!.vassals!.deck])).toEqual(new Set(VASSAL_CARD_IDS));
  });
});

describe("the Valyrian Steel Blade and support (summary 'Combat with vassals' step 4; AG-29)", () => {
  it("a commander holding the blade uses it for its vassal; a vassal on top of Fiefdoms never holds it", () => {
    let g = duel({
      attacker: "stark",
      defender: "martell",
      blade: true,
      setup: (d) => {
        vassalize(d, { martell: "lannister" }, ["janos-slynt", "varys", "bronn"]);
        d.tracks.fiefdoms = ["martell", "lannister", "greyjoy", "tyrell", "stark", "baratheon"];
      },
    });
    g = playCards(g, "catelyn-stark", "varys");
    expect(combat(g).decision).toMatchObject({ kind: "blade", house: "martell", side: "defender" });
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "lannister", kind: "combat-blade" }]);
    g = act(g, "lannister", { type: "use-blade", use: true });
    expect(g.bladeUsed).toBe(true);
  });

  // AG-29 refined (D13; summary Raid/Support 1 "The commander decides who the vassal supports each
  // time it can provide support with this order"; rulebook p.17 "may now grant (or refuse to grant)").
  // Before D13 a vassal next to its banner's combat backed it without being asked.
  const besideCommander = () =>
    duel({
      attacker: "stark",
      defender: "lannister",
      att: ["footman"],
      def: ["footman"],
      setup: (d) => {
        vassalize(d, { tyrell: "stark" });
        placeUnits(d, "blackwater", "tyrell", "vassal-support", "footman");
      },
    });
  const sides = (g: Game, seat: HouseId) => legal(g, seat).map((a) => (a.type === "support" ? a.side : null));

  it("AG-29 (D13): next to its commander's combat, the commander declares the vassal's support for his side or for nobody", () => {
    const g = besideCommander();
    expect(combat(g).support).toEqual([]);
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "stark", kind: "combat-support", detail: { vassal: "tyrell" } }]);
    expect(sides(g, "stark")).toEqual(["attacker", "none"]);
    const backed = act(g, "stark", { type: "support", area: "blackwater", side: "attacker" });
    expect(combat(backed).support).toEqual([{ area: "blackwater", house: "tyrell", side: "attacker" }]);
    // Stark: footman 1 + Tyrell's footman 1 and the token's +1.
    expect(finalTotals(playCardsWithEvents(backed, "catelyn-stark", "cersei-lannister").events).attacker).toBe(3);
  });

  it("AG-29 (D13): declared for nobody, the vassal's order adds nothing to its banner's side", () => {
    const refused = act(besideCommander(), "stark", { type: "support", area: "blackwater", side: "none" });
    expect(combat(refused).support).toEqual([{ area: "blackwater", house: "tyrell", side: "none" }]);
    // Stark: its footman alone.
    expect(finalTotals(playCardsWithEvents(refused, "catelyn-stark", "cersei-lannister").events).attacker).toBe(1);
  });

  it("AG-29 (D13): next to a fellow vassal's combat, defending, only that side or nobody; never the other side (D14 stands)", () => {
    const g = duel({
      attacker: "stark",
      defender: "martell",
      setup: (d) => {
        vassalize(d, { tyrell: "lannister", martell: "lannister" });
        placeUnits(d, "blackwater", "tyrell", "vassal-support", "footman");
      },
    });
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "lannister", kind: "combat-support", detail: { vassal: "tyrell" } }]);
    expect(sides(g, "lannister")).toEqual(["defender", "none"]);
    refuse(g, "lannister", { type: "support", area: "blackwater", side: "attacker" }, "ILLEGAL_ACTION");
  });

  it("AG-29 (D13): refusing can matter: Asha Greyjoy keeps her bonus when her commander declines the vassal's support (cards.md 7 #7)", () => {
    const g = duel({
      attacker: "greyjoy",
      defender: "stark",
      att: ["knight", "knight"],
      def: ["footman", "footman", "footman"],
      setup: (d) => {
        vassalize(d, { tyrell: "greyjoy" });
        placeUnits(d, "blackwater", "tyrell", "vassal-support", "footman");
      },
    });
    const swords = (side: "attacker" | "none") =>
      playCardsWithEvents(act(g, "greyjoy", { type: "support", area: "blackwater", side }), "asha-greyjoy", "catelyn-stark").events.find((e) => e.type === "combat-swords")!.data;
    expect(swords("none")).toMatchObject({ swords: 2 });
    expect(swords("attacker")).toMatchObject({ swords: 0 });
  });

  it("a vassal whose commander is not fighting may support either side or none, its commander choosing", () => {
    const g = duel({
      attacker: "stark",
      defender: "lannister",
      setup: (d) => {
        vassalize(d, { tyrell: "baratheon" });
        placeUnits(d, "blackwater", "tyrell", "vassal-support", "footman");
      },
    });
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "baratheon", kind: "combat-support", detail: { vassal: "tyrell" } }]);
    expect(legal(g, "baratheon").map((a) => (a.type === "support" ? a.side : null))).toEqual(["attacker", "defender", "none"]);
  });
});

describe("vassal house cards (cards.md 6.4.3)", () => {
  it("Varys: after combat, won or lost, the vassal goes to the top of the Fiefdoms track", () => {
    let g = duel({ attacker: "stark", defender: "martell", att: ["knight", "knight"], def: ["footman"], setup: (d) => vassalize(d, { martell: "lannister" }, ["varys", "janos-slynt", "bronn"]) });
    expect(g.tracks.fiefdoms[0]).toBe("greyjoy");
    g = playCards(g, "eddard-stark", "varys");
    expect(g.tracks.fiefdoms[0]).toBe("martell");
  });

  it("Syrio Forel: defending, every footman of a non-vassal house counts 0, support included", () => {
    const withSyrio = duel({
      attacker: "stark",
      defender: "martell",
      att: ["footman", "footman", "knight"],
      def: ["footman"],
      setup: (d) => {
        vassalize(d, { martell: "lannister" }, ["syrio-forel", "varys", "bronn"]);
        placeUnits(d, "blackwater", "baratheon", "support", "footman");
      },
    });
    const g = act(withSyrio, "baratheon", { type: "support", area: "blackwater", side: "attacker" });
    const { events } = playCardsWithEvents(g, "catelyn-stark", "syrio-forel");
    // Stark: the knight's 2 only (its two footmen and Baratheon's supporting footman count 0).
    expect(finalTotals(events).attacker).toBe(2);
    // Martell's own footman still counts: 1 + Syrio's 1.
    expect(finalTotals(events).defender).toBe(2);
  });

  it("Syrio Forel does nothing when the vassal attacks", () => {
    const { events } = playCardsWithEvents(
      duel({ attacker: "martell", defender: "stark", att: ["footman"], def: ["footman", "footman"], setup: (d) => vassalize(d, { martell: "lannister" }, ["syrio-forel", "varys", "bronn"]) }),
      "syrio-forel",
      "catelyn-stark",
    );
    expect(finalTotals(events).defender).toBe(2);
  });

  it("Jaqen H'ghar: the opponent's card goes back and one of its hand, drawn at random, is played instead", () => {
    const seen = new Set<string>();
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      let g = duel({
        attacker: "stark",
        defender: "martell",
        setup: (d) => {
          vassalize(d, { martell: "lannister" }, ["jaqen-h-ghar", "varys", "bronn"]);
          setHand(d, "stark", ["eddard-stark", "catelyn-stark"]);
          d.rng = [seed.charCodeAt(0), 7, 11, 13];
        },
      });
      const r = playCardsWithEvents(g, "eddard-stark", "jaqen-h-ghar");
      g = r.state;
      const played = r.events.find((e) => e.type === "combat-card" && (e.data as { house: string }).house === "stark");
      expect(r.events.some((e) => e.type === "combat-ability" && (e.data as { card: string }).card === "jaqen-h-ghar")).toBe(true);
      seen.add((played!.data as { card: string }).card);
    }
    // Sometimes Eddard comes back, sometimes Catelyn: the draw is random over the whole hand.
    expect(seen).toEqual(new Set(["eddard-stark", "catelyn-stark"]));
  });

  it("Jon Connington: a losing attacking vassal may place a knight where it retreated, or at home if held", () => {
    let g = duel({
      attacker: "martell",
      defender: "stark",
      att: ["footman"],
      def: ["knight", "knight"],
      setup: (d) => {
        vassalize(d, { martell: "lannister" }, ["jon-connington", "varys", "bronn"]);
        d.areas["harrenhal"]!.units = [{ type: "footman", routed: false }];
        d.areas["harrenhal"]!.house = "martell";
      },
    });
    g = playCards(g, "jon-connington", "catelyn-stark");
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "lannister", kind: "combat-jon-connington" }]);
    expect(legal(g, "lannister")).toEqual([
      { type: "choose", choice: "harrenhal" },
      { type: "choose", choice: "sunspear" },
      { type: "choose", choice: "pass" },
    ]);
    g = act(g, "lannister", { type: "choose", choice: "sunspear" });
    expect(units(g, "sunspear")).toEqual(["knight"]);
  });

  it("Jon Connington never puts a knight at sea: after a lost naval attack only the home area is offered", () => {
    let g = duel({
      attacker: "martell",
      defender: "stark",
      from: "sea-of-dorne",
      to: "east-summer-sea",
      att: ["ship"],
      def: ["ship", "ship", "ship"],
      setup: (d) => {
        vassalize(d, { martell: "lannister" }, ["jon-connington", "varys", "bronn"]);
        d.areas["sea-of-dorne"]!.units = [{ type: "ship", routed: false }];
        d.areas["sea-of-dorne"]!.house = "martell";
      },
    });
    g = playCards(g, "jon-connington", "eddard-stark");
    expect(legal(g, "lannister")).toEqual([
      { type: "choose", choice: "sunspear" },
      { type: "choose", choice: "pass" },
    ]);
  });

  it("Beric Dondarrion: a winning vassal loses one of its own units in the battle, its commander choosing", () => {
    let g = duel({ attacker: "stark", defender: "martell", att: ["footman"], def: ["knight", "footman"], setup: (d) => vassalize(d, { martell: "lannister" }, ["beric-dondarrion", "varys", "bronn"]) });
    g = playCards(g, "catelyn-stark", "beric-dondarrion");
    expect(legal(g, "lannister")).toEqual([
      { type: "casualty", unit: "footman" },
      { type: "casualty", unit: "knight" },
    ]);
    g = act(g, "lannister", { type: "casualty", unit: "footman" });
    expect(inCombat(g)).toBe(false);
    expect(units(g, "stoney-sept")).toEqual(["knight"]);
  });

  it("Jon Connington (AG-39, CHANGE): an attacking vassal's army destroyed whole retreated nowhere: only home is offered, though units it left behind hold the area it marched from", () => {
    // The card: "in either the area it retreated to or it's home area (if able)" (cards.md 6.4.3);
    // Eddard's two swords kill the lone footman, so nothing retreats to Harrenhal.
    let g = duel({
      attacker: "martell",
      defender: "stark",
      att: ["footman"],
      def: ["knight", "knight"],
      setup: (d) => {
        vassalize(d, { martell: "lannister" }, ["jon-connington", "varys", "bronn"]);
        d.areas["harrenhal"]!.units = [{ type: "footman", routed: false }];
        d.areas["harrenhal"]!.house = "martell";
      },
    });
    g = playCards(g, "jon-connington", "eddard-stark");
    expect(combat(g).retreatedTo).toBeNull();
    expect(legal(g, "lannister")).toEqual([
      { type: "choose", choice: "sunspear" },
      { type: "choose", choice: "pass" },
    ]);
  });

  describe("Beric Dondarrion after casualties, before retreats (AG-39, CHANGE; cards.md 6.4.3: \"after casualties are taken\")", () => {
    // Greyjoy (the blade holder, so the Tides cards can be set at its redraw question) attacks the
    // Martell vassal in Stoney Sept and loses to Beric; Greyjoy's Tides card is a skull (p.29).
    const fight = (def: ("knight" | "footman")[]) => {
      let g = duel({ attacker: "greyjoy", defender: "martell", att: ["footman"], def, tides: true, blade: true, setup: (d) => vassalize(d, { martell: "lannister" }, ["beric-dondarrion", "varys", "bronn"]) });
      g = playCards(g, "dagmar-cleftjaw", "beric-dondarrion");
      expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "greyjoy", kind: "combat-blade-redraw" }]);
      g = edit(g, (d) => {
        const f = d.stack[d.stack.length - 1] as CombatFrame;
        f.sides.attacker.tides = "skull";
        f.sides.defender!.tides = "blank";
      });
      g = act(g, "greyjoy", { type: "use-blade", use: false });
      return actWithEvents(g, "greyjoy", { type: "use-blade", use: false });
    };
    const bericLosses = (events: readonly { type: string; data?: unknown }[]) =>
      events.filter((e) => e.type === "combat-ability" && (e.data as { card: string }).card === "beric-dondarrion").map((e) => (e.data as { unit: string }).unit);

    it("the skull's casualty comes first (the commander choosing it); Beric then takes the one unit left", () => {
      const r = fight(["knight", "footman"]);
      expect(finalTotals(r.events)).toEqual({ attacker: 2, defender: 6 });
      // Not Beric's choice between the knight and the footman: the skull's casualty is asked first.
      expect(agotEngine.pendingSeats(r.state)).toMatchObject([{ seat: "lannister", kind: "combat-casualty" }]);
      expect(bericLosses(r.events)).toEqual([]);
      const after = actWithEvents(r.state, "lannister", { type: "casualty", unit: "footman" });
      expect(bericLosses(after.events)).toEqual(["knight"]);
      // Before the retreat: Greyjoy's footman goes back to Harrenhal after Beric's loss.
      const types = after.events.map((e) => e.type);
      expect(types.indexOf("combat-ability")).toBeLessThan(types.indexOf("combat-retreat"));
      expect(inCombat(after.state)).toBe(false);
      expect(units(after.state, "stoney-sept")).toEqual([]);
      expect(units(after.state, "harrenhal")).toEqual(["footman*"]);
    });

    it("when the skull took the vassal's last unit, Beric destroys none", () => {
      const r = fight(["knight"]);
      expect(finalTotals(r.events)).toEqual({ attacker: 2, defender: 5 });
      expect(r.events.filter((e) => e.type === "combat-casualty").map((e) => e.data)).toMatchObject([{ house: "martell", unit: "knight", why: "skull" }]);
      expect(bericLosses(r.events)).toEqual([]);
      expect(inCombat(r.state)).toBe(false);
      expect(units(r.state, "stoney-sept")).toEqual([]);
    });
  });

  it("Bronn: a player opponent may discard 2 power to make Bronn's strength 0", () => {
    const start = () =>
      duel({ attacker: "stark", defender: "martell", att: ["knight", "footman"], def: ["footman"], setup: (d) => vassalize(d, { martell: "lannister" }, ["bronn", "varys", "janos-slynt"]) });
    const g = playCards(start(), "catelyn-stark", "bronn");
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "stark", kind: "combat-bronn" }]);
    const paid = actWithEvents(g, "stark", { type: "choose", choice: "pay" });
    expect(finalTotals(paid.events)).toEqual({ attacker: 3, defender: 1 });
    expect(paid.state.power.stark).toBe(3);
    const kept = actWithEvents(g, "stark", { type: "choose", choice: "pass" });
    expect(finalTotals(kept.events)).toEqual({ attacker: 3, defender: 5 });
  });
});
