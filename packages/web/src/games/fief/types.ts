/**
 * The shared wire types with A Song of Ice and Fief's own view, actions and engine state parts
 * (type-only: the engine stays out of the bundle).
 */
export type * from "../../api/types.ts";
export type { Action, FiefView } from "@kingsroad/fief";

import type { Prompt } from "@kingsroad/core";
import type { Action, FiefView } from "@kingsroad/fief";

/** One seat's picture of a Fief game at one seq. */
export interface Picture {
  seq: number;
  view: FiefView;
  prompts: Prompt[];
  legalActions: Action[];
  waitingFor: string[];
}

export type ActionOf<T extends Action["type"]> = Extract<Action, { type: T }>;

export const ofType = <T extends Action["type"]>(legal: readonly Action[], type: T): ActionOf<T>[] => legal.filter((a): a is ActionOf<T> => a.type === type);
