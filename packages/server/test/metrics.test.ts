/**
 * `/metrics` beyond actions and sockets (issue 39 item 11): how long bots take to decide, notices
 * delivered and failed by kind, the store's games by status, history rebuilds. Each figure is read
 * after the event that moves it, over real HTTP and WebSockets.
 */
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryStore } from "../src/store/memory.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";

const running: Running[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

async function scrape(r: Running): Promise<(series: string) => number | undefined> {
  const text = await (await fetch(`${r.url}/metrics`)).text();
  return (series) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} never came`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function join(r: Running, gameId: string, token: string): Promise<Client> {
  const c = await Client.open(r.wsUrl);
  cleanups.push(() => c.close());
  await c.join(gameId, token);
  return c;
}

const bid = async (c: Client, amount: number) => {
  c.send({ type: "action", action: { type: "bid", amount } });
  return c.next("ack");
};

describe("metrics", () => {
  it.each([["memory", false], ["SQLite", true]])("games by status: the store's open, running and finished games (%s store)", async (_name, sqlite) => {
    const r = await start(sqlite ? { dataDir: tempDir(), store: undefined } : {});
    running.push(r);
    await createGame(r.url);
    await createGame(r.url);
    let m = await scrape(r);
    expect(m('kingsroad_games{status="open"}')).toBe(2);
    expect(m('kingsroad_games{status="running"}')).toBe(0);
    const created = await createGame(r.url, { options: { rounds: 1, coins: 3 } });
    const red = await join(r, created.gameId, tokenOf(created, "red"));
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    await until(async () => (await scrape(r))('kingsroad_games{status="running"}') === 1, "a running game");
    m = await scrape(r);
    expect(m('kingsroad_games{status="open"}')).toBe(2);
    await bid(red, 1);
    await bid(blue, 2);
    await until(async () => (await scrape(r))('kingsroad_games{status="finished"}') === 1, "the finished game");
    m = await scrape(r);
    expect(m('kingsroad_games{status="running"}')).toBe(0);
    expect(m('kingsroad_games{status="open"}')).toBe(2);
  });

  it("a store that cannot count leaves the games gauge out of the scrape, not the scrape itself", async () => {
    const store = new MemoryStore();
    store.countGames = () => Promise.reject(new Error("the database is gone"));
    const r = await start({ store });
    running.push(r);
    const res = await fetch(`${r.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("kingsroad_open_sockets 0");
    expect(text).not.toMatch(/^kingsroad_games\{/m);
  });

  it("bot decision time: a histogram by engine, one observation per move a bot chose", async () => {
    const r = await start();
    running.push(r);
    await createGame(r.url, { players: [{ kind: "bot" }, { kind: "bot" }], options: { rounds: 2, coins: 3 } });
    await until(async () => (await scrape(r))('kingsroad_games{status="finished"}') === 1, "the end of the bot game");
    const m = await scrape(r);
    // Two rounds, two seats: four bids, each decided by a bot.
    expect(m('kingsroad_bot_decision_seconds_count{engine="secret-bid"}')).toBe(4);
    expect(m('kingsroad_bot_decision_seconds_bucket{le="+Inf",engine="secret-bid"}')).toBe(4);
    expect(m('kingsroad_bot_decision_seconds_sum{engine="secret-bid"}')).toBeGreaterThanOrEqual(0);
  });

  it("notices delivered and failed, by kind (webhook, email)", async () => {
    // The receiver takes the first notice and refuses the second (404: not retried).
    let n = 0;
    const hook: Server = createHttpServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(n++ === 0 ? 200 : 404).end());
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => hook.close(() => resolve())));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    // No SMTP server listens on port 1: every mail fails.
    const r = await start({ notify: { smtpUrl: "smtp://127.0.0.1:1", webhook: { allowPrivate: true, timeoutMs: 1000, retryDelaysMs: [] } }, log: () => undefined });
    running.push(r);
    const created = await createGame(r.url, { options: { rounds: 2, coins: 5 } });
    const red = await join(r, created.gameId, tokenOf(created, "red"));
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "notify", webhook: url, email: "blue@example.com" });
    await blue.next("notify");
    await bid(blue, 1);
    await blue.close();
    await bid(red, 2); // round 2: blue, away, is told of its turn
    await until(async () => (await scrape(r))('kingsroad_notifications_total{kind="email",result="failed"}') === 1, "the failed mail");
    let m = await scrape(r);
    expect(m('kingsroad_notifications_total{kind="webhook",result="delivered"}')).toBe(1);
    expect(m('kingsroad_notifications_total{kind="webhook",result="failed"}')).toBeUndefined();

    const back = await join(r, created.gameId, tokenOf(created, "blue"));
    await bid(back, 0);
    await bid(red, 0); // the end: blue is told again, and the receiver refuses it
    await until(async () => (await scrape(r))('kingsroad_notifications_total{kind="webhook",result="failed"}') === 1, "the refused webhook");
    m = await scrape(r);
    expect(m('kingsroad_notifications_total{kind="webhook",result="delivered"}')).toBe(1);
    await until(async () => (await scrape(r))('kingsroad_notifications_total{kind="email",result="failed"}') === 2, "the second failed mail");
  });

  it("history rebuilds: a page replayed counts, the same page from the cache does not", async () => {
    const r = await start();
    running.push(r);
    const created = await createGame(r.url, { options: { rounds: 3, coins: 3 } });
    const red = await join(r, created.gameId, tokenOf(created, "red"));
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    await bid(red, 1);
    await bid(blue, 2);
    expect((await scrape(r))("kingsroad_history_rebuilds_total")).toBe(0);
    red.send({ type: "history", from: 0, count: 50, ref: "a" });
    await red.next("history", (h) => h.ref === "a");
    expect((await scrape(r))("kingsroad_history_rebuilds_total")).toBe(1);
    red.send({ type: "history", from: 0, count: 50, ref: "b" });
    await red.next("history", (h) => h.ref === "b");
    expect((await scrape(r))("kingsroad_history_rebuilds_total")).toBe(1);
  });
});
