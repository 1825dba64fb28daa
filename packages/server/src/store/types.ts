/**
 * Event-sourced persistence: a game is its setup plus its ordered action log; snapshots only make
 * resuming faster. Every method is async so a networked database (PostgreSQL) can implement the
 * same interface; the SQLite and in-memory stores answer at once.
 *
 * The rule the server relies on: when `appendAction` resolves, the action is durable, and only then
 * is it acknowledged. `appendAction` refuses any seq other than the next one, so two writers (two
 * processes, a retry) can never fork a game's log.
 */
import type { Outcome, Seat } from "@kingsroad/core";
import type { ClockState } from "../clock.ts";
import type { Proposals } from "../proposals.ts";
import type { ChatEntry, GameStatus, StandInReason } from "../protocol.ts";

/** How the initial state is made: from an engine config, or from a scenario (any position). */
export type GameSetup =
  | {
      kind: "config";
      config: unknown;
      /** The seed given to the engine's config, kept apart from it (each engine names it its own way). */
      seed?: string;
      /** Who picked the seed: the server (fair) or the creator (who may know every shuffle). Unset for older games. */
      seedSource?: "server" | "creator";
    }
  | { kind: "scenario"; scenario: unknown };

export interface SeatRecord {
  seat: Seat;
  kind: "human" | "bot";
  level?: string;
  name?: string;
  /** SHA-256 of the seat token (hex); the token itself is never stored. Unset for bots. */
  tokenHash?: string;
  claimed: boolean;
  /** A human seat a bot plays for now, until its player takes it back (issue 17). */
  standIn?: { level: string; reason: StandInReason; since: number };
  /** Where its player wants to hear of their turn (issue 17); never shown to anyone else. */
  notify?: { webhook?: string; email?: string };
}

/** Where a browser asked to be sent a seat's notices (the Push API's PushSubscription), and its encryption keys. */
export interface PushSubscriptionRecord {
  gameId: string;
  seat: Seat;
  /** The push service's URL for this browser: a capability, kept as secret as a token. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which encrypt each message to it. */
  keys: { p256dh: string; auth: string };
  createdAt: number;
}

export interface GameRecord {
  id: string;
  engine: string;
  title: string;
  createdAt: number;
  setup: GameSetup;
  seats: SeatRecord[];
  status: GameStatus;
  outcome: Outcome | null;
  /** SHA-256 of the creator's secret (hex), which lets them issue a seat a new link; unset for older games. */
  creatorHash?: string;
  /** The engine's rules version when the game was created; null for games stored before versions were kept. */
  rulesVersion?: string | null;
  /** The turn clock (clock.ts); absent or null: none. */
  clock?: ClockState | null;
  /** The table's open votes (proposals.ts); absent or null: none yet. */
  proposals?: Proposals | null;
  /**
   * Set by a store (never stored) when the row could not be read: what was wrong, in plain words.
   * The rest of the record is then only what could be read; the server serves no such game.
   */
  damaged?: string;
}

/** The mutable part of a game's record. */
export type GamePatch = Partial<Pick<GameRecord, "status" | "outcome" | "seats" | "clock" | "proposals">>;

export interface StoredAction {
  /** 1 for the first action, then consecutive. */
  seq: number;
  seat: Seat;
  action: unknown;
  at: number;
}

export interface Snapshot {
  /** The state after action `seq` (0: the initial state). */
  seq: number;
  state: unknown;
  /** `stateHash(state)`, checked on load so a damaged snapshot is replaced by a full replay. */
  hash: string;
}

export interface LoadedGame {
  record: GameRecord;
  /** The newest snapshot, if any. */
  snapshot: Snapshot | null;
  /** The actions after the snapshot (all of them without one), in order. */
  actions: StoredAction[];
}

export interface GameListItem {
  record: GameRecord;
  /** Actions stored so far. */
  seq: number;
}

export interface ListFilter {
  status?: GameStatus[];
  /** Only these games (a batch of summaries, "my games"); ids not stored are simply not in the answer. */
  ids?: readonly string[];
  limit?: number;
}

/** A chat line before the store numbers it. */
export type NewChat = Omit<ChatEntry, "id">;

export class StoreConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreConflictError";
  }
}

export interface GameStore {
  createGame(record: GameRecord): Promise<void>;
  updateGame(gameId: string, patch: GamePatch): Promise<void>;
  /** Durable when it resolves; rejects with StoreConflictError unless `entry.seq` is the next seq. */
  appendAction(gameId: string, entry: StoredAction): Promise<void>;
  loadGame(gameId: string): Promise<LoadedGame | null>;
  /** Actions with seq > afterSeq (and <= throughSeq when given), in order: for replays and audits. */
  listActions(gameId: string, afterSeq: number, throughSeq?: number): Promise<StoredAction[]>;
  /**
   * Newest first, read from the games' rows (no game is replayed). A waiting (`open`) game whose
   * stored moves do not parse comes marked `damaged`, as `loadGame` marks it: waiting games are
   * not loaded at start, so the lobby would otherwise show one as sound until someone opened it.
   */
  listGames(filter?: ListFilter): Promise<GameListItem[]>;
  /** How many games the store holds by status (for /metrics); optional: a store without it is not counted. */
  countGames?(): Promise<Record<GameStatus, number>>;
  saveSnapshot(gameId: string, snapshot: Snapshot): Promise<void>;
  /** Removes a game and everything stored with it (its moves, snapshot and chat); no such game: nothing. */
  deleteGame(gameId: string): Promise<void>;
  appendChat(gameId: string, chat: NewChat): Promise<ChatEntry>;
  /**
   * The newest `limit` messages that `reader` (null: a spectator) may read (`chatVisibleTo`),
   * oldest first. Filtered by the store, so a limit counts only lines the reader may see.
   */
  listChat(gameId: string, limit: number, reader: Seat | null): Promise<ChatEntry[]>;
  /** Every chat line of a game, every channel, oldest first: for copying a game to another store, never for a reader. */
  exportChat(gameId: string): Promise<ChatEntry[]>;
  /**
   * Writes and removes a probe as durably as an action, rejecting when the store cannot write
   * (a full disk, a read-only file): the health check's answer. Optional: a store without it is
   * taken to be writable.
   */
  checkWritable?(): Promise<void>;
  /**
   * The stored value of the server's key `name` (the VAPID key pair of Web Push), storing `fresh`
   * first when there is none: every process of a cluster then uses the first one stored.
   * Optional: a store without them sends no push notifications.
   */
  serverKey?(name: string, fresh: string): Promise<string>;
  /** Keeps a seat's push subscription (the same endpoint again: its keys replaced). */
  addPushSubscription?(subscription: PushSubscriptionRecord): Promise<void>;
  /** A seat's push subscriptions, oldest first. */
  pushSubscriptions?(gameId: string, seat: Seat): Promise<PushSubscriptionRecord[]>;
  /** Forgets an endpoint: for one seat, or (no seat) for every seat, as when its push service says it is gone. */
  removePushSubscription?(endpoint: string, where?: { gameId: string; seat: Seat }): Promise<void>;
  close(): Promise<void>;
}
