/** March orders (rulebook p.15 "Resolve March Orders" and its example; p.21 routed units; p.28 blocked areas). */
import { describe, expect, it } from "vitest";
import { produce, type Draft } from "immer";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { Ctx } from "../src/engine/context.ts";
import { rulesFor } from "../src/engine/registry.ts";
import { agotEngine } from "../src/index.ts";
import { checkInvariants } from "../src/invariants.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, edit, put, refuse, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const units = (c: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...c });
const moves = (g: Game, h: HouseId) => agotEngine.legalActions(g, h).filter((a): a is Extract<Action, { type: "move" }> => a.type === "move");
const destinations = (g: Game, h: HouseId) => [...new Set(moves(g, h).map((a) => a.to))].sort();
const seats = (g: Game) => agotEngine.pendingSeats(g).map((p) => p.seat);
const footmen = (g: Game, area: string) => g.areas[area]!.units.filter((u) => u.type === "footman").length;
/** Applies an action to the top frame without letting later frames run: shows exactly what the march hands over. */
const applyOnly = (g: Game, house: HouseId, action: Action): Game =>
  produce(g, (d) => {
    const f = d.stack[d.stack.length - 1]!;
    rulesFor(f).apply(d, f as never, house, action, new Ctx());
  });
/** Keeps the phase from ending (a Martell march waits at Salt Shore), so the board can be checked. */
const hold = (d: Draft<Game>) => {
  d.tracks.ironThrone = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "martell"];
  put(d, "salt-shore", "martell", "footman");
  order(d, "salt-shore", "martell", "march");
};

describe("march example (p.15)", () => {
  it("Lannister splits three Footmen from Lannisport without combat", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman", "footman", "footman");
      order(d, "lannisport", "lannister", "march");
      put(d, "searoad-marches", "lannister", "footman");
    });
    // Lannister's only March order is picked for it; it now chooses moves.
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "lannister", from: "lannisport", step: "moving" });
    g = act(g, "lannister", { type: "move", to: "stoney-sept", units: units({ footman: 1 }) });
    g = act(g, "lannister", { type: "move", to: "searoad-marches", units: units({ footman: 1 }) });
    const r = actWithEvents(g, "lannister", { type: "done" });
    g = r.state;
    expect(footmen(g, "lannisport")).toBe(1);
    expect(footmen(g, "stoney-sept")).toBe(1);
    expect(footmen(g, "searoad-marches")).toBe(2);
    expect(g.areas["lannisport"]!.order).toBeNull();
    expect(r.events.map((e) => e.text)).toContain("Lannister's March order in Lannisport is resolved.");
    expect(seats(g)).toEqual(["martell"]);
    expect(checkInvariants(g)).toEqual([]);
  });
});

describe("what may move where (p.15)", () => {
  it("land units walk to adjacent land, never into seas or ports", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "march");
    });
    expect(destinations(g, "lannister")).toEqual(["riverrun", "searoad-marches", "stoney-sept"]);
  });

  it("ships sail to adjacent seas and never onto land", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "the-golden-sound", "lannister", "ship");
      order(d, "the-golden-sound", "lannister", "march");
    });
    // The Golden Sound touches Lannisport, Riverrun and the Searoad Marches: none is a destination.
    expect(destinations(g, "lannister")).toEqual(["ironmans-bay", "port-of-lannisport", "sunset-sea"]);
  });

  it("routed units cannot move (p.21)", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman", "knight");
      d.areas["lannisport"]!.units[1]!.routed = true;
      order(d, "lannisport", "lannister", "march");
    });
    expect(moves(g, "lannister").every((a) => a.units.knight === 0)).toBe(true);
    refuse(g, "lannister", { type: "move", to: "stoney-sept", units: units({ knight: 1 }) }, "ILLEGAL_ACTION");
  });

  it("a march whose units are all routed has nothing to do and ends by itself", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman");
      d.areas["lannisport"]!.units[0]!.routed = true;
      order(d, "lannisport", "lannister", "march");
    });
    expect(g.areas["lannisport"]!.order).toBeNull();
    expect(seats(g)).toEqual(["martell"]);
  });

  it("units may all stay: done ends the march", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "march-special");
    });
    g = act(g, "lannister", { type: "done" });
    expect(footmen(g, "lannisport")).toBe(1);
    expect(g.areas["lannisport"]!.order).toBeNull();
  });

  it("never enters an area blocked in a three-player game (p.28)", () => {
    const g = actionPhase((d) => {
      d.tracks.ironThrone = ["lannister", "stark", "baratheon"];
      put(d, "searoad-marches", "lannister", "footman");
      order(d, "searoad-marches", "lannister", "march");
      put(d, "winterfell", "stark", "footman");
      order(d, "winterfell", "stark", "march");
    }, 3);
    expect(g.blocked).toContain("highgarden");
    expect(destinations(g, "lannister")).not.toContain("highgarden");
    expect(destinations(g, "lannister")).toEqual(["blackwater", "lannisport", "stoney-sept", "the-reach"]);
  });
});

