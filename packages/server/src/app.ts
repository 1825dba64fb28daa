/**
 * Builds a Kingsroad server: Fastify with the HTTP API, the WebSocket endpoint (`/ws`), rate
 * limits, the web client's static files, and a GameHub over a GameStore. Unfinished games are
 * resumed before the server answers anything.
 *
 * ```ts
 * const server = await createServer({ games: new GameRegistry().register(myGame), dataDir: "./data" });
 * const url = await server.listen(8080, "127.0.0.1");
 * // ...
 * await server.close();   // closes sockets, lets games finish their step, closes the store
 * ```
 */
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { createHash } from "node:crypto";
import type { Server } from "node:http";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BotRegistry } from "./bots.ts";
import { DEFAULT_CONNECTION_OPTIONS, handleConnection, type ConnectionOptions } from "./connection.ts";
import { lockDataDir, type DataDirLock } from "./data-lock.ts";
import { FALLBACK_STYLE, fallbackPage } from "./fallback-page.ts";
import type { GameLimits } from "./game-limits.ts";
import { capConnectionsPerAddress, DEFAULT_CONNECTIONS_PER_ADDRESS, DEFAULT_HTTP_TIMEOUTS, edgeOptions, shapeErrors, strictJsonBodies, type HttpTimeouts } from "./http-edge.ts";
import { DEFAULT_HTTP_RATE, registerHttpRateLimit, type HttpRate } from "./http-rate-limit.ts";
import { registerHttpRoutes, useZodValidation } from "./http.ts";
import { registerWebApp } from "./web-app.ts";
import { dsnOrigin, registerClientErrors, sentrySink, type ClientErrorSink } from "./client-errors.ts";
import { GameHub, type NotifyOptions } from "./hub.ts";
import { LIMITS, type GameStatus } from "./protocol.ts";
import { TokenBucket } from "./rate-limit.ts";
import type { GameRegistry } from "./registry.ts";
import { DEFAULT_SOCKETS_PER_ADDRESS } from "./settings.ts";
import { PostgresStore } from "./store/postgres.ts";
import { SqliteStore, type SqliteOptions } from "./store/sqlite.ts";
import type { GameStore } from "./store/types.ts";
import { watchedStore } from "./store/watched.ts";
import { registerHealth, RedisPing } from "./health.ts";
import type { LogFn } from "./log.ts";
import { ServerMetrics } from "./metrics.ts";
import { collectRoutes, DOCS_STYLE, registerApiDocs } from "./openapi.ts";
import { Cluster } from "./cluster/cluster.ts";

/** How processes share games (cluster/cluster.ts); defaults for what is unset. */
export interface ClusterSettings {
  /** Redis key and channel prefix (REDIS_PREFIX, default "kingsroad:"). */
  prefix?: string;
  leaseTtlMs?: number;
  checkEveryMs?: number;
}

