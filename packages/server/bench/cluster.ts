/**
 * One set of games on 1 or 2 server processes: the action round trip and the servers' CPU time,
 * for one process on SQLite, one on PostgreSQL, and two on PostgreSQL + Redis (issue 18).
 *
 * Spawns the real entry point (`src/main.ts`) once per process, creates N games of the test engine
 * (every seat a WebSocket client playing random legal bids at once when asked), and connects seat i
 * of each game to process i mod P, so with two processes about half the clients play through the
 * relay to their game's writer. Prints p50/p90/p99/max of action -> ack (stored) and -> own update,
 * actions per second, and the server processes' CPU seconds per 1000 actions.
 *
 *   npx tsx packages/server/bench/cluster.ts --store sqlite
 *   npx tsx packages/server/bench/cluster.ts --store postgres
 *   npx tsx packages/server/bench/cluster.ts --store postgres --processes 2
 *
 * Options: --games N (50), --players N (3), --rounds N per game (40), --processes 1|2, --store
 * sqlite|postgres. PostgreSQL at KINGSROAD_TEST_POSTGRES (a fresh database, dropped after), Redis at
 * KINGSROAD_TEST_REDIS (a fresh key prefix).
 */
import { parseArgs } from "node:util";
import WebSocket from "ws";
import type { ServerMessage } from "../src/protocol.ts";
import { freshDatabase } from "../test/postgres.ts";
import { testPrefix, testRedis, TEST_REDIS } from "../test/redis.ts";
import { cpuSeconds, launchServer, percentiles, post, stopServer } from "./spawn-server.ts";
import { fileURLToPath } from "node:url";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "50" },
    players: { type: "string", default: "3" },
    rounds: { type: "string", default: "40" },
    processes: { type: "string", default: "1" },
    store: { type: "string", default: "sqlite" },
  },
});
const games = Number(args.games);
const players = Number(args.players);
const processes = Number(args.processes);
if (processes > 1 && args.store !== "postgres") throw new Error("Several processes share games over PostgreSQL only: add --store postgres.");

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Plays one seat: a random legal bid as soon as it is asked, one at a time. */
const refusals = new Map<string, number>();

function seatClient(wsUrl: string, gameId: string, token: string, acks: number[], updates: number[], done: () => void): WebSocket {
  const socket = new WebSocket(wsUrl);
  let sentAt = 0;
  let acked = -1;
  let seq = 0;
  let finished = false;
  let legal: unknown[] = [];
  // No expectedSeq: the bids are simultaneous, so another seat's bid does not make this one stale.
  const play = (legal: unknown[]) => {
    sentAt = performance.now();
    acked = -1;
    socket.send(JSON.stringify({ type: "action", action: legal[Math.floor(Math.random() * legal.length)] }));
  };
  socket.on("open", () => socket.send(JSON.stringify({ type: "join", gameId, token })));
  socket.on("message", (data) => {
    const m = JSON.parse(data.toString()) as ServerMessage;
    if (m.type === "ack") {
      acks.push(performance.now() - sentAt);
      acked = m.seq;
    } else if (m.type === "error") {
      refusals.set(`${m.code}: ${m.message}`, (refusals.get(`${m.code}: ${m.message}`) ?? 0) + 1);
      // Refused (nothing stored): bid again on the picture we have.
      sentAt = 0;
      if (legal.length > 0) play(legal);
    } else if (m.type === "welcome" || m.type === "update") {
      if (m.seq < seq) return;
      seq = m.seq;
      legal = m.legalActions;
      if (acked >= 0 && m.seq >= acked) {
        updates.push(performance.now() - sentAt);
        acked = -1;
        sentAt = 0;
      }
      if (m.outcome) {
        if (!finished) (finished = true), done();
        return;
      }
      if (sentAt === 0 && m.legalActions.length > 0) play(m.legalActions);
    }
  });
  return socket;
}

async function main(): Promise<void> {
  const env: Record<string, string> = {
    KINGSROAD_TEST_ENGINE: "1",
    LOG_LEVEL: "warn",
    MAX_SOCKETS_PER_ADDRESS: "100000",
    MAX_WAITING_GAMES_PER_ADDRESS: "100000",
    MAX_WAITING_GAMES: "1000000",
  };
  const db = args.store === "postgres" ? await freshDatabase() : null;
  if (db) env.DATABASE_URL = db.url;
  if (processes > 1) {
    (await testRedis()).disconnect();
    Object.assign(env, { REDIS_URL: TEST_REDIS, REDIS_PREFIX: testPrefix() });
  }
  const servers = await Promise.all(Array.from({ length: processes }, () => launchServer(root, [], env)));
  // The servers' warnings and errors (pino levels 40+), so a stalled run says why.
  servers.forEach((server, i) => {
    const echo = (d: Buffer) => {
      for (const line of d.toString().split("\n")) if (/"level":[45]\d/.test(line) || /Error/.test(line)) console.error(`[server ${i}] ${line.slice(0, 400)}`);
    };
    server.child.stdout?.on("data", echo);
    server.child.stderr?.on("data", echo);
  });
  const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid as number));
  console.log(`${games} games x ${players} seats, ${args.rounds} rounds, ${processes} process(es), store ${args.store}`);

  const acks: number[] = [];
  const updates: number[] = [];
  const sockets: WebSocket[] = [];
  let left = games * players;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((r) => (allDone = r));
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    // Games created on each process in turn (each is its writer); 30 creations a minute per address.
    const server = servers[g % processes] as (typeof servers)[number];
    const from = `127.0.0.${2 + Math.floor(g / 25)}`;
    const created = await post(server.url, { engine: "secret-bid", options: { rounds: Number(args.rounds), coins: 100 }, players: Array.from({ length: players }, () => ({ kind: "human" })) }, from);
    if (created.status !== 201) throw new Error(`could not create a game: ${JSON.stringify(created.body)}`);
    created.body.seats.forEach((seat, i) => {
      const to = servers[(g + i) % processes] as (typeof servers)[number];
      sockets.push(seatClient(`${to.url.replace("http", "ws")}/ws`, created.body.gameId, seat.token as string, acks, updates, () => --left === 0 && allDone()));
    });
  }
  const limit = setTimeout(() => (console.log(`time limit: ${left} seats still playing`), allDone()), 300_000);
  await finished;
  clearTimeout(limit);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.child.pid as number) - (cpuBefore[i] as number), 0);
  for (const [what, n] of refusals) console.log(`refused ${n}x: ${what}`);
  console.log(`ack (stored)  ${percentiles(acks)}`);
  console.log(`own update    ${percentiles(updates)}`);
  console.log(`${acks.length} actions in ${elapsed.toFixed(1)} s = ${(acks.length / elapsed).toFixed(0)} actions/s; servers' CPU ${cpu.toFixed(1)} s = ${((cpu / acks.length) * 1000).toFixed(2)} CPU-s per 1000 actions`);
  for (const s of sockets) s.terminate();
  await Promise.all(servers.map((s) => stopServer(s)));
  await db?.drop();
}

await main();
