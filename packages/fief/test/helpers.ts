/** Test helpers: build a scenario, apply actions that must be legal. */
import { expect } from "vitest";
import { fiefEngine, type Action } from "../src/index.ts";
import { fromScenario, type Scenario } from "../src/scenario.ts";
import type { FiefState } from "../src/state.ts";

export function scenario(sc: Scenario): FiefState {
  const r = fromScenario(sc);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function act(s: FiefState, seat: string, a: Action): FiefState {
  const r = fiefEngine.applyAction(s, seat, a);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

export function refused(s: FiefState, seat: string, a: unknown): string {
  const r = fiefEngine.applyAction(s, seat, a);
  expect(r.ok).toBe(false);
  return r.ok ? "" : r.error.code;
}

export function legal(s: FiefState, seat: string): Action[] {
  return fiefEngine.legalActions(s, seat);
}

export function count(s: FiefState, house: string, village: string, type?: string): number {
  return s.units.filter((u) => u.house === house && u.village === village && (type === undefined || u.type === type)).length;
}

/** Every house asked in the open 2.4 pass round passes (the round closes). */
export function passAll(s: FiefState): FiefState {
  while (s.window) s = act(s, fiefEngine.pendingSeats(s)[0]!.seat, { type: "done" });
  return s;
}
