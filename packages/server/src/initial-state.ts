/** A game's first state, from its stored setup: an engine config or a scenario. */
import type { AnyGameModule } from "./registry.ts";
import type { GameSetup } from "./store/types.ts";

export function initialState(module: AnyGameModule, setup: GameSetup): unknown {
  if (setup.kind === "config") return module.engine.createGame(setup.config);
  const made = module.engine.fromScenario(setup.scenario);
  if (!made.ok) throw new Error(`stored scenario no longer loads: ${made.error.message}`);
  return made.value;
}
