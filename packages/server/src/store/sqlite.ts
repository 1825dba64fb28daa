/**
 * The embedded GameStore: one SQLite file through better-sqlite3, WAL mode, no set-up.
 *
 * Durability: `synchronous = FULL` by default, so a committed action survives a power cut, not only
 * a process crash; that is what "an acknowledged action is never lost" needs.
 *
 * Group commit (issue 18): better-sqlite3 is synchronous, so each commit's fsync stops the event
 * loop, and every other game waits behind it. The actions appended in one turn of the event loop
 * are therefore committed together at its end (`setImmediate`), one fsync for all of them, each in
 * a savepoint of its own so a conflicting one fails alone; an append's promise resolves once its
 * transaction is committed, never before. Every other method first commits what is waiting, so
 * writes reach the file in the order they were asked for.
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
import type { ChatEntry, GameStatus } from "../protocol.ts";
import { AppendQueue, type WaitingAppend } from "./append-queue.ts";
import { pendingMigrations, SCHEMA_VERSION } from "./migrations.ts";
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

export interface SqliteOptions {
  /** "FULL" (default) survives power loss; "NORMAL" only process crashes, and is faster. */
  synchronous?: "FULL" | "NORMAL";
}

export class SqliteStore implements GameStore {
  private readonly db: Database.Database;
  private readonly stmt;
  /** Appends asked for in this turn of the event loop, committed together by `commitAppends`. */
  private readonly appends = new AppendQueue((batch) => this.commitAppends(batch));

