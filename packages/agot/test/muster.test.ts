/**
 * Mustering (rulebook p.9; ports p.25): points per castle (1) and stronghold (2), spent in that
 * area or on ships in its port or an adjacent sea; within reserves and supply.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { Game } from "../src/state.ts";
import { newMusterFrame } from "../src/rules/westeros/muster.ts";
import { supplyAllows } from "../src/rules/supply.ts";
import { reserve } from "../src/rules/units.ts";
import { nextInt, seedRng } from "@kingsroad/core";
import { act, actWithEvents, clearBoard, edit, put, rawGame, refuse, topFrame } from "./helpers.ts";
import { seats, unitsIn, lastRound } from "./westeros-fixtures.ts";

/** `house` musters alone (as with a Special Consolidate Power order when `only` is set). */
function mustering(house: HouseId, recipe: (d: Draft<Game>) => void, only: string | null = null, players: 3 | 6 = 6): Game {
  return edit(rawGame(players), (d) => {
    clearBoard(d);
    lastRound(d);
    recipe(d);
    d.stack.push(newMusterFrame(d as Game, [house], only));
  });
}

const legal = (g: Game, h: HouseId) => agotEngine.legalActions(g, h);
const musters = (g: Game, h: HouseId, castle: string) =>
  legal(g, h)
    .filter((a): a is Extract<Action, { type: "muster" }> => a.type === "muster" && a.castle === castle)
    .map((a) => `${a.unit}@${a.to}`)
    .sort();

describe("MUSTERING EXAMPLE (p.9)", () => {
  // Lannister, supply 3 (armies 3, 2, 2, 2), first in turn order. Greyjoy ships hold Ironman's
  // Bay, so Riverrun's only open sea is the Golden Sound.
  const example = () =>
    edit(rawGame(6), (d) => {
      clearBoard(d);
      lastRound(d);
      d.tracks.ironThrone = ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"];
      d.supply.lannister = 3;
      put(d, "lannisport", "lannister", "footman");
      put(d, "harrenhal", "lannister", "footman", "footman");
      put(d, "riverrun", "lannister", "knight", "knight", "knight");
      put(d, "stoney-sept", "lannister", "footman");
      put(d, "ironmans-bay", "greyjoy", "ship");
      d.stack.push({ kind: "westeros", step: "resolve", cards: ["mustering"], next: 0 });
    });

  it("Lannister musters first, with 2 points in Lannisport, 1 in Harrenhal, 2 in Riverrun and none in Stoney Sept", () => {
    const g = example();
    expect(seats(g)).toEqual(["lannister"]);
    expect(topFrame(g)).toMatchObject({ kind: "muster", points: { lannisport: 2, harrenhal: 1, riverrun: 2 } });
  });

  it("plays out as the rulebook describes", () => {
    let g = example();
    // 1. Lannisport: a footman in Lannisport and a ship in the Golden Sound.
    expect(musters(g, "lannister", "lannisport")).toContain("ship@the-golden-sound");
    g = act(g, "lannister", { type: "muster", castle: "lannisport", to: "lannisport", unit: "footman" });
    g = act(g, "lannister", { type: "muster", castle: "lannisport", to: "the-golden-sound", unit: "ship" });
    expect(musters(g, "lannister", "lannisport")).toEqual([]);
    // 2. Harrenhal: its single point upgrades a footman to a knight (army size unchanged).
    g = act(g, "lannister", { type: "upgrade", castle: "harrenhal", at: "harrenhal", unit: "knight" });
    expect(unitsIn(g, "harrenhal")).toEqual(["footman", "knight"]);
    // 3. Riverrun: a ship in the Golden Sound, making an army of two ships.
    expect(musters(g, "lannister", "riverrun")).toEqual(["ship@the-golden-sound"]);
    const r = actWithEvents(g, "lannister", { type: "muster", castle: "riverrun", to: "the-golden-sound", unit: "ship" });
    g = r.state;
    expect(unitsIn(g, "the-golden-sound")).toEqual(["ship", "ship"]);
    // Riverrun's last point cannot be used: supply is full (3, 2, 2, 2). Lannister is done.
    expect(supplyAllows(g, "lannister", { riverrun: 1 })).toBe(false);
    expect(r.events.some((e) => e.type === "muster-done" && (e.data as { house: string }).house === "lannister")).toBe(true);
    expect(seats(g)).toEqual(["baratheon"]);
    // 4. Stoney Sept has no castle: nothing was mustered there.
    expect(unitsIn(g, "stoney-sept")).toEqual(["footman"]);
  });
});

