/**
 * The HTTP rate limit holds over several processes (issue 39 item 10): two real server processes
 * (`main.ts`, each on its own SQLite folder) sharing one Redis under a prefix of this test's own
 * count every request together, so with HTTP_RATE_LIMIT=10 the two allow 10 requests from one
 * address, not 10 each.
 */
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "./helpers.ts";
import { testPrefix, testRedis, TEST_REDIS } from "./redis.ts";
import { launch } from "./spawn.ts";
import type { Redis } from "ioredis";

const children: ChildProcess[] = [];
let redis: Redis;
let prefix: string;

beforeAll(async () => {
  redis = await testRedis();
  prefix = testPrefix();
});
afterAll(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe("HTTP rate limit with REDIS_URL", () => {
  it("two processes sharing Redis together allow HTTP_RATE_LIMIT requests per address, not twice it", { timeout: 120_000 }, async () => {
    const env = { REDIS_URL: TEST_REDIS, REDIS_PREFIX: prefix, HTTP_RATE_LIMIT: "10", LOG_LEVEL: "warn" };
    const [a, b] = await Promise.all([launch(tempDir(), children, env, 90_000), launch(tempDir(), children, env, 90_000)]);
    const statuses: number[] = [];
    // One after the other, alternating: each process alone would allow all 20.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).url}/api/engines`);
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toMatchObject({ code: "rate_limited" });
      else await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The count is kept under the deployment's prefix.
    expect(await redis.keys(`${prefix}http-rate:*`)).not.toHaveLength(0);
  });
});
