/** Scenario format: placeholder until SCENARIO.md lands. */
import { err, type Result, type RuleError } from "@kingsroad/core";
import type { Game } from "./state.ts";

export function fromScenario(_scenario: unknown): Result<Game, RuleError> {
  return err({ code: "NOT_IMPLEMENTED", message: "Scenarios are not supported yet." });
}