export interface ServerOptions {
  /** Telling players of their turn: e-mail (SMTP_URL) and webhook delivery (hub.ts NotifyOptions). */
  notify?: NotifyOptions;
  games: GameRegistry;
  /** Where games are kept; the server closes it on close. Default: PostgreSQL at `databaseUrl`, else SQLite in `dataDir`. */
  store?: GameStore;
  /** A `postgres://` URL (DATABASE_URL): games are kept there instead of in `dataDir`. */
  databaseUrl?: string | null;
  /** Folder of the default SQLite store (default `./data`, file `kingsroad.sqlite`). */
  dataDir?: string;
  /** Options of the default SQLite store. */
  sqlite?: SqliteOptions;
  bots?: BotRegistry;
  snapshotEvery?: number;
  /** A pause before every bot move (default 0); bot-only games are paced by `limits.botGamePaceMs`. */
  botDelayMs?: number;
  /**
   * At a table with people, a bot's answer to a secret prompt (Fief's pass round, SF-22 D2) waits
   * a random time in this range (ms), like a person's pass on the page, so that how long a window
   * stays open says nothing of anyone's standing answers (bot-runner.ts). Unset: at once (tests).
   */
  secretAnswerDelayMs?: readonly [number, number];
  /**
   * Bounded anonymous use (game-limits.ts): waiting and bot-only games per address and per server,
   * the expiry of games nobody joined, the pace of bot-only games. Unset ones keep their defaults.
   */
  limits?: Partial<GameLimits>;
  /** The hub's clock (creation times, expiry); for tests. */
  now?: () => number;
  /** The built web client; default packages/web/dist; null serves only the fallback page. */
  webDist?: string | null;
  /**
   * Requests per window per client address, over all HTTP routes (default 600 a minute,
   * HTTP_RATE_LIMIT); false turns it off. With `redisUrl` every process counts in Redis together.
   */
  httpRateLimit?: HttpRate | false;
  /** The prefix of this server's Redis keys (REDIS_PREFIX; default the cluster's prefix, else "kingsroad:"). */
  redisPrefix?: string;
  /** Game creations per minute per client address. */
  createPerMinute?: number;
  connection?: Partial<ConnectionOptions>;
  /** Open WebSockets allowed per client address (default 20, MAX_SOCKETS_PER_ADDRESS in main.ts). */
  maxConnectionsPerAddress?: number;
  /**
   * Open TCP connections per remote address, HTTP and WebSocket together (MAX_HTTP_CONNECTIONS_PER_ADDRESS):
   * the next one is closed at once. Default 64, or none with `trustProxy` (every connection is the
   * proxy's); 0: none.
   */
  maxHttpConnectionsPerAddress?: number;
  /** How long a client may take to send a request, its headers, or nothing at all (http-edge.ts); unset ones keep their defaults. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /**
   * Pages of other origins whose WebSocket upgrades are accepted (ALLOWED_ORIGINS), besides the
   * server's own: a browser sends its page's Origin, and without this check any site a player
   * visits could open a socket as that player. Clients that send no Origin (not browsers) pass.
   */
  allowedOrigins?: readonly string[] | null;
  /**
   * `/api/health` (health.ts): its checks run at most once every `checkEveryMs` (default 1000); a
   * failed append of an action keeps it at 503 until an append succeeds or, with none since, for
   * `failedWriteHoldMs` (default 30000). For tests.
   */
  health?: { checkEveryMs?: number; failedWriteHoldMs?: number };
  /** Fastify's trustProxy (TRUST_PROXY): the client's address then comes from X-Forwarded-For, for every per-address limit. */
  trustProxy?: boolean | number | readonly string[];
  /**
   * A `redis://` URL (REDIS_URL): the health check then reports whether Redis answers; with
   * `databaseUrl` (or `cluster` set), several processes share the games through it (cluster/).
   */
  redisUrl?: string | null;
  /** Sharing games with other processes (needs `redisUrl`): on by default over PostgreSQL, off over SQLite. */
  cluster?: ClusterSettings | false;
  /**
   * Fastify's logger (pino): JSON lines on stdout, failures with their game id and seq, each stored
   * action at level debug. Off by default; `true` is level info.
   */
  logger?: boolean | { level: "fatal" | "error" | "warn" | "info" | "debug" | "trace" };
  /**
   * Sentry's or GlitchTip's DSN (SENTRY_DSN): the pages' error reports go there too (client-errors.ts),
   * the page loads @sentry/browser, and the CSP lets it post to the DSN's host. Unset (default):
   * nothing Sentry is loaded and no other host is allowed.
   */
  sentryDsn?: string | null;
  /** Where the pages' error reports go besides the log; default Sentry's when `sentryDsn` is set. For tests. */
  clientErrorSink?: ClientErrorSink;
  /** Where server-side failures are reported (default: Fastify's logger when on, else stderr). */
  log?: LogFn;
  /**
   * On close, how long a WebSocket gets to answer the server's close frame before it is cut
   * (default 3000 ms): a client that stopped reading would otherwise hold the shutdown for ws's
   * 30 s close timeout, or for ever when the close frame itself cannot be sent.
   */
  closeGraceMs?: number;
  /**
   * WebSocket messages of at least this many bytes are compressed (permessage-deflate) for clients
   * that offer it; smaller ones (patches, acks, chat) are not worth the CPU. `false`: none.
   */
  compressFromBytes?: number | false;
}

/** Welcomes, whole pictures and history pages (several KiB of JSON) compress about 5 to 10 times; a patch of a few hundred bytes barely. */
export const DEFAULT_COMPRESS_FROM_BYTES = 8 * 1024;

