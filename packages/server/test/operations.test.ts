/**
 * Operating a server (issue 18): `/api/health` names the store and, with REDIS_URL, Redis;
 * `/metrics` counts actions, their latency, sockets and games in Prometheus' text format; the
 * structured log (pino) carries each stored action's game id and seq.
 */
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";
import { killed, launch } from "./spawn.ts";

const REDIS = process.env.KINGSROAD_TEST_REDIS ?? "redis://127.0.0.1:6379";

const running: Running[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) await killed(child);
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

async function redisAnswers(): Promise<void> {
  const redis = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    throw new Error(
      `Redis at ${new URL(REDIS).host} is needed for this test and did not answer (${(e as Error).message}): start it with ` +
        '`redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no` (.ci/run starts it), or set KINGSROAD_TEST_REDIS.',
    );
  } finally {
    redis.disconnect();
  }
}

/** Two players, `bids` actions acknowledged; the clients stay open. */
async function played(r: Running, bids: number): Promise<{ gameId: string; clients: Client[] }> {
  const created = await createGame(r.url, { options: { rounds: 3, coins: 9 } });
  const red = await Client.open(r.wsUrl);
  const blue = await Client.open(r.wsUrl);
  await red.join(created.gameId, tokenOf(created, "red"));
  await blue.join(created.gameId, tokenOf(created, "blue"));
  for (let i = 0; i < bids; i++) {
    const client = i % 2 === 0 ? red : blue;
    client.send({ type: "action", action: { type: "bid", amount: 1 } });
    await client.next("ack");
  }
  return { gameId: created.gameId, clients: [red, blue] };
}

describe("health", () => {
  it("reports the store, and Redis when REDIS_URL is set", async () => {
    await redisAnswers();
    const plain = await start();
    running.push(plain);
    expect(await (await fetch(`${plain.url}/api/health`)).json()).toEqual({ ok: true, store: "ok" });

    const withRedis = await start({ redisUrl: REDIS });
    running.push(withRedis);
    const ok = await fetch(`${withRedis.url}/api/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, store: "ok", redis: "ok" });
  });

  it("is 503 redis_unreachable while Redis does not answer", async () => {
    const r = await start({ redisUrl: "redis://127.0.0.1:1", log: () => undefined });
    running.push(r);
    const res = await fetch(`${r.url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, code: "redis_unreachable", store: "ok", redis: "unreachable", message: expect.stringMatching(/^The server cannot reach Redis: /) });
  });
});

describe("metrics", () => {
  it("counts applied actions, their latency, open sockets and loaded games in Prometheus' format", async () => {
    const r = await start();
    running.push(r);
    const { clients } = await played(r, 3);
    const res = await fetch(`${r.url}/metrics`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
    expect(value("kingsroad_actions_applied_total")).toBe(3);
    expect(value("kingsroad_action_latency_seconds_count")).toBe(3);
    expect(value('kingsroad_action_latency_seconds_bucket\\{le="\\+Inf"\\}')).toBe(3);
    expect(value("kingsroad_open_sockets")).toBe(2);
    expect(value("kingsroad_games_loaded")).toBe(1);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    for (const c of clients) await c.close();
  });
});

describe("logs", () => {
  it("are JSON lines; each stored action's line carries its game id and seq at level debug", { timeout: 60_000 }, async () => {
    const server = await launch(tempDir(), children, { LOG_LEVEL: "debug" });
    const r = { url: server.url, wsUrl: `${server.url.replace("http", "ws")}/ws` } as Running;
    const { gameId, clients } = await played(r, 2);
    for (const c of clients) await c.close();
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const stored = lines.filter((l) => l.msg === "action stored");
    expect(stored.map((l) => [l.gameId, l.seq, l.level])).toEqual([
      [gameId, 1, 20],
      [gameId, 2, 20],
    ]);
  });
});
