/** Tides of Battle (rulebook p.29; cards.md section 5; cards.md 7 #9, #14). */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { CombatFrame } from "../src/rules/combat/frames.ts";
import type { Game } from "../src/state.ts";
import { act, actWithEvents, edit } from "./helpers.ts";
import { asked, combat, duel, finalTotals, inCombat, placeUnits, playCards, position, units, type DuelSpec } from "./cards/combat-setup.ts";

/** A combat with Tides of Battle where the blade holder (Greyjoy) fights, stopped at the redraw question. */
function atRedraw(spec: Partial<DuelSpec>, cards: [string, string]): Game {
  const g = duel({ attacker: "greyjoy", defender: "stark", tides: true, blade: true, ...spec });
  const s = playCards(g, cards[0], cards[1]);
  expect(asked(s)).toEqual({ seat: "greyjoy", kind: "combat-blade-redraw" });
  return s;
}

/** Replaces the drawn cards (the deck is shuffled by the seeded RNG; tests pick the cards). */
const forceTides = (g: Game, attacker: string, defender: string): Game =>
  edit(g, (d) => {
    const f = d.stack[d.stack.length - 1] as CombatFrame;
    f.sides.attacker.tides = attacker;
    f.sides.defender!.tides = defender;
  });

const keep = (g: Game) => act(g, "greyjoy", { type: "use-blade", use: false });

describe("drawing Tides of Battle cards (p.29)", () => {
  it("each side draws one after the house cards, from all 24 cards freshly shuffled (cards.md 5, AG-13)", () => {
    const g = atRedraw({}, ["dagmar-cleftjaw", "catelyn-stark"]);
    const f = combat(g);
    expect(f.sides.attacker.tides).not.toBeNull();
    expect(f.sides.defender!.tides).not.toBeNull();
    expect(g.tidesDeck).toHaveLength(22);
  });

  it("a draw is hidden from the opponent until both are revealed", () => {
    const g = atRedraw({}, ["dagmar-cleftjaw", "catelyn-stark"]);
    const byStark = agotEngine.view(g, "stark").stack.at(-1) as CombatFrame;
    const byGreyjoy = agotEngine.view(g, "greyjoy").stack.at(-1) as CombatFrame;
    expect(byStark.sides.attacker.tides).toBeNull();
    expect(byStark.sides.defender!.tides).toBe(combat(g).sides.defender!.tides);
    expect(byGreyjoy.sides.attacker.tides).toBe(combat(g).sides.attacker.tides);
    expect(agotEngine.view(g, null).stack.at(-1)).toMatchObject({ sides: { attacker: { tides: null }, defender: { tides: null } } });
  });

  it("strength adds to the total; swords and fortifications add to the house card's", () => {
    let g = forceTides(atRedraw({ def: ["footman", "footman", "footman"] }, ["dagmar-cleftjaw", "catelyn-stark"]), "one-sword", "three");
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: false });
    expect(finalTotals(r.events)).toEqual({ attacker: 3 + 1 + 1, defender: 3 + 3 });
    // Stark wins; Greyjoy's swords do not matter, Stark has none.
    expect(r.events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 0 });
  });

  it("fortifications of a Tides card cancel swords", () => {
    let g = forceTides(atRedraw({ att: ["knight", "knight"], def: ["footman", "footman"] }, ["dagmar-cleftjaw", "catelyn-stark"]), "blank", "one-fortification");
    g = keep(g);
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: false });
    expect(r.events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1, fortifications: 1, casualties: 0 });
  });
});

