/**
 * Issue 18's figures: real A Game of Thrones games on 1 process (SQLite or PostgreSQL) or 2
 * processes (PostgreSQL + Redis), every seat a scripted WebSocket client in this process.
 *
 * Spawns the real entry point (`src/main.ts`) once per process and creates `--games` six-player
 * games, game g on process g mod P (its first writer). Seat i of game g connects to process
 * (g + i) mod P, so with two processes about half of every game's clients play through the relay.
 * Each client plays a random legal action `--think` ms after it is asked (as the web client does,
 * it joins with `patches: true` and applies them; `--whole` turns that off).
 *
 * Printed, over the time after `--warmup`: actions/s; ack and own-update round trips (p50/p99);
 * fan-out, from an action's sending to its update at another client of the game, for clients on
 * the same process as the sender and on the other one; the servers' CPU per action; resident memory
 * per live game (the servers' RSS after the run, or just before a kill, less their RSS before any game, per game); stored
 * bytes per action (SQLite: the file and its WAL; PostgreSQL: the database's size, both less their
 * size before any game).
 *
 * `--kill-at S`: S seconds after the warm-up, `kill -9` the last process (with one process, start it
 * again on the same data). Its clients reconnect (to the other process, or the restarted one) after
 * `--reconnect` ms; printed: per game, the time from the kill to the game's next applied action
 * (for the games the killed process was writing, and for the others), and how many acknowledged
 * actions a client later saw missing (a welcome below an acknowledged seq): must be 0.
 *
 * `--to-the-end`: play until every game is over (no time limit but `--seconds`), and also print
 * stored bytes per finished game.
 *
 *   npx tsx packages/server/bench/scale.ts --store sqlite --games 200
 *   npx tsx packages/server/bench/scale.ts --store postgres --games 200
 *   npx tsx packages/server/bench/scale.ts --store postgres --processes 2 --games 200 --kill-at 20
 *
 * PostgreSQL at KINGSROAD_TEST_POSTGRES (a fresh database, dropped after), Redis at
 * KINGSROAD_TEST_REDIS (a fresh key prefix), as the tests use them.
 */
import Database from "better-sqlite3";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import jsonpatch, { type Operation } from "fast-json-patch";
import pg from "pg";
import WebSocket from "ws";
import type { SeatPicture, ServerMessage } from "../src/protocol.ts";
import { freshDatabase } from "../test/postgres.ts";
import { testPrefix, testRedis, TEST_REDIS } from "../test/redis.ts";
import { cpuSeconds, launchServer, percentiles, post, stopServer } from "./spawn-server.ts";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "50" },
    players: { type: "string", default: "6" },
    processes: { type: "string", default: "1" },
    store: { type: "string", default: "sqlite" },
    think: { type: "string", default: "500" },
    seconds: { type: "string", default: "90" },
    warmup: { type: "string", default: "30" },
    "kill-at": { type: "string" },
    reconnect: { type: "string", default: "250" },
    "to-the-end": { type: "boolean", default: false },
    whole: { type: "boolean", default: false },
    synchronous: { type: "string", default: "FULL" },
  },
});
const games = Number(args.games);
const players = Number(args.players);
const processes = Number(args.processes);
const thinkMs = Number(args.think);
const patches = !args.whole;
if (processes > 1 && args.store !== "postgres") throw new Error("Several processes share games over PostgreSQL only: add --store postgres.");
const root = fileURLToPath(new URL("../../..", import.meta.url));

type Server = Awaited<ReturnType<typeof launchServer>>;

/** Where the run's figures are gathered; samples before the warm-up's end are dropped. */
const figures = {
  measuring: false,
  acks: [] as number[],
  own: [] as number[],
  fanSame: [] as number[],
  fanOther: [] as number[],
  actions: 0,
  refused: new Map<string, number>(),
  lost: 0,
};

/** One game as the bench knows it: when each acknowledged seq was sent and from which process. */
class GameTrack {
  readonly sent = new Map<number, { at: number; process: number }>();
  /** Updates that reached a client before the sender's ack told the bench their seq. */
  readonly early = new Map<number, Array<{ at: number; process: number }>>();
  seq = 0;
  over = false;
  constructor(
    readonly id: string,
    readonly writer: number,
  ) {}

  acked(seq: number, at: number, process: number): void {
    this.sent.set(seq, { at, process });
    for (const r of this.early.get(seq) ?? []) this.fanOut(at, r.at, process, r.process);
    this.early.delete(seq);
    // Keep the map small: a seq long acknowledged has reached everyone.
    this.sent.delete(seq - 50);
  }

