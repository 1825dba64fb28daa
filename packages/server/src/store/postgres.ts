/**
 * The shared GameStore: PostgreSQL through `pg`'s connection pool, chosen by
 * `DATABASE_URL=postgres://...`. Several server processes may use one database.
 *
 * Durability: an append is committed before its promise resolves, on connections that ask for
 * `synchronous_commit = on` whatever the database's default, so an acknowledged action is on the
 * database's disk (and on its synchronous standbys, when it has any). Group commit (issue 18): the
 * appends of one turn of the event loop (of different games) go as one statement, one round trip
 * and one commit, instead of one each.
 *
 * The schema is created and brought up to date on open (migrations.ts), under an advisory lock,
 * so processes starting together migrate once.
 *
 * ```ts
 * const store = await PostgresStore.open("postgres://kingsroad@db.example/kingsroad");
 * ```
 */
import pg from "pg";
import type { Seat } from "@kingsroad/core";
import type { ChatEntry, GameStatus } from "../protocol.ts";
import { AppendQueue, type WaitingAppend } from "./append-queue.ts";
import { pendingMigrations } from "./migrations.ts";
import { column, markUnreadableMoves, toAction, toChat, toPushSubscriptions, toRecord, UNREADABLE_MOVES, type ActionRow, type ChatRow, type GameRow, type PushRow } from "./rows.ts";
import {
  StoreConflictError,
  type GamePatch,
  type GameListItem,
  type GameRecord,
  type GameStore,
  type ListFilter,
  type LoadedGame,
  type NewChat,
  type PushSubscriptionRecord,
  type Snapshot,
  type StoredAction,
} from "./types.ts";
import { z } from "zod";

const INT8 = 20;
/**
 * BIGINT columns (times in milliseconds, chat ids) as numbers: they stay far below 2^53, and the
 * records' types are numbers. Only this pool's connections read them so (no global parser).
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 && format !== "binary" ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Taken for the length of a migration, so two processes starting at once do not both migrate. */
const MIGRATION_LOCK = 0x6b696e67; // "king"

/** SQLSTATE of a unique or primary key violation. */
const UNIQUE_VIOLATION = "23505";

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  maxConnections?: number;
  /** Told of a pooled connection's failure while idle (a database restart); default stderr. */
  log?: (message: string, error?: unknown) => void;
}

