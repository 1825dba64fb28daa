/**
 * Damaged games are isolated: a games row whose JSON does not parse, a log that no longer
 * replays, a snapshot that does not parse. The real entry point starts over such a data folder,
 * serves every other game, shows each damaged one in the lobby and on its summary with a plain
 * sentence, refuses to join it, and logs it once however often it is asked for.
 * Also: the rules version stored with each game, and a version-1 data file migrated on open.
 */
import Database from "better-sqlite3";
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEntry, CreateGameResponse, GameSummary } from "../src/protocol.ts";
import { SCHEMA_VERSION } from "../src/store/migrations.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";
import { killed, launch } from "./spawn.ts";

const children: ChildProcess[] = [];
const running: Running[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) await killed(child);
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

/** A two-seat game with three bids stored (a snapshot after the second when snapshotEvery is 2). */
async function playedGame(r: Running, title: string): Promise<CreateGameResponse> {
  const created = await createGame(r.url, { title, options: { rounds: 3, coins: 5 } });
  const red = await Client.open(r.wsUrl);
  const blue = await Client.open(r.wsUrl);
  await red.join(created.gameId, tokenOf(created, "red"));
  await blue.join(created.gameId, tokenOf(created, "blue"));
  for (const [client, amount] of [[red, 1], [blue, 1], [red, 1]] as const) {
    client.send({ type: "action", action: { type: "bid", amount } });
    await client.next("ack");
  }
  await red.close();
  await blue.close();
  return created;
}

const json = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

