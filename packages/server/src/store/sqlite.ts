/**
 * The embedded GameStore: one SQLite file through better-sqlite3, WAL mode, no set-up.
 *
 * Durability: `synchronous = FULL` by default, so a committed action survives a power cut, not only
 * a process crash; that is what "an acknowledged action is never lost" needs. better-sqlite3 is
 * synchronous, so an append is on disk before its promise even exists.
 *
 * ```ts
 * const store = SqliteStore.open("./data/kingsroad.sqlite");
 * ```
 */
import Database from "better-sqlite3";
import { z } from "zod";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Seat } from "@kingsroad/core";
import { ClockColumn } from "../clock.ts";
import { ProposalsColumn } from "../proposals.ts";
import type { ChatEntry } from "../protocol.ts";
import {
  StoreConflictError,
  type GamePatch,
  type GameListItem,
  type GameRecord,
  type GameStore,
  type ListFilter,
  type LoadedGame,
  type NewChat,
  type Snapshot,
  type StoredAction,
} from "./types.ts";

/**
 * 2: games.rules_version (added to version-1 files on open, NULL for their games).
 * 3: chat.channel, chat.members, chat.notice (older lines are the table's).
 * 4: games.clock (older games: no clock).
 * 5: games.creator_hash (NULL for older games: nobody may issue their seats new links).
 * 6: games.proposals (older games: none open).
 */
const SCHEMA_VERSION = 6;

