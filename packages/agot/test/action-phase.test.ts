/** The Action phase as a whole: its steps in order and the turn cycle (rulebook p.14-16; cards.md 7 #11). */
import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { agotEngine } from "../src/index.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, clearBoard, edit, editWithEvents, put, rawGame, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const units = (c: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...c });
const seats = (g: Game) => agotEngine.pendingSeats(g).map((p) => p.seat);

describe("the steps of the Action phase (p.14)", () => {
  it("raids, then marches, then consolidate power, then clean up", () => {
    const first = editWithEvents(rawGame(6), (d) => {
      clearBoard(d);
      d.round = 10;
      d.tracks.ironThrone = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "winterfell", "stark", "footman");
      order(d, "winterfell", "stark", "consolidate-power");
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "raid");
      put(d, "stoney-sept", "lannister", "footman");
      order(d, "stoney-sept", "lannister", "march");
      d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "action", step: "raids", next: 0 }];
    });
    expect(first.events.map((e) => e.text)).toEqual([
      "Lannister removes the Raid order in Lannisport without effect (nothing to raid).",
      "Resolve March orders.",
      "Lannister resolves the March order in Stoney Sept.",
    ]);
    const rest = actWithEvents(first.state, "lannister", { type: "done" });
    expect(rest.events.map((e) => e.text).slice(0, 5)).toEqual([
      "Lannister's March order in Stoney Sept is resolved.",
      "Resolve Consolidate Power orders.",
      "Stark consolidates power in Winterfell and gains 2 power.",
      "Clean up.",
      "Clean up: 0 remaining orders return to their houses, 0 routed units stand up, and the Valyrian Steel Blade and the Messenger Raven are available again.",
    ]);
    expect(rest.state.outcome?.reason).toBe("round-ten");
  });

  it("a phase without orders goes straight to clean up", () => {
    const { state, events } = editWithEvents(
      edit(rawGame(6), (d) => {
        for (const a of Object.values(d.areas)) a.order = null;
        d.round = 10;
      }),
      (d) => {
        d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "action", step: "raids", next: 0 }];
      },
    );
    expect(events.filter((e) => e.type === "action-step").map((e) => e.text)).toEqual([
      "Resolve March orders.",
      "Resolve Consolidate Power orders.",
      "Clean up.",
    ]);
    expect(state.outcome?.reason).toBe("round-ten");
  });
});

describe("choosing which March order (p.15)", () => {
  it("a house with several March orders chooses which one to resolve; one with a single order is not asked", () => {
    let g = actionPhase((d) => {
      d.tracks.ironThrone = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "march");
      put(d, "stoney-sept", "lannister", "footman");
      order(d, "stoney-sept", "lannister", "march-weak");
      put(d, "winterfell", "stark", "footman");
      order(d, "winterfell", "stark", "march");
    });
    expect(agotEngine.legalActions(g, "lannister")).toEqual([
      { type: "resolve-march", area: "lannisport" },
      { type: "resolve-march", area: "stoney-sept" },
    ]);
    g = act(g, "lannister", { type: "resolve-march", area: "stoney-sept" });
    expect(topFrame(g)).toMatchObject({ kind: "march", from: "stoney-sept" });
    g = act(g, "lannister", { type: "done" });
    // Stark's only March order is picked for it.
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "stark", from: "winterfell" });
    g = act(g, "stark", { type: "done" });
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "lannister", from: "lannisport" });
  });
});

describe("turn order follows track positions (cards.md 7 #11)", () => {
  it("after a turn, the next position acts, whoever sits there now", () => {
    let g = actionPhase((d) => {
      d.tracks.ironThrone = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "march");
      put(d, "stoney-sept", "lannister", "footman");
      order(d, "stoney-sept", "lannister", "march-weak");
      put(d, "winterfell", "stark", "footman");
      order(d, "winterfell", "stark", "march");
    });
    g = act(g, "lannister", { type: "resolve-march", area: "stoney-sept" });
    // As if a House card (Doran Martell) moved Stark to the top during Lannister's march.
    g = edit(g, (d) => {
      d.tracks.ironThrone = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell"];
    });
    g = act(g, "lannister", { type: "done" });
    // Position 2 is Lannister now: Stark's turn is skipped this cycle.
    expect(seats(g)).toEqual(["lannister"]);
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "lannister", from: "lannisport" });
  });
});

describe("events", () => {
  it("every step says what happened", () => {
    const g = actionPhase((d) => {
      d.tracks.ironThrone = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "lannisport", "lannister", "footman", "footman");
      order(d, "lannisport", "lannister", "march");
      put(d, "winterfell", "stark", "footman");
      order(d, "winterfell", "stark", "march");
    });
    const r = actWithEvents(g, "lannister", { type: "move", to: "stoney-sept", units: units({ footman: 2 }) });
    expect(r.events.map((e) => e.text)).toEqual([
      "Lannister marches 2 Footmen from Lannisport to Stoney Sept.",
      "Lannister's March order in Lannisport is resolved.",
      "Stark resolves the March order in Winterfell.",
    ]);
  });
});
