/**
 * `npm start`: serves Kingsroad on HOST:PORT (default 127.0.0.1:8080) with the SQLite store in
 * DATA_DIR (default ./data). Every setting is read and checked once (settings.ts; the table is in
 * README.md): a bad one stops the server with one line naming it. SQLITE_SYNCHRONOUS=NORMAL trades
 * power-loss safety for speed; KINGSROAD_TEST_ENGINE=1 also hosts the test engine "secret-bid".
 * Stops cleanly on SIGINT/SIGTERM, so every stored action stays stored.
 */
import { createServer } from "./app.ts";
import { defaultBots, defaultGames } from "./engines.ts";
import { readSettings } from "./settings.ts";

const read = readSettings(process.env);
if (!read.ok) {
  console.error(read.error);
  process.exit(1);
}
const settings = read.value;
const { port, host, dataDir } = settings;
// FULL (default): an acknowledged action survives a power cut; NORMAL: only a crash, but faster.
const synchronous = settings.sqliteSynchronous;

const games = defaultGames();
if (settings.testEngine) {
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
