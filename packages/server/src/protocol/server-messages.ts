/** What the server sends over the WebSocket: only ever what the receiving seat may know. */
import type { GameEvent, Outcome, Prompt, Seat } from "@kingsroad/core";
import type { ChatEntry } from "./chat.ts";
import type { ProposalKind } from "./client-messages.ts";
import type { ErrorMessage } from "./basics.ts";
import type { PublicSeat, StandInReason, TimeoutPolicy } from "./lobby.ts";

/**
 * An open proposal: `by` proposed it about `seat`; `voters` (the other human seats a person plays,
 * the proposer among them) decide by majority; `votes` so far. Public: every seat and spectator
 * sees it.
 */
export interface Proposal {
  id: number;
  kind: ProposalKind;
  seat: Seat;
  by: Seat;
  voters: Seat[];
  votes: Record<Seat, boolean>;
  at: number;
  /** For `undo`: the seq of the move to take back. */
  undoes?: number;
}

/** A seat's own notice settings: in its welcome and after it changes them; no one else gets them. */
export interface NotifySettings {
  webhook?: string;
  email?: string;
  /** Whether this server sends e-mail (SMTP_URL is set). */
  emailAvailable: boolean;
  /** How the last notice (or test) sent to `webhook` went, since the server started; absent before any. */
  delivery?: WebhookDelivery;
}

/** How the last delivery to a seat's webhook went (notify/webhook.ts makes it). */
export interface WebhookDelivery {
  at: number;
  event: "your-turn" | "game-over" | "test";
  outcome: "delivered" | "rejected" | "unreachable";
  /** "delivered", "rejected by the receiver: <status> <short body>", "unreachable: <why>". */
  result: string;
}

export interface NotifyReply extends NotifySettings {
  type: "notify";
}

/** The table's open proposals changed (one was made, voted on, decided or dropped). */
export interface ProposalsMessage {
  type: "proposals";
  proposals: Proposal[];
}


/** What every seat and spectator sees of a game's clock (nothing in it is secret). */
export interface ClockPicture {
  kind: "decision" | "bank";
  onTimeout: TimeoutPolicy;
  decisionMs?: number;
  incrementMs?: number;
  /** The server's time when this was sent: a client corrects its own clock's offset with it. */
  now: number;
  /** Per timed seat: its bank (bank clocks) and, while it is waited for, when its time runs out. */
  seats: Record<Seat, { bankMs?: number; deadline?: number }>;
}

/** A seat's picture of the game: only what that seat (or a spectator) may know. */
export interface SeatPicture {
  /** Actions applied so far; each update increases it. */
  seq: number;
  view: unknown;
  /** Prompts addressed to this seat (empty for spectators). */
  prompts: Prompt[];
  /** Legal actions of this seat now (empty for spectators and seats not asked). */
  legalActions: unknown[];
  /**
   * The actions this seat may send while it is NOT prompted (Mother of Dragons: gifting power
   * tokens): the engine's `legalActions` of an unprompted seat. Present for every player seat
   * (empty while the seat is prompted, when such actions are already in `legalActions`, and once
   * the game is over); absent for spectators.
   */
  freeActions?: unknown[];
  /** Seats the game is waiting for. */
  waitingFor: Seat[];
  outcome: Outcome | null;
  /** The game's clock now; absent when it has none. */
  clock?: ClockPicture;
}

export interface WelcomeMessage extends SeatPicture {
  type: "welcome";
  gameId: string;
  engine: string;
  title: string;
  /** The joined seat, or null for a spectator. */
  seat: Seat | null;
  seats: PublicSeat[];
  /** Recent events this seat may see, oldest first. */
  events: SeqEvent[];
  chat: ChatEntry[];
  /** Open proposals the table votes on (the server always sends it; absent reads as none). */
  proposals?: Proposal[];
  /** The joined seat's own notice settings (absent for spectators). */
  notify?: NotifySettings;
}

export interface SeqEvent extends GameEvent {
  /** The seq of the action that caused it. */
  seq: number;
}

export interface UpdateMessage extends SeatPicture {
  type: "update";
  /** Events of the newest action that this seat may see. */
  events: SeqEvent[];
}

/** One step of an RFC 6902 JSON Patch; `path` and `from` are RFC 6901 JSON Pointers. */
export type PatchOperation =
  | { op: "add" | "replace" | "test"; path: string; value: unknown }
  | { op: "remove"; path: string }
  | { op: "move" | "copy"; path: string; from: string };

/**
 * A new picture as a patch of the one the client holds (only to clients that joined with
 * `patches: true`, and only when it is smaller than the whole `update`). `ops` turn the client's
 * last picture (the `SeatPicture` fields of its welcome, update or patched picture; its `seq` is
 * `base`) into the new one. A client whose picture's seq is not `base` lost one: it sends `resync`.
 */
export interface PatchMessage {
  type: "patch";
  /** The seq of the picture the patch applies to. */
  base: number;
  /** The seq of the new picture. */
  seq: number;
  ops: PatchOperation[];
  /** Events of the newest action that this seat may see, as in an `update`. */
  events: SeqEvent[];
}

/** One earlier position as a seat saw it. */
export interface HistoryPicture {
  seq: number;
  view: unknown;
  /** Events of the action that led here, as this seat may see them. */
  events: SeqEvent[];
}

export interface HistoryMessage {
  type: "history";
  ref?: string | number;
  pictures: HistoryPicture[];
}

export interface AckMessage {
  type: "ack";
  ref?: string | number;
  /** The seq the action got; it is stored. */
  seq: number;
}

export interface ChatBroadcast {
  type: "chat";
  entry: ChatEntry;
}

/** Someone connected or left, or a seat was handed to a bot or taken back (then with the clock). */
export interface SeatsMessage {
  type: "seats";
  seats: PublicSeat[];
  clock?: ClockPicture;
}

export interface PongMessage {
  type: "pong";
  ref?: string | number;
}

export type ServerMessage =
  | WelcomeMessage
  | UpdateMessage
  | PatchMessage
  | AckMessage
  | ErrorMessage
  | ChatBroadcast
  | SeatsMessage
  | PongMessage
  | HistoryMessage
  | ProposalsMessage
  | NotifyReply;
