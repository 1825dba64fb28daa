/**
 * Restarts: close a server and open a new one over the same SQLite file. Every acknowledged action
 * must still be there, and the rebuilt state must hash exactly as it did before the restart.
 */
import Database from "better-sqlite3";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { GameSummary } from "../src/protocol.ts";
import type { BidView } from "./secret-bid.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

async function boot(dataDir: string, snapshotEvery = 4): Promise<Running> {
  const r = await start({ dataDir, snapshotEvery });
  running.push(r);
  return r;
}

async function stop(r: Running): Promise<void> {
  running.splice(running.indexOf(r), 1);
  await r.server.close();
}

async function hashOf(r: Running, gameId: string): Promise<string> {
  const game = await r.server.hub.get(gameId);
  if (!game) throw new Error("no game");
  return game.stateHash;
}

describe("restart", () => {
  it("continues a human game with nothing lost and the same state hash", async () => {
    const dataDir = tempDir();
    let server = await boot(dataDir);
    const created = await createGame(server.url, { options: { rounds: 4, coins: 9 } });
    const red = await Client.open(server.wsUrl);
    const blue = await Client.open(server.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    // 5 actions: a snapshot at 4, then one more in the log, and red's bid of round 3 still secret.
    for (const [client, amount] of [[red, 1], [blue, 2], [red, 2], [blue, 1], [red, 3]] as const) {
      client.send({ type: "action", action: { type: "bid", amount } });
      await client.next("ack");
    }
    const chatSent = red.next("chat");
    red.send({ type: "chat", text: "see you after the restart" });
    await chatSent;
    const before = await hashOf(server, created.gameId);
    const redBefore = (await red.next("update", (u) => u.seq === 5)).view as BidView;
    await stop(server);
    expect((await red.waitClosed()).code).toBeGreaterThan(0);

    server = await boot(dataDir);
    expect(await hashOf(server, created.gameId)).toBe(before);
    const red2 = await Client.open(server.wsUrl);
    const welcome = await red2.join(created.gameId, tokenOf(created, "red"));
    expect(welcome.seq).toBe(5);
    expect(welcome.view).toEqual(redBefore);
    expect((welcome.view as BidView).myBid).toBe(3);
    expect(welcome.chat.map((c) => c.text)).toEqual(["see you after the restart"]);
    expect(welcome.events.at(-1)).toMatchObject({ seq: 5, type: "own-bid" });
    const blue2 = await Client.open(server.wsUrl);
    await blue2.join(created.gameId, tokenOf(created, "blue"));
    blue2.send({ type: "action", action: { type: "bid", amount: 0 } });
    expect(await blue2.next("ack")).toMatchObject({ seq: 6 });
    const reveal = await red2.next("update", (u) => u.seq === 6);
    expect((reveal.view as BidView).lastReveal).toEqual({ red: 3, blue: 0 });
    await red2.close();
    await blue2.close();
  });

  it("replaying the whole log from scratch gives the same state as snapshot + tail", async () => {
    const dataDir = tempDir();
    let server = await boot(dataDir, 3);
    const created = await createGame(server.url, { players: [{ kind: "bot" }, { kind: "bot" }, { kind: "bot" }], options: { rounds: 10 } });
    const done = async () => {
      for (;;) {
        const s = (await (await fetch(`${server.url}/api/games/${created.gameId}`)).json()) as GameSummary;
        if (s.status === "finished") return s;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const summary = await done();
    const hash = await hashOf(server, created.gameId);
    await stop(server);

    // Damage the snapshot: the server must notice and replay all 30 actions instead.
    const db = new Database(join(dataDir, "kingsroad.sqlite"));
    expect((db.prepare("SELECT seq FROM snapshots WHERE game_id = ?").get(created.gameId) as { seq: number }).seq).toBe(30);
    db.prepare("UPDATE snapshots SET state = '{}' WHERE game_id = ?").run(created.gameId);
    db.close();
    const complaints: string[] = [];
    server = await start({ dataDir, log: (m) => complaints.push(m) });
    running.push(server);
    expect(await hashOf(server, created.gameId)).toBe(hash);
    expect(complaints.join("\n")).toMatch(/damaged/);
    const after = (await (await fetch(`${server.url}/api/games/${created.gameId}`)).json()) as GameSummary;
    expect(after).toEqual(summary);
  });

  it("bot games that were under way when the server stopped play on after it restarts", async () => {
    const dataDir = tempDir();
    // Slow bots, so the games are mid-way when the server stops.
    let server = await start({ dataDir, botDelayMs: 20 });
    running.push(server);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const g = await createGame(server.url, { players: [{ kind: "bot" }, { kind: "bot" }], options: { rounds: 30 } });
      ids.push(g.gameId);
    }
    const seqs = () => Promise.all(ids.map(async (id) => (await server.server.hub.get(id))!.seq));
    while (!(await seqs()).some((s) => s >= 2)) await new Promise((r) => setTimeout(r, 10));
    const seqsBefore = await seqs();
    await stop(server);
    expect(seqsBefore.some((s) => s > 0 && s < 60)).toBe(true);

    server = await boot(dataDir);
    for (const [i, id] of ids.entries()) {
      const game = await server.server.hub.get(id);
      expect(game!.seq).toBeGreaterThanOrEqual(seqsBefore[i]!);
    }
    for (const id of ids) {
      for (;;) {
        const s = (await (await fetch(`${server.url}/api/games/${id}`)).json()) as GameSummary;
        if (s.status === "finished") {
          expect(s.seq).toBe(60);
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    }
  });

  it("an action is stored before it is acknowledged: the store holds every acked seq", async () => {
    const dataDir = tempDir();
    const server = await boot(dataDir);
    const created = await createGame(server.url, { options: { rounds: 3 } });
    const red = await Client.open(server.wsUrl);
    const blue = await Client.open(server.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    const ack = await red.next("ack");
    // Read the file through a second connection, as another process would.
    const db = new Database(join(dataDir, "kingsroad.sqlite"), { readonly: true });
    const rows = db.prepare("SELECT seq, seat, action FROM actions WHERE game_id = ?").all(created.gameId);
    db.close();
    expect(rows).toEqual([{ seq: ack.seq, seat: "red", action: JSON.stringify({ type: "bid", amount: 1 }) }]);
    await red.close();
    await blue.close();
  });
});
