import Database from "better-sqlite3";
import { existsSync } from "node:fs";
import pg from "pg";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryStore } from "../src/store/memory.ts";
import { MIGRATIONS, SCHEMA_VERSION } from "../src/store/migrations.ts";
import { PostgresStore } from "../src/store/postgres.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import { StoreConflictError, type GameRecord, type GameStore } from "../src/store/types.ts";
import { tempDir } from "./helpers.ts";
import { freshDatabase } from "./postgres.ts";

const record = (id: string, createdAt = 1): GameRecord => ({
  id,
  engine: "secret-bid",
  title: `game ${id}`,
  createdAt,
  setup: { kind: "config", config: { seed: "s", playerCount: 2 } },
  seats: [
    { seat: "red", kind: "human", tokenHash: "ab".repeat(32), claimed: false },
    { seat: "blue", kind: "bot", level: "random", claimed: false },
  ],
  status: "open",
  outcome: null,
  rulesVersion: "1",
});

const stores: GameStore[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

// The same contract, word for word, for every store (issue 18): PostgreSQL in a database of its own.
const kinds: Array<[string, () => Promise<GameStore>]> = [
  ["memory", async () => new MemoryStore()],
  ["sqlite", async () => SqliteStore.open(join(tempDir(), "kingsroad.sqlite"))],
  [
    "postgres",
    async () => {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      return PostgresStore.open(db.url);
    },
  ],
];

describe.each(kinds)("%s store", (_name, make) => {
  const open = async (): Promise<GameStore> => {
    const s = await make();
    stores.push(s);
    return s;
  };

  // Issue 39 item 2 (Web Push): one key pair for a cluster, subscriptions per seat, gone with their game.
  it("keeps the first server key stored, and each seat's push subscriptions until removed", async () => {
    const store = await open();
    expect(await store.serverKey!("vapid", "first")).toBe("first");
    expect(await store.serverKey!("vapid", "second")).toBe("first");
    await store.createGame(record("g1"));
    const keys = { p256dh: "BPk", auth: "au" };
    await store.addPushSubscription!({ gameId: "g1", seat: "red", endpoint: "https://push.example/a", keys, createdAt: 1 });
    await store.addPushSubscription!({ gameId: "g1", seat: "red", endpoint: "https://push.example/b", keys, createdAt: 2 });
    await store.addPushSubscription!({ gameId: "g1", seat: "blue", endpoint: "https://push.example/a", keys, createdAt: 3 });
    // The same endpoint again: its keys replaced, not a second row.
    await store.addPushSubscription!({ gameId: "g1", seat: "red", endpoint: "https://push.example/a", keys: { p256dh: "BPk2", auth: "au2" }, createdAt: 4 });
    expect(await store.pushSubscriptions!("g1", "red")).toEqual([
      { gameId: "g1", seat: "red", endpoint: "https://push.example/a", keys: { p256dh: "BPk2", auth: "au2" }, createdAt: 1 },
      { gameId: "g1", seat: "red", endpoint: "https://push.example/b", keys, createdAt: 2 },
    ]);
    await store.removePushSubscription!("https://push.example/b", { gameId: "g1", seat: "red" });
    // Gone at its push service: for every seat.
    await store.removePushSubscription!("https://push.example/a");
    expect(await store.pushSubscriptions!("g1", "red")).toEqual([]);
    expect(await store.pushSubscriptions!("g1", "blue")).toEqual([]);
    await store.addPushSubscription!({ gameId: "g1", seat: "red", endpoint: "https://push.example/c", keys, createdAt: 5 });
    await store.deleteGame("g1");
    expect(await store.pushSubscriptions!("g1", "red")).toEqual([]);
  });

  it("keeps a game's record, log and snapshot", async () => {
    const store = await open();
    await store.createGame(record("g1"));
    await expect(store.createGame(record("g1"))).rejects.toBeInstanceOf(StoreConflictError);
    for (let seq = 1; seq <= 5; seq++) await store.appendAction("g1", { seq, seat: "red", action: { n: seq }, at: seq });
    let loaded = await store.loadGame("g1");
    expect(loaded?.record).toEqual(record("g1"));
    expect(loaded?.snapshot).toBeNull();
    expect(loaded?.actions.map((a) => a.action)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));

    await store.saveSnapshot("g1", { seq: 3, state: { at: 3 }, hash: "h3" });
    await store.saveSnapshot("g1", { seq: 2, state: { at: 2 }, hash: "h2" }); // older: ignored
    loaded = await store.loadGame("g1");
    expect(loaded?.snapshot).toEqual({ seq: 3, state: { at: 3 }, hash: "h3" });
    expect(loaded?.actions.map((a) => a.seq)).toEqual([4, 5]);
    expect((await store.listActions("g1", 0)).map((a) => a.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await store.listActions("g1", 4)).map((a) => a.seq)).toEqual([5]);
    expect(await store.loadGame("nope")).toBeNull();
  });

  it("deletes a game with its moves, snapshot and chat, leaving the others", async () => {
    const store = await open();
    for (const id of ["gone", "kept"]) {
      await store.createGame(record(id));
      await store.appendAction(id, { seq: 1, seat: "red", action: { n: 1 }, at: 1 });
      await store.saveSnapshot(id, { seq: 1, state: { at: 1 }, hash: "h1" });
      await store.appendChat(id, { seat: null, name: "spectator", text: "hi", at: 1, channel: "table" });
    }
    await store.deleteGame("gone");
    await store.deleteGame("never was");
    expect(await store.loadGame("gone")).toBeNull();
    expect(await store.listChat("gone", 10, null)).toEqual([]);
    expect((await store.listGames()).map((g) => g.record.id)).toEqual(["kept"]);
    expect((await store.loadGame("kept"))?.snapshot?.seq).toBe(1);
    expect(await store.listChat("kept", 10, null)).toHaveLength(1);
    // The id may be used again from scratch (no stale moves are left under it).
    await store.createGame(record("gone"));
    await store.appendAction("gone", { seq: 1, seat: "red", action: { n: 2 }, at: 2 });
  });

  it("refuses any seq but the next, so a log can never fork", async () => {
    const store = await open();
    await store.createGame(record("g1"));
    await store.appendAction("g1", { seq: 1, seat: "red", action: 1, at: 0 });
    await expect(store.appendAction("g1", { seq: 1, seat: "red", action: "again", at: 0 })).rejects.toBeInstanceOf(StoreConflictError);
    await expect(store.appendAction("g1", { seq: 3, seat: "red", action: "skip", at: 0 })).rejects.toBeInstanceOf(StoreConflictError);
    const loaded = await store.loadGame("g1");
    expect(loaded?.actions.map((a) => a.action)).toEqual([1]);
  });

  it("updates status, seats and outcome, and lists newest first by status", async () => {
    const store = await open();
    await store.createGame(record("a", 1));
    await store.createGame(record("b", 2));
    await store.createGame(record("c", 3));
    const outcome = { winners: ["red"], ranking: ["red", "blue"], reason: "r", round: 1 };
    await store.updateGame("b", { status: "finished", outcome });
    const seats = record("a").seats.map((s) => ({ ...s, claimed: true }));
    await store.updateGame("a", { status: "running", seats });
    await store.appendAction("c", { seq: 1, seat: "red", action: 0, at: 0 });
    expect((await store.listGames()).map((g) => g.record.id)).toEqual(["c", "b", "a"]);
    expect((await store.listGames({ status: ["open", "running"] })).map((g) => [g.record.id, g.seq])).toEqual([
      ["c", 1],
      ["a", 0],
    ]);
    expect((await store.listGames({ limit: 1 })).map((g) => g.record.id)).toEqual(["c"]);
    // /metrics' kingsroad_games{status}: one grouped count.
    expect(await store.countGames?.()).toEqual({ open: 1, running: 1, finished: 1 });
    expect((await store.loadGame("b"))?.record).toMatchObject({ status: "finished", outcome });
    expect((await store.loadGame("a"))?.record.seats.every((s) => s.claimed)).toBe(true);
  });

  it("lists several games by id in one read (issue 39 item 7), with or without a status; ids not stored are left out", async () => {
    const store = await open();
    for (const [id, at] of [["a", 1], ["b", 2], ["c", 3], ["d", 4]] as const) await store.createGame(record(id, at));
    await store.updateGame("b", { status: "finished" });
    await store.appendAction("c", { seq: 1, seat: "red", action: 0, at: 0 });
    const listed = await store.listGames({ ids: ["c", "nope", "a", "b", "a"], limit: 5 });
    expect(listed.map((g) => [g.record.id, g.seq])).toEqual([["c", 1], ["b", 0], ["a", 0]]);
    expect((await store.listGames({ ids: ["a", "b", "c"], status: ["finished"] })).map((g) => g.record.id)).toEqual(["b"]);
    expect(await store.listGames({ ids: [] })).toEqual([]);
  });

  it("appends and lists chat, oldest first", async () => {
    const store = await open();
    await store.createGame(record("g1"));
    for (let i = 0; i < 5; i++) await store.appendChat("g1", { seat: i % 2 ? null : "red", name: "n", text: `m${i}`, at: i, channel: "table" });
    const last = await store.listChat("g1", 3, "red");
    expect(last.map((c) => c.text)).toEqual(["m2", "m3", "m4"]);
    expect(last[0]).toMatchObject({ seat: "red", name: "n", at: 2 });
    expect(last[1]?.seat).toBeNull();
    expect(last[0]!.id).toBeLessThan(last[1]!.id);
  });

  it("lists to each reader only the chat it may read: table, spectators' channel, its own private conversations", async () => {
    const store = await open();
    await store.createGame(record("g1"));
    const line = (text: string, channel: "table" | "spectators" | "private", members?: string[]) =>
      store.appendChat("g1", { seat: null, name: "n", text, at: 0, channel, ...(members && { members }) });
    await line("all", "table");
    await line("watchers", "spectators");
    await line("red-blue", "private", ["blue", "red"]);
    await line("blue-green", "private", ["blue", "green"]);
    const texts = async (reader: string | null, limit = 10) => (await store.listChat("g1", limit, reader)).map((c) => c.text);
    expect(await texts("red")).toEqual(["all", "red-blue"]);
    expect(await texts("blue")).toEqual(["all", "red-blue", "blue-green"]);
    expect(await texts(null)).toEqual(["all", "watchers"]);
    // The limit counts what the reader may see, not what others said after.
    expect(await texts("red", 1)).toEqual(["red-blue"]);
    expect((await store.listChat("g1", 10, "blue"))[1]).toMatchObject({ channel: "private", members: ["blue", "red"] });
  });

  it("does not let a caller change stored data through its own objects", async () => {
    const store = await open();
    const r = record("g1");
    await store.createGame(r);
    r.title = "changed";
    const action = { seq: 1, seat: "red", action: { n: 1 }, at: 0 };
    await store.appendAction("g1", action);
    action.action.n = 99;
    const loaded = await store.loadGame("g1");
    expect(loaded?.record.title).toBe("game g1");
    expect(loaded?.actions[0]?.action).toEqual({ n: 1 });
  });
  it("lets one of two writers of the same seq win, at once, and refuses the other", async () => {
    const store = await open();
    await store.createGame(record("g1"));
    const tries = await Promise.allSettled(
      ["a", "b", "c"].map((who) => store.appendAction("g1", { seq: 1, seat: "red", action: { who }, at: 0 })),
    );
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    for (const t of tries) if (t.status === "rejected") expect(t.reason).toBeInstanceOf(StoreConflictError);
    expect(await store.listActions("g1", 0)).toHaveLength(1);
    await expect(store.appendAction("nope", { seq: 1, seat: "red", action: 1, at: 0 })).rejects.toThrow();
  });

  it("stores appends to many games sent at once (group commit), refusing only the ones that do not follow their game's seq", async () => {
    const store = await open();
    const ids = Array.from({ length: 6 }, (_, i) => `g${i}`);
    for (const id of ids) await store.createGame(record(id));
    await store.appendAction("g0", { seq: 1, seat: "red", action: "first", at: 0 });
    const tries = await Promise.allSettled([
      ...ids.map((id) => store.appendAction(id, { seq: id === "g0" ? 2 : 1, seat: "red", action: { id }, at: 7 })),
      store.appendAction("g1", { seq: 1, seat: "blue", action: "fork", at: 0 }),
      store.appendAction("g2", { seq: 5, seat: "blue", action: "skip", at: 0 }),
      store.appendAction("missing", { seq: 1, seat: "blue", action: "nowhere", at: 0 }),
      store.appendAction("g3", { seq: 2, seat: "blue", action: "next", at: 8 }),
    ]);
    expect(tries.map((t) => t.status)).toEqual([...ids.map(() => "fulfilled"), "rejected", "rejected", "rejected", "fulfilled"]);
    for (const t of tries.slice(6, 8)) expect((t as PromiseRejectedResult).reason).toBeInstanceOf(StoreConflictError);
    expect(await store.listActions("g0", 0)).toEqual([
      { seq: 1, seat: "red", action: "first", at: 0 },
      { seq: 2, seat: "red", action: { id: "g0" }, at: 7 },
    ]);
    expect((await store.listActions("g1", 0)).map((a) => a.action)).toEqual([{ id: "g1" }]);
    expect((await store.listActions("g3", 0)).map((a) => a.action)).toEqual([{ id: "g3" }, "next"]);
  });

  it("keeps clocks, votes and the creator's hash, and exports every chat line of every channel for a copy", async () => {
    const store = await open();
    const proposals = { next: 2, open: [] };
    await store.createGame({ ...record("g1"), creatorHash: "cd".repeat(32), proposals } as GameRecord);
    expect((await store.loadGame("g1"))?.record).toMatchObject({ creatorHash: "cd".repeat(32), proposals });
    await store.appendChat("g1", { seat: "red", name: "Red", text: "psst", at: 1, channel: "private", members: ["blue", "red"] });
    await store.appendChat("g1", { seat: null, name: "w", text: "watching", at: 2, channel: "spectators" });
    await store.appendChat("g1", { seat: null, name: "server", text: "notice", at: 3, channel: "table", notice: true });
    const all = await store.exportChat("g1");
    expect(all.map((c) => [c.text, c.channel])).toEqual([
      ["psst", "private"],
      ["watching", "spectators"],
      ["notice", "table"],
    ]);
    expect(all[0]?.members).toEqual(["blue", "red"]);
    expect(all[2]?.notice).toBe(true);
  });
});