describe("supply (p.8, p.15)", () => {
  it("a move that would make an army too big for the Supply track is not allowed", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.supply.lannister = 0; // armies of 2 and 2 at most
      put(d, "lannisport", "lannister", "footman", "footman");
      order(d, "lannisport", "lannister", "march");
      put(d, "stoney-sept", "lannister", "footman");
    });
    expect(moves(g, "lannister")).toContainEqual({ type: "move", to: "riverrun", units: units({ footman: 2 }) });
    // Stoney Sept would hold three.
    expect(moves(g, "lannister")).toContainEqual({ type: "move", to: "stoney-sept", units: units({ footman: 1 }) });
    refuse(g, "lannister", { type: "move", to: "stoney-sept", units: units({ footman: 2 }) }, "ILLEGAL_ACTION");
  });
});

describe("combat (p.15, p.17)", () => {
  const start = () =>
    actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman", "footman", "knight");
      order(d, "lannisport", "lannister", "march");
      put(d, "riverrun", "stark", "footman");
      put(d, "the-golden-sound", "greyjoy", "ship");
    });

  it("entering another house's area starts a combat with the marching units taken out", () => {
    const g = start();
    const attacked = applyOnly(g, "lannister", { type: "move", to: "riverrun", units: units({ knight: 1 }) });
    expect(topFrame(attacked).kind).toBe("combat");
    expect(attacked.stack[attacked.stack.length - 2]).toMatchObject({ kind: "march", step: "after-combat" });
    expect(attacked.areas["lannisport"]!.units.map((u) => u.type)).toEqual(["footman", "footman"]);
  });

  it("non-combat moves come first; the combat move ends the march and its order is removed", () => {
    let g = act(start(), "lannister", { type: "move", to: "stoney-sept", units: units({ footman: 1 }) });
    g = applyOnly(g, "lannister", { type: "move", to: "riverrun", units: units({ footman: 1 }) });
    // Whatever combat decides, once it is over the march finishes.
    g = edit(g, (d) => {
      d.stack.pop();
    });
    expect(g.areas["lannisport"]!.order).toBeNull();
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
  });

  it("says who attacks with what", () => {
    const r = actWithEvents(start(), "lannister", { type: "move", to: "riverrun", units: units({ footman: 1, knight: 1 }) });
    expect(r.events.map((e) => e.text)).toContain("Lannister marches 1 Footman and 1 Knight from Lannisport into Riverrun and attacks.");
  });

  it("whatever the combat's outcome, the March order is gone afterwards and the next house acts", () => {
    let g = act(start(), "lannister", { type: "move", to: "riverrun", units: units({ footman: 2, knight: 1 }) });
    // Lannisport is Lannister's home: no power token question. Play the combat with the first legal choices.
    for (let i = 0; i < 100 && !(topFrame(g).kind === "march" && (topFrame(g) as { house: string }).house === "martell"); i++) {
      const seat = agotEngine.pendingSeats(g)[0]!.seat as HouseId;
      g = act(g, seat, agotEngine.legalActions(g, seat)[0]!);
    }
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
    expect(g.areas["lannisport"]!.order).toBeNull();
    expect(checkInvariants(g)).toEqual([]);
  });

  it("an attack on a garrison alone is a combat too (Garrisons, p.26)", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "searoad-marches", "lannister", "footman", "footman");
      order(d, "searoad-marches", "lannister", "march");
    });
    const attacked = applyOnly(g, "lannister", { type: "move", to: "highgarden", units: units({ footman: 1 }) });
    expect(g.areas["highgarden"]!.garrison).toEqual({ house: "tyrell", strength: 2 });
    expect(topFrame(attacked).kind).toBe("combat");
  });
});

describe("staggered marches (p.15 'Advanced Strategy Tip')", () => {
  it("units that entered an area with another March order move again when it resolves", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "march");
      put(d, "stoney-sept", "lannister", "footman");
      order(d, "stoney-sept", "lannister", "march-weak");
    });
    expect(seats(g)).toEqual(["lannister"]);
    g = act(g, "lannister", { type: "resolve-march", area: "lannisport" });
    g = act(g, "lannister", { type: "move", to: "stoney-sept", units: units({ footman: 1 }) });
    expect(g.areas["stoney-sept"]!.order).toEqual({ house: "lannister", kind: "march-weak" });
    // Lannister vacated Lannisport, its own home: no power token question (p.24), the march ends.
    expect(seats(g)).toEqual(["martell"]);
    g = act(g, "martell", { type: "done" });
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 2 }) });
    expect(footmen(g, "harrenhal")).toBe(2);
  });
});
