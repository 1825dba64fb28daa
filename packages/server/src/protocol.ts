/**
 * The wire protocol between a Kingsroad client and the server: zod schemas for everything a client
 * sends (validated before any handler runs) and TypeScript types for everything the server sends.
 * Free of Node imports so the web client can import it as it is.
 *
 * ```ts
 * import { ClientMessage, type ServerMessage } from "@kingsroad/server/protocol";
 * ws.send(JSON.stringify({ type: "join", gameId, token } satisfies ClientMessage));
 * ws.onmessage = (m) => { const msg = JSON.parse(m.data) as ServerMessage; ... };
 * ```
 */
import { z } from "zod";
import { describeInvalid, type GameEvent, type Outcome, type Prompt, type Seat } from "@kingsroad/core";

/** Limits every server enforces; clients may use them to validate early. */
export const LIMITS = {
  /** Largest WebSocket message the server reads; larger ones close the connection (1009). */
  maxMessageBytes: 16 * 1024,
  /** Largest HTTP body the server reads. */
  maxBodyBytes: 64 * 1024,
  chatMaxLength: 500,
  nameMaxLength: 40,
  titleMaxLength: 80,
  maxSeats: 16,
  /** Most earlier positions one `history` request returns. */
  historyPage: 50,
} as const;

/**
 * WebSocket close codes of the server, besides the standard ones (1001 going away, 1008 too many
 * refused messages or sockets from one address, 1009 a frame too big).
 */
/** The client fell too far behind (about 1 MiB unread): reconnect, the welcome resyncs it. */
export const CLOSE_TOO_SLOW = 4002;

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls (embeddings, overrides, isolates,
 * marks): refused in names, titles and chat, where they could hide or reorder what others read
 * ("Ned\u202Eevil" shows as "Nedlive") or break a line in someone's log.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Text other people read: trimmed, within `max`, no control or bidirectional characters. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((t) => !HIDDEN_CHARACTERS.test(t), { message: "must not contain control or bidirectional-override characters" });

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "letters, digits, '-' and '_' only");
const token = z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/, "not a seat token");
/** A client's own reference for a request, echoed in the reply so it can match them. */
const ref = z.union([z.string().max(64), z.number().int()]);

// ---------------------------------------------------------------- client -> server (WebSocket)

/** Join a game: with a seat token to play that seat, without one to watch as a spectator. */
export const JoinMessage = z.strictObject({
  type: z.literal("join"),
  gameId: id,
  token: token.optional(),
});

/** An action for the joined seat. `action` is checked by the engine's own schema and rules. */
export const ActionMessage = z.strictObject({
  type: z.literal("action"),
  ref: ref.optional(),
  /** When given, the action is refused (code `stale`) unless the game is at exactly this seq. */
  expectedSeq: z.number().int().nonnegative().optional(),
  action: z.unknown(),
});

/**
 * A chat line. Without `to` it goes to the table (every seat and spectator reads it), or, from a
 * spectator, to the spectators' channel (players never read it). With `to`, a seat talks in private
 * with those seats: the conversation's members are the writer and `to`, and no one else (no other
 * seat, no spectator, no replay) ever receives it. Spectators cannot write to players.
 */
export const ChatMessageIn = z.strictObject({
  type: z.literal("chat"),
  text: plainText(LIMITS.chatMaxLength),
  to: z.array(z.string().min(1).max(32)).min(1).max(LIMITS.maxSeats).optional(),
});

export const PingMessage = z.strictObject({ type: z.literal("ping"), ref: ref.optional() });

/**
 * Earlier positions of the joined game, as the joined seat saw them then (its own view and the
 * events it could see): seq 0 is the position after setup, seq N the position after action N.
 */
export const HistoryRequest = z.strictObject({
  type: z.literal("history"),
  ref: ref.optional(),
  from: z.number().int().nonnegative(),
  count: z.number().int().min(1).max(LIMITS.historyPage),
});

/**
 * What the table may vote on. `hand-over`: a bot plays an absent seat until its player takes it
 * back. `undo`: take back the proposer's last move (`seat` is the proposer's own; every other
 * person must agree, see take-back.ts). `leave`: the seat's player leaves and the game goes on
 * without them by the game's own rule (`Engine.leaveGame`; Mother of Dragons: the house becomes a
 * vassal); asked by the player themself it needs no vote, else the other people decide by majority.
 */
