/**
 * `npm start`: serves Kingsroad on HOST:PORT (default 127.0.0.1:8080) with the SQLite store in
 * DATA_DIR (default ./data). SQLITE_SYNCHRONOUS=NORMAL trades power-loss safety for speed;
 * KINGSROAD_TEST_ENGINE=1 also hosts the test engine "secret-bid". Stops cleanly on SIGINT/SIGTERM,
 * so every stored action stays stored.
 */
import { createServer } from "./app.ts";
import { defaultBots, defaultGames } from "./engines.ts";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = process.env.DATA_DIR ?? "./data";
// FULL (default): an acknowledged action survives a power cut; NORMAL: only a crash, but faster.
const synchronous = process.env.SQLITE_SYNCHRONOUS === "NORMAL" ? "NORMAL" : "FULL";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

const games = defaultGames();
if (process.env.KINGSROAD_TEST_ENGINE === "1") {
  // Opt-in: the tiny secret-bid engine of the tests, so clients can be developed before the real games are ready.
  const { secretBidGame } = await import("../test/secret-bid.ts");
  games.register(secretBidGame);
}

const server = await createServer({ games, bots: defaultBots(), dataDir, sqlite: { synchronous } });
const url = await server.listen(port, host);
console.log(`Kingsroad listening on ${url}`);

let closing = false;
const stop = (signal: string): void => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  server.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