/** Columns added after version 1: added on open to a file that lacks them (ALTER TABLE ADD COLUMN). */
const ADDED_COLUMNS: ReadonlyArray<{ table: string; column: string; ddl: string }> = [
  { table: "games", column: "rules_version", ddl: "rules_version TEXT" },
  { table: "chat", column: "channel", ddl: "channel TEXT NOT NULL DEFAULT 'table'" },
  { table: "chat", column: "members", ddl: "members TEXT" },
  { table: "chat", column: "notice", ddl: "notice INTEGER NOT NULL DEFAULT 0" },
  { table: "games", column: "clock", ddl: "clock TEXT" },
  { table: "games", column: "creator_hash", ddl: "creator_hash TEXT" },
  { table: "games", column: "proposals", ddl: "proposals TEXT" },
];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id         TEXT PRIMARY KEY,
  engine     TEXT NOT NULL,
  title      TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  setup      TEXT NOT NULL,   -- JSON GameSetup
  seats      TEXT NOT NULL,   -- JSON SeatRecord[] (token hashes only)
  status     TEXT NOT NULL,
  outcome    TEXT,            -- JSON Outcome or NULL
  seq        INTEGER NOT NULL DEFAULT 0,  -- last stored action
  rules_version TEXT,         -- the engine's rules version at creation; NULL: stored before it was kept
  clock      TEXT,            -- JSON ClockState or NULL (no clock)
  creator_hash TEXT,          -- SHA-256 of the creator's secret; NULL: stored before it was kept
  proposals  TEXT             -- JSON Proposals (the table's open votes) or NULL
);
CREATE INDEX IF NOT EXISTS games_by_status ON games (status, created_at);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games (id),
  seq     INTEGER NOT NULL,
  seat    TEXT NOT NULL,
  action  TEXT NOT NULL,      -- JSON
  at      INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS snapshots (
  game_id TEXT PRIMARY KEY REFERENCES games (id),
  seq     INTEGER NOT NULL,
  state   TEXT NOT NULL,      -- JSON
  hash    TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chat (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id TEXT NOT NULL REFERENCES games (id),
  seat    TEXT,
  name    TEXT NOT NULL,
  text    TEXT NOT NULL,
  at      INTEGER NOT NULL,
  channel TEXT NOT NULL DEFAULT 'table',  -- table | spectators | private
  members TEXT,             -- JSON Seat[] of a private conversation, sorted
  notice  INTEGER NOT NULL DEFAULT 0      -- 1: written by the server
);
CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game_id, id);
CREATE TABLE IF NOT EXISTS health_probe (at INTEGER NOT NULL, filler BLOB NOT NULL);
`;

interface GameRow {
  id: string;
  engine: string;
  title: string;
  created_at: number;
  setup: string;
  seats: string;
  status: string;
  outcome: string | null;
  seq: number;
  rules_version: string | null;
  clock: string | null;
  creator_hash: string | null;
  proposals: string | null;
}

interface ActionRow {
  seq: number;
  seat: string;
  action: string;
  at: number;
}

interface ChatRow {
  id: number;
  seat: string | null;
  name: string;
  text: string;
  at: number;
  channel: string;
  members: string | null;
  notice: number;
}

const CHANNELS: readonly string[] = ["table", "spectators", "private"];
const MembersColumn = z.array(z.string());

function toChat(row: ChatRow): ChatEntry {
  const members = row.members === null ? undefined : column(row.members, MembersColumn);
  return {
    id: row.id,
    seat: row.seat,
    name: row.name,
    text: row.text,
    at: row.at,
    // An unreadable channel or member list is read as the narrowest one: nobody sees the line.
    channel: (CHANNELS.includes(row.channel) ? row.channel : "private") as ChatEntry["channel"],
    ...(row.channel === "private" || !CHANNELS.includes(row.channel) ? { members: members ?? [] } : {}),
    ...(row.notice === 1 && { notice: true as const }),
  };
}

// What a row's JSON columns must hold. Checked on every read: one damaged row (a hand edit, a
// disk fault, a bug of an older server) must mark its own game damaged, not stop the server.
const SeatsColumn = z.array(
  z.object({
    seat: z.string(),
    kind: z.enum(["human", "bot"]),
    level: z.string().optional(),
    name: z.string().optional(),
    tokenHash: z.string().optional(),
    claimed: z.boolean(),
    standIn: z.object({ level: z.string(), reason: z.enum(["timeout", "vote"]), since: z.number() }).optional(),
    notify: z.object({ webhook: z.string().optional(), email: z.string().optional() }).optional(),
  }),
);
const SetupColumn = z.union([
  z.object({ kind: z.literal("config"), config: z.unknown(), seed: z.string().optional(), seedSource: z.enum(["server", "creator"]).optional() }),
  z.object({ kind: z.literal("scenario"), scenario: z.unknown() }),
]);
const OutcomeColumn = z.object({ winners: z.array(z.string()), ranking: z.array(z.string()) }).loose().nullable();
const STATUSES: readonly string[] = ["open", "running", "finished"];

/** A JSON column through its schema, or undefined when it does not parse or does not fit. */
function column<T>(text: string | null, schema: z.ZodType<T>): T | undefined {
  let json: unknown;
  try {
    json = text === null ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

function toRecord(row: GameRow): GameRecord {
  const setup = column(row.setup, SetupColumn);
  const seats = column(row.seats, SeatsColumn);
  const outcome = column(row.outcome, OutcomeColumn);
  const clock = column(row.clock, ClockColumn);
  const proposals = column(row.proposals, ProposalsColumn);
  const unreadable = [
    ...(proposals === undefined ? ["proposals"] : []),
    ...(clock === undefined ? ["clock"] : []),
    ...(setup === undefined ? ["setup"] : []),
    ...(seats === undefined ? ["seats"] : []),
    ...(outcome === undefined ? ["outcome"] : []),
    ...(STATUSES.includes(row.status) ? [] : ["status"]),
  ];
  const record: GameRecord = {
    id: row.id,
    engine: row.engine,
    title: row.title,
    createdAt: row.created_at,
    setup: (setup ?? { kind: "config", config: null }) as GameRecord["setup"],
    seats: (seats ?? []) as GameRecord["seats"],
    status: (STATUSES.includes(row.status) ? row.status : "running") as GameRecord["status"],
    outcome: (outcome ?? null) as GameRecord["outcome"],
    rulesVersion: row.rules_version,
    ...(clock && { clock: clock as NonNullable<GameRecord["clock"]> }),
    ...(proposals && { proposals }),
  };
  if (row.creator_hash) record.creatorHash = row.creator_hash;
  if (unreadable.length > 0) record.damaged = `its stored ${unreadable.join(" and ")} could not be read`;
  return record;
}

const toAction = (row: ActionRow): StoredAction => ({
  seq: row.seq,
  seat: row.seat,
  action: JSON.parse(row.action) as unknown,
  at: row.at,
});

export interface SqliteOptions {
  /** "FULL" (default) survives power loss; "NORMAL" only process crashes, and is faster. */
  synchronous?: "FULL" | "NORMAL";
}

export class SqliteStore implements GameStore {
  private readonly db: Database.Database;
  private readonly stmt;

  private constructor(db: Database.Database) {
    this.db = db;
    this.stmt = {
      insertGame: db.prepare(
        `INSERT INTO games (id, engine, title, created_at, setup, seats, status, outcome, seq, rules_version, clock, creator_hash)
         VALUES (@id, @engine, @title, @created_at, @setup, @seats, @status, @outcome, 0, @rules_version, @clock, @creator_hash)`,
      ),
      getGame: db.prepare<[string], GameRow>(`SELECT * FROM games WHERE id = ?`),
      bumpSeq: db.prepare<[number, string, number]>(`UPDATE games SET seq = ? WHERE id = ? AND seq = ?`),
      insertAction: db.prepare<[string, number, string, string, number]>(
        `INSERT INTO actions (game_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)`,
      ),
      actionsAfter: db.prepare<[string, number], ActionRow>(
        `SELECT seq, seat, action, at FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq`,
      ),
      actionsBetween: db.prepare<[string, number, number], ActionRow>(
        `SELECT seq, seat, action, at FROM actions WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq`,
      ),
      getSnapshot: db.prepare<[string], Snapshot & { state: string }>(
        `SELECT seq, state, hash FROM snapshots WHERE game_id = ?`,
      ),
      putSnapshot: db.prepare<[string, number, string, string]>(
        `INSERT INTO snapshots (game_id, seq, state, hash) VALUES (?, ?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state, hash = excluded.hash
         WHERE excluded.seq >= snapshots.seq`,
      ),
      insertChat: db.prepare<[string, string | null, string, string, number, string, string | null, number]>(
        `INSERT INTO chat (game_id, seat, name, text, at, channel, members, notice) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      // What one reader may see (chatVisibleTo in protocol.ts, in SQL): the table; the spectators'
      // channel for a spectator (reader NULL); the private conversations the reader is a member of.
      lastChat: db.prepare<{ game: string; reader: string | null; limit: number }, ChatRow>(
        `SELECT id, seat, name, text, at, channel, members, notice FROM chat
         WHERE game_id = @game AND (
           channel = 'table'
           OR (channel = 'spectators' AND @reader IS NULL)
           OR (channel = 'private' AND @reader IS NOT NULL AND json_valid(members)
               AND EXISTS (SELECT 1 FROM json_each(members) WHERE value = @reader)))
         ORDER BY id DESC LIMIT @limit`,
      ),
    };
  }

  /** Opens (creating folders, file and tables as needed) the store at `file`; ":memory:" works too. */
  static open(file: string, options: SqliteOptions = {}): SqliteStore {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.pragma(`synchronous = ${options.synchronous ?? "FULL"}`);
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      db.close();
      throw new Error(`${file} has schema ${version}, newer than this server's ${SCHEMA_VERSION}`);
    }
    db.transaction(() => {
      db.exec(SCHEMA);
      // An older file lacks the columns added since: add them (their defaults say what older rows were).
      for (const added of ADDED_COLUMNS) {
        const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${added.table})`).all();
        if (!columns.some((c) => c.name === added.column)) db.exec(`ALTER TABLE ${added.table} ADD COLUMN ${added.ddl}`);
      }
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
    return new SqliteStore(db);
  }

  async createGame(r: GameRecord): Promise<void> {
    try {
      this.stmt.insertGame.run({
        id: r.id,
        engine: r.engine,
        title: r.title,
        created_at: r.createdAt,
        setup: JSON.stringify(r.setup),
        seats: JSON.stringify(r.seats),
        status: r.status,
        outcome: r.outcome === null ? null : JSON.stringify(r.outcome),
        rules_version: r.rulesVersion ?? null,
        clock: r.clock ? JSON.stringify(r.clock) : null,
        creator_hash: r.creatorHash ?? null,
      });
    } catch (e) {
      if (e instanceof Database.SqliteError && e.code.startsWith("SQLITE_CONSTRAINT")) {
        throw new StoreConflictError(`game ${r.id} exists`);
      }
      throw e;
    }
  }

  async updateGame(gameId: string, patch: GamePatch): Promise<void> {
    // Column names come from this fixed list, never from input.
    const sets: string[] = [];
    const values: unknown[] = [];
    if (patch.status !== undefined) sets.push("status = ?"), values.push(patch.status);
    if (patch.outcome !== undefined) sets.push("outcome = ?"), values.push(patch.outcome && JSON.stringify(patch.outcome));
    if (patch.seats !== undefined) sets.push("seats = ?"), values.push(JSON.stringify(patch.seats));
    if (patch.clock !== undefined) sets.push("clock = ?"), values.push(patch.clock && JSON.stringify(patch.clock));
    if (patch.proposals !== undefined) sets.push("proposals = ?"), values.push(patch.proposals && JSON.stringify(patch.proposals));
    if (sets.length === 0) return;
    this.db.prepare(`UPDATE games SET ${sets.join(", ")} WHERE id = ?`).run(...values, gameId);
  }

  private readonly appendTx = (gameId: string, e: StoredAction): void => {
    this.db.transaction(() => {
      const bumped = this.stmt.bumpSeq.run(e.seq, gameId, e.seq - 1);
      if (bumped.changes !== 1) throw new StoreConflictError(`game ${gameId} is not at seq ${e.seq - 1}`);
      this.stmt.insertAction.run(gameId, e.seq, e.seat, JSON.stringify(e.action), e.at);
    })();
  };

  async appendAction(gameId: string, entry: StoredAction): Promise<void> {
    this.appendTx(gameId, entry);
  }

  async loadGame(gameId: string): Promise<LoadedGame | null> {
    return this.db.transaction((): LoadedGame | null => {
      const row = this.stmt.getGame.get(gameId);
      if (!row) return null;
      const snap = this.stmt.getSnapshot.get(gameId);
      // A snapshot that does not parse is handed on as one whose hash fails, so it is replaced by a
      // replay of the whole log (the caller checks every snapshot's hash).
      const snapshot: Snapshot | null = snap ? { seq: snap.seq, state: column(snap.state, z.unknown()) ?? null, hash: snap.hash } : null;
      const record = toRecord(row);
      let actions: StoredAction[] = [];
      try {
        actions = this.stmt.actionsAfter.all(gameId, snapshot?.seq ?? 0).map(toAction);
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        record.damaged ??= "its stored moves could not be read";
      }
      return { record, snapshot, actions };
    })();
  }

  async listActions(gameId: string, afterSeq: number, throughSeq?: number): Promise<StoredAction[]> {
    if (throughSeq === undefined) return this.stmt.actionsAfter.all(gameId, afterSeq).map(toAction);
    return this.stmt.actionsBetween.all(gameId, afterSeq, throughSeq).map(toAction);
  }

  async listGames(filter: ListFilter = {}): Promise<GameListItem[]> {
    const statuses = filter.status ?? [];
    const where = statuses.length > 0 ? `WHERE status IN (${statuses.map(() => "?").join(", ")})` : "";
    const rows = this.db
      .prepare<unknown[], GameRow>(`SELECT * FROM games ${where} ORDER BY created_at DESC, id LIMIT ?`)
      .all(...statuses, filter.limit ?? 100);
    return rows.map((row) => ({ record: toRecord(row), seq: row.seq }));
  }

  async saveSnapshot(gameId: string, s: Snapshot): Promise<void> {
    this.stmt.putSnapshot.run(gameId, s.seq, JSON.stringify(s.state), s.hash);
  }

  async deleteGame(gameId: string): Promise<void> {
    // Children first: every other table refers to games (foreign keys are on).
    this.db.transaction(() => {
      for (const table of ["chat", "snapshots", "actions"]) this.db.prepare(`DELETE FROM ${table} WHERE game_id = ?`).run(gameId);
      this.db.prepare(`DELETE FROM games WHERE id = ?`).run(gameId);
    })();
  }

  async appendChat(gameId: string, c: NewChat): Promise<ChatEntry> {
    const members = c.channel === "private" ? JSON.stringify(c.members ?? []) : null;
    const info = this.stmt.insertChat.run(gameId, c.seat, c.name, c.text, c.at, c.channel, members, c.notice ? 1 : 0);
    return { id: Number(info.lastInsertRowid), ...c };
  }

  async listChat(gameId: string, limit: number, reader: Seat | null): Promise<ChatEntry[]> {
    return this.stmt.lastChat.all({ game: gameId, reader, limit }).map(toChat).reverse();
  }

  /** A page's worth written and removed in one transaction, committed (and synced) like an action. */
  async checkWritable(): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare(`INSERT INTO health_probe (at, filler) VALUES (?, zeroblob(8192))`).run(Date.now());
      this.db.prepare(`DELETE FROM health_probe`).run();
    })();
  }

  /** For tests: caps the file at `pages` pages (PRAGMA max_page_count), as a full disk would. */
  limitPages(pages: number | null): void {
    // Without free pages to reuse, any growth needs the file to grow, which the cap forbids.
    if (pages !== null) this.db.exec("VACUUM");
    const current = this.db.pragma("page_count", { simple: true }) as number;
    this.db.pragma(`max_page_count = ${pages === null ? 1_073_741_823 : Math.max(pages, current)}`);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