export interface KingsroadServer {
  readonly app: FastifyInstance;
  readonly hub: GameHub;
  readonly store: GameStore;
  /** Starts listening; resolves to the base URL, e.g. http://127.0.0.1:8080. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** The server package's version, the API document's. */
const SERVER_VERSION = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

export async function createServer(options: ServerOptions): Promise<KingsroadServer> {
  // The default store's folder is this process's alone (data-lock.ts): taken before anything else,
  // so a second server on the same folder stops at once, before it loads or serves any game.
  let lock: DataDirLock | null = null;
  let store: GameStore;
  if (options.store) store = options.store;
  else if (options.databaseUrl) {
    // No data folder to lock: the store itself refuses a second writer's fork of a log (a seq
    // taken is taken); sharing games between processes is the coordinated mode's work (issue 18).
    store = await PostgresStore.open(options.databaseUrl, options.log ? { log: options.log } : {});
  } else {
    const dataDir = options.dataDir ?? "./data";
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
    try {
      store = SqliteStore.open(join(dataDir, "kingsroad.sqlite"), options.sqlite);
    } catch (e) {
      lock.release();
      throw e;
    }
  }
  let cluster: Cluster | null = null;
  try {
    // Several processes over one SQLite file cannot be (the data folder's lock): there Redis is only checked.
    const settings = options.cluster === false || !options.redisUrl ? null : (options.cluster ?? (options.databaseUrl ? {} : null));
    if (settings && options.redisUrl) {
      const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ""));
      cluster = await Cluster.open({ redisUrl: options.redisUrl, log, ...settings });
    }
    return await assemble(options, store, lock, cluster);
  } catch (e) {
    await cluster?.close().catch(() => undefined);
    if (!options.store) {
      // Only what this function opened: a caller's own store stays theirs to close.
      await store.close();
      lock?.release();
    }
    throw e;
  }
}

