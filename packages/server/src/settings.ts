/**
 * The server's settings, read from the environment once at start and checked with one schema, so
 * a mistake stops the server with one line naming the setting instead of running on a surprise
 * (`PORT=` used to mean a random port, `SQLITE_SYNCHRONOUS=normal` silently meant FULL).
 *
 * A variable that is set but empty is refused: it is almost always a template left unfilled, and
 * unsetting it is how to ask for the default. The table in README.md lists every setting.
 */
import { isIP } from "node:net";
import { describeInvalid } from "@kingsroad/core";
import { z } from "zod";
import { DEFAULT_GAME_LIMITS, type GameLimits } from "./game-limits.ts";
import { DEFAULT_CONNECTIONS_PER_ADDRESS, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from "./http-edge.ts";

/** Open WebSockets per client address when MAX_SOCKETS_PER_ADDRESS is unset. */
export const DEFAULT_SOCKETS_PER_ADDRESS = 20;

export interface Settings {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly sqliteSynchronous: "FULL" | "NORMAL";
  readonly testEngine: boolean;
  /** The PostgreSQL store's URL; null: SQLite in dataDir. */
  readonly databaseUrl: string | null;
  /** Redis: with DATABASE_URL, several processes share the games through it (cluster/); else only the health check. */
  readonly redisUrl: string | null;
  /** The prefix of every Redis key and channel: one per set of processes sharing a database. */
  readonly redisPrefix: string;
  /** A game lease's life unless renewed (ms): how soon a dead process's games are taken over. */
  readonly leaseMs: number;
  /** The structured log's level (pino's names). */
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace";
  readonly smtpUrl: string | null;
  /** The sender of notices by e-mail. */
  readonly smtpFrom: string | null;
  /** Who runs this server, for Web Push services (VAPID subject): a mailto: or https: URL; null: mailto:kingsroad@localhost. */
  readonly pushSubject: string | null;
  /** Webhooks may reach loopback, private and link-local addresses (a server on a private network). */
  readonly webhookPrivateAddresses: boolean;
  readonly allowedOrigins: readonly string[] | null;
  /** Fastify's trustProxy: on/off, a hop count, or the proxies' addresses and networks. */
  readonly trustProxy: boolean | number | readonly string[];
  /** Open WebSockets allowed per client address. */
  readonly maxSocketsPerAddress: number;
  /** HTTP requests per minute per client address, over all routes (0: no limit); shared through Redis. */
  readonly httpRatePerMinute: number;
  /** Open TCP connections per remote address (0: none); null: the default (64, none with TRUST_PROXY). */
  readonly maxHttpConnectionsPerAddress: number | null;
  /** How long a client may take to send a request, its headers, or nothing. */
  readonly httpTimeouts: HttpTimeouts;
  /** Sentry's or GlitchTip's DSN: the pages' error reports go there too; null: only the log. */
  readonly sentryDsn: string | null;
  /** Caps on waiting and bot-only games, the expiry of unjoined games, the pace of bot-only games. */
  readonly limits: GameLimits;
}

/**
 * A setting that is absent (undefined) or a non-empty string, then parsed by `inner`; `unset`
 * says what leaving it out means.
 */
function setting<T extends z.ZodType<unknown, string>>(inner: T, unset: string) {
  return z
    .string()
    .refine((v) => v.trim() !== "", { message: `is set but empty; unset it ${unset}` })
    .pipe(inner)
    .optional();
}

const word = (values: readonly string[], what: string) =>
  z.string().transform((v, ctx) => {
    const up = v.trim().toUpperCase();
    if (!values.includes(up)) {
      ctx.addIssue({ code: "custom", message: `${what} (any case), got "${v}"` });
      return z.NEVER;
    }
    return up;
  });

const integer = (min: number, max: number, what: string) =>
  z.string().transform((v, ctx) => {
    const n = /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: `must be ${what} (a whole number from ${min} to ${max}), got "${v}"` });
      return z.NEVER;
    }
    return n;
  });

const url = (schemes: readonly string[]) =>
  z.string().transform((v, ctx) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(v.trim());
    } catch {
      // reported below
    }
    const scheme = parsed?.protocol.replace(/:$/, "");
    if (!parsed || !scheme || !schemes.includes(scheme) || parsed.hostname === "") {
      // The value may hold a password: only its scheme is repeated back.
      ctx.addIssue({ code: "custom", message: `must be a URL starting ${schemes.map((s) => `${s}://`).join(" or ")}${scheme ? `, got a ${scheme}: URL` : ""}` });
      return z.NEVER;
    }
    return v.trim();
  });