  received(seq: number, at: number, process: number): void {
    const s = this.sent.get(seq);
    if (s) this.fanOut(s.at, at, s.process, process);
    else {
      const list = this.early.get(seq) ?? [];
      list.push({ at, process });
      this.early.set(seq, list);
    }
  }

  private fanOut(sentAt: number, receivedAt: number, from: number, to: number): void {
    if (!figures.measuring) return;
    (from === to ? figures.fanSame : figures.fanOther).push(receivedAt - sentAt);
  }
}

/** One seat's client: joins, plays a random legal action `--think` ms after being asked, reconnects when its socket drops. */
class SeatClient {
  private socket!: WebSocket;
  private process = 0;
  private picture: SeatPicture | null = null;
  private inFlight: { expected: number; sentAt: number; seq?: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private highestAcked = 0;
  stopped = false;

  constructor(
    private readonly game: GameTrack,
    private readonly token: string,
    private readonly from: string,
    private readonly serverOf: (preferred: number) => { index: number; url: string } | null,
    preferred: number,
  ) {
    this.connect(preferred);
  }

  private connect(preferred: number): void {
    const target = this.serverOf(preferred);
    // No process up (one process restarting): try again soon.
    if (!target) return void setTimeout(() => !this.stopped && this.connect(preferred), Number(args.reconnect));
    this.process = target.index;
    this.picture = null;
    this.inFlight = null;
    const socket = new WebSocket(`${target.url.replace("http", "ws")}/ws`, { localAddress: this.from });
    this.socket = socket;
    socket.on("open", () => socket.send(JSON.stringify({ type: "join", gameId: this.game.id, token: this.token, ...(patches && { patches: true }) })));
    socket.on("message", (data) => this.message(data.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (this.stopped || this.socket !== socket) return;
      if (this.timer) clearTimeout(this.timer);
      setTimeout(() => !this.stopped && this.connect(preferred), Number(args.reconnect));
    });
  }

  private message(text: string): void {
    const m = JSON.parse(text) as ServerMessage;
    if (m.type === "patch") {
      if (!this.picture || this.picture.seq !== m.base) {
        this.picture = null;
        return this.socket.send(JSON.stringify({ type: "resync" }));
      }
      this.picture = jsonpatch.applyPatch(this.picture, m.ops as Operation[], false, false).newDocument;
      return this.picture && this.seen(this.picture, false);
    }
    if (m.type === "ack" && this.inFlight) {
      const now = performance.now();
      this.inFlight.seq = m.seq;
      this.highestAcked = Math.max(this.highestAcked, m.seq);
      this.game.acked(m.seq, this.inFlight.sentAt, this.process);
      if (figures.measuring) figures.acks.push(now - this.inFlight.sentAt), figures.actions++;
      return;
    }
    if (m.type === "error") {
      if (m.code !== "stale") figures.refused.set(`${m.code}: ${m.message}`, (figures.refused.get(`${m.code}: ${m.message}`) ?? 0) + 1);
      this.inFlight = null;
      if (this.picture) this.decide(this.picture);
      return;
    }
    if (m.type === "welcome" || m.type === "update") {
      const { seq, view, prompts, legalActions, freeActions, waitingFor, outcome, clock } = m;
      const picture: SeatPicture = { seq, view, prompts, legalActions, waitingFor, outcome, ...(freeActions && { freeActions }), ...(clock && { clock }) };
      if (m.type === "welcome") {
        if (seq < this.highestAcked) figures.lost += this.highestAcked - seq;
        // A welcome after a reconnect or a change of writer: an action sent and never answered
        // was stored or not, the welcome's seq tells; either way this picture is the one to act on.
        this.inFlight = null;
        this.picture = null;
      }
      if (this.picture && seq < this.picture.seq) return;
      this.picture = picture;
      this.seen(picture, m.type === "welcome");
    }
  }

  private seen(picture: SeatPicture, welcome: boolean): void {
    const now = performance.now();
    if (picture.seq > this.game.seq) this.game.seq = picture.seq;
    if (!welcome) {
      if (this.inFlight?.seq !== undefined && picture.seq >= this.inFlight.seq) {
        if (figures.measuring) figures.own.push(now - this.inFlight.sentAt);
        this.inFlight = null;
      } else this.game.received(picture.seq, now, this.process);
    }
    if (picture.outcome) {
      this.game.over = true;
      return;
    }
    this.decide(picture);
  }

  private decide(picture: SeatPicture): void {
    if (this.inFlight || picture.legalActions.length === 0 || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const seq = picture.seq;
    const action = picture.legalActions[Math.floor(Math.random() * picture.legalActions.length)];
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped || this.socket.readyState !== WebSocket.OPEN || this.picture?.seq !== seq) return;
      this.inFlight = { expected: seq, sentAt: performance.now() };
      this.socket.send(JSON.stringify({ type: "action", expectedSeq: seq, action }));
    }, thinkMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket.on("error", () => undefined);
    this.socket.terminate();
  }
}

