/**
 * `npm run copy-store -- --from data/kingsroad.sqlite --to postgres://user@host/kingsroad`:
 * copies every game of a SQLite file into PostgreSQL (copy-store.ts), verifying each by replaying
 * it to the same final state hash. Prints a line per problem and a summary; exits 1 when any game
 * was not copied and verified. The destination's schema is created or migrated first; run it
 * while no server writes to the source.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { copyStore } from "./copy-store.ts";
import { defaultGames } from "./engines.ts";
import { describeDatabase, PostgresStore } from "./store/postgres.ts";
import { SqliteStore } from "./store/sqlite.ts";

const USAGE = "usage: npm run copy-store -- --from FILE.sqlite --to postgres://user@host:5432/database";

let args;
try {
  args = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } }, strict: true }).values;
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!args.from || !args.to || !/^postgres(ql)?:\/\//.test(args.to)) {
  console.error(USAGE);
  process.exit(2);
}
if (!existsSync(args.from)) {
  console.error(`No SQLite file ${args.from}.`);
  process.exit(2);
}

const games = defaultGames();
if (process.env.KINGSROAD_TEST_ENGINE === "1") games.register((await import("../test/secret-bid.ts")).secretBidGame);

const from = SqliteStore.open(args.from);
let to: PostgresStore;
try {
  to = await PostgresStore.open(args.to);
} catch (e) {
  // The URL may hold a password: only its host and database are named.
  console.error(`Cannot use ${describeDatabase(args.to)}: ${(e as Error).message.split("\n")[0]}`);
  await from.close();
  process.exit(1);
}
try {
  const summary = await copyStore(from, to, games, (line) => console.log(line));
  const n = summary.problems.length;
  console.log(`${summary.copied} games copied and verified, ${n} problem${n === 1 ? "" : "s"} (${args.from} -> ${describeDatabase(args.to)})`);
  process.exitCode = summary.problems.length === 0 ? 0 : 1;
} finally {
  await from.close();
  await to.close();
}