describe("SqliteStore", () => {
  it("creates its folder and file, runs in WAL mode and keeps data across reopen", async () => {
    const file = join(tempDir(), "nested", "data", "kingsroad.sqlite");
    const first = SqliteStore.open(file);
    await first.createGame(record("g1"));
    await first.appendAction("g1", { seq: 1, seat: "red", action: { x: 1 }, at: 5 });
    await first.close();
    expect(existsSync(file)).toBe(true);
    const second = SqliteStore.open(file);
    stores.push(second);
    const loaded = await second.loadGame("g1");
    expect(loaded?.actions).toEqual([{ seq: 1, seat: "red", action: { x: 1 }, at: 5 }]);
    expect(existsSync(`${file}-wal`)).toBe(true);
  });

  it("commits the appends of one turn of the event loop together, each resolving only once committed, a conflict failing alone", async () => {
    const file = join(tempDir(), "kingsroad.sqlite");
    const store = SqliteStore.open(file);
    stores.push(store);
    await store.createGame(record("g1"));
    await store.createGame(record("g2"));
    // A second connection sees only what is committed.
    const reader = new Database(file, { readonly: true });
    const committed = () => (reader.prepare("SELECT game_id, seq FROM actions ORDER BY game_id, seq").all() as Array<{ game_id: string; seq: number }>).map((r) => `${r.game_id}:${r.seq}`);
    const resolvedAt: string[][] = [];
    const tries = [
      store.appendAction("g1", { seq: 1, seat: "red", action: "a", at: 0 }),
      store.appendAction("g2", { seq: 1, seat: "red", action: "b", at: 0 }),
      store.appendAction("g1", { seq: 1, seat: "blue", action: "fork", at: 0 }),
      store.appendAction("g2", { seq: 2, seat: "blue", action: "c", at: 0 }),
    ].map((p) => p.then(() => resolvedAt.push(committed())));
    expect(committed()).toEqual([]);
    const results = await Promise.allSettled(tries);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(StoreConflictError);
    for (const seen of resolvedAt) expect(seen).toEqual(["g1:1", "g2:1", "g2:2"]);
    reader.close();
  });

  it("commits waiting appends before any other call, and on close", async () => {
    const file = join(tempDir(), "kingsroad.sqlite");
    const first = SqliteStore.open(file);
    await first.createGame(record("g1"));
    const appended = first.appendAction("g1", { seq: 1, seat: "red", action: "a", at: 0 });
    expect((await first.listActions("g1", 0)).map((a) => a.action)).toEqual(["a"]);
    await appended;
    const last = first.appendAction("g1", { seq: 2, seat: "red", action: "b", at: 0 });
    await first.close();
    await last;
    const second = SqliteStore.open(file);
    stores.push(second);
    expect((await second.loadGame("g1"))?.actions.map((a) => a.action)).toEqual(["a", "b"]);
  });
});