describe("skulls (p.29)", () => {
  it("the skull's owner's opponent loses a unit whoever won, past fortifications, chosen by its owner (AG-13)", () => {
    // Greyjoy wins, Stark's skull kills one Greyjoy unit; Greyjoy chooses it.
    let g = forceTides(atRedraw({ att: ["knight", "footman", "footman"], def: ["footman"] }, ["euron-crows-eye", "ser-rodrick-cassel"]), "blank", "skull");
    g = keep(g);
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-casualty" });
    g = act(g, "greyjoy", { type: "casualty", unit: "footman" });
    g = act(g, "stark", { type: "retreat", to: "blackwater" });
    expect(units(g, "stoney-sept")).toEqual(["footman", "knight"]);
  });

  it("routed units are never chosen as the skull's casualty (AG-1, AG-13, p.21)", () => {
    let g = duel({
      attacker: "greyjoy",
      defender: "stark",
      att: ["knight"],
      def: ["footman"],
      tides: true,
      blade: true,
      setup: (d) => d.areas["stoney-sept"]!.units.push({ type: "knight", routed: true }),
    });
    g = forceTides(playCards(g, "dagmar-cleftjaw", "eddard-stark"), "skull", "blank");
    g = keep(g);
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    // Stark wins 5 to 2; Greyjoy's skull must take the standing footman, not the routed knight.
    expect(units(g, "stoney-sept")).toEqual(["knight*"]);
  });

  it("the loser also loses a unit to the winner's skull, after sword casualties", () => {
    let g = forceTides(atRedraw({ att: ["knight", "knight"], def: ["footman", "footman", "footman"] }, ["euron-crows-eye", "catelyn-stark"]), "skull", "blank");
    g = keep(g);
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    // one sword + one skull: two of three footmen die; the last retreats.
    g = act(g, "stark", { type: "retreat", to: "blackwater" });
    expect(units(g, "blackwater")).toEqual(["footman*"]);
  });

  it("The Blackfish prevents the skull casualty (cards.md 7 #14)", () => {
    let g = forceTides(atRedraw({ att: ["footman"], def: ["knight", "knight"] }, ["dagmar-cleftjaw", "the-blackfish"]), "skull", "blank");
    g = keep(g);
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: false });
    expect(r.events.some((e) => e.type === "combat-casualties-prevented")).toBe(true);
    expect(units(r.state, "stoney-sept")).toEqual(["knight", "knight"]);
  });

  it("garrisons are immune (p.26-27, AG-13): a garrison alone loses nothing to a skull", () => {
    let g = duel({
      attacker: "greyjoy",
      defender: "stark",
      to: "winterfell",
      from: "castle-black",
      att: ["footman"],
      def: [],
      tides: true,
      blade: true,
      setup: (d) => {
        d.areas["winterfell"]!.house = null;
        d.areas["winterfell"]!.garrison = { house: "stark", strength: 2 };
      },
    });
    expect(combat(g).sides.defender!.house).toBe("stark");
    g = playCards(g, "dagmar-cleftjaw", "eddard-stark");
    g = forceTides(g, "skull", "blank");
    g = keep(g);
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    expect(inCombat(g)).toBe(false);
    expect(g.areas["winterfell"]!.garrison).toEqual({ house: "stark", strength: 2 });
  });
});

describe("the Valyrian Steel Blade with Tides of Battle (p.29; cards.md 7 #9)", () => {
  it("its holder may discard his draw and draw again, then has no +1 this round", () => {
    let g = forceTides(atRedraw({}, ["dagmar-cleftjaw", "catelyn-stark"]), "blank", "blank");
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: true });
    g = r.state;
    expect(g.bladeUsed).toBe(true);
    expect(r.events.some((e) => e.type === "combat-blade")).toBe(true);
    expect(g.tidesDeck).toHaveLength(21);
    expect(inCombat(g) && combat(g).decision?.kind === "blade").toBe(false);
  });

  it("not used to redraw, it may still give +1 after the reveal", () => {
    let g = forceTides(atRedraw({}, ["dagmar-cleftjaw", "catelyn-stark"]), "blank", "blank");
    g = keep(g);
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-blade" });
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: true });
    expect(finalTotals(r.events).attacker).toBe(3 + 1 + 1);
  });
});

describe("no Tides of Battle against a neutral force (p.26)", () => {
  it("nothing is drawn", () => {
    const g = position({
      attacker: "baratheon",
      from: "blackwater",
      to: "kings-landing",
      units: ["knight", "knight", "footman"],
      tides: true,
      setup: (d) => {
        d.areas["kings-landing"]!.neutralForce = 5;
      },
    });
    expect(inCombat(g)).toBe(false);
    expect(g.areas["kings-landing"]!.house).toBe("baratheon");
    expect(g.tidesDeck).toHaveLength(24);
  });
});

describe("Tides with supports", () => {
  it("a supported attacker's total includes support and the Tides card", () => {
    let g = duel({
      attacker: "greyjoy",
      defender: "stark",
      tides: true,
      blade: true,
      setup: (d) => placeUnits(d, "blackwater", "greyjoy", "support", "knight"),
    });
    g = act(g, "greyjoy", { type: "support", area: "blackwater", side: "attacker" });
    g = forceTides(playCards(g, "dagmar-cleftjaw", "catelyn-stark"), "two", "blank");
    g = keep(g);
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: false });
    expect(finalTotals(r.events).attacker).toBe(3 + 2 + 1 + 2);
  });
});