async function assemble(options: ServerOptions, opened: GameStore, lock: DataDirLock | null, cluster: Cluster | null): Promise<KingsroadServer> {
  const fastifyOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? false,
    bodyLimit: LIMITS.maxBodyBytes,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    ...edgeOptions({ ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts }),
  };
  const app = Fastify(fastifyOptions);
  // Before any route: every route is seen, for /api/openapi.json (openapi.ts).
  const described = collectRoutes(app);
  // Behind a proxy every connection is the proxy's: no cap there unless one is asked for.
  const trusting = options.trustProxy !== undefined && options.trustProxy !== false;
  capConnectionsPerAddress(app.server, options.maxHttpConnectionsPerAddress ?? (trusting ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS));
  strictJsonBodies(app);
  const log: LogFn =
    options.log ??
    (options.logger
      ? (message, error, context): void => app.log.error({ ...(error !== undefined && { err: error }), ...context }, message)
      : (message, error): void => console.error(message, error ?? ""));
  // Read at each scrape, once the hub and the WebSocket server below exist.
  const metrics: ServerMetrics = new ServerMetrics({
    openSockets: () => app.websocketServer?.clients.size ?? 0,
    gamesLoaded: (): number => hub.loadedCount,
    ...(opened.countGames && { countGames: countGamesOf(opened) }),
  });
  const store = watchedStore(
    opened,
    {
      applied: () => metrics.actionsApplied.inc(),
      ...(options.logger && { stored: (context) => app.log.debug(context, "action stored") }),
    },
    options.health?.failedWriteHoldMs,
  );
  const redis = options.redisUrl ? new RedisPing(options.redisUrl, log) : null;
  const hub = new GameHub({
    games: options.games,
    // In a cluster, only the games this process holds the lease of may be written.
    store: cluster ? cluster.fence(store) : store,
    ...(cluster && { ownership: cluster.ownership }),
    ...(options.bots && { bots: options.bots }),
    ...(options.snapshotEvery !== undefined && { snapshotEvery: options.snapshotEvery }),
    ...(options.botDelayMs !== undefined && { botDelayMs: options.botDelayMs }),
    ...(options.secretAnswerDelayMs && { secretAnswerDelayMs: options.secretAnswerDelayMs }),
    ...(options.limits && { limits: options.limits }),
    ...(options.now && { now: options.now }),
    ...(options.notify && { notify: options.notify }),
    observers: metrics.observers,
    log,
  });

  // Every error leaves as { code, message }, the same shape as WebSocket errors (http-edge.ts).
  shapeErrors(app, log);

  // Security headers on every answer. The CSP is what the built web client needs and no more:
  // its scripts and styles are files of this origin (React sets styles through the DOM, which a
  // CSP allows), the favicon is a data: image, and the WebSocket is this origin's ('self' covers
  // ws: and wss: of the same host), the manifest and service worker are this origin's. No page of another site may frame ours (clickjacking).
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The DSN's host only when the operator set SENTRY_DSN: the page's Sentry posts there.
        connectSrc: ["'self'", ...(options.sentryDsn ? [dsnOrigin(options.sentryDsn)] : [])],
        fontSrc: ["'self'", "data:"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", "data:"],
        // The web app manifest and the service worker of pushed notices (web-app.ts), this origin's only.
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        workerSrc: ["'self'"],
        styleSrc: ["'self'", ...[FALLBACK_STYLE, DOCS_STYLE].map((style) => `'sha256-${createHash("sha256").update(style).digest("base64")}'`)],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  });

  // Shared by every process through Redis when there is one (http-rate-limit.ts).
  const redisPrefix = options.redisPrefix ?? (options.cluster ? options.cluster.prefix : undefined) ?? "kingsroad:";
  const limiter = await registerHttpRateLimit(
    app,
    options.httpRateLimit ?? DEFAULT_HTTP_RATE,
    options.redisUrl ? { url: options.redisUrl, prefix: redisPrefix } : null,
    log,
  );

  const connection: ConnectionOptions = {
    ...DEFAULT_CONNECTION_OPTIONS,
    ...options.connection,
    log,
    actionStored: (seconds) => metrics.actionLatency.observe(seconds),
  };
  const closeGraceMs = options.closeGraceMs ?? 3000;
  const compressFrom = options.compressFromBytes ?? DEFAULT_COMPRESS_FROM_BYTES;
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: connection.maxMessageBytes * 4,
      perMessageDeflate: compressFrom === false ? false : {
        threshold: compressFrom,
        // Each message compressed on its own (no window kept per socket: memory stays flat with
        // many sockets), at zlib's fastest level: most of the gain for a fraction of the CPU.
        serverNoContextTakeover: true,
        clientNoContextTakeover: true,
        zlibDeflateOptions: { level: 1 },
      },
    },
    // Runs before the HTTP server stops, which waits for every socket: each gets a close frame
    // and closeGraceMs to answer it, then is cut. Actions are stored before they are
    // acknowledged, so cutting a socket loses nothing a player was told was done.
    preClose: async function (this: FastifyInstance) {
      // No new WebSocket while the open ones close (the plugin is the only upgrade listener).
      this.server.removeAllListeners("upgrade");
      const wss = this.websocketServer;
      await Promise.all(
        [...wss.clients].map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === ws.CLOSED) return resolve();
              const cut = setTimeout(() => ws.terminate(), closeGraceMs);
              ws.once("close", () => {
                clearTimeout(cut);
                resolve();
              });
              ws.close(1001, "The server is shutting down.");
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  });
  const relay = cluster?.attach(hub, {
    chat: connection.chat,
    spectatorChat: connection.spectatorChat,
    chatHistory: connection.chatHistory,
    ...(connection.actionStored && { actionStored: connection.actionStored }),
  });
  const perAddress = new Map<string, number>();
  /** Spectators' chat bucket per address (the 10,000 newest addresses). */
  const spectatorChat = new Map<string, TokenBucket>();
  const maxPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_SOCKETS_PER_ADDRESS;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const originRefused = (origin: string | undefined, host: string): string | null => {
    if (origin === undefined) return null;
    let own = false;
    try {
      own = new URL(origin).host === host;
    } catch {
      own = false;
    }
    if (own || allowedOrigins.has(origin)) return null;
    return `WebSocket connections from pages of ${origin} are not accepted here (ALLOWED_ORIGINS lists the other origins allowed).`;
  };
  // Refused before the upgrade, with a plain 403: a foreign page never gets a socket.
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = originRefused(request.headers.origin, request.host);
    if (refused) return reply.code(403).send({ code: "forbidden_origin", message: refused });
  };
  const ws = {
    summary: "The WebSocket: play, watch, chat",
    description:
      "Upgrade to a WebSocket; every message is JSON (join with a seat token or as a spectator, act, chat, history...), described in packages/server/README.md \"WebSocket protocol\". A page of another origin than the server's own or ALLOWED_ORIGINS is refused before the upgrade.",
    tags: ["play"],
    answers: { 101: "switching protocols", 403: "forbidden_origin" },
  };
  app.get("/ws", { websocket: true, preValidation: checkOrigin, schema: ws }, (socket, request) => {
    // One address cannot hold more than its share of sockets (each costs memory and updates).
    const address = request.ip;
    const count = (perAddress.get(address) ?? 0) + 1;
    if (count > maxPerAddress) return socket.close(1008, "too many connections from this address");
    perAddress.set(address, count);
    let bucket = spectatorChat.get(address);
    if (!bucket) {
      spectatorChat.set(address, (bucket = new TokenBucket(connection.spectatorChat)));
      // Kept after the address's sockets close (reconnecting must not refill it); the oldest go first.
      if (spectatorChat.size > 10_000) spectatorChat.delete(spectatorChat.keys().next().value as string);
    }
    socket.on("close", () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    handleConnection(socket, hub, connection, bucket, relay?.link);
  });

  useZodValidation(app);
  registerHttpRoutes(app, hub, { createPerMinute: options.createPerMinute ?? 30 }, cluster?.writer);
  const sentryDsn = options.sentryDsn ?? null;
  registerClientErrors(app, { sentryDsn, sink: options.clientErrorSink ?? (sentryDsn ? await sentrySink(sentryDsn) : null) });
  registerHealth(app, store, redis, options.health?.checkEveryMs);
  registerApiDocs(app, described, SERVER_VERSION);
  metrics.route(app);
  registerWebApp(app);
  await registerWebClient(app, options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist);

  app.addHook("onClose", async () => {
    redis?.close();
    limiter.close();
    await hub.close();
    // After the hub stored what it was doing: the leases go back, the others take the games at once.
    await cluster?.close();
    await store.close();
    lock?.release();
  });

  await hub.resumeAll();

  return {
    app,
    hub,
    store,
    async listen(port = 8080, host = "127.0.0.1") {
      await app.listen({ port, host });
      const address = app.server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      return `http://${host.includes(":") ? `[${host}]` : host}:${actual}`;
    },
    close: () => app.close(),
  };
}

