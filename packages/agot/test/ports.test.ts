/** Ports in the Action phase (rulebook p.25 "Ports", "Orders in Ports", "Other Port Rules", "Example of Port Use"). */
import { describe, expect, it } from "vitest";
import { produce, type Draft } from "immer";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { Ctx } from "../src/engine/context.ts";
import { rulesFor } from "../src/engine/registry.ts";
import { agotEngine } from "../src/index.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, put, refuse, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const units = (c: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...c });
const moves = (g: Game, h: HouseId) => agotEngine.legalActions(g, h).filter((a): a is Extract<Action, { type: "move" }> => a.type === "move");
const destinations = (g: Game, h: HouseId) => [...new Set(moves(g, h).map((a) => a.to))].sort();
const applyOnly = (g: Game, house: HouseId, action: Action): Game =>
  produce(g, (d) => {
    const f = d.stack[d.stack.length - 1]!;
    rulesFor(f).apply(d, f as never, house, action, new Ctx());
  });
const hold = (d: Draft<Game>) => {
  d.tracks.ironThrone = ["martell", "lannister", "greyjoy", "tyrell", "baratheon", "stark"];
  put(d, "castle-black", "stark", "footman");
  order(d, "castle-black", "stark", "march");
};

describe("example of port use (p.25)", () => {
  it("Martell's Raid order in the Port of Sunspear cancels a Support order in the East Summer Sea", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "port-of-sunspear", "martell", "ship");
      order(d, "port-of-sunspear", "martell", "raid");
      put(d, "east-summer-sea", "tyrell", "ship");
      order(d, "east-summer-sea", "tyrell", "support");
    });
    expect(agotEngine.legalActions(g, "martell")).toEqual([
      { type: "raid", from: "port-of-sunspear", target: "east-summer-sea" },
      { type: "raid", from: "port-of-sunspear", target: null },
    ]);
    g = act(g, "martell", { type: "raid", from: "port-of-sunspear", target: "east-summer-sea" });
    expect(g.areas["east-summer-sea"]!.order).toBeNull();
  });
});

describe("marching ships and ports (p.25)", () => {
  it("ships sail into the port of a land area the house controls, and out again", () => {
    const into = actionPhase((d) => {
      hold(d);
      put(d, "the-golden-sound", "lannister", "ship");
      order(d, "the-golden-sound", "lannister", "march");
    });
    expect(destinations(into, "lannister")).toContain("port-of-lannisport");
    const out = actionPhase((d) => {
      hold(d);
      put(d, "port-of-lannisport", "lannister", "ship");
      order(d, "port-of-lannisport", "lannister", "march");
    });
    expect(destinations(out, "lannister")).toEqual(["the-golden-sound"]);
  });

  it("ships never march into a port owned by another house", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "the-golden-sound", "greyjoy", "ship");
      order(d, "the-golden-sound", "greyjoy", "march");
    });
    expect(destinations(g, "greyjoy")).not.toContain("port-of-lannisport");
    refuse(g, "greyjoy", { type: "move", to: "port-of-lannisport", units: units({ ship: 1 }) }, "ILLEGAL_ACTION");
  });

  it("ships never march into the port of a land area nobody controls (AG-16)", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "redwyne-straights", "tyrell", "ship");
      order(d, "redwyne-straights", "tyrell", "march");
    });
    expect(destinations(g, "tyrell")).not.toContain("port-of-oldtown");
  });

  it("ships may enter the port of a land area held by the house's power token", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.areas["oldtown"]!.powerToken = "tyrell";
      put(d, "redwyne-straights", "tyrell", "ship");
      order(d, "redwyne-straights", "tyrell", "march");
    });
    expect(destinations(g, "tyrell")).toContain("port-of-oldtown");
  });

  it("a port never holds more than three ships", () => {
    const g = actionPhase((d) => {
      hold(d);
      d.supply.lannister = 6;
      put(d, "port-of-lannisport", "lannister", "ship", "ship");
      order(d, "port-of-lannisport", "lannister", "support");
      put(d, "the-golden-sound", "lannister", "ship", "ship");
      order(d, "the-golden-sound", "lannister", "march");
    });
    expect(moves(g, "lannister")).toContainEqual({ type: "move", to: "port-of-lannisport", units: units({ ship: 1 }) });
    refuse(g, "lannister", { type: "move", to: "port-of-lannisport", units: units({ ship: 2 }) }, "ILLEGAL_ACTION");
  });

  it("land units never enter a port", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "march");
    });
    expect(destinations(g, "lannister")).not.toContain("port-of-lannisport");
  });

  it("ships leaving a port may attack enemy ships in its sea", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "port-of-lannisport", "lannister", "ship", "ship");
      order(d, "port-of-lannisport", "lannister", "march");
      put(d, "the-golden-sound", "greyjoy", "ship");
    });
    const attacked = applyOnly(g, "lannister", { type: "move", to: "the-golden-sound", units: units({ ship: 2 }) });
    expect(topFrame(attacked).kind).toBe("combat");
  });
});

