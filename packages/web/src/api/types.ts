/**
 * The types the client shares with the server. Type-only imports: nothing of the server or of a
 * rules engine ends up in the bundle. Views and actions are game-specific: the shell carries them
 * as `unknown`, and each game's folder (src/games/<id>/) gives them their types.
 */
export type {
  ChatEntry,
  ClockPicture,
  ClockRequest,
  Proposal,
  NotifySettings,
  WebhookDelivery,
  CreateGameRequest,
  CreateGameResponse,
  ErrorMessage,
  GameSummary,
  PublicSeat,
  SeqEvent,
  ServerMessage,
  HistoryPicture,
  ReissuedSeat,
  UpdateMessage,
  PatchMessage,
  SeatPicture,
  WelcomeMessage,
} from "@kingsroad/server/protocol";
export type { Prompt, Outcome } from "@kingsroad/core";

import type { Prompt } from "@kingsroad/core";

/** Everything the game page draws at one moment: one seat's picture at one seq. */
export interface Picture<View = unknown, Action = unknown> {
  seq: number;
  view: View;
  prompts: Prompt[];
  legalActions: Action[];
  waitingFor: string[];
  /** Actions the seat may send while not prompted (the server's `freeActions`: Mother of Dragons' gifts); absent when none. */
  freeActions?: Action[];
}
