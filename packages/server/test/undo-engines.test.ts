/**
 * Which moves of the real games may be taken back (issue 17, `undoRefusal` in @kingsroad/core):
 * a move that shows nothing hidden may, a move that reveals another player's secret or draws on
 * chance may not. Games are played by their first legal move, from a fixed seed.
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "@kingsroad/agot";
import { fiefEngine } from "@kingsroad/fief";
import { undoRefusal, type GameEvent, type Seat } from "@kingsroad/core";

interface Step {
  seat: Seat;
  action: { type: string };
  refusal: string | null;
}

/** Plays the first legal move of the first seat asked (skipping `skip` types when it can) until `stop`. */
// The engines' own state and action types differ; this driver only passes them back to them.
function play(engine: typeof agotEngine | typeof fiefEngine, config: unknown, seats: Seat[], stop: (s: Step) => boolean, skip = ""): Step[] {
  const e = engine as unknown as typeof agotEngine;
  let state = e.createGame(config as Parameters<typeof agotEngine.createGame>[0]);
  const steps: Step[] = [];
  for (let i = 0; i < 200; i++) {
    const seat = e.pendingSeats(state)[0]!.seat;
    const legal = e.legalActions(state, seat) as Array<{ type: string }>;
    const action = legal.find((a) => a.type !== skip) ?? legal[0]!;
    const applied = e.applyAction(state, seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    const refusal = undoRefusal(e, seats, seat, state, applied.value.state, applied.value.events as GameEvent[]);
    const step = { seat, action, refusal };
    steps.push(step);
    if (stop(step)) return steps;
    state = applied.value.state;
  }
  throw new Error("the stop was never reached");
}

describe("undo in A Game of Thrones", () => {
  it("an order placed face down may be taken back; the last order, which reveals every order, may not", () => {
    // The Planning Phase: orders are placed face down and revealed together once all are placed.
    const steps = play(agotEngine, { seed: "u1", playerCount: 3 }, ["stark", "lannister", "baratheon"], (s) => s.refusal !== null);
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.slice(0, -1).every((s) => s.action.type === "place-order" && s.refusal === null)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ action: { type: "place-order" }, refusal: "that move revealed what another player had kept hidden" });
  });
});

describe("undo in A Song of Ice and Fief", () => {
  const houses = ["stark", "lannister", "baratheon"];
  it("choosing a starting village may be taken back; drawing a card, which the drawer alone sees, may not", () => {
    const first = play(fiefEngine, { seed: "u1", houses, options: {} }, houses, () => true);
    expect(first[0]).toMatchObject({ action: { type: "chooseStart" }, refusal: null });
    const draw = play(fiefEngine, { seed: "u1", houses, options: {} }, houses, (s) => s.action.type === "draw", "gift");
    expect(draw.at(-1)!.refusal).toBe("that move showed something to some players only (a card drawn, a private look)");
  });
});
