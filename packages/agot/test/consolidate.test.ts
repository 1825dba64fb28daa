/** Consolidate Power orders (rulebook p.16 and its example; p.22 Special order; p.25 ports). */
import { describe, expect, it } from "vitest";
import { produce, type Draft } from "immer";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { Ctx } from "../src/engine/context.ts";
import { rulesFor } from "../src/engine/registry.ts";
import { agotEngine } from "../src/index.ts";
import { newMusterFrame } from "../src/rules/westeros/muster.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, put, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const legal = (g: Game, h: HouseId) => agotEngine.legalActions(g, h);
const seats = (g: Game) => agotEngine.pendingSeats(g).map((p) => p.seat);
const applyOnly = (g: Game, house: HouseId, action: Action): Game =>
  produce(g, (d) => {
    const f = d.stack[d.stack.length - 1]!;
    rulesFor(f).apply(d, f as never, house, action, new Ctx());
  });
/** Keeps the phase waiting: a Stark Consolidate Power order with a choice (the Special one at Winterfell). */
const hold = (d: Draft<Game>) => {
  d.tracks.ironThrone = ["baratheon", "lannister", "greyjoy", "tyrell", "martell", "stark"];
  put(d, "winterfell", "stark", "footman");
  order(d, "winterfell", "stark", "consolidate-power-special");
};
const powerAfter = (g: Game, h: HouseId) => g.power[h];

describe("consolidate power example (p.16)", () => {
  it("a lone Footman on Dragonstone consolidates 2 power: 1 for the order, 1 for the icon", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "dragonstone", "baratheon", "footman");
      order(d, "dragonstone", "baratheon", "consolidate-power");
    });
    // Baratheon's single order resolves without a prompt; Stark is asked next.
    expect(g.areas["dragonstone"]!.order).toBeNull();
    expect(powerAfter(g, "baratheon")).toBe(7);
    expect(seats(g)).toEqual(["stark"]);
  });
});

describe("what a Consolidate Power order gives (p.16, p.25)", () => {
  const resolveAt = (area: string, house: HouseId, more: (d: Draft<Game>) => void = () => {}) =>
    actionPhase((d) => {
      hold(d);
      d.tracks.ironThrone = [house, ...d.tracks.ironThrone.filter((h) => h !== house && h !== "stark"), "stark"];
      put(d, area, house, area.startsWith("port-") ? "ship" : "footman");
      order(d, area, house, "consolidate-power");
      more(d);
    });

  it("a land area without power icons gives 1", () => {
    expect(powerAfter(resolveAt("blackwater", "lannister"), "lannister")).toBe(6);
  });

  it("a land area with two icons gives 3 (King's Landing)", () => {
    expect(powerAfter(resolveAt("kings-landing", "lannister", (d) => void (d.areas["kings-landing"]!.neutralForce = null)), "lannister")).toBe(8);
  });

  it("a sea area gives nothing (p.13)", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "the-golden-sound", "lannister", "ship");
      order(d, "the-golden-sound", "lannister", "consolidate-power");
    });
    expect(g.areas["the-golden-sound"]!.order).toBeNull();
    expect(powerAfter(g, "lannister")).toBe(5);
  });

  it("a port gives 1 (p.25)", () => {
    expect(powerAfter(resolveAt("port-of-lannisport", "lannister"), "lannister")).toBe(6);
  });

  it("a port gives 1 when only the house's own ships are in its sea (p.25)", () => {
    const g = resolveAt("port-of-lannisport", "lannister", (d) => put(d, "the-golden-sound", "lannister", "ship"));
    expect(powerAfter(g, "lannister")).toBe(6);
  });

  it("a port whose sea holds enemy ships is removed without effect (p.25)", () => {
    const g = resolveAt("port-of-lannisport", "lannister", (d) => put(d, "the-golden-sound", "greyjoy", "ship"));
    expect(g.areas["port-of-lannisport"]!.order).toBeNull();
    expect(powerAfter(g, "lannister")).toBe(5);
  });

  it("never takes more than the house's pool holds", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.power.baratheon = 19;
      put(d, "dragonstone", "baratheon", "footman");
      order(d, "dragonstone", "baratheon", "consolidate-power");
    });
    expect(powerAfter(g, "baratheon")).toBe(20);
  });
});