export const PROPOSAL_KINDS = ["hand-over", "undo", "leave"] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** Propose to the table to do something to a seat (for `hand-over`, an absent one). */
export const ProposeMessage = z.strictObject({
  type: z.literal("propose"),
  kind: z.enum(PROPOSAL_KINDS),
  seat: z.string().min(1).max(32),
});

/** Vote on an open proposal. */
export const VoteMessage = z.strictObject({
  type: z.literal("vote"),
  id: z.number().int().positive(),
  accept: z.boolean(),
});

/**
 * Where the joined seat's player wants to hear of their turn and of the game's end: a webhook
 * (http or https URL, a JSON POST) and an e-mail address (when the server sends mail). `null`
 * removes one; an absent field is left as it is.
 */
export const NotifyMessage = z.strictObject({
  type: z.literal("notify"),
  webhook: z.string().trim().max(500).nullable().optional(),
  email: z.email().max(200).nullable().optional(),
});

/** Take the joined seat back from the bot playing it. */
export const ReclaimMessage = z.strictObject({ type: z.literal("reclaim") });

export const ClientMessage = z.discriminatedUnion("type", [JoinMessage, ActionMessage, ChatMessageIn, PingMessage, HistoryRequest, ReclaimMessage, ProposeMessage, VoteMessage, NotifyMessage]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// ---------------------------------------------------------------- HTTP bodies

export const SeatRequest = z.strictObject({
  kind: z.enum(["human", "bot"]),
  /** Bot level name (default "random"); only for bots. */
  level: z.string().min(1).max(32).optional(),
  /** Display name shown to the table. */
  name: plainText(LIMITS.nameMaxLength).optional(),
  /** The seat (for AGoT, the house) this player wants; unset seats are dealt at random. */
  seat: z.string().min(1).max(32).optional(),
});
export type SeatRequest = z.infer<typeof SeatRequest>;

/** What a seat's time running out does: a bot plays that decision, or takes the seat until its player returns. */
export const TIMEOUT_POLICIES = ["bot-decides", "bot-takes-seat"] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

/** Longest decision limit, bank or increment a creator may set: 30 days, in seconds. */
export const MAX_CLOCK_SECONDS = 30 * 24 * 3600;

/**
 * The turn clock a creator chooses (issue 17): none, a limit per decision, or a chess clock with
 * a time bank and an increment each round. Seconds, as people say it.
 */
export const ClockRequest = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("none") }),
  z.strictObject({
    kind: z.literal("decision"),
    /** Time for each decision. */
    seconds: z.number().int().min(1).max(MAX_CLOCK_SECONDS),
    onTimeout: z.enum(TIMEOUT_POLICIES),
    /** The bot level that stands in; default: the best level the server has for the game. */
    botLevel: z.string().min(1).max(32).optional(),
  }),
  z.strictObject({
    kind: z.literal("bank"),
    /** Each seat's time bank at the start. */
    bankSeconds: z.number().int().min(1).max(MAX_CLOCK_SECONDS),
    /** Added to every seat's bank each round (each own decision, for a game without rounds). */
    incrementSeconds: z.number().int().min(0).max(MAX_CLOCK_SECONDS),
    onTimeout: z.enum(TIMEOUT_POLICIES),
    botLevel: z.string().min(1).max(32).optional(),
  }),
]);
export type ClockRequest = z.infer<typeof ClockRequest>;

export const CreateGameRequest = z.strictObject({
  engine: id,
  title: plainText(LIMITS.titleMaxLength).optional(),
  /** Seed of the game's randomness; a random one when unset. */
  seed: z.string().min(1).max(64).optional(),
  /** Engine options (variants, expansions...), passed to the engine's config builder. */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Start from this position (the engine's scenario format) instead of a new game; no seed or options then. */
  scenario: z.unknown().optional(),
  /** One entry per player; their count is the player count. */
  players: z.array(SeatRequest).min(1).max(LIMITS.maxSeats),
  /** The turn clock; none when unset. */
  clock: ClockRequest.optional(),
});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;

// ---------------------------------------------------------------- server -> client

export type GameStatus = "open" | "running" | "finished";

/** What everyone may know about a seat. */
export interface PublicSeat {
  seat: Seat;
  kind: "human" | "bot";
  level?: string;
  name?: string;
  /** A human seat whose token has been used at least once. */
  claimed: boolean;
  /** Number of live connections on this seat right now. */
  connected: number;
  /**
   * A human seat a bot plays for now (its clock ran out, or the table voted): until its player
   * takes it back with the seat's link (`reclaim`).
   */
  standIn?: { level: string; reason: StandInReason };
}

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
}

export interface NotifyReply extends NotifySettings {
  type: "notify";
}