/** Resident memory of a process (Linux /proc), in bytes. */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) * 1024;
}

/** Bytes the store holds: the SQLite files of a data folder, or a PostgreSQL database's size. */
async function storedBytes(server: Server, dbUrl: string | null): Promise<number> {
  if (!dbUrl) {
    // The pages in use as a reader sees them (the WAL's included), not the files' sizes: the WAL
    // file keeps its size after a checkpoint.
    const file = readdirSync(server.dataDir).find((f) => f.endsWith(".sqlite"));
    if (!file) return 0;
    const db = new Database(join(server.dataDir, file), { readonly: true, fileMustExist: true });
    try {
      const pragma = (name: string) => db.pragma(name, { simple: true }) as number;
      return (pragma("page_count") - pragma("freelist_count")) * pragma("page_size");
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const r = await client.query<{ size: string }>("SELECT pg_database_size(current_database()) AS size");
    return Number(r.rows[0]?.size ?? 0);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const env: Record<string, string> = {
    LOG_LEVEL: "warn",
    MAX_SOCKETS_PER_ADDRESS: "100000",
    MAX_WAITING_GAMES_PER_ADDRESS: "100000",
    MAX_WAITING_GAMES: "1000000",
    SQLITE_SYNCHRONOUS: args.synchronous,
  };
  const db = args.store === "postgres" ? await freshDatabase() : null;
  if (db) env.DATABASE_URL = db.url;
  if (processes > 1) {
    (await testRedis()).disconnect();
    Object.assign(env, { REDIS_URL: TEST_REDIS, REDIS_PREFIX: testPrefix() });
  }
  const echo = (server: Server, i: number) => {
    const out = (d: Buffer) => {
      for (const line of d.toString().split("\n")) if (/"level":[56]\d/.test(line)) console.error(`[server ${i}] ${line.slice(0, 300)}`);
    };
    server.child.stdout?.on("data", out);
    server.child.stderr?.on("data", out);
  };
  const servers: Array<Server | null> = await Promise.all(Array.from({ length: processes }, () => launchServer(root, [], env)));
  servers.forEach((s, i) => s && echo(s, i));
  const live = () => servers.flatMap((s, index) => (s ? [{ index, url: s.url, server: s }] : []));
  const serverOf = (preferred: number) => {
    const alive = live();
    return alive.find((s) => s.index === preferred) ?? alive[0] ?? null;
  };
  const rssBefore = live().reduce((n, s) => n + rss(s.server.child.pid as number), 0);
  const storedBefore = await storedBytes(servers[0] as Server, db?.url ?? null);
  console.log(
    `${games} AGoT games x ${players} seats, think ${thinkMs} ms, ${processes} process(es), store ${args.store}${args.store === "sqlite" ? ` (synchronous ${args.synchronous})` : ""}, ` +
      `${patches ? "patches" : "whole pictures"}; load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );

  const tracks: GameTrack[] = [];
  const clients: SeatClient[] = [];
  for (let g = 0; g < games; g++) {
    const writer = g % processes;
    const from = `127.0.${1 + Math.floor(g / 200)}.${10 + (g % 200)}`;
    const created = await post((serverOf(writer) as { url: string }).url, { engine: "agot", options: {}, players: Array.from({ length: players }, () => ({ kind: "human" })) }, from);
    if (created.status !== 201) throw new Error(`could not create a game: ${created.status} ${JSON.stringify(created.body)}`);
    const track = new GameTrack(created.body.gameId, writer);
    tracks.push(track);
    created.body.seats.forEach((seat, i) => clients.push(new SeatClient(track, seat.token as string, from, serverOf, (g + i) % processes)));
  }

  await sleep(Number(args.warmup) * 1000);
  figures.measuring = true;
  const cpuOf = () => live().reduce((n, s) => n + cpuSeconds(s.server.child.pid as number), 0);
  let cpuStart = cpuOf();
  let cpuSpent = 0;
  const start = performance.now();
  const end = start + (Number(args.seconds) - Number(args.warmup)) * 1000;

  let resume: { killed: number[]; others: number[] } | null = null;
  // Memory is read before a kill (the restarted or surviving processes hold other games' state).
  let rssAtKill: number | null = null;
  if (args["kill-at"] !== undefined) {
    await sleep(Number(args["kill-at"]) * 1000);
    rssAtKill = live().reduce((n, s) => n + rss(s.server.child.pid as number), 0);
    const victim = processes - 1;
    const doomed = servers[victim] as Server;
    cpuSpent += cpuOf() - cpuStart;
    const seqAtKill = tracks.map((t) => t.seq);
    doomed.child.kill("SIGKILL");
    const killedAt = performance.now();
    await new Promise((r) => doomed.child.once("exit", r));
    if (processes === 1) {
      // The same data, a new process (a new port: the clients ask serverOf again when they reconnect).
      servers[victim] = null;
      const again = await launchServer(root, [], env, doomed.dataDir);
      servers[victim] = again;
      echo(again, victim);
    } else {
      servers[victim] = null;
      rmSync(doomed.dataDir, { recursive: true, force: true });
    }
    cpuStart = cpuOf();
    resume = { killed: [], others: [] };
    const waiting = new Set(tracks.filter((t) => !t.over).map((t) => tracks.indexOf(t)));
    while (waiting.size > 0 && performance.now() < killedAt + 120_000) {
      for (const i of [...waiting]) {
        const t = tracks[i] as GameTrack;
        if (t.seq > (seqAtKill[i] as number) || t.over) {
          (t.writer === victim ? resume.killed : resume.others).push(performance.now() - killedAt);
          waiting.delete(i);
        }
      }
      await sleep(20);
    }
    if (waiting.size > 0) console.log(`${waiting.size} games did not move within 120 s of the kill`);
  }

  while (performance.now() < end && !(args["to-the-end"] && tracks.every((t) => t.over))) await sleep(200);
  cpuSpent += cpuOf() - cpuStart;
  const elapsed = (performance.now() - start) / 1000;
  const rssAfter = rssAtKill ?? live().reduce((n, s) => n + rss(s.server.child.pid as number), 0);
  const finished = tracks.filter((t) => t.over).length;
  for (const c of clients) c.stop();
  const storedTotal = await storedBytes(live()[0]?.server as Server, db?.url ?? null);
  const storedActions = tracks.reduce((n, t) => n + t.seq, 0);

  for (const [what, n] of figures.refused) console.log(`refused ${n}x: ${what}`);
  console.log(`ack (stored)          ${percentiles(figures.acks)}`);
  console.log(`own update            ${percentiles(figures.own)}`);
  console.log(`fan-out, same process ${percentiles(figures.fanSame)}`);
  if (processes > 1) console.log(`fan-out, other process ${percentiles(figures.fanOther)}`);
  console.log(
    `${figures.actions} actions in ${elapsed.toFixed(1)} s = ${(figures.actions / elapsed).toFixed(0)} actions/s; ` +
      `servers' CPU ${cpuSpent.toFixed(1)} s (${((100 * cpuSpent) / elapsed).toFixed(0)}% of a core, ${((1000 * cpuSpent) / figures.actions).toFixed(2)} ms per action)`,
  );
  console.log(
    `memory ${((rssAfter - rssBefore) / games / 1024 ** 2).toFixed(2)} MiB per live game (servers' RSS ${(rssBefore / 1024 ** 2).toFixed(0)} -> ${(rssAfter / 1024 ** 2).toFixed(0)} MiB); ` +
      `stored ${((storedTotal - storedBefore) / storedActions).toFixed(0)} bytes per action (${storedActions} actions)` +
      (args["to-the-end"] ? `, ${kib((storedTotal - storedBefore) / Math.max(1, finished))} per finished game` : "") +
      `; ${finished} of ${games} games finished`,
  );
  if (resume) {
    console.log(`resumed after kill -9, games the killed process wrote  ${percentiles(resume.killed)}`);
    console.log(`resumed after kill -9, the other games                 ${percentiles(resume.others)}`);
    console.log(`acknowledged actions missing afterwards: ${figures.lost}`);
  }
  console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  await Promise.all(live().map((s) => stopServer(s.server)));
  await db?.drop();
}

await main();
