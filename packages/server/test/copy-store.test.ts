/**
 * Copying a SQLite file's games into PostgreSQL (issue 18): every game, its log, snapshot and chat
 * (private lines too), each verified by replaying the copy to the source's final state hash; a
 * damaged game and a game the destination already has are problem lines, never copied over; a
 * server over the destination then serves the copies as they were.
 */
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { copyStore } from "../src/copy-store.ts";
import { GameRegistry } from "../src/registry.ts";
import { PostgresStore } from "../src/store/postgres.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { GameStore } from "../src/store/types.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";
import { freshDatabase } from "./postgres.ts";
import { secretBidGame } from "./secret-bid.ts";

const running: Running[] = [];
const stores: GameStore[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
  await Promise.all(stores.splice(0).map((s) => s.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A SQLite data folder with a game played (bids, a snapshot, table and private chat), a fresh one and a damaged one. */
async function sqliteGames(): Promise<{ file: string; played: string; fresh: string; damaged: string; hash: string }> {
  const dataDir = tempDir();
  const r = await start({ dataDir, snapshotEvery: 2 });
  const created = await createGame(r.url, { options: { rounds: 3, coins: 9 } });
  const red = await Client.open(r.wsUrl);
  const blue = await Client.open(r.wsUrl);
  await red.join(created.gameId, tokenOf(created, "red"));
  await blue.join(created.gameId, tokenOf(created, "blue"));
  for (const [client, amount] of [[red, 1], [blue, 2], [red, 3]] as const) {
    client.send({ type: "action", action: { type: "bid", amount } });
    await client.next("ack");
  }
  red.send({ type: "chat", text: "to all" });
  await red.next("chat");
  red.send({ type: "chat", text: "to blue only", to: ["blue"] });
  await red.next("chat");
  await red.close();
  await blue.close();
  const hash = (await r.server.hub.get(created.gameId))!.stateHash;
  const fresh = (await createGame(r.url, { title: "fresh" })).gameId;
  const damaged = (await createGame(r.url, { title: "damaged" })).gameId;
  await r.server.close();
  const file = join(dataDir, "kingsroad.sqlite");
  const db = new Database(file);
  db.prepare(`UPDATE games SET seats = '[{"seat": ' WHERE id = ?`).run(damaged);
  db.close();
  return { file, played: created.gameId, fresh, damaged, hash };
}

describe("copy-store", () => {
  it("copies and verifies every readable game, names each problem, and runs again without copying twice", { timeout: 60_000 }, async () => {
    const source = await sqliteGames();
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const from = SqliteStore.open(source.file);
    const to = await PostgresStore.open(db.url);
    stores.push(from, to);
    const games = new GameRegistry().register(secretBidGame);

    const first = await copyStore(from, to, games);
    expect(first.copied).toBe(2);
    expect(first.problems).toEqual([`game ${source.damaged}: not copied: its stored seats could not be read`]);
    expect((await to.listActions(source.played, 0)).map((a) => a.seq)).toEqual([1, 2, 3]);
    expect((await to.loadGame(source.played))?.snapshot?.seq).toBe(2);
    expect((await to.exportChat(source.played)).map((c) => [c.text, c.channel])).toEqual([
      ["to all", "table"],
      ["to blue only", "private"],
    ]);
    expect(await to.loadGame(source.damaged)).toBeNull();

    const again = await copyStore(from, to, games);
    expect(again.copied).toBe(0);
    expect(again.problems).toHaveLength(3);
    expect(again.problems).toContain(`game ${source.played}: not copied: the destination already has a game with this id (left as it is)`);
    expect(await to.listActions(source.played, 0)).toHaveLength(3);
    await to.close();

    // A server over the copy: the same game, at the same state, its private line still private.
    const r = await start({ databaseUrl: db.url, store: undefined });
    running.push(r);
    expect((await r.server.hub.get(source.played))?.stateHash).toBe(source.hash);
    const spectatorChat = (await (await fetch(`${r.url}/api/games/${source.played}/chat`)).json()) as Array<{ text: string }>;
    expect(spectatorChat.map((c) => c.text)).toEqual(["to all"]);
  });

  it("is a command: a line per problem, a summary, exit 1 when a game was not copied", { timeout: 60_000 }, async () => {
    const source = await sqliteGames();
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const main = fileURLToPath(new URL("../src/copy-store-main.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", main, "--from", source.file, "--to", db.url], {
      env: { ...process.env, KINGSROAD_TEST_ENGINE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(out.trim().split("\n")).toEqual([
      `game ${source.damaged}: not copied: its stored seats could not be read`,
      expect.stringMatching(/^2 games copied and verified, 1 problem \(.*kingsroad\.sqlite -> PostgreSQL at 127\.0\.0\.1:5432, database kingsroad_test_\w+\)$/),
    ]);
  });
});