describe("EXAMPLE OF PORT USE (p.25)", () => {
  it("Sunspear musters a footman and a ship into its port although Tyrell holds the East Summer Sea", () => {
    let g = mustering("martell", (d) => {
      put(d, "east-summer-sea", "tyrell", "ship");
    });
    // The port and the Sea of Dorne, not the Tyrell-occupied East Summer Sea.
    expect(musters(g, "martell", "sunspear").filter((m) => m.startsWith("ship"))).toEqual(["ship@port-of-sunspear", "ship@sea-of-dorne"]);
    g = act(g, "martell", { type: "muster", castle: "sunspear", to: "sunspear", unit: "footman" });
    g = act(g, "martell", { type: "muster", castle: "sunspear", to: "port-of-sunspear", unit: "ship" });
    expect(unitsIn(g, "port-of-sunspear")).toEqual(["ship"]);
    expect(unitsIn(g, "sunspear")).toEqual(["footman"]);
    expect(g.stack.some((f) => f.kind === "muster")).toBe(false);
  });
});

describe("mustering rules (p.9)", () => {
  it("costs: a castle's single point buys a footman or a ship, never a knight or siege engine", () => {
    const g = mustering("lannister", (d) => {
      d.areas["lannisport"]!.powerToken = null;
      put(d, "harrenhal", "lannister", "knight");
    }, "harrenhal");
    expect(musters(g, "lannister", "harrenhal")).toEqual(["footman@harrenhal"]);
  });

  it("a stronghold's 2 points buy a knight or a siege engine", () => {
    const g = mustering("lannister", () => {}, "lannisport");
    expect(musters(g, "lannister", "lannisport")).toEqual(
      ["footman@lannisport", "knight@lannisport", "siege-engine@lannisport", "ship@port-of-lannisport", "ship@the-golden-sound"].sort(),
    );
    const g2 = act(g, "lannister", { type: "muster", castle: "lannisport", to: "lannisport", unit: "knight" });
    expect(g2.stack.some((f) => f.kind === "muster")).toBe(false);
  });

  it("an upgrade costs 1 and needs a footman in the castle's own area", () => {
    const g = mustering("lannister", (d) => put(d, "lannisport", "lannister", "footman"), "lannisport");
    const ups = legal(g, "lannister").filter((a) => a.type === "upgrade");
    expect(ups).toEqual([
      { type: "upgrade", castle: "lannisport", at: "lannisport", unit: "knight" },
      { type: "upgrade", castle: "lannisport", at: "lannisport", unit: "siege-engine" },
    ]);
    const g2 = act(g, "lannister", ups[1]!);
    expect(unitsIn(g2, "lannisport")).toEqual(["siege-engine"]);
    expect(topFrame(g2)).toMatchObject({ kind: "muster", points: { lannisport: 1 } });
  });

  it("only castle areas the house controls muster, each in its own area", () => {
    const g = mustering("lannister", (d) => {
      put(d, "riverrun", "lannister", "footman");
      put(d, "stoney-sept", "lannister", "footman");
    });
    const castles = new Set(legal(g, "lannister").flatMap((a) => (a.type === "muster" || a.type === "upgrade" ? [a.castle] : [])));
    expect([...castles].sort()).toEqual(["lannisport", "riverrun"]);
    refuse(g, "lannister", { type: "muster", castle: "riverrun", to: "lannisport", unit: "footman" }, "ILLEGAL_ACTION");
    refuse(g, "lannister", { type: "muster", castle: "stoney-sept", to: "stoney-sept", unit: "footman" }, "ILLEGAL_ACTION");
    refuse(g, "lannister", { type: "muster", castle: "lannisport", to: "lannisport", unit: "ship" }, "ILLEGAL_ACTION");
  });

  it("supply is never exceeded: no unit that would make a forbidden army", () => {
    // Supply 0 allows two armies of 2: both are already fielded.
    const g = mustering("lannister", (d) => {
      d.supply.lannister = 0;
      put(d, "lannisport", "lannister", "footman", "footman");
      put(d, "stoney-sept", "lannister", "footman", "footman");
      put(d, "riverrun", "lannister", "footman");
      put(d, "the-golden-sound", "lannister", "ship");
    });
    // Lannisport (3), Riverrun (would make a third army), the Golden Sound (the same): all closed.
    // Only Riverrun's upgrade and a lone ship in Ironman's Bay or the port stay open.
    const all = legal(g, "lannister");
    for (const a of all) {
      if (a.type === "muster") expect(supplyAllows(g, "lannister", { [a.to]: 1 })).toBe(true);
    }
    expect(musters(g, "lannister", "lannisport")).toEqual(["ship@port-of-lannisport"]);
    expect(musters(g, "lannister", "riverrun")).toEqual(["ship@ironmans-bay"]);
  });

  it("supply is checked again after each muster", () => {
    let g = mustering("lannister", (d) => {
      d.supply.lannister = 0;
      put(d, "lannisport", "lannister", "footman");
      put(d, "stoney-sept", "lannister", "footman", "footman");
    }, "lannisport");
    g = act(g, "lannister", { type: "muster", castle: "lannisport", to: "lannisport", unit: "footman" });
    // Armies 2 and 2 fill supply 0: Lannisport cannot grow, but a lone ship is no army.
    expect(musters(g, "lannister", "lannisport")).toEqual(["ship@port-of-lannisport", "ship@the-golden-sound"]);
    g = act(g, "lannister", { type: "muster", castle: "lannisport", to: "port-of-lannisport", unit: "ship" });
    expect(supplyAllows(g, "lannister")).toBe(true);
  });

  it("units must be in reserve (p.4)", () => {
    const g = mustering("lannister", (d) => {
      d.supply.lannister = 6;
      // All 5 knights and 2 siege engines on the board.
      put(d, "harrenhal", "lannister", "knight", "knight", "knight");
      put(d, "riverrun", "lannister", "knight", "knight", "siege-engine", "siege-engine");
    }, "lannisport");
    expect(musters(g, "lannister", "lannisport").filter((m) => !m.startsWith("ship"))).toEqual(["footman@lannisport"]);
  });

  it("a port holds at most 3 ships (p.25)", () => {
    const g = mustering("lannister", (d) => {
      d.supply.lannister = 6;
      put(d, "port-of-lannisport", "lannister", "ship", "ship", "ship");
    }, "lannisport");
    expect(musters(g, "lannister", "lannisport")).not.toContain("ship@port-of-lannisport");
  });

  it("done ends the house's mustering; unused points are lost", () => {
    const g = mustering("lannister", () => {});
    const g2 = act(g, "lannister", { type: "done" });
    expect(g2.stack.some((f) => f.kind === "muster")).toBe(false);
    expect(unitsIn(g2, "lannisport")).toEqual([]);
  });

  it("a Special Consolidate Power order musters only in its own area", () => {
    const g = mustering("lannister", (d) => put(d, "riverrun", "lannister", "footman"), "riverrun");
    const castles = new Set(legal(g, "lannister").flatMap((a) => (a.type === "muster" || a.type === "upgrade" ? [a.castle] : [])));
    expect([...castles]).toEqual(["riverrun"]);
  });

  it("an area without a castle musters nothing: the frame ends at once", () => {
    const g = mustering("lannister", (d) => put(d, "stoney-sept", "lannister", "footman"), "stoney-sept");
    expect(g.stack.some((f) => f.kind === "muster")).toBe(false);
  });

  it("a malformed or illegal muster changes nothing", () => {
    const g = mustering("lannister", () => {});
    refuse(g, "lannister", { type: "muster", castle: "lannisport", to: "winterfell", unit: "footman" }, "ILLEGAL_ACTION");
    refuse(g, "lannister", { type: "muster", castle: "lannisport" }, "MALFORMED_ACTION");
    refuse(g, "stark", { type: "done" }, "NOT_YOUR_DECISION");
  });
});

describe("supply is never exceeded by mustering (p.9), whatever is chosen", () => {
  it("random mustering from random positions keeps every house within supply and reserves", () => {
    let rng = seedRng("muster-fuzz");
    for (let game = 0; game < 20; game++) {
      let g = edit(rawGame(6, `muster-fuzz-${game}`), (d) => {
        lastRound(d);
        for (const h of d.houses) d.supply[h] = game % 7;
        d.stack.push({ kind: "westeros", step: "resolve", cards: ["mustering"], next: 0 });
      });
      for (let step = 0; step < 200 && g.stack.some((f) => f.kind === "muster"); step++) {
        const seat = agotEngine.pendingSeats(g)[0]!.seat as HouseId;
        const actions = legal(g, seat);
        let i: number;
        [i, rng] = nextInt(rng, actions.length);
        g = act(g, seat, actions[i]!);
        for (const h of g.houses) {
          expect(supplyAllows(g, h)).toBe(true);
          for (const t of ["footman", "knight", "ship", "siege-engine"] as const) expect(reserve(g, h, t)).toBeGreaterThanOrEqual(0);
        }
      }
      expect(g.stack.some((f) => f.kind === "muster")).toBe(false);
    }
  });
});