/** Overwrites a stored move's JSON with text that does not parse, through each database's own client. */
const damagers: Array<[string, () => Promise<{ store: GameStore; damage: (gameId: string, seq: number) => Promise<void> }>]> = [
  [
    "sqlite",
    async () => {
      const file = join(tempDir(), "kingsroad.sqlite");
      const store = SqliteStore.open(file);
      return {
        store,
        damage: async (gameId, seq) => {
          const raw = new Database(file);
          raw.prepare(`UPDATE actions SET action = 'bid 1' WHERE game_id = ? AND seq = ?`).run(gameId, seq);
          raw.close();
        },
      };
    },
  ],
  [
    "postgres",
    async () => {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      const store = await PostgresStore.open(db.url);
      return {
        store,
        damage: async (gameId, seq) => {
          const admin = new pg.Client({ connectionString: db.url });
          await admin.connect();
          await admin.query(`UPDATE actions SET action = 'bid 1' WHERE game_id = $1 AND seq = $2`, [gameId, seq]);
          await admin.end();
        },
      };
    },
  ],
];

describe.each(damagers)("%s store, a stored move that does not parse", (_name, make) => {
  it("marks a waiting game damaged in the list, as loading it does (issue 39 item 19)", async () => {
    const { store, damage } = await make();
    stores.push(store);
    await store.createGame(record("waiting", 1));
    await store.createGame(record("sound", 2));
    await store.createGame({ ...record("running", 3), status: "running" });
    for (const id of ["waiting", "sound", "running"]) await store.appendAction(id, { seq: 1, seat: "red", action: { type: "bid", amount: 1 }, at: 0 });
    await damage("waiting", 1);
    await damage("running", 1);
    const listed = new Map((await store.listGames()).map((g) => [g.record.id, g.record.damaged]));
    expect(listed.get("waiting")).toBe("its stored moves could not be read");
    expect((await store.listGames({ ids: ["waiting"] }))[0]?.record.damaged).toBe("its stored moves could not be read");
    expect((await store.loadGame("waiting"))?.record.damaged).toBe(listed.get("waiting"));
    expect(listed.get("sound")).toBeUndefined();
    // A running game is replayed at start, which finds it; the list does not read its (long) log.
    expect(listed.get("running")).toBeUndefined();
  });
});

