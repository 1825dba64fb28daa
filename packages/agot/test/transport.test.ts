/** Ship transport in marches (rulebook p.23 "Ship Transport" and its example; ruling AG-3). */
import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { agotEngine } from "../src/index.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, put, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const units = (c: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...c });
const destinations = (g: Game, h: HouseId) =>
  [...new Set(agotEngine.legalActions(g, h).flatMap((a: Action) => (a.type === "move" ? [a.to] : [])))].sort();
const hold = (d: Draft<Game>) => {
  d.tracks.ironThrone = ["tyrell", "stark", "greyjoy", "lannister", "baratheon", "martell"];
  put(d, "castle-black", "stark", "footman");
  order(d, "castle-black", "stark", "march");
};
/** The example's ships: Redwyne Straights, West Summer Sea and East Summer Sea. */
const tyrellFleet = (d: Draft<Game>) => {
  for (const sea of ["redwyne-straights", "west-summer-sea", "east-summer-sea"]) {
    put(d, sea, "tyrell", "ship");
    order(d, sea, "tyrell", "support");
  }
};

describe("ship transport example (p.23)", () => {
  it("a Tyrell unit in Highgarden can march straight to Sunspear or any coast the ships touch", () => {
    const g = actionPhase((d) => {
      hold(d);
      tyrellFleet(d);
      put(d, "highgarden", "tyrell", "footman", "footman");
      order(d, "highgarden", "tyrell", "march");
    });
    const to = destinations(g, "tyrell");
    for (const coast of ["sunspear", "starfall", "salt-shore", "storms-end", "the-arbor", "oldtown", "three-towers"]) expect(to).toContain(coast);
    // Sunspear holds the Martell garrison: going there by sea is an attack like any other (p.23).
    const after = act(g, "tyrell", { type: "move", to: "starfall", units: units({ footman: 1 }) });
    expect(after.areas["starfall"]!.units).toEqual([{ type: "footman", routed: false }]);
  });

  it("a routed ship still carries (p.23)", () => {
    const g = actionPhase((d) => {
      hold(d);
      tyrellFleet(d);
      d.areas["west-summer-sea"]!.units[0]!.routed = true;
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "march");
    });
    expect(destinations(g, "tyrell")).toContain("sunspear");
  });

  it("another house's ships never carry (p.23, AG-3)", () => {
    const g = actionPhase((d) => {
      hold(d);
      put(d, "redwyne-straights", "tyrell", "ship");
      order(d, "redwyne-straights", "tyrell", "support");
      put(d, "west-summer-sea", "martell", "ship");
      order(d, "west-summer-sea", "martell", "support");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "march");
    });
    const to = destinations(g, "tyrell");
    expect(to).toContain("the-arbor");
    expect(to).not.toContain("starfall");
    expect(to).not.toContain("sunspear");
  });

  it("ships do not use transport themselves (p.23)", () => {
    const g = actionPhase((d) => {
      hold(d);
      tyrellFleet(d);
      order(d, "redwyne-straights", "tyrell", "march");
    });
    expect(destinations(g, "tyrell")).toEqual(["west-summer-sea"]);
  });

  it("island units need ships to leave (p.27 'Island Areas')", () => {
    const stranded = actionPhase((d) => {
      hold(d);
      put(d, "the-arbor", "tyrell", "footman");
      order(d, "the-arbor", "tyrell", "march");
    });
    // Nothing to move: the march resolves without a prompt.
    expect(stranded.areas["the-arbor"]!.order).toBeNull();
    expect(topFrame(stranded)).toMatchObject({ kind: "march", house: "stark" });
    const carried = actionPhase((d) => {
      hold(d);
      put(d, "redwyne-straights", "tyrell", "ship");
      order(d, "redwyne-straights", "tyrell", "support");
      put(d, "the-arbor", "tyrell", "footman");
      order(d, "the-arbor", "tyrell", "march");
    });
    expect(destinations(carried, "tyrell")).toEqual(["highgarden", "oldtown", "three-towers"]);
  });

  it("transport is no adjacency for raids (p.23)", () => {
    const g = actionPhase((d) => {
      hold(d);
      tyrellFleet(d);
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "raid");
      put(d, "oldtown", "tyrell", "footman");
      order(d, "oldtown", "tyrell", "support");
      put(d, "starfall", "martell", "footman");
      order(d, "starfall", "martell", "support");
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "support");
    });
    expect(agotEngine.legalActions(g, "tyrell")).toEqual([
      { type: "raid", from: "highgarden", target: "the-reach" },
      { type: "raid", from: "highgarden", target: null },
    ]);
  });
});