/** The store's own count of its games by status (the watched and fenced wrappers pass it through). */
function countGamesOf(store: GameStore): () => Promise<Record<GameStatus, number>> {
  return () => store.countGames?.() ?? Promise.resolve({ open: 0, running: 0, finished: 0 });
}

/** A hop count as the function Fastify runs for it (its types take no number): trust the n nearest hops. */
function trustProxyOption(t: boolean | number | readonly string[]): FastifyServerOptions["trustProxy"] {
  if (typeof t === "number") return (_address: string, hop: number) => hop < t;
  return typeof t === "boolean" ? t : [...t];
}

/** Serves the built web client when there is one (any unknown page gets its index.html). */
async function registerWebClient(app: FastifyInstance, dist: string | null): Promise<void> {
  const index = dist !== null && existsSync(join(dist, "index.html"));
  if (index && dist !== null) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      // Vite names every built asset by its content's hash: a name never changes meaning, so it
      // may be kept for a year without asking again. index.html names the current assets: it is
      // always revalidated (cheap with its ETag), so a new build is seen at the next load.
      cacheControl: false,
      // The build writes a brotli and a gzip copy next to each text asset (packages/web's
      // vite.config.ts): sent as they are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        const plain = path.replace(/\.(br|gz)$/, "");
        const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(plain);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        // A cache between us and the browser must keep the encodings apart.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  else {
    const schema = { summary: "A page saying the web client is not built", tags: ["web client"], answers: { 200: "an HTML page" } };
    app.get("/", { schema }, async (_request, reply) => reply.type("text/html; charset=utf-8").send(fallbackPage()));
  }

  app.setNotFoundHandler((request, reply) => {
    const page = request.method === "GET" && !request.url.startsWith("/api/") && request.url !== "/ws";
    if (page && index) return reply.sendFile("index.html");
    if (page) return reply.code(404).type("text/html; charset=utf-8").send(fallbackPage());
    return reply.code(404).send({ code: "not_found", message: `No route ${request.method} ${request.url}.` });
  });
}