describe("migrations", () => {
  it("brings a new PostgreSQL database to the newest schema once, even with two servers opening it at once", async () => {
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const [a, b] = await Promise.all([PostgresStore.open(db.url), PostgresStore.open(db.url)]);
    stores.push(a, b);
    expect(await a.schemaVersion()).toBe(SCHEMA_VERSION);
    await a.createGame(record("g1"));
    await a.close();
    const again = await PostgresStore.open(db.url);
    stores.push(again);
    expect((await again.loadGame("g1"))?.record.title).toBe("game g1");
  });

  it("refuses a store newer than this server, leaving it as it is", async () => {
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const pgStore = await PostgresStore.open(db.url);
    stores.push(pgStore);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`INSERT INTO schema_migrations (version, what) VALUES ($1, 'from the future')`, [SCHEMA_VERSION + 1]);
    await admin.end();
    await expect(PostgresStore.open(db.url)).rejects.toThrow(`has schema version ${SCHEMA_VERSION + 1}, newer than this server's ${SCHEMA_VERSION}`);

    const file = join(tempDir(), "kingsroad.sqlite");
    await SqliteStore.open(file).close();
    const raw = new Database(file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => SqliteStore.open(file)).toThrow(`has schema version ${SCHEMA_VERSION + 1}`);
  });

  it("numbers every migration once, in order, in both dialects", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_m, i) => i + 1));
    for (const m of MIGRATIONS) expect(m.sqlite.trim() && m.postgres.trim() && m.what).toBeTruthy();
  });
});
