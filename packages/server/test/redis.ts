/**
 * Redis for a test: 127.0.0.1:6379 or KINGSROAD_TEST_REDIS. Each test run uses keys and channels
 * under a random prefix, so runs never meet. When Redis does not answer, the test fails with one
 * sentence saying what is needed.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export const TEST_REDIS = process.env.KINGSROAD_TEST_REDIS ?? "redis://127.0.0.1:6379";

/** A connected client; throws the sentence naming Redis when it does not answer. */
export async function testRedis(): Promise<Redis> {
  const redis = new Redis(TEST_REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    redis.disconnect();
    throw new Error(
      `Redis at ${new URL(TEST_REDIS).host} is needed for this test and did not answer (${(e as Error).message}): start it with ` +
        '`redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no` (.ci/run starts it), or set KINGSROAD_TEST_REDIS.',
    );
  }
  return redis;
}

/** A key prefix of its own for one test. */
export const testPrefix = (): string => `kingsroad-test-${randomBytes(4).toString("hex")}:`;
