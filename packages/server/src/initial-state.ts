/** A game's first state, from its stored setup (an engine config or a scenario), and its last. */
import { replayEntry, type ReplayPoint } from "@kingsroad/core";
import type { AnyGameModule } from "./registry.ts";
import type { GameSetup, StoredAction } from "./store/types.ts";

export function initialState(module: AnyGameModule, setup: GameSetup): unknown {
  if (setup.kind === "config") return module.engine.createGame(setup.config);
  const made = module.engine.fromScenario(setup.scenario);
  if (!made.ok) throw new Error(`stored scenario no longer loads: ${made.error.message}`);
  return made.value;
}

/** The state after every action of a log, from the first state (undo and leave markers included). */
export function finalState(module: AnyGameModule, setup: GameSetup, actions: readonly StoredAction[]): unknown {
  let point: ReplayPoint = { state: initialState(module, setup) };
  for (const [i, entry] of actions.entries()) {
    if (entry.seq !== i + 1) throw new Error(`the log jumps from ${i} to ${entry.seq}`);
    const applied = replayEntry(module.engine, point, entry.seq, entry.seat, entry.action);
    if (!applied.ok) throw new Error(`stored action ${entry.seq} no longer applies (${applied.error})`);
    point = applied.value.point;
  }
  return point.state;
}
