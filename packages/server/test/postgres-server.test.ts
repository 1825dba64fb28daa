/**
 * The real entry point (`src/main.ts`) over PostgreSQL (DATABASE_URL, issue 18): it creates the
 * schema on first start, acknowledges actions once committed, and a new process over the same
 * database finds every acknowledged action and the same state hash. A database it cannot reach
 * stops it with one line that names the host, never the password.
 */
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import type { GameSummary } from "../src/protocol.ts";
import { SCHEMA_VERSION } from "../src/store/migrations.ts";
import { PostgresStore } from "../src/store/postgres.ts";
import { Client, createGame, tempDir, tokenOf } from "./helpers.ts";
import { freshDatabase } from "./postgres.ts";
import { exited, killed, launch, runToExit } from "./spawn.ts";

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) await killed(child);
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const json = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

describe("server over PostgreSQL", () => {
  it("keeps every acknowledged action and chat line across a kill and a restart", { timeout: 60_000 }, async () => {
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const first = await launch(tempDir(), children, { DATABASE_URL: db.url });
    const wsUrl = `${first.url.replace("http", "ws")}/ws`;
    const created = await createGame(first.url, { options: { rounds: 3, coins: 5 } });
    const red = await Client.open(wsUrl);
    const blue = await Client.open(wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    for (const [client, amount] of [[red, 1], [blue, 2], [red, 1]] as const) {
      client.send({ type: "action", action: { type: "bid", amount } });
      await client.next("ack");
    }
    red.send({ type: "chat", text: "stored in PostgreSQL" });
    await red.next("chat");
    await red.close();
    await blue.close();
    // Killed, not stopped: what was acknowledged was committed.
    first.child.kill("SIGKILL");
    await exited(first.child);

    const store = await PostgresStore.open(db.url);
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    expect((await store.listActions(created.gameId, 0)).map((a) => a.seq)).toEqual([1, 2, 3]);
    await store.close();

    const second = await launch(tempDir(), children, { DATABASE_URL: db.url });
    const summary = await json<GameSummary>(`${second.url}/api/games/${created.gameId}`);
    expect(summary.seq).toBe(3);
    const chat = await json<Array<{ text: string }>>(`${second.url}/api/games/${created.gameId}/chat`);
    expect(chat.map((c) => c.text)).toContain("stored in PostgreSQL");
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);

    // The database gone: the server answers, but says it cannot store games.
    await db.drop();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the health check's one-second cache
    const down = await fetch(`${second.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, code: "store_unwritable", store: "unwritable" });
  });

  it("stops with one line naming the database, not its password, when it cannot reach it", { timeout: 30_000 }, async () => {
    const run = await runToExit(tempDir(), children, { DATABASE_URL: "postgres://kings:hunter2@127.0.0.1:1/kingsroad" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain("Cannot use DATABASE_URL (PostgreSQL at 127.0.0.1:1, database kingsroad)");
    expect(run.stderr).not.toContain("hunter2");
  });
});