describe("damaged games", () => {
  it("a damaged row, log or snapshot does not stop the server; the other games are served", { timeout: 90_000 }, async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir, snapshotEvery: 2 });
    running.push(first);
    const games: Record<string, CreateGameResponse> = {};
    for (const name of ["good", "badSeats", "badSetup", "badLog", "badSnapshot", "badAction"]) games[name] = await playedGame(first, name);
    await running.pop()!.server.close();

    const db = new Database(join(dataDir, "kingsroad.sqlite"));
    db.prepare(`UPDATE games SET seats = '[{"seat": "red", ' WHERE id = ?`).run(games.badSeats!.gameId);
    db.prepare(`UPDATE games SET setup = '{"kind": "nothing"}' WHERE id = ?`).run(games.badSetup!.gameId);
    // Red had 4 coins left: a bid of 99 is refused by the rules, so the log no longer replays.
    db.prepare(`UPDATE actions SET action = '{"type":"bid","amount":99}' WHERE game_id = ? AND seq = 3`).run(games.badLog!.gameId);
    db.prepare(`UPDATE snapshots SET state = '{"seats": [' WHERE game_id = ?`).run(games.badSnapshot!.gameId);
    db.prepare(`UPDATE actions SET action = 'bid 1' WHERE game_id = ? AND seq = 3`).run(games.badAction!.gameId);
    db.close();

    const server = await launch(dataDir, children);
    const ws = `${server.url.replace("http", "ws")}/ws`;
    const lobby = await json<GameSummary[]>(`${server.url}/api/games`);
    expect(lobby).toHaveLength(6);
    const byTitle = new Map(lobby.map((g) => [g.title, g]));
    for (const name of ["badSeats", "badSetup", "badLog", "badAction"]) {
      expect(byTitle.get(name)?.damaged, name).toMatch(/^This game cannot be played or watched: .+\. Other games are not affected/);
    }
    expect(byTitle.get("badSeats")?.damaged).toContain("its stored seats could not be read");
    expect(byTitle.get("badSetup")?.damaged).toContain("its stored setup could not be read");
    expect(byTitle.get("badLog")?.damaged).toContain("its moves no longer replay under this server's rules");
    expect(byTitle.get("badAction")?.damaged).toContain("its stored moves could not be read");
    expect(byTitle.get("good")?.damaged).toBeUndefined();
    expect(byTitle.get("badSnapshot")?.damaged).toBeUndefined();

    // Its page's API says the same; joining it is refused with the sentence.
    const summary = await json<GameSummary>(`${server.url}/api/games/${games.badLog!.gameId}`);
    expect(summary.damaged).toBe(byTitle.get("badLog")?.damaged);
    const visitor = await Client.open(ws);
    visitor.send({ type: "join", gameId: games.badSeats!.gameId });
    expect(await visitor.next("error")).toMatchObject({ code: "damaged", message: byTitle.get("badSeats")?.damaged });
    await visitor.close();

    // The sound games play on, the one with the unreadable snapshot rebuilt from its whole log.
    for (const name of ["good", "badSnapshot"]) {
      const blue = await Client.open(ws);
      const welcome = await blue.join(games[name]!.gameId, tokenOf(games[name]!, "blue"));
      expect(welcome.seq).toBe(3);
      blue.send({ type: "action", action: { type: "bid", amount: 1 } });
      expect(await blue.next("ack")).toMatchObject({ seq: 4 });
      await blue.close();
    }
    // Logged once each, however often asked for.
    await json(`${server.url}/api/games`);
    await json(`${server.url}/api/games/${games.badLog!.gameId}`);
    for (const name of ["badSeats", "badSetup", "badLog", "badAction"]) {
      const mentions = server.output().split(`game ${games[name]!.gameId} is damaged`).length - 1;
      expect(mentions, name).toBe(1);
    }
    expect(server.output()).toContain(`snapshot of game ${games.badSnapshot!.gameId} is damaged; replaying the whole log`);
  });

  it("a waiting game whose stored move is unreadable is marked damaged in the lobby before anyone opens it (issue 39 item 19)", { timeout: 90_000 }, async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    running.push(first);
    // Waiting for blue, who never came: red's bid is stored, and such a game is not loaded at start.
    const waiting = await createGame(first.url, { title: "waiting", options: { rounds: 3, coins: 5 } });
    const sound = await createGame(first.url, { title: "sound", options: { rounds: 3, coins: 5 } });
    for (const game of [waiting, sound]) {
      const red = await Client.open(first.wsUrl);
      await red.join(game.gameId, tokenOf(game, "red"));
      red.send({ type: "action", action: { type: "bid", amount: 1 } });
      await red.next("ack");
      await red.close();
    }
    await running.pop()!.server.close();
    const db = new Database(join(dataDir, "kingsroad.sqlite"));
    db.prepare(`UPDATE actions SET action = 'bid 1' WHERE game_id = ? AND seq = 1`).run(waiting.gameId);
    db.close();

    const server = await launch(dataDir, children);
    // The lobby, as the web's lobby reads it: the game is marked before anyone opened it.
    const lobby = await json<GameSummary[]>(`${server.url}/api/games`);
    const byTitle = new Map(lobby.map((g) => [g.title, g]));
    expect(byTitle.get("waiting")).toMatchObject({ status: "open", damaged: expect.stringMatching(/^This game cannot be played or watched: its stored moves could not be read\. /) });
    expect(byTitle.get("sound")?.damaged).toBeUndefined();
    // "My games" reads the same; the game's page and a join say the very same sentence.
    const mine = await json<GameSummary[]>(`${server.url}/api/games?ids=${waiting.gameId},${sound.gameId}`);
    expect(mine.map((g) => g.damaged)).toEqual([byTitle.get("waiting")?.damaged, undefined]);
    expect((await json<GameSummary>(`${server.url}/api/games/${waiting.gameId}`)).damaged).toBe(byTitle.get("waiting")?.damaged);
    const blue = await Client.open(`${server.url.replace("http", "ws")}/ws`);
    blue.send({ type: "join", gameId: waiting.gameId, token: tokenOf(waiting, "blue") });
    expect(await blue.next("error")).toMatchObject({ code: "damaged", message: byTitle.get("waiting")?.damaged });
    await blue.close();
    expect(server.output().split(`game ${waiting.gameId} is damaged`).length - 1).toBe(1);
  });

  it("stores the rules version with each game, and migrates a version-1 data file (its games: unknown)", async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    running.push(first);
    const old = await playedGame(first, "old");
    await running.pop()!.server.close();
    // Make the file what a version-1 server left: no rules_version column.
    const db = new Database(join(dataDir, "kingsroad.sqlite"));
    db.exec(`ALTER TABLE games DROP COLUMN rules_version`);
    // ...nor the chat channels of version 3; its lines were all the table's.
    for (const column of ["channel", "members", "notice"]) db.exec(`ALTER TABLE chat DROP COLUMN ${column}`);
    // ...nor the clock of version 4, the creator's secret of version 5, the votes of version 6.
    for (const column of ["clock", "creator_hash", "proposals"]) db.exec(`ALTER TABLE games DROP COLUMN ${column}`);
    // ...nor the health probe, which version 7 numbers.
    db.exec(`DROP TABLE health_probe`);
    // ...nor the server's keys and the push subscriptions of version 8.
    for (const table of ["server_keys", "push_subscriptions"]) db.exec(`DROP TABLE ${table}`);
    db.prepare(`INSERT INTO chat (game_id, seat, name, text, at) VALUES (?, 'red', 'Red', 'an old line', 1)`).run(old.gameId);
    db.pragma("user_version = 1");
    db.close();

    const again = await start({ dataDir });
    running.push(again);
    const summary = await json<GameSummary>(`${again.url}/api/games/${old.gameId}`);
    expect(summary.seq).toBe(3);
    expect(summary.rulesVersion).toBeUndefined();
    expect(summary.damaged).toBeUndefined();
    const chat = await json<ChatEntry[]>(`${again.url}/api/games/${old.gameId}/chat`);
    expect(chat).toEqual([expect.objectContaining({ seat: "red", text: "an old line", channel: "table" })]);
    const created = await createGame(again.url);
    expect((await json<GameSummary>(`${again.url}/api/games/${created.gameId}`)).rulesVersion).toBe("1");
    const check = new Database(join(dataDir, "kingsroad.sqlite"), { readonly: true });
    expect(check.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
  });
});
