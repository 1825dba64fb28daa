/**
 * "My games" in one request (issue 39 item 7): `GET /api/games?ids=a,b,c` answers those games'
 * summaries in the order asked, from the store (a game in memory gives its live summary), without
 * loading any game; ids not stored are simply absent; more than 200 ids, or `limit` beside
 * `ids`, is a clear 400. A game unloaded for idleness still says whom it waits for.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { GameSummary } from "../src/protocol.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";
import { join } from "node:path";

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe("GET /api/games?ids=", () => {
  it("answers the games asked for, in that order, from the store, loading none; unknown ids are absent", async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    running.push(first);
    const a = await createGame(first.url, { title: "A", options: { rounds: 2, coins: 5 } });
    const b = await createGame(first.url, { title: "B" });
    const c = await createGame(first.url, { title: "C", players: [{ kind: "bot" }, { kind: "bot" }] });
    const red = await Client.open(first.wsUrl);
    await red.join(a.gameId, tokenOf(a, "red"));
    const blue = await Client.open(first.wsUrl);
    await blue.join(a.gameId, tokenOf(a, "blue"));
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await red.close();
    await blue.close();
    // The bots' game plays to its end.
    for (let i = 0; i < 200 && ((await get(`${first.url}/api/games/${c.gameId}`)).body as GameSummary).status !== "finished"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await running.pop()!.server.close();

    // A fresh process over the same data: waiting and finished games are not loaded at start.
    const r = await start({ store: SqliteStore.open(join(dataDir, "kingsroad.sqlite")) });
    running.push(r);
    expect(r.server.hub.loadedCount).toBe(1); // A, the running game
    const { status, body } = await get(`${r.url}/api/games?ids=${b.gameId},nosuchgame,${a.gameId},${c.gameId},${b.gameId}`);
    expect(status).toBe(200);
    const summaries = body as GameSummary[];
    expect(summaries.map((s) => s.title)).toEqual(["B", "A", "C"]);
    expect(summaries[0]).toMatchObject({ id: b.gameId, status: "open", seq: 0, seats: [{ seat: "red", claimed: false }, { seat: "blue", claimed: false }] });
    // A is running and so was loaded at start: its live summary says whom it waits for.
    expect(summaries[1]).toMatchObject({ id: a.gameId, status: "running", seq: 1, waitingFor: ["blue"] });
    expect(summaries[2]).toMatchObject({ id: c.gameId, status: "finished" });
    expect(r.server.hub.loadedCount).toBe(1);
    // The same facts as one request per game gives (which loads the game: B now).
    expect(summaries[1]).toEqual((await get(`${r.url}/api/games/${a.gameId}`)).body);
    expect(summaries[0]).toEqual({ ...((await get(`${r.url}/api/games/${b.gameId}`)).body as GameSummary), waitingFor: undefined });
    expect(r.server.hub.loadedCount).toBe(2);
  });

  it("a game unloaded for idleness still says whom it waits for", async () => {
    const r = await start();
    running.push(r);
    const a = await createGame(r.url, { title: "A", options: { rounds: 2, coins: 5 } });
    const red = await Client.open(r.wsUrl);
    await red.join(a.gameId, tokenOf(a, "red"));
    const blue = await Client.open(r.wsUrl);
    await blue.join(a.gameId, tokenOf(a, "blue"));
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await red.close();
    await blue.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(r.server.hub.unloadIdle(Date.now() + 3_600_000)).toBe(1);
    expect(r.server.hub.loadedCount).toBe(0);
    const { body } = await get(`${r.url}/api/games?ids=${a.gameId}`);
    expect(body).toEqual([expect.objectContaining({ id: a.gameId, status: "running", waitingFor: ["blue"] })]);
    expect(r.server.hub.loadedCount).toBe(0);
  });

  it("refuses more than 200 ids, a malformed id and limit beside ids with a clear 400", async () => {
    const r = await start();
    running.push(r);
    const many = Array.from({ length: 201 }, (_, i) => `g${i}`).join(",");
    expect(await get(`${r.url}/api/games?ids=${many}`)).toEqual({ status: 400, body: { code: expect.any(String), message: expect.stringContaining("at most 200 game ids at once") } });
    expect((await get(`${r.url}/api/games?ids=${Array.from({ length: 200 }, (_, i) => `g${i}`).join(",")}`)).body).toEqual([]);
    expect(await get(`${r.url}/api/games?ids=a,b%20c`)).toMatchObject({ status: 400, body: { message: expect.stringContaining("not a game id") } });
    expect(await get(`${r.url}/api/games?ids=a&limit=5`)).toMatchObject({ status: 400, body: { message: expect.stringContaining("limit does not go with ids") } });
  });
});