/** The table's open proposals changed (one was made, voted on, decided or dropped). */
export interface ProposalsMessage {
  type: "proposals";
  proposals: Proposal[];
}

/** Why a bot plays a human's seat: its clock ran out, or the other players voted. */
export type StandInReason = "timeout" | "vote";

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

/**
 * Who picked a game's randomness, and the proof: `sha256` (hex, of the seed's UTF-8) from the
 * start, `seed` once the game is finished. `creator`: the creator chose the seed and may know
 * every shuffle; `scenario`: the game started from a given position.
 */
export interface SeedFacts {
  source: "server" | "creator" | "scenario";
  sha256?: string;
  seed?: string;
}

export interface GameSummary {
  id: string;
  engine: string;
  title: string;
  status: GameStatus;
  createdAt: number;
  /** Actions applied so far. */
  seq: number;
  seats: PublicSeat[];
  outcome: Outcome | null;
  /** Seats the game waits for now (absent when the game is not loaded: a "my games" page loads it through GET /api/games/:id). */
  waitingFor?: Seat[];
  /** Who picked the seed, its SHA-256, and the seed once the game is over (absent for games stored before). */
  seed?: SeedFacts;
  /** The engine's rules version the game is played under (absent for games stored before versions were kept). */
  rulesVersion?: string;
  /**
   * Present only when the game is damaged (its stored record or log cannot be read or replayed):
   * a plain sentence saying so. Such a game cannot be joined.
   */
  damaged?: string;
}

export interface CreatedSeat {
  seat: Seat;
  kind: "human" | "bot";
  level?: string;
  name?: string;
  /** Secret: acts for this seat. Only humans get one; hand each to its player and to no one else. */
  token?: string;
  /** Relative link carrying the token in the fragment (never sent to servers by browsers). */
  link?: string;
}

export interface CreateGameResponse {
  gameId: string;
  /**
   * Secret: proves its holder created the game, to issue a new link for a seat whose link was
   * lost (POST /api/games/:id/seats/:seat/link). Only its hash is stored.
   */
  creatorToken: string;
  engine: string;
  seats: CreatedSeat[];
  spectatorLink: string;
}

/** A seat's new link (its previous token no longer works). */
export interface ReissuedSeat {
  seat: Seat;
  token: string;
  link: string;
}

/**
 * Where a chat line was said: `table` (everyone), `spectators` (spectators only; players never get
 * it) or `private` (its `members` only).
 */
export type ChatChannel = "table" | "spectators" | "private";

export interface ChatEntry {
  id: number;
  /** The seat that wrote it, or null for a spectator or the server's own notice. */
  seat: Seat | null;
  name: string;
  text: string;
  at: number;
  channel: ChatChannel;
  /** A private conversation's seats, sorted; absent elsewhere. */
  members?: Seat[];
  /** Written by the server (a seat handed to a bot, a vote, a clock...): the table's record of it. */
  notice?: true;
}

/** Whether `seat` (null: a spectator) may read a chat line: the one rule every path obeys. */
export function chatVisibleTo(entry: Pick<ChatEntry, "channel" | "members">, seat: Seat | null): boolean {
  switch (entry.channel) {
    case "table":
      return true;
    case "spectators":
      return seat === null;
    case "private":
      return seat !== null && (entry.members ?? []).includes(seat);
  }
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

export type ErrorCode =
  | "bad_message"
  | "too_large"
  | "rate_limited"
  | "not_joined"
  | "already_joined"
  | "unknown_game"
  | "bad_token"
  | "spectator"
  | "invalid_action"
  | "stale"
  | "game_over"
  | "damaged"
  | "internal"
  /** Rule errors carry the engine's own stable code. */
  | (string & {});

export interface ErrorMessage {
  type: "error";
  code: ErrorCode;
  message: string;
  ref?: string | number;
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
  | AckMessage
  | ErrorMessage
  | ChatBroadcast
  | SeatsMessage
  | PongMessage
  | HistoryMessage
  | ProposalsMessage
  | NotifyReply;

/** Parses one raw WebSocket text frame into a validated client message or a protocol error. */
export function parseClientMessage(raw: string): { ok: true; value: ClientMessage } | { ok: false; error: ErrorMessage } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: { type: "error", code: "bad_message", message: "Messages must be JSON." } };
  }
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) {
    return { ok: false, error: { type: "error", code: "bad_message", message: `Malformed message: ${describeInvalid(parsed.error, "the message")}.` } };
  }
  return { ok: true, value: parsed.data };
}