const origins = z.string().transform((v, ctx) => {
  const list = v.split(",").map((s) => s.trim()).filter((s) => s !== "");
  for (const origin of list) {
    let ok = false;
    try {
      const u = new URL(origin);
      ok = (u.protocol === "http:" || u.protocol === "https:") && u.origin === origin.replace(/\/$/, "");
    } catch {
      ok = false;
    }
    if (!ok) {
      ctx.addIssue({ code: "custom", message: `must be origins separated by commas, like https://kingsroad.example (scheme, host, optional port, no path), got "${origin}"` });
      return z.NEVER;
    }
  }
  return list.map((o) => o.replace(/\/$/, ""));
});

const isNetwork = (s: string): boolean => {
  const [address, bits, extra] = s.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = /^\d+$/.test(bits) ? Number(bits) : NaN;
  return n >= 0 && n <= (family === 4 ? 32 : 128);
};

const trustProxy = z.string().transform((v, ctx): boolean | number | string[] => {
  const t = v.trim().toLowerCase();
  if (t === "true") return true;
  if (t === "false") return false;
  if (/^\d+$/.test(t) && Number(t) <= 32) return Number(t);
  const list = t.split(",").map((s) => s.trim());
  if (list.every(isNetwork)) return list;
  ctx.addIssue({ code: "custom", message: `must be true, false, a number of proxies (0-32) or proxy addresses/networks separated by commas (10.0.0.1,10.1.0.0/16), got "${v}"` });
  return z.NEVER;
});

const schema = z.object({
  PORT: setting(integer(0, 65535, "a port number"), "to use 8080"),
  HOST: setting(z.string().trim(), "to use 127.0.0.1"),
  DATA_DIR: setting(z.string(), "to use ./data"),
  SQLITE_SYNCHRONOUS: setting(word(["FULL", "NORMAL"], "must be FULL or NORMAL"), "to use FULL"),
  KINGSROAD_TEST_ENGINE: setting(word(["1", "0", "TRUE", "FALSE"], "must be 1, 0, true or false"), "to leave the test engine out"),
  DATABASE_URL: setting(url(["postgres", "postgresql"]), "to keep games in SQLite"),
  REDIS_URL: setting(url(["redis", "rediss"]), "to run without Redis"),
  REDIS_PREFIX: setting(
    z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, "must be 1 to 64 letters, digits or :_.- characters"),
    "to use kingsroad:",
  ),
  LEASE_MS: setting(integer(1000, 600_000, "a lease's life in milliseconds"), "to use 4000"),
  LOG_LEVEL: setting(
    word(["FATAL", "ERROR", "WARN", "INFO", "DEBUG", "TRACE"], "must be fatal, error, warn, info, debug or trace").transform((v) => v.toLowerCase() as Settings["logLevel"]),
    "to log at info",
  ),
  SMTP_URL: setting(url(["smtp", "smtps"]), "to send no mail"),
  SMTP_FROM: setting(z.string().trim().min(3).max(200), "to send as kingsroad@localhost"),
  PUSH_SUBJECT: setting(url(["mailto", "https"]), "to name mailto:kingsroad@localhost to push services"),
  WEBHOOK_PRIVATE_ADDRESSES: setting(word(["1", "0", "TRUE", "FALSE"], "must be 1, 0, true or false"), "to refuse webhooks to local and private addresses"),
  ALLOWED_ORIGINS: setting(origins, "to allow only the server's own pages"),
  TRUST_PROXY: setting(trustProxy, "to trust no proxy"),
  MAX_SOCKETS_PER_ADDRESS: setting(integer(1, 100_000, "a number of sockets"), "to allow 20"),
  HTTP_RATE_LIMIT: setting(integer(0, 1_000_000, "a number of requests per minute (0: no limit)"), "to allow 600 a minute"),
  MAX_HTTP_CONNECTIONS_PER_ADDRESS: setting(integer(0, 1_000_000, "a number of connections (0: no cap)"), `to allow ${DEFAULT_CONNECTIONS_PER_ADDRESS} (none with TRUST_PROXY)`),
  HTTP_REQUEST_TIMEOUT_MS: setting(integer(1000, 3_600_000, "a time in milliseconds"), `to allow ${DEFAULT_HTTP_TIMEOUTS.requestMs} ms`),
  HTTP_HEADERS_TIMEOUT_MS: setting(integer(1000, 3_600_000, "a time in milliseconds"), `to allow ${DEFAULT_HTTP_TIMEOUTS.headersMs} ms`),
  HTTP_IDLE_TIMEOUT_MS: setting(integer(1000, 3_600_000, "a time in milliseconds"), `to allow ${DEFAULT_HTTP_TIMEOUTS.idleMs} ms`),
  MAX_WAITING_GAMES_PER_ADDRESS: setting(integer(1, 100_000, "a number of games"), `to allow ${DEFAULT_GAME_LIMITS.waitingPerAddress}`),
  MAX_WAITING_GAMES: setting(integer(1, 1_000_000, "a number of games"), `to allow ${DEFAULT_GAME_LIMITS.waiting}`),
  WAITING_GAME_EXPIRY_HOURS: setting(integer(1, 8760, "a number of hours"), `to keep them ${DEFAULT_GAME_LIMITS.waitingExpiryMs / 3_600_000} hours`),
  MAX_BOT_GAMES_PER_ADDRESS: setting(integer(0, 100_000, "a number of games"), `to allow ${DEFAULT_GAME_LIMITS.botGamesPerAddress}`),
  MAX_BOT_GAMES: setting(integer(0, 1_000_000, "a number of games"), `to allow ${DEFAULT_GAME_LIMITS.botGames}`),
  BOT_GAME_PACE_MS: setting(integer(0, 600_000, "a pause in milliseconds"), `to pause ${DEFAULT_GAME_LIMITS.botGamePaceMs} ms`),
  SENTRY_DSN: setting(url(["https", "http"]), "to send the pages' errors only to the log"),
});

