/**
 * Backpressure with real sockets that stop reading (ws `pause()`: nothing is read from TCP, so
 * the kernel's buffers fill and then the server's). A newer view supersedes an unsent older one,
 * so a spectator that does not read an AGoT bot game is not closed and is not sent a view per
 * action once it reads again; a client that piles up what cannot be superseded (history pages)
 * is closed with CLOSE_TOO_SLOW past about 1 MiB; at most 20 sockets per address by default.
 */
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { outboxStats } from "../src/outbox.ts";
import { CLOSE_TOO_SLOW, type GameSummary } from "../src/protocol.ts";
import { Client, createGame, start, tempDir, type Running } from "./helpers.ts";
import { launch } from "./spawn.ts";

let run: Running | null = null;
const clients: Client[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.socket.terminate();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  await run?.server.close();
  run = null;
});

const seqOf = async (r: Running, gameId: string) => ((await (await fetch(`${r.url}/api/games/${gameId}`)).json()) as GameSummary).seq;
const until = async (test: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const sixBots = { engine: "agot", players: Array.from({ length: 6 }, () => ({ kind: "bot" as const, level: "random" })) };

describe("backpressure", () => {
  it("a spectator that stops reading gets the newest view, not one per action, and stays open", { timeout: 120_000 }, async () => {
    run = await start({ games: defaultGames(), bots: defaultBots() });
    const created = await createGame(run.url, sixBots);
    const watcher = await Client.open(run.wsUrl);
    clients.push(watcher);
    const welcome = await watcher.join(created.gameId);
    const supersededBefore = outboxStats.superseded;
    watcher.socket.pause();
    // A whole random game (about 700 actions of ~11 KB views, ~8 MB): past the kernel's buffers and the 1 MiB cap.
    const r = run;
    await until(async () => (await seqOf(r, created.gameId)) >= welcome.seq + 2000 || (await r.server.hub.get(created.gameId))?.outcome != null, 90_000, "2,000 actions");
    const [server] = [...run.server.app.websocketServer.clients];
    expect(server?.readyState).toBe(WebSocket.OPEN);
    expect(server!.bufferedAmount).toBeLessThan(1024 * 1024);
    const stoppedAt = await seqOf(run, created.gameId);

    watcher.socket.resume();
    await until(() => watcher.received.some((m) => m.type === "update" && m.seq >= stoppedAt), 30_000, "the newest view");
    const updates = watcher.received.filter((m) => m.type === "update");
    console.log(`spectator paused for ${stoppedAt - welcome.seq} actions, then got ${updates.length} updates`);
    // The kernel's socket buffers (a few MB on loopback) take a few hundred views before any
    // wait; every view after that superseded the one waiting, or was the last.
    expect(outboxStats.superseded - supersededBefore).toBeGreaterThan(0);
    expect(updates.length).toBeLessThan(stoppedAt - welcome.seq);
    expect(watcher.closed).toBeNull();
    // Seqs only grow: a superseded view never arrives after a newer one.
    const seqs = updates.map((m) => (m as { seq: number }).seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it("a client that piles up history pages it does not read is closed with CLOSE_TOO_SLOW", { timeout: 120_000 }, async () => {
    run = await start({ games: defaultGames(), bots: defaultBots() });
    const created = await createGame(run.url, sixBots);
    const r = run;
    await until(async () => (await seqOf(r, created.gameId)) >= 120, 60_000, "120 actions");
    const reader = await Client.open(run.wsUrl);
    clients.push(reader);
    await reader.join(created.gameId);
    reader.socket.pause();
    for (let i = 0; i < 30; i++) reader.send({ type: "history", from: 0, count: 50, ref: i });
    await until(() => [...r.server.app.websocketServer.clients].some((s) => s.readyState === WebSocket.CLOSING), 60_000, "the server closing the socket");
    reader.socket.resume();
    const closed = await reader.waitClosed(10_000);
    expect(closed.code).toBe(CLOSE_TOO_SLOW);
    expect(closed.reason).toMatch(/too slow/);
    const pages = reader.received.filter((m) => m.type === "history").length;
    console.log(`closed after ${pages} history pages were delivered of 30 asked`);
    expect(pages).toBeLessThan(30);
  });

  it("allows 20 sockets per address by default; MAX_SOCKETS_PER_ADDRESS sets another number", { timeout: 60_000 }, async () => {
    run = await start();
    const twenty: Client[] = [];
    for (let i = 0; i < 20; i++) twenty.push(await Client.open(run.wsUrl));
    clients.push(...twenty);
    const extra = await Client.open(run.wsUrl);
    clients.push(extra);
    expect((await extra.waitClosed()).code).toBe(1008);
    for (const c of twenty) expect(c.closed).toBeNull();

    const server = await launch(tempDir(), children, { MAX_SOCKETS_PER_ADDRESS: "2" });
    const ws = `${server.url.replace("http", "ws")}/ws`;
    const [a, b, c] = [await Client.open(ws), await Client.open(ws), await Client.open(ws)];
    clients.push(a, b, c);
    expect((await c.waitClosed()).code).toBe(1008);
    expect(a.closed).toBeNull();
  });
});
