/**
 * `npm start`: serves Kingsroad on HOST:PORT (default 127.0.0.1:8080) with the SQLite store in
 * DATA_DIR (default ./data), or the PostgreSQL store at DATABASE_URL when it is set. Every setting
 * is read and checked once (settings.ts; the table is in README.md): a bad one stops the server
 * with one line naming it. SQLITE_SYNCHRONOUS=NORMAL trades
 * power-loss safety for speed; KINGSROAD_TEST_ENGINE=1 also hosts the test engine "secret-bid".
 * Stops cleanly on SIGINT/SIGTERM, so every stored action stays stored. A second server on the
 * same DATA_DIR exits at once with one line naming the folder and the process holding it.
 */
import closeWithGrace from "close-with-grace";
import { resolve } from "node:path";
import { createServer } from "./app.ts";
import { DataDirLockedError } from "./data-lock.ts";
import { defaultBots, defaultGames } from "./engines.ts";
import { readSettings } from "./settings.ts";
import { describeDatabase } from "./store/postgres.ts";

const read = readSettings(process.env);
if (!read.ok) {
  console.error(read.error);
  process.exit(1);
}
const settings = read.value;
const { port, host, dataDir } = settings;
// FULL (default): an acknowledged action survives a power cut; NORMAL: only a crash, but faster.
const synchronous = settings.sqliteSynchronous;

/** From the signal to the process's end, whatever is still open. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const games = defaultGames();
if (settings.testEngine) {
  // Opt-in: the tiny secret-bid engine of the tests, so clients can be developed before the real games are ready.
  const { secretBidGame } = await import("../test/secret-bid.ts");
  games.register(secretBidGame);
}

const server = await createServer({
  games,
  bots: defaultBots(),
  dataDir,
  databaseUrl: settings.databaseUrl,
  redisUrl: settings.redisUrl,
  redisPrefix: settings.redisPrefix,
  // Counted in Redis when REDIS_URL is set, so every process together allows the limit.
  httpRateLimit: settings.httpRatePerMinute === 0 ? false : { max: settings.httpRatePerMinute, timeWindowMs: 60_000 },
  // Over PostgreSQL, REDIS_URL lets several processes share the games (README "Running several processes").
  ...(settings.databaseUrl && { cluster: { prefix: settings.redisPrefix, leaseTtlMs: settings.leaseMs } }),
  // Structured JSON lines on stdout (pino): requests, failures with their game id and seq.
  logger: { level: settings.logLevel },
  sqlite: { synchronous },
  maxConnectionsPerAddress: settings.maxSocketsPerAddress,
  ...(settings.maxHttpConnectionsPerAddress !== null && { maxHttpConnectionsPerAddress: settings.maxHttpConnectionsPerAddress }),
  httpTimeouts: settings.httpTimeouts,
  allowedOrigins: settings.allowedOrigins,
  trustProxy: settings.trustProxy,
  limits: settings.limits,
  // The pages' error reports go to Sentry or GlitchTip too (client-errors.ts); unset: only the log.
  sentryDsn: settings.sentryDsn,
  // the page's pass delay (web autopass.ts DEFAULT_DELAY), for the bots' answers in Fief's pass rounds (SF-22 D2)
  secretAnswerDelayMs: [700, 2200],
  notify: {
    smtpUrl: settings.smtpUrl,
    ...(settings.smtpFrom && { smtpFrom: settings.smtpFrom }),
    webhook: { allowPrivate: settings.webhookPrivateAddresses },
    ...(settings.pushSubject && { push: { subject: settings.pushSubject } }),
  },
}).catch((e: unknown) => {
  // The data folder held by another server, or one that cannot be made, opened or written: one
  // line for the operator, not a stack. Anything else is a bug and keeps its stack.
  if (e instanceof DataDirLockedError) console.error(e.message);
  else if (settings.databaseUrl) {
    // The URL may hold a password: only its host and database are named.
    console.error(`Cannot use DATABASE_URL (${describeDatabase(settings.databaseUrl)}): ${(e as Error).message.split("\n")[0]}`);
  } else if (typeof (e as { code?: unknown }).code === "string") {
    console.error(`Cannot use DATA_DIR ${resolve(dataDir)}: ${(e as Error).message.split("\n")[0]}`);
  } else throw e;
  process.exit(1);
});
const url = await server.listen(port, host);
console.log(`Kingsroad listening on ${url}`);

// SIGINT/SIGTERM (and an uncaught error) close the server: no new connections, bots stop, games
// finish storing what they are doing, every WebSocket gets a close frame and a few seconds
// (closeGraceMs) before it is cut, then the store closes. Whatever still hangs, the process is
// gone 10 s after the signal: an orchestrator's own kill deadline must find nothing left to do.
// Acknowledged actions are in the store before their ack is sent, so none is lost either way.
closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS }, async ({ signal, err }) => {
  if (err) console.error(err);
  console.log(`${signal ?? (err ? "error" : "exit")}: closing`);
  await server.close();
  console.log("closed");
});