describe("the Special Consolidate Power order (p.22, p.25)", () => {
  it("may muster in its own area when it has a castle or stronghold", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.tracks.ironThrone = ["stark", "baratheon", "lannister", "greyjoy", "tyrell", "martell"];
    });
    expect(legal(g, "stark")).toEqual([
      { type: "consolidate-power", area: "winterfell", muster: false },
      { type: "consolidate-power", area: "winterfell", muster: true },
    ]);
    const mustering = applyOnly(g, "stark", { type: "consolidate-power", area: "winterfell", muster: true });
    expect(mustering.areas["winterfell"]!.order).toBeNull();
    expect(mustering.power.stark).toBe(5);
    expect(mustering.stack).toHaveLength(g.stack.length + 1);
    expect(topFrame(mustering).kind).toBe(newMusterFrame(g, ["stark"], "winterfell").kind);
  });

  it("used for power it gives the normal amount", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.tracks.ironThrone = ["stark", "baratheon", "lannister", "greyjoy", "tyrell", "martell"];
    });
    const r = actWithEvents(g, "stark", { type: "consolidate-power", area: "winterfell", muster: false });
    // Winterfell has one power icon.
    expect(r.state.power.stark).toBe(7);
    expect(r.events.map((e) => e.text)).toContain("Stark consolidates power in Winterfell and gains 2 power.");
  });

  it("cannot muster where there is no castle", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "karhold", "stark", "footman");
      order(d, "karhold", "stark", "consolidate-power-special");
      d.areas["winterfell"]!.order = { house: "stark", kind: "consolidate-power" };
      d.tracks.ironThrone = ["stark", "baratheon", "lannister", "greyjoy", "tyrell", "martell"];
    });
    expect(legal(g, "stark")).not.toContainEqual({ type: "consolidate-power", area: "karhold", muster: true });
    expect(legal(g, "stark")).not.toContainEqual({ type: "consolidate-power", area: "winterfell", muster: true });
  });

  it("cannot muster from a port (p.25)", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.areas["winterfell"]!.order = { house: "stark", kind: "consolidate-power" };
      put(d, "port-of-winterfell", "stark", "ship");
      order(d, "port-of-winterfell", "stark", "consolidate-power-special");
      d.tracks.ironThrone = ["stark", "baratheon", "lannister", "greyjoy", "tyrell", "martell"];
    });
    expect(legal(g, "stark")).toEqual([
      { type: "consolidate-power", area: "winterfell", muster: false },
      { type: "consolidate-power", area: "port-of-winterfell", muster: false },
    ]);
  });
});

describe("turn order (p.16)", () => {
  it("each house resolves one order at a time, cycling until none remain", () => {
    let g = actionPhase((d) => {
      d.tracks.ironThrone = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "winterfell", "stark", "footman");
      order(d, "winterfell", "stark", "consolidate-power");
      put(d, "karhold", "stark", "footman");
      order(d, "karhold", "stark", "consolidate-power");
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "consolidate-power-special");
    });
    expect(seats(g)).toEqual(["stark"]);
    g = act(g, "stark", { type: "consolidate-power", area: "karhold", muster: false });
    expect(g.power.stark).toBe(7);
    expect(seats(g)).toEqual(["lannister"]);
    g = act(g, "lannister", { type: "consolidate-power", area: "lannisport", muster: false });
    // Stark's last order needs no choice: it resolves (Winterfell, one icon) and the phase ends.
    expect(g.power.stark).toBe(9);
    expect(g.outcome?.reason).toBe("round-ten");
  });
});