describe("a port's land taken by a march, without a combat (p.25 'Taking control of enemy ports'; cards.md 7 #33)", () => {
  // Lannister marches from Three Towers into Oldtown, held only by a Greyjoy power token, with two
  // Greyjoy ships in the Port of Oldtown.
  const oldtown = (...rest: ((d: Draft<Game>) => void)[]) =>
    actionPhase((d) => {
      hold(d);
      put(d, "three-towers", "lannister", "footman");
      order(d, "three-towers", "lannister", "march");
      d.areas["oldtown"]!.powerToken = "greyjoy";
      put(d, "port-of-oldtown", "greyjoy", "ship", "ship");
      order(d, "port-of-oldtown", "greyjoy", "defense");
      for (const r of rest) r(d);
    });
  // Iron Throne order puts Lannister's march first (hold).
  const marchIn = (g: Game) => act(g, "lannister", { type: "move", to: "oldtown", units: units({ footman: 1 }) });

  it("the new owner chooses how many of the enemy ships to replace with its own; the rest are removed", () => {
    let g = marchIn(oldtown());
    expect(g.areas["oldtown"]).toMatchObject({ house: "lannister", powerToken: null });
    expect(topFrame(g)).toMatchObject({ kind: "port-revert", house: "lannister", port: "port-of-oldtown", loser: "greyjoy" });
    expect(agotEngine.legalActions(g, "lannister")).toEqual([0, 1, 2].map((count) => ({ type: "replace-port-ships", count })));
    const r = agotEngine.applyAction(g, "lannister", { type: "replace-port-ships", count: 1 });
    if (!r.ok) throw new Error(r.error.message);
    g = r.value.state;
    expect(g.areas["port-of-oldtown"]).toMatchObject({ house: "lannister", order: null, units: [{ type: "ship", routed: false }] });
    expect(r.value.events.map((e) => e.text)).toContain("Lannister takes Port of Oldtown: 2 Greyjoy ships removed, 1 replaced by its own.");
  });

  it("with no ship in its reserve the new owner is not asked: the enemy ships are removed", () => {
    const g = marchIn(
      oldtown((d) => {
        // All six Lannister ships are on the board already (one per sea: no army, no supply limit).
        for (const sea of ["the-golden-sound", "sunset-sea", "west-summer-sea", "redwyne-straights", "ironmans-bay", "east-summer-sea"]) put(d, sea, "lannister", "ship");
      }),
    );
    expect(topFrame(g).kind).not.toBe("port-revert");
    expect(g.areas["port-of-oldtown"]).toMatchObject({ house: null, units: [] });
  });

  it("marching into land whose port holds the marching house's own ships changes nothing there", () => {
    const g = marchIn(
      oldtown((d) => {
        d.areas["port-of-oldtown"]!.house = "lannister";
        d.areas["port-of-oldtown"]!.order = { house: "lannister", kind: "defense" };
      }),
    );
    expect(topFrame(g).kind).not.toBe("port-revert");
    expect(g.areas["port-of-oldtown"]!.units.length).toBe(2);
  });
});