/** Every variable the server reads, in the order of the README table. */
export const SETTING_NAMES = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

/** Reads the settings from `env`; a bad one is a one-line message naming it. */
export function readSettings(env: Readonly<Record<string, string | undefined>>): { ok: true; value: Settings } | { ok: false; error: string } {
  const picked = Object.fromEntries(SETTING_NAMES.map((name) => [name, env[name]]));
  const parsed = schema.safeParse(picked);
  if (!parsed.success) return { ok: false, error: `Bad setting ${describeInvalid(parsed.error, "environment")}` };
  const s = parsed.data;
  return {
    ok: true,
    value: {
      port: s.PORT ?? 8080,
      host: s.HOST ?? "127.0.0.1",
      dataDir: s.DATA_DIR ?? "./data",
      sqliteSynchronous: (s.SQLITE_SYNCHRONOUS as "FULL" | "NORMAL" | undefined) ?? "FULL",
      testEngine: s.KINGSROAD_TEST_ENGINE === "1" || s.KINGSROAD_TEST_ENGINE === "TRUE",
      databaseUrl: s.DATABASE_URL ?? null,
      redisUrl: s.REDIS_URL ?? null,
      redisPrefix: s.REDIS_PREFIX ?? "kingsroad:",
      leaseMs: s.LEASE_MS ?? 4000,
      logLevel: s.LOG_LEVEL ?? "info",
      smtpUrl: s.SMTP_URL ?? null,
      smtpFrom: s.SMTP_FROM ?? null,
      pushSubject: s.PUSH_SUBJECT ?? null,
      webhookPrivateAddresses: s.WEBHOOK_PRIVATE_ADDRESSES === "1" || s.WEBHOOK_PRIVATE_ADDRESSES === "TRUE",
      allowedOrigins: s.ALLOWED_ORIGINS ?? null,
      trustProxy: s.TRUST_PROXY ?? false,
      maxSocketsPerAddress: s.MAX_SOCKETS_PER_ADDRESS ?? DEFAULT_SOCKETS_PER_ADDRESS,
      httpRatePerMinute: s.HTTP_RATE_LIMIT ?? 600,
      maxHttpConnectionsPerAddress: s.MAX_HTTP_CONNECTIONS_PER_ADDRESS ?? null,
      sentryDsn: s.SENTRY_DSN ?? null,
      httpTimeouts: {
        requestMs: s.HTTP_REQUEST_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.requestMs,
        headersMs: s.HTTP_HEADERS_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.headersMs,
        idleMs: s.HTTP_IDLE_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.idleMs,
      },
      limits: {
        waitingPerAddress: s.MAX_WAITING_GAMES_PER_ADDRESS ?? DEFAULT_GAME_LIMITS.waitingPerAddress,
        waiting: s.MAX_WAITING_GAMES ?? DEFAULT_GAME_LIMITS.waiting,
        waitingExpiryMs: s.WAITING_GAME_EXPIRY_HOURS === undefined ? DEFAULT_GAME_LIMITS.waitingExpiryMs : s.WAITING_GAME_EXPIRY_HOURS * 3_600_000,
        botGamesPerAddress: s.MAX_BOT_GAMES_PER_ADDRESS ?? DEFAULT_GAME_LIMITS.botGamesPerAddress,
        botGames: s.MAX_BOT_GAMES ?? DEFAULT_GAME_LIMITS.botGames,
        botGamePaceMs: s.BOT_GAME_PACE_MS ?? DEFAULT_GAME_LIMITS.botGamePaceMs,
      },
    },
  };
}
