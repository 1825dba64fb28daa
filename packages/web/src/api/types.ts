/**
 * The types the client shares with the server and the engine. Type-only imports: nothing of the
 * server or the rules engine ends up in the bundle.
 */
export type {
  ChatEntry,
  CreateGameRequest,
  CreateGameResponse,
  ErrorMessage,
  GameSummary,
  PublicSeat,
  SeqEvent,
  ServerMessage,
  HistoryPicture,
  UpdateMessage,
  WelcomeMessage,
} from "@kingsroad/server/protocol";
export type { Prompt, Outcome } from "@kingsroad/core";
export type { Action, GameView } from "@kingsroad/agot";

import type { Prompt } from "@kingsroad/core";
import type { Action, GameView } from "@kingsroad/agot";

/** Everything the game page draws at one moment: one seat's picture at one seq. */
export interface Picture {
  seq: number;
  view: GameView;
  prompts: Prompt[];
  legalActions: Action[];
  waitingFor: string[];
}
