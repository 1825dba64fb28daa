/**
 * The HTTP rate limit (@fastify/rate-limit): `max` requests per window per client address over all
 * routes, and the routes' own tighter limits (game creation, seat links; their `config.rateLimit`).
 *
 * With Redis (REDIS_URL) the counts live there, under `<REDIS_PREFIX>http-rate:`, so several
 * processes behind one load balancer together allow the limit, not the limit times the number of
 * processes (each count is one Lua INCR + PEXPIRE: atomic across processes). Without Redis each
 * process counts alone. While Redis does not answer, requests pass uncounted (`skipOnError`): a
 * rate limit is not worth refusing every player for, and `/api/health` already says 503
 * `redis_unreachable`, so a load balancer takes the process out.
 *
 * ```ts
 * const limiter = await registerHttpRateLimit(app, { max: 600, timeWindowMs: 60_000 }, { url, prefix: "kingsroad:" }, log);
 * // ... on close:
 * limiter.close();
 * ```
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { LogFn } from "./log.ts";

export interface HttpRate {
  max: number;
  timeWindowMs: number;
}

/** 600 requests per minute per address (HTTP_RATE_LIMIT). */
export const DEFAULT_HTTP_RATE: HttpRate = { max: 600, timeWindowMs: 60_000 };

export async function registerHttpRateLimit(
  app: FastifyInstance,
  rate: HttpRate | false,
  shared: { url: string; prefix: string } | null,
  log: LogFn,
): Promise<{ close(): void }> {
  let redis: Redis | null = null;
  if (shared && rate !== false) {
    // No offline queue: while Redis is away a count fails at once (and the request passes) instead
    // of waiting in a queue that grows with every request of the outage.
    redis = new Redis(shared.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000 });
    let reported = false;
    redis.on("error", (e) => {
      if (!reported) log("Redis does not answer: the HTTP rate limit lets requests pass uncounted", e);
      reported = true;
    });
    redis.on("ready", () => (reported = false));
    // Connected before the server answers, so its first requests are counted; ioredis reconnects by itself.
    await redis.connect().catch(() => undefined);
  }
  await app.register(fastifyRateLimit, {
    global: rate !== false,
    ...(rate !== false && { max: rate.max, timeWindow: rate.timeWindowMs }),
    ...(redis && shared && { redis, nameSpace: `${shared.prefix}http-rate:`, skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "rate_limited",
      message: `Too many requests; retry in ${context.after}.`,
    }),
  });
  return { close: () => redis?.disconnect() };
}