  private constructor(db: Database.Database) {
    this.db = db;
    this.stmt = {
      insertGame: db.prepare(
        `INSERT INTO games (id, engine, title, created_at, setup, seats, status, outcome, seq, rules_version, clock, creator_hash, proposals)
         VALUES (@id, @engine, @title, @created_at, @setup, @seats, @status, @outcome, 0, @rules_version, @clock, @creator_hash, @proposals)`,
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
    // The numbered migrations after the file's version, in one transaction (migrations.ts).
    const version = db.pragma("user_version", { simple: true }) as number;
    let pending;
    try {
      pending = pendingMigrations(version, file);
    } catch (e) {
      db.close();
      throw e;
    }
    db.transaction(() => {
      for (const migration of pending) db.exec(migration.sqlite);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
    return new SqliteStore(db);
  }

  async createGame(r: GameRecord): Promise<void> {
    this.appends.flush();
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
        proposals: r.proposals ? JSON.stringify(r.proposals) : null,
      });
    } catch (e) {
      if (e instanceof Database.SqliteError && e.code.startsWith("SQLITE_CONSTRAINT")) {
        throw new StoreConflictError(`game ${r.id} exists`);
      }
      throw e;
    }
  }

  async updateGame(gameId: string, patch: GamePatch): Promise<void> {
    this.appends.flush();
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

  appendAction(gameId: string, entry: StoredAction): Promise<void> {
    return this.appends.add(gameId, entry);
  }

  /** Commits the waiting appends in one transaction; a failing commit fails them all. */
  private commitAppends(batch: WaitingAppend[]): void {
    const failures: unknown[] = [];
    try {
      this.db.transaction(() => {
        // Nested, appendTx's transaction is a savepoint: a conflict rolls back that append only.
        for (const a of batch) {
          try {
            this.appendTx(a.gameId, a.entry);
            failures.push(undefined);
          } catch (e) {
            failures.push(e ?? new Error("append failed"));
          }
        }
      })();
    } catch (e) {
      for (const a of batch) a.reject(e);
      return;
    }
    batch.forEach((a, i) => (failures[i] === undefined ? a.resolve() : a.reject(failures[i])));
  }

  async loadGame(gameId: string): Promise<LoadedGame | null> {
    this.appends.flush();
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
        record.damaged ??= UNREADABLE_MOVES;
      }
      return { record, snapshot, actions };
    })();
  }

  async listActions(gameId: string, afterSeq: number, throughSeq?: number): Promise<StoredAction[]> {
    this.appends.flush();
    if (throughSeq === undefined) return this.stmt.actionsAfter.all(gameId, afterSeq).map(toAction);
    return this.stmt.actionsBetween.all(gameId, afterSeq, throughSeq).map(toAction);
  }

  async countGames(): Promise<Record<GameStatus, number>> {
    this.appends.flush();
    const counts = { open: 0, running: 0, finished: 0 };
    const rows = this.db.prepare<[], { status: GameStatus; n: number }>(`SELECT status, COUNT(*) AS n FROM games GROUP BY status`).all();
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async listGames(filter: ListFilter = {}): Promise<GameListItem[]> {
    this.appends.flush();
    const statuses = filter.status ?? [];
    const ids = filter.ids ? [...new Set(filter.ids)] : null;
    if (ids?.length === 0) return [];
    const marks = (n: number): string => Array.from({ length: n }, () => "?").join(", ");
    const conditions = [...(statuses.length > 0 ? [`status IN (${marks(statuses.length)})`] : []), ...(ids ? [`id IN (${marks(ids.length)})`] : [])];
    const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
    const rows = this.db
      .prepare<unknown[], GameRow>(`SELECT * FROM games ${where} ORDER BY created_at DESC, id LIMIT ?`)
      .all(...statuses, ...(ids ?? []), filter.limit ?? 100);
    return markUnreadableMoves(
      rows.map((row) => ({ record: toRecord(row), seq: row.seq })),
      (open) => this.db.prepare<string[], { game_id: string; action: string }>(`SELECT game_id, action FROM actions WHERE game_id IN (${marks(open.length)})`).all(...open),
    );
  }

  async saveSnapshot(gameId: string, s: Snapshot): Promise<void> {
    this.appends.flush();
    this.stmt.putSnapshot.run(gameId, s.seq, JSON.stringify(s.state), s.hash);
  }

  async deleteGame(gameId: string): Promise<void> {
    this.appends.flush();
    // Children first: every other table refers to games (foreign keys are on).
    this.db.transaction(() => {
      for (const table of ["chat", "snapshots", "actions", "push_subscriptions"]) this.db.prepare(`DELETE FROM ${table} WHERE game_id = ?`).run(gameId);
      this.db.prepare(`DELETE FROM games WHERE id = ?`).run(gameId);
    })();
  }

  async appendChat(gameId: string, c: NewChat): Promise<ChatEntry> {
    this.appends.flush();
    const members = c.channel === "private" ? JSON.stringify(c.members ?? []) : null;
    const info = this.stmt.insertChat.run(gameId, c.seat, c.name, c.text, c.at, c.channel, members, c.notice ? 1 : 0);
    return { id: Number(info.lastInsertRowid), ...c };
  }

  async listChat(gameId: string, limit: number, reader: Seat | null): Promise<ChatEntry[]> {
    this.appends.flush();
    return this.stmt.lastChat.all({ game: gameId, reader, limit }).map(toChat).reverse();
  }

  async exportChat(gameId: string): Promise<ChatEntry[]> {
    this.appends.flush();
    return this.db
      .prepare<[string], ChatRow>(`SELECT id, seat, name, text, at, channel, members, notice FROM chat WHERE game_id = ? ORDER BY id`)
      .all(gameId)
      .map(toChat);
  }

  /** A page's worth written and removed in one transaction, committed (and synced) like an action. */
  async serverKey(name: string, fresh: string): Promise<string> {
    this.db.prepare(`INSERT INTO server_keys (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`).run(name, fresh);
    return this.db.prepare<[string], { value: string }>(`SELECT value FROM server_keys WHERE name = ?`).get(name)!.value;
  }

  async addPushSubscription(p: PushSubscriptionRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO push_subscriptions (game_id, seat, endpoint, keys, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (game_id, seat, endpoint) DO UPDATE SET keys = excluded.keys`,
      )
      .run(p.gameId, p.seat, p.endpoint, JSON.stringify(p.keys), p.createdAt);
  }

  async pushSubscriptions(gameId: string, seat: Seat): Promise<PushSubscriptionRecord[]> {
    const rows = this.db
      .prepare<[string, string], PushRow>(`SELECT endpoint, keys, created_at FROM push_subscriptions WHERE game_id = ? AND seat = ? ORDER BY created_at`)
      .all(gameId, seat);
    return toPushSubscriptions(gameId, seat, rows);
  }

  async removePushSubscription(endpoint: string, where?: { gameId: string; seat: Seat }): Promise<void> {
    if (where) this.db.prepare(`DELETE FROM push_subscriptions WHERE endpoint = ? AND game_id = ? AND seat = ?`).run(endpoint, where.gameId, where.seat);
    else this.db.prepare(`DELETE FROM push_subscriptions WHERE endpoint = ?`).run(endpoint);
  }

  async checkWritable(): Promise<void> {
    this.appends.flush();
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
    this.appends.flush();
    if (this.db.open) this.db.close();
  }
}