/** `url` without its password, for messages. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || "5432"}${u.pathname.length > 1 ? `, database ${decodeURIComponent(u.pathname.slice(1))}` : ""}`;
  } catch {
    return "PostgreSQL";
  }
}

const conflict = (a: WaitingAppend) => new StoreConflictError(`game ${a.gameId} is not at seq ${a.entry.seq - 1}`);

export class PostgresStore implements GameStore {
  private closed = false;
  /** Appends asked for in this turn of the event loop (group commit: `commitAppends`). */
  private readonly appends = new AppendQueue((batch) => this.commitAppends(batch));
  /** Statements of appends sent and not answered yet. */
  private readonly sending = new Set<Promise<void>>();

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects, creates or migrates the schema, and answers once the store is ready to use. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      options: "-c synchronous_commit=on",
      connectionTimeoutMillis: 10_000,
      types,
    });
    const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ""));
    // Without a listener, an idle connection's error (the database restarting) would end the process;
    // the pool drops that connection and opens a new one when next asked.
    pool.on("error", (e) => log(`${describeDatabase(url)}: an idle connection failed`, e));
    const store = new PostgresStore(pool);
    try {
      await store.migrate(describeDatabase(url));
    } catch (e) {
      await pool.end();
      throw e;
    }
    return store;
  }

  private async migrate(where: string): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock($1)`, [MIGRATION_LOCK]);
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, what TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      const { rows } = await client.query<{ version: number }>(`SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations`);
      for (const migration of pendingMigrations(rows[0]?.version ?? 0, where)) {
        await client.query(migration.postgres);
        await client.query(`INSERT INTO schema_migrations (version, what) VALUES ($1, $2)`, [migration.version, migration.what]);
      }
    });
  }

  /** The schema version the database is at (the newest migration applied). */
  async schemaVersion(): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>(`SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations`);
    return rows[0]?.version ?? 0;
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin = "BEGIN"): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (e) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async createGame(r: GameRecord): Promise<void> {
    try {
      await this.pool.query(
        `INSERT INTO games (id, engine, title, created_at, setup, seats, status, outcome, seq, rules_version, clock, creator_hash, proposals)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11, $12)`,
        [
          r.id,
          r.engine,
          r.title,
          r.createdAt,
          JSON.stringify(r.setup),
          JSON.stringify(r.seats),
          r.status,
          r.outcome === null ? null : JSON.stringify(r.outcome),
          r.rulesVersion ?? null,
          r.clock ? JSON.stringify(r.clock) : null,
          r.creatorHash ?? null,
          r.proposals ? JSON.stringify(r.proposals) : null,
        ],
      );
    } catch (e) {
      if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) throw new StoreConflictError(`game ${r.id} exists`);
      throw e;
    }
  }

  async updateGame(gameId: string, patch: GamePatch): Promise<void> {
    // Column names come from this fixed list, never from input.
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (name: string, value: unknown) => {
      values.push(value);
      sets.push(`${name} = $${values.length}`);
    };
    if (patch.status !== undefined) set("status", patch.status);
    if (patch.outcome !== undefined) set("outcome", patch.outcome && JSON.stringify(patch.outcome));
    if (patch.seats !== undefined) set("seats", JSON.stringify(patch.seats));
    if (patch.clock !== undefined) set("clock", patch.clock && JSON.stringify(patch.clock));
    if (patch.proposals !== undefined) set("proposals", patch.proposals && JSON.stringify(patch.proposals));
    if (sets.length === 0) return;
    values.push(gameId);
    await this.pool.query(`UPDATE games SET ${sets.join(", ")} WHERE id = $${values.length}`, values);
  }

  appendAction(gameId: string, entry: StoredAction): Promise<void> {
    return this.appends.add(gameId, entry);
  }

  /**
   * Sends the appends of this turn of the event loop as one statement (one round trip, one
   * commit). At most one append per game goes in a statement, which sees every game as it stood
   * before it: another append of the same game waits for the next statement.
   */
  private commitAppends(waiting: WaitingAppend[]): void {
    const batch: WaitingAppend[] = [];
    const later: WaitingAppend[] = [];
    const games = new Set<string>();
    for (const a of waiting) (games.has(a.gameId) ? later : (games.add(a.gameId), batch)).push(a);
    this.appends.put(later);
    const sent = this.appendBatch(batch);
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  private async appendBatch(batch: WaitingAppend[]): Promise<void> {
    if (batch.length === 1) return this.appendOne(batch[0] as WaitingAppend);
    let stored: Set<string>;
    try {
      // The guarded bump of each game's seq and the insert of the actions whose bump took, in one
      // statement and so one transaction: a game not at the seq before its action inserts nothing.
      const result = await this.pool.query<{ game_id: string }>({
        name: "kingsroad-append-actions",
        text: `WITH input AS (
                 SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::bigint[]) AS t(game_id, seq, seat, action, at)
               ), bumped AS (
                 UPDATE games g SET seq = i.seq FROM input i WHERE g.id = i.game_id AND g.seq = i.seq - 1 RETURNING g.id
               )
               INSERT INTO actions (game_id, seq, seat, action, at)
               SELECT i.game_id, i.seq, i.seat, i.action, i.at FROM input i JOIN bumped b ON b.id = i.game_id
               RETURNING game_id`,
        values: [
          batch.map((a) => a.gameId),
          batch.map((a) => a.entry.seq),
          batch.map((a) => a.entry.seat),
          batch.map((a) => JSON.stringify(a.entry.action)),
          batch.map((a) => a.entry.at),
        ],
      });
      stored = new Set(result.rows.map((r) => r.game_id));
    } catch {
      // Nothing of the batch was stored: each append on its own, so one that cannot be stored fails alone.
      await Promise.all(batch.map((a) => this.appendOne(a)));
      return;
    }
    for (const a of batch) (stored.has(a.gameId) ? a.resolve() : a.reject(conflict(a)));
  }

  private async appendOne(a: WaitingAppend): Promise<void> {
    try {
      // One statement, so one round trip and its own transaction: the action is inserted only when
      // the game stood at the seq before it. A concurrent writer of the same seq waits for the row
      // lock, then finds the seq moved on and inserts nothing.
      const result = await this.pool.query({
        name: "kingsroad-append-action",
        text: `WITH bumped AS (UPDATE games SET seq = $2 WHERE id = $1 AND seq = $2 - 1 RETURNING id)
               INSERT INTO actions (game_id, seq, seat, action, at) SELECT id, $2, $3, $4, $5 FROM bumped`,
        values: [a.gameId, a.entry.seq, a.entry.seat, JSON.stringify(a.entry.action), a.entry.at],
      });
      if (result.rowCount === 1) a.resolve();
      else a.reject(conflict(a));
    } catch (e) {
      a.reject(e);
    }
  }

  async loadGame(gameId: string): Promise<LoadedGame | null> {
    // One snapshot of the database for the row, the snapshot and the log (a writer may be appending).
    return this.transaction(async (client): Promise<LoadedGame | null> => {
      const row = (await client.query<GameRow>(`SELECT * FROM games WHERE id = $1`, [gameId])).rows[0];
      if (!row) return null;
      const snap = (await client.query<{ seq: number; state: string; hash: string }>(`SELECT seq, state, hash FROM snapshots WHERE game_id = $1`, [gameId])).rows[0];
      // A snapshot that does not parse is handed on as one whose hash fails (as in SQLite).
      const snapshot: Snapshot | null = snap ? { seq: snap.seq, state: column(snap.state, z.unknown()) ?? null, hash: snap.hash } : null;
      const record = toRecord(row);
      let actions: StoredAction[] = [];
      try {
        actions = (await client.query<ActionRow>(`SELECT seq, seat, action, at FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq`, [gameId, snapshot?.seq ?? 0])).rows.map(toAction);
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        record.damaged ??= UNREADABLE_MOVES;
      }
      return { record, snapshot, actions };
    }, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  }

  async listActions(gameId: string, afterSeq: number, throughSeq?: number): Promise<StoredAction[]> {
    const { rows } = await this.pool.query<ActionRow>(
      `SELECT seq, seat, action, at FROM actions WHERE game_id = $1 AND seq > $2 AND ($3::int IS NULL OR seq <= $3) ORDER BY seq`,
      [gameId, afterSeq, throughSeq ?? null],
    );
    return rows.map(toAction);
  }

  async countGames(): Promise<Record<GameStatus, number>> {
    const counts = { open: 0, running: 0, finished: 0 };
    const { rows } = await this.pool.query<{ status: GameStatus; n: string }>(`SELECT status, COUNT(*) AS n FROM games GROUP BY status`);
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async listGames(filter: ListFilter = {}): Promise<GameListItem[]> {
    const statuses = filter.status ?? null;
    const ids = filter.ids ? [...new Set(filter.ids)] : null;
    const { rows } = await this.pool.query<GameRow>(
      `SELECT * FROM games WHERE ($1::text[] IS NULL OR status = ANY($1)) AND ($3::text[] IS NULL OR id = ANY($3)) ORDER BY created_at DESC, id LIMIT $2`,
      [statuses, filter.limit ?? 100, ids],
    );
    return markUnreadableMoves(
      rows.map((row) => ({ record: toRecord(row), seq: row.seq })),
      async (open) => (await this.pool.query<{ game_id: string; action: string }>(`SELECT game_id, action FROM actions WHERE game_id = ANY($1)`, [open])).rows,
    );
  }

  async saveSnapshot(gameId: string, s: Snapshot): Promise<void> {
    await this.pool.query(
      `INSERT INTO snapshots (game_id, seq, state, hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state, hash = excluded.hash
       WHERE excluded.seq >= snapshots.seq`,
      [gameId, s.seq, JSON.stringify(s.state), s.hash],
    );
  }

  async deleteGame(gameId: string): Promise<void> {
    await this.transaction(async (client) => {
      // Children first: every other table refers to games.
      for (const table of ["chat", "snapshots", "actions", "push_subscriptions"]) await client.query(`DELETE FROM ${table} WHERE game_id = $1`, [gameId]);
      await client.query(`DELETE FROM games WHERE id = $1`, [gameId]);
    });
  }

  async appendChat(gameId: string, c: NewChat): Promise<ChatEntry> {
    const members = c.channel === "private" ? JSON.stringify(c.members ?? []) : null;
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO chat (game_id, seat, name, text, at, channel, members, notice) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id`,
      [gameId, c.seat, c.name, c.text, c.at, c.channel, members, c.notice ? 1 : 0],
    );
    return { id: rows[0]!.id, ...c };
  }

  async listChat(gameId: string, limit: number, reader: Seat | null): Promise<ChatEntry[]> {
    // What one reader may see (chatVisibleTo in protocol.ts, in SQL), as the SQLite store.
    const { rows } = await this.pool.query<ChatRow>(
      `SELECT id, seat, name, text, at, channel, members::text AS members, notice FROM chat
       WHERE game_id = $1 AND (
         channel = 'table'
         OR (channel = 'spectators' AND $2::text IS NULL)
         OR (channel = 'private' AND $2::text IS NOT NULL AND members @> jsonb_build_array($2::text)))
       ORDER BY id DESC LIMIT $3`,
      [gameId, reader, limit],
    );
    return rows.map(toChat).reverse();
  }

  async exportChat(gameId: string): Promise<ChatEntry[]> {
    const { rows } = await this.pool.query<ChatRow>(
      `SELECT id, seat, name, text, at, channel, members::text AS members, notice FROM chat WHERE game_id = $1 ORDER BY id`,
      [gameId],
    );
    return rows.map(toChat);
  }

  async serverKey(name: string, fresh: string): Promise<string> {
    // Two processes starting at once both insert; the first row stays, and both read it.
    await this.pool.query(`INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, fresh]);
    const { rows } = await this.pool.query<{ value: string }>(`SELECT value FROM server_keys WHERE name = $1`, [name]);
    return rows[0]!.value;
  }

  async addPushSubscription(p: PushSubscriptionRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO push_subscriptions (game_id, seat, endpoint, keys, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (game_id, seat, endpoint) DO UPDATE SET keys = excluded.keys`,
      [p.gameId, p.seat, p.endpoint, JSON.stringify(p.keys), p.createdAt],
    );
  }

  async pushSubscriptions(gameId: string, seat: Seat): Promise<PushSubscriptionRecord[]> {
    const { rows } = await this.pool.query<PushRow>(
      `SELECT endpoint, keys, created_at FROM push_subscriptions WHERE game_id = $1 AND seat = $2 ORDER BY created_at`,
      [gameId, seat],
    );
    return toPushSubscriptions(gameId, seat, rows);
  }

  async removePushSubscription(endpoint: string, where?: { gameId: string; seat: Seat }): Promise<void> {
    if (where) await this.pool.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND game_id = $2 AND seat = $3`, [endpoint, where.gameId, where.seat]);
    else await this.pool.query(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
  }

  /** A page's worth written and removed in one committed transaction, like an action. */
  async checkWritable(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(`INSERT INTO health_probe (at, filler) VALUES ($1, $2)`, [Date.now(), Buffer.alloc(8192)]);
      await client.query(`DELETE FROM health_probe`);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // What was appended before the close is sent and answered first.
    while (this.appends.size > 0) this.appends.flush();
    await Promise.all([...this.sending]);
    await this.pool.end();
  }
}
