/**
 * The shared wire types with A Game of Thrones' own view and actions: what the AGoT client code
 * works with once the shell has told it that this game is AGoT.
 */
export type * from "../../api/types.ts";
export type { Action, GameView } from "@kingsroad/agot";

import type { Prompt } from "@kingsroad/core";
import type { Action, GameView } from "@kingsroad/agot";

/** One seat's picture of an AGoT game at one seq. */
export interface Picture {
  seq: number;
  view: GameView;
  prompts: Prompt[];
  legalActions: Action[];
  waitingFor: string[];
  /** Actions this seat may send while not prompted (Mother of Dragons' gifts of power); absent otherwise. */
  freeActions?: Action[];
}
