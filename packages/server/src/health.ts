/**
 * `GET /api/health`: whether this process can do its work. The store must be writable (a probe
 * written and removed like an action, and the last append of an action or game must not have
 * failed); when REDIS_URL is set, Redis must answer a PING. Each check runs at most once a second
 * however often health is asked for; the answer names each part:
 *
 *   200 { ok: true, store: "ok", redis?: "ok" }
 *   503 { ok: false, code: "store_unwritable" | "redis_unreachable", message, store, redis? }
 */
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { GameStore } from "./store/types.ts";

const CHECK_EVERY_MS = 1000;
const PING_TIMEOUT_MS = 1000;

/** A connection to Redis for PING alone; it reconnects by itself and never queues commands. */
export class RedisPing {
  private readonly redis: Redis;
  private reported = false;
  private ready: Promise<void> | null = null;

  constructor(url: string, log: (message: string, error?: unknown) => void) {
    this.redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000 });
    // Reconnection is ioredis's; the log hears of the first failure of each outage only.
    this.redis.on("error", (e) => {
      if (!this.reported) log("Redis does not answer", e);
      this.reported = true;
    });
    this.redis.on("ready", () => {
      this.reported = false;
      this.ready = null;
    });
    this.redis.connect().catch(() => undefined);
  }

  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    // Commands are not queued while disconnected (a queue would grow at each check of an outage):
    // a check made while connecting waits for the connection, within the same time limit.
    // One waiter for the connection however many checks wait on it.
    this.ready ??= new Promise<void>((resolve) => this.redis.once("ready", () => resolve()));
    const ready = this.redis.status === "ready" ? Promise.resolve() : this.ready;
    try {
      await Promise.race([ready.then(() => this.redis.ping()), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.redis.disconnect();
  }
}

interface Checked {
  at: number;
  error: string | null;
}

/**
 * Runs `check` at most once every `everyMs` (the first request runs it: no answer is assumed), the
 * last answer in between; requests that come while it runs wait for that one run.
 */
function throttled(check: () => Promise<void>, everyMs: number): () => Promise<string | null> {
  let last: Checked | null = null;
  let running: Promise<Checked> | null = null;
  const run = async (): Promise<Checked> => {
    let error: string | null = null;
    try {
      await check();
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    return { at: Date.now(), error };
  };
  return async () => {
    if (last && Date.now() - last.at <= everyMs) return last.error;
    running ??= run().then((checked) => {
      last = checked;
      running = null;
      return checked;
    });
    return (await running).error;
  };
}

export function registerHealth(app: FastifyInstance, store: GameStore, redis: RedisPing | null, checkEveryMs = CHECK_EVERY_MS): void {
  // A server that cannot store actions cannot acknowledge any: it is not healthy, even if it answers.
  const storeError = throttled(async () => store.checkWritable?.(), checkEveryMs);
  const redisError = redis ? throttled(() => redis.ping(), checkEveryMs) : null;
  app.get("/api/health", { logLevel: "warn" }, async (_request, reply) => {
    const [storeProblem, redisProblem] = await Promise.all([storeError(), redisError?.() ?? null]);
    const parts = { store: storeProblem ? "unwritable" : "ok", ...(redisError && { redis: redisProblem ? "unreachable" : "ok" }) };
    if (storeProblem) {
      return reply.code(503).send({ ok: false, code: "store_unwritable", message: `The server cannot store games: ${storeProblem}.`, ...parts });
    }
    if (redisProblem) {
      return reply.code(503).send({ ok: false, code: "redis_unreachable", message: `The server cannot reach Redis: ${redisProblem}.`, ...parts });
    }
    return { ok: true, ...parts };
  });
}
