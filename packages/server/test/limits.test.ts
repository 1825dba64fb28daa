import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { TokenBucket } from "../src/rate-limit.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";

let run: Running | null = null;
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await run?.server.close();
  run = null;
});
const open = async (): Promise<Client> => {
  const c = await Client.open(run!.wsUrl);
  clients.push(c);
  return c;
};

describe("TokenBucket", () => {
  it("allows a burst of `capacity`, then refills over time", () => {
    let now = 0;
    const bucket = new TokenBucket({ capacity: 3, refillPerSecond: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.take()).toBe(false);
    now = 500;
    expect(bucket.take()).toBe(true);
    now = 100_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});

describe("WebSocket limits", () => {
  it("rate-limits a flooding connection and then closes it", async () => {
    run = await start({ connection: { messages: { capacity: 5, refillPerSecond: 0.01 }, maxStrikes: 10 } });
    const c = await open();
    for (let i = 0; i < 5; i++) c.send({ type: "ping", ref: i });
    for (let i = 0; i < 5; i++) await c.next("pong");
    for (let i = 0; i < 30; i++) c.send({ type: "ping", ref: i });
    const closed = await c.waitClosed();
    expect(closed.code).toBe(1008);
    const pongs = c.received.filter((m) => m.type === "pong");
    const limited = c.received.filter((m) => m.type === "error" && m.code === "rate_limited");
    expect(pongs).toHaveLength(5);
    expect(limited.length).toBeGreaterThanOrEqual(10);
  });

  it("a well-behaved neighbour is not affected by a flooder", async () => {
    run = await start({ connection: { messages: { capacity: 5, refillPerSecond: 1 } } });
    const flooder = await open();
    const calm = await open();
    for (let i = 0; i < 20; i++) flooder.send({ type: "ping" });
    calm.send({ type: "ping", ref: "calm" });
    expect(await calm.next("pong")).toEqual({ type: "pong", ref: "calm" });
  });

  it("rate-limits chat separately", async () => {
    run = await start({ connection: { chat: { capacity: 2, refillPerSecond: 0.01 } } });
    const created = await createGame(run.url);
    const red = await open();
    await red.join(created.gameId, tokenOf(created, "red"));
    for (let i = 0; i < 4; i++) red.send({ type: "chat", text: `spam ${i}` });
    expect(await red.next("error")).toMatchObject({ code: "rate_limited" });
    await red.next("error");
    expect(red.received.filter((m) => m.type === "chat")).toHaveLength(2);
    // Actions still go through.
    red.send({ type: "action", action: { type: "bid", amount: 0 } });
    expect(await red.next("ack")).toMatchObject({ seq: 1 });
  });

  it("refuses messages over the size cap, and the socket closes on huge ones", async () => {
    run = await start({ connection: { maxMessageBytes: 1024 } });
    const c = await open();
    c.send({ type: "chat", text: "x".repeat(2000) });
    expect(await c.next("error")).toMatchObject({ code: "too_large" });
    c.send({ type: "ping", ref: 1 });
    expect(await c.next("pong")).toMatchObject({ ref: 1 });
    c.send("y".repeat(10_000));
    expect((await c.waitClosed()).code).toBe(1009);
  });
});

describe("heartbeat", () => {
  it("keeps answering clients and drops those that stopped answering pings", async () => {
    run = await start({ connection: { heartbeatMs: 40 } });
    const created = await createGame(run.url);
    const live = await open();
    await live.join(created.gameId);
    const dead = new WebSocket(run.wsUrl, { autoPong: false });
    await new Promise((resolve) => dead.once("open", resolve));
    dead.send(JSON.stringify({ type: "join", gameId: created.gameId }));
    const code = await new Promise<number>((resolve) => dead.once("close", (c) => resolve(c)));
    expect(code).toBe(1006); // terminated without a close frame
    live.send({ type: "ping", ref: "still here" });
    expect(await live.next("pong")).toMatchObject({ ref: "still here" });
    const summary = (await (await fetch(`${run.url}/api/games/${created.gameId}`)).json()) as { seats: Array<{ connected: number }> };
    expect(summary.seats.every((s) => s.connected === 0)).toBe(true);
  });
});

describe("connections per address", () => {
  it("closes connections beyond the per-address cap", async () => {
    run = await start({ maxConnectionsPerAddress: 2 });
    const a = await open();
    const b = await open();
    const c = await open();
    expect((await c.waitClosed()).code).toBe(1008);
    await a.close();
    await new Promise((r) => setTimeout(r, 100)); // the server sees the close a moment later
    const d = await open();
    d.send({ type: "ping", ref: "d" });
    expect(await d.next("pong")).toMatchObject({ ref: "d" });
    b.send({ type: "ping", ref: "b" });
    expect(await b.next("pong")).toMatchObject({ ref: "b" });
  });
});

describe("HTTP limits", () => {
  it("rate-limits HTTP requests per client with a clear error", async () => {
    run = await start({ httpRateLimit: { max: 5, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${run.url}/api/games`);
      statuses.push(res.status);
      last = await res.json();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(last).toMatchObject({ code: "rate_limited" });
  });

  it("limits game creation more tightly", async () => {
    run = await start({ createPerMinute: 2 });
    await createGame(run.url);
    await createGame(run.url);
    await expect(createGame(run.url)).rejects.toThrow(/429/);
    expect((await fetch(`${run.url}/api/games`)).status).toBe(200);
  });

  it("refuses oversized bodies", async () => {
    run = await start();
    const res = await fetch(`${run.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ engine: "secret-bid", players: [], pad: "x".repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "too_large" });
  });
});

describe("static files", () => {
  it("serves a plain fallback page when the web client is not built", async () => {
    run = await start({ webDist: join(tempDir(), "missing") });
    const res = await fetch(`${run.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("Kingsroad");
    const api404 = await fetch(`${run.url}/api/nothing`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toMatchObject({ code: "not_found" });
  });

  it("serves the built web client, with index.html for client-side routes", async () => {
    const dist = tempDir();
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>web client</title>");
    writeFileSync(join(dist, "assets", "app.js"), "console.log('hi')");
    run = await start({ webDist: dist });
    expect(await (await fetch(`${run.url}/`)).text()).toContain("web client");
    const js = await fetch(`${run.url}/assets/app.js`);
    expect(js.headers.get("content-type")).toContain("javascript");
    expect(await js.text()).toContain("hi");
    const route = await fetch(`${run.url}/game/abc123`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain("web client");
    expect((await fetch(`${run.url}/api/engines`)).status).toBe(200);
  });
});
