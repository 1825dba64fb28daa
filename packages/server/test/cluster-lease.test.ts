/**
 * Game leases in the real Redis (cluster/lease.ts): one writer per game, renewed while its process
 * lives, taken over once it stops renewing, handed back on a clean stop.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fencedStore } from "../src/cluster/fenced-store.ts";
import { Leases } from "../src/cluster/lease.ts";
import { MemoryStore } from "../src/store/memory.ts";
import { StoreConflictError } from "../src/store/types.ts";
import { testPrefix, testRedis } from "./redis.ts";

let redis: Redis;
const open: Leases[] = [];
const lease = (owner: string, prefix: string, extra: Partial<ConstructorParameters<typeof Leases>[1]> = {}): Leases => {
  const l = new Leases(redis, { owner, prefix, ttlMs: 600, ...extra });
  open.push(l);
  return l;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  await Promise.all(open.map((l) => l.close(false)));
  redis?.disconnect();
});

describe("game leases", () => {
  it("are taken by one process only, and name it", async () => {
    const prefix = testPrefix();
    const a = lease("a", prefix);
    const b = lease("b", prefix);
    expect(await a.take("g1")).toBe(true);
    expect(await b.take("g1")).toBe(false);
    expect(await a.take("g1")).toBe(true);
    expect(a.holds("g1")).toBe(true);
    expect(b.holds("g1")).toBe(false);
    expect(await b.ownerOf("g1")).toBe("a");
    expect(await b.ownersOf(["g1", "g2"])).toEqual(["a", null]);
  });

  it("are renewed while the holder lives, far past their TTL", async () => {
    const prefix = testPrefix();
    const a = lease("a", prefix, { renewEveryMs: 100 });
    const b = lease("b", prefix);
    expect(await a.take("g1")).toBe(true);
    await sleep(1500);
    expect(a.holds("g1")).toBe(true);
    expect(await b.take("g1")).toBe(false);
  });

  it("are taken over once the holder stops renewing, and the old holder hears it lost the game", async () => {
    const prefix = testPrefix();
    const lost: string[] = [];
    const a = lease("a", prefix, { renewEveryMs: 60_000, onLost: (id) => lost.push(id) });
    const b = lease("b", prefix);
    expect(await a.take("g1")).toBe(true);
    await sleep(700); // past the TTL: a "died" (it did not renew)
    // By its own clock a stopped trusting the lease before it expired in Redis.
    expect(a.holds("g1")).toBe(false);
    expect(await b.take("g1")).toBe(true);
    await a.renew();
    expect(lost).toEqual(["g1"]);
    expect(a.games).toEqual([]);
    expect(await a.ownerOf("g1")).toBe("b");
  });

  it("are released only by their holder: a stale holder cannot drop the new one's lease", async () => {
    const prefix = testPrefix();
    const a = lease("a", prefix, { renewEveryMs: 60_000 });
    const b = lease("b", prefix);
    await a.take("g1");
    await sleep(700);
    await b.take("g1");
    await a.release("g1");
    expect(await b.ownerOf("g1")).toBe("b");
    await b.release("g1");
    expect(await a.ownerOf("g1")).toBeNull();
    expect(await a.take("g1")).toBe(true);
  });

  it("are all handed back on a clean stop, at once", async () => {
    const prefix = testPrefix();
    const a = lease("a", prefix, { ttlMs: 60_000 });
    const b = lease("b", prefix, { ttlMs: 60_000 });
    await a.take("g1");
    await a.take("g2");
    await a.close(true);
    expect(await b.take("g1")).toBe(true);
    expect(await b.take("g2")).toBe(true);
    expect(await a.take("g3")).toBe(false);
  });

  it("fence the store: a process writes only the games it holds, and stops the moment it loses one", async () => {
    const prefix = testPrefix();
    const a = lease("a", prefix, { renewEveryMs: 60_000 });
    const b = lease("b", prefix);
    const store = fencedStore(new MemoryStore(), (id) => a.holds(id));
    const record = { id: "g1", engine: "secret-bid", title: "t", createdAt: 0, setup: { kind: "scenario" as const, scenario: {} }, seats: [], status: "running" as const, outcome: null };
    await expect(store.createGame(record)).rejects.toBeInstanceOf(StoreConflictError);
    await a.take("g1");
    await store.createGame(record);
    await store.appendAction("g1", { seq: 1, seat: "red", action: {}, at: 0 });
    await sleep(700); // a stalled past its lease; b takes the game
    await b.take("g1");
    await expect(store.appendAction("g1", { seq: 2, seat: "red", action: {}, at: 0 })).rejects.toBeInstanceOf(StoreConflictError);
    await expect(store.appendChat("g1", { seat: null, name: "x", text: "y", at: 0, channel: "table" })).rejects.toBeInstanceOf(StoreConflictError);
    expect((await store.loadGame("g1"))?.actions).toHaveLength(1);
  });
});
