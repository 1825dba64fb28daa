/**
 * Test helpers: build a position from a fresh game by editing it, then act on it and assert.
 * `edit` runs the recipe on an Immer draft and then lets frames that need nobody run.
 */
import { produce, setAutoFreeze, type Draft } from "immer";
import { expect } from "vitest";
import type { GameEvent } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import { Ctx } from "../src/engine/context.ts";
import { settle } from "../src/engine/driver.ts";
import { setupGame } from "../src/setup.ts";
import { WESTEROS_HOUSES } from "../src/data/mod.ts";
import type { Game } from "../src/state.ts";

// Positions built here are never mutated after they are returned, so freezing them would only
// cost time (and the engine's copy-on-write shares their parts with the states it makes).
setAutoFreeze(false);

/** A new game before any frame has run (the round frame alone on the stack). */
export const rawGame = (playerCount: 3 | 4 | 5 | 6 = 6, seed = "test", tidesOfBattle = false): Game =>
  setupGame({ seed, playerCount, tidesOfBattle });

/** A new Mother of Dragons game before any frame has run: 7 players (the houses of Westeros) or 8 (with Targaryen). */
export const rawModGame = (playerCount: 7 | 8 = 8, seed = "test", tidesOfBattle = false): Game =>
  // Seven players are the seven houses of Westeros here (a dealt table of 7 may take Targaryen and leave a vassal).
  setupGame({ seed, playerCount, tidesOfBattle, motherOfDragons: true, ...(playerCount === 7 ? { houses: [...WESTEROS_HOUSES] } : {}) });

/** A new game settled to its first decision (Assign Orders of round 1). */
export const newGame = (playerCount: 3 | 4 | 5 | 6 = 6, seed = "test", tidesOfBattle = false): Game =>
  agotEngine.createGame({ seed, playerCount, tidesOfBattle });

/** Edits a state and settles it; returns the new state and the events of settling. */
export function edit(g: Game, recipe: (d: Draft<Game>) => void): Game {
  return editWithEvents(g, recipe).state;
}

export function editWithEvents(g: Game, recipe: (d: Draft<Game>) => void): { state: Game; events: GameEvent[] } {
  const ctx = new Ctx();
  const state = produce(g, (d) => {
    recipe(d);
    settle(d, ctx);
  });
  return { state, events: ctx.events };
}

/** Applies an action that must be legal; fails the test with the engine's message otherwise. */
export function act(g: Game, seat: HouseId, action: Action): Game {
  const r = agotEngine.applyAction(g, seat, action);
  if (!r.ok) expect.fail(`${seat} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

/** Applies an action and returns its events too. */
export function actWithEvents(g: Game, seat: HouseId, action: Action): { state: Game; events: GameEvent[] } {
  const r = agotEngine.applyAction(g, seat, action);
  if (!r.ok) expect.fail(`${seat} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Asserts an action is refused with `code` and that the state did not change. */
export function refuse(g: Game, seat: HouseId, action: unknown, code: string): void {
  const before = JSON.stringify(g);
  const r = agotEngine.applyAction(g, seat, action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(g)).toBe(before);
}

/** Empties the board of units, orders, power tokens (garrisons and neutral forces stay). */
export function clearBoard(d: Draft<Game>): void {
  for (const a of Object.values(d.areas)) {
    a.units = [];
    a.house = null;
    a.order = null;
    a.powerToken = null;
  }
}

export function put(d: Draft<Game>, area: string, house: HouseId, ...types: ("footman" | "knight" | "ship" | "siege-engine" | "dragon")[]): void {
  const a = d.areas[area]!;
  a.house = house;
  for (const t of types) a.units.push({ type: t, routed: false });
}

export const topFrame = (g: Game) => g.stack[g.stack.length - 1]!;

/**
 * A position at the start of the Action phase of round 10 on an empty board (garrisons and neutral
 * forces stay) that `recipe` fills with units and orders. Round 10 makes the game end when the
 * phase does, so a test never depends on what the next Westeros phase would do.
 */
export function actionPhase(recipe: (d: Draft<Game>) => void, playerCount: 3 | 4 | 5 | 6 = 6, base: Game = rawGame(playerCount)): Game {
  return edit(base, (d) => {
    clearBoard(d);
    d.round = 10;
    d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "action", step: "raids", next: 0 }];
    recipe(d);
  });
}
