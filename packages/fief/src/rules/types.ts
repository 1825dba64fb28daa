/**
 * The shape of a rules module: the actions a seat may take in a step and what they do.
 */
import type { GameEvent } from "@kingsroad/core";
import type { House } from "../data/nobles.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";

/** Collects log events while a draft state is changed. */
export type Log = GameEvent[];

export interface StepRules {
  /** Seats asked to act now, with a sentence each. */
  prompts(s: FiefState): { seat: House; kind: string; text: string; secret?: true }[];
  legal(s: FiefState, seat: House): Action[];
  /** Applies an action already known to be legal, on a draft. */
  apply(s: FiefState, seat: House, a: Action, log: Log): void;
}

export function say(log: Log, type: string, text: string, data?: unknown, visibleTo?: House[]): void {
  // four literals, not spreads of optional parts: one or two events per action, and each spread made
  // objects to copy from (same keys in the same order either way)
  if (data === undefined) log.push(visibleTo ? { type, text, visibleTo } : { type, text });
  else log.push(visibleTo ? { type, text, data, visibleTo } : { type, text, data });
}
