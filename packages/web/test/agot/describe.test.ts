import { describe as suite, expect, it } from "vitest";
import { agotEngine, type Action } from "@kingsroad/agot";
import { areasOf, describe, unitsText } from "../../src/games/agot/describe.ts";

suite("actions in words", () => {
  it("names areas, orders, units and cards", () => {
    expect(describe({ type: "place-order", area: "winterfell", order: "march-special" })).toBe("March +1 (special) in Winterfell");
    expect(describe({ type: "move", to: "the-twins", units: { footman: 2, knight: 1, ship: 0, "siege-engine": 0 } })).toBe(
      "Move 2 footmen, 1 knight to The Twins",
    );
    expect(describe({ type: "raid", from: "blackwater", target: null })).toBe("Remove the raid in Blackwater");
    expect(describe({ type: "house-card", card: "eddard-stark" })).toMatch(/^Eddard Stark \(4, 2 swords\)$/);
    expect(unitsText({ footman: 0, knight: 0, ship: 0, "siege-engine": 0 })).toBe("no units");
  });

  it("names Rodrik the Reader's decks and cards, never their ids (alt-house-cards.md 2.5)", () => {
    expect(describe({ type: "choose", choice: "II" })).toBe("Westeros deck II");
    expect(describe({ type: "choose", choice: "IV" })).toBe("Westeros deck IV");
    expect(describe({ type: "choose", choice: "II:supply" })).toBe("Supply (Westeros deck II)");
    expect(describe({ type: "choose", choice: "I:mustering" })).toBe("Mustering (Westeros deck I)");
  });

  it("describes every legal action of a real game without falling back to JSON", () => {
    let s = agotEngine.createGame({ seed: "words", playerCount: 3, tidesOfBattle: false });
    for (let i = 0; i < 200 && !s.outcome; i++) {
      const prompts = agotEngine.pendingSeats(s);
      if (prompts.length === 0) break;
      const seat = prompts[i % prompts.length]!.seat;
      const legal = agotEngine.legalActions(s, seat);
      for (const a of legal) expect(describe(a)).not.toMatch(/^\{/);
      const r = agotEngine.applyAction(s, seat, legal[(i * 7) % legal.length] as Action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  });

  it("knows the areas an action points at", () => {
    expect(areasOf({ type: "raid", from: "a", target: "b" })).toEqual(["b"]);
    expect(areasOf({ type: "muster", castle: "winterfell", to: "port-of-winterfell", unit: "ship" })).toEqual(["port-of-winterfell"]);
    expect(areasOf({ type: "done" })).toEqual([]);
  });
});
