/** Dragons (cards.md 6.6): flight, strength by round, never mustered; on the eight-player board. */
import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { Action } from "../src/actions.ts";
import { agotEngine } from "../src/index.ts";
import { checkInvariants } from "../src/invariants.ts";
import type { Game } from "../src/state.ts";
import { newMusterFrame } from "../src/rules/westeros/muster.ts";
import { act, actionPhase, edit, put, rawModGame } from "./helpers.ts";
import { combat, finalTotals, playCardsWithEvents } from "./cards/combat-setup.ts";

const moves = (g: Game) => agotEngine.legalActions(g, "targaryen").filter((a): a is Extract<Action, { type: "move" }> => a.type === "move");
const march = (recipe: (d: Draft<Game>) => void, round = 10) =>
  actionPhase(
    (d) => {
      // Targaryen is last in turn order (cards.md 6.1), but only its March order is on the board.
      d.round = round;
      recipe(d);
    },
    6,
    rawModGame(8),
  );
const flight = (dragon: number) => ({ footman: 0, knight: 0, ship: 0, "siege-engine": 0, dragon });

describe("dragon flight (cards.md 6.6)", () => {
  const norvos = (more: ("footman" | "knight")[] = []) =>
    march((d) => {
      put(d, "norvos", "targaryen", "dragon", ...more);
      d.areas.norvos!.order = { house: "targaryen", kind: "march" };
      put(d, "winterfell", "stark", "footman");
      put(d, "the-reach", "tyrell", "footman");
    });

  it("dragons alone fly to any land area of either board, no adjacency needed; never to sea or a port", () => {
    const to = new Set(moves(norvos()).filter((m) => m.units.dragon === 1).map((m) => m.to));
    expect(to.has("the-eyrie")).toBe(true);
    expect(to.has("winterfell")).toBe(true);
    expect(to.has("volantis")).toBe(true);
    expect(to.has("shipbreaker-bay")).toBe(false);
    expect(to.has("port-of-pentos")).toBe(false);
    expect(to.has("norvos")).toBe(false);
  });

  it("units marching with a dragon walk: no group holding a footman flies", () => {
    const ms = moves(norvos(["footman"]));
    expect(ms.some((m) => m.to === "the-eyrie" && m.units.footman > 0)).toBe(false);
    // Next door, the footman and the dragon walk together.
    expect(ms.some((m) => m.to === "pentos" && m.units.footman === 1 && m.units.dragon === 1)).toBe(true);
  });

  it("the footman of its area cannot fly with it, but the dragon alone still can", () => {
    const ms = moves(norvos(["footman"]));
    expect(ms.some((m) => m.to === "winterfell" && m.units.dragon === 1 && m.units.footman === 0)).toBe(true);
    expect(ms.some((m) => m.to === "winterfell" && m.units.footman === 1)).toBe(false);
  });

  it("dragons fly one by one: two dragons of one March order fly to two different areas (AG-33)", () => {
    const two = march((d) => {
      put(d, "norvos", "targaryen", "dragon", "dragon");
      d.areas.norvos!.order = { house: "targaryen", kind: "march" };
    });
    const g = act(two, "targaryen", { type: "move", to: "the-boneway", units: flight(1) });
    expect(moves(g).some((m) => m.to === "volantis" && m.units.dragon === 1)).toBe(true);
    const after = act(g, "targaryen", { type: "move", to: "volantis", units: flight(1) });
    expect(after.areas["the-boneway"]!.units.map((u) => u.type)).toEqual(["dragon"]);
    expect(after.areas.volantis!.units.map((u) => u.type)).toEqual(["dragon"]);
  });

  it("a flight into enemy units starts a combat, dragon strength by round (5 in round 10)", () => {
    let g = norvos();
    g = act(g, "targaryen", { type: "move", to: "the-reach", units: flight(1) });
    g = act(g, "targaryen", { type: "leave-power-token", leave: false });
    expect(combat(g).start).toMatchObject({ attacker: "targaryen", from: "norvos", to: "the-reach" });
    while (combat(g).decision?.kind === "support") g = act(g, combat(g).decision!.house, { type: "support", area: combat(g).decision!.options![0]!, side: "none" });
    const { events } = playCardsWithEvents(g, "arstan-whitebeard", "margaery-tyrell");
    expect(finalTotals(events).attacker).toBe(5 + 3);
    expect(checkInvariants(g)).toEqual([]);
  });
});

describe("a beaten flight (cards.md 6.6)", () => {
  it("goes back to the area it flew from, however far (stood up again as the Action phase ends)", () => {
    let g = march((d) => {
      put(d, "norvos", "targaryen", "dragon");
      d.areas.norvos!.order = { house: "targaryen", kind: "march" };
      put(d, "the-reach", "tyrell", "knight", "knight");
    }, 1);
    g = act(g, "targaryen", { type: "move", to: "the-reach", units: flight(1) });
    g = act(g, "targaryen", { type: "leave-power-token", leave: false });
    while (combat(g).decision?.kind === "support") g = act(g, combat(g).decision!.house, { type: "support", area: combat(g).decision!.options![0]!, side: "none" });
    const { state } = playCardsWithEvents(g, "illyrio-mopatis", "margaery-tyrell");
    expect(state.areas.norvos!.units.map((u) => u.type)).toEqual(["dragon"]);
    expect(state.areas["the-reach"]!.house).toBe("tyrell");
  });
});

describe("dragon strength (cards.md 6.6)", () => {
  it("in round 1 a dragon adds nothing; in round 4 it adds 2", () => {
    const fight = (round: number) => {
      let g = march((d) => {
        put(d, "norvos", "targaryen", "dragon");
        d.areas.norvos!.order = { house: "targaryen", kind: "march" };
        put(d, "pentos", "lannister", "footman");
        d.areas.pentos!.garrison = null;
      }, round);
      g = act(g, "targaryen", { type: "move", to: "pentos", units: flight(1) });
      g = act(g, "targaryen", { type: "leave-power-token", leave: false });
      while (combat(g).decision?.kind === "support") g = act(g, combat(g).decision!.house, { type: "support", area: combat(g).decision!.options![0]!, side: "none" });
      return finalTotals(playCardsWithEvents(g, "arstan-whitebeard", "cersei-lannister").events).attacker;
    };
    expect(fight(1)).toBe(0 + 3);
    expect(fight(4)).toBe(2 + 3);
  });
});

describe("dragons are never mustered (cards.md 6.6)", () => {
  it("mustering in Pentos with a dragon in reserve offers footmen, knights and ships, never a dragon", () => {
    const g = edit(rawModGame(8), (d) => {
      d.areas["the-rhoyne"]!.units = d.areas["the-rhoyne"]!.units.slice(1);
      d.stack.push(newMusterFrame(d as Game, ["targaryen"], "pentos"));
    });
    const units = agotEngine.legalActions(g, "targaryen").flatMap((a) => (a.type === "muster" ? [a.unit] : []));
    expect(new Set(units)).toEqual(new Set(["footman", "knight", "ship"]));
  });
});
