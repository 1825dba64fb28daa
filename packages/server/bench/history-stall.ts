/**
 * History stall (issue 20): twenty sockets each page through the whole history of a finished
 * AGoT game (about 600 actions) while twenty other AGoT games are played by people (WebSocket
 * clients playing random legal actions after a think time); prints those games' ack round trips
 * before the readers come (baseline) and while they page. Target: ack p99 <= 100 ms.
 *
 * The server is the real entry point (`src/main.ts`, SQLite, FULL sync) in its own process, so
 * what the clients do here does not stall it; `--root DIR` runs another checkout's server (the
 * figures before a change: `git archive <commit> packages | tar -x -C DIR`, then link
 * `DIR/node_modules` to this checkout's).
 *
 *   node --import tsx packages/server/bench/history-stall.ts [--games 20] [--readers 20]
 *       [--think 500] [--baseline 20] [--seed history-bench] [--root DIR] [--sync FULL|NORMAL]
 *       [--distinct]
 *
 * `--distinct`: each reader pages its own finished game (as many games as readers), so no page
 * is asked for twice: the cost of rebuilding, without a cache to share.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import type { CreateGameResponse, GameSummary, ServerMessage } from "../src/protocol.ts";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "20" },
    readers: { type: "string", default: "20" },
    think: { type: "string", default: "500" },
    baseline: { type: "string", default: "20" },
    seed: { type: "string", default: "history-bench-3" },
    root: { type: "string" },
    sync: { type: "string", default: "FULL" },
    page: { type: "string", default: "50" },
    distinct: { type: "boolean", default: false },
    /** A folder for the server's CPU profile (node --cpu-prof), written when it stops. */
    profile: { type: "string" },
  },
});
const gamesCount = Number(args.games);
const readersCount = Number(args.readers);
const thinkMs = Number(args.think);
const baselineSeconds = Number(args.baseline);
const pageSize = Number(args.page);
const root = args.root ? resolve(args.root) : fileURLToPath(new URL("../../..", import.meta.url));

export function percentiles(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => (s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN).toFixed(1);
  return `n=${s.length} p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${(s.at(-1) ?? NaN).toFixed(1)} ms`;
}

/** CPU seconds a process has used so far (user + system, from /proc; Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's main.ts in its own process over a fresh data folder; resolves to its URL. */
export async function launchServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "kingsroad-bench-"));
  const profile = args.profile ? ["--cpu-prof", "--cpu-prof-dir", resolve(args.profile)] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const url = await new Promise<string>((ok, fail) => {
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) ok(m[1] as string);
    });
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => fail(new Error(`server exited (${code}): ${out}`)));
  });
  return { url, child, dataDir };
}

export async function stopServer(server: { child: ChildProcess; dataDir: string }): Promise<void> {
  const gone = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  await gone;
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** POST /api/games from the loopback address `from` (each address may create 30 games a minute). */
export function post(url: string, body: unknown, from = "127.0.0.1"): Promise<{ status: number; body: CreateGameResponse }> {
  const json = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(json) };
    const req = request(`${url}/api/games`, { method: "POST", localAddress: from, headers }, (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d.toString()));
      res.on("end", () => ok({ status: res.statusCode ?? 0, body: JSON.parse(text) as CreateGameResponse }));
    });
    req.on("error", fail);
    req.end(json);
  });
}

async function create(url: string, body: unknown, from: string): Promise<CreateGameResponse> {
  const res = await post(url, body, from);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const open = (wsUrl: string, localAddress: string): Promise<WebSocket> =>
  new Promise((ok, fail) => {
    const socket = new WebSocket(wsUrl, { localAddress });
    socket.once("open", () => ok(socket));
    socket.once("error", fail);
  });

/** One person's seat: a random legal action after `thinkMs`, and the time to its ack. */
function seatClient(socket: WebSocket, acks: { on: boolean; samples: number[] }): void {
  let sentAt: number | null = null;
  let seq = -1;
  const act = (legal: unknown[], at: number) => {
    setTimeout(() => {
      if (socket.readyState !== WebSocket.OPEN || sentAt !== null || at !== seq) return;
      sentAt = performance.now();
      socket.send(JSON.stringify({ type: "action", expectedSeq: at, action: legal[Math.floor(Math.random() * legal.length)] }));
    }, thinkMs);
  };
  socket.on("message", (data) => {
    const m = JSON.parse(data.toString()) as ServerMessage;
    if (m.type === "ack" && sentAt !== null) {
      if (acks.on) acks.samples.push(performance.now() - sentAt);
    } else if (m.type === "error" && sentAt !== null) {
      sentAt = null;
    } else if ((m.type === "welcome" || m.type === "update") && m.seq >= seq) {
      seq = m.seq;
      sentAt = null;
      if (!m.outcome && m.legalActions.length > 0) act(m.legalActions, m.seq);
    }
  });
}

async function main(): Promise<void> {
  const server = await launchServer({
    BOT_GAME_PACE_MS: "0",
    MAX_SOCKETS_PER_ADDRESS: "1000",
    MAX_WAITING_GAMES_PER_ADDRESS: "1000",
    MAX_BOT_GAMES_PER_ADDRESS: "1000",
    MAX_BOT_GAMES: "1000",
    SQLITE_SYNCHRONOUS: args.sync,
  });
  const { url } = server;
  const wsUrl = `${url.replace("http", "ws")}/ws`;
  try {
    // The finished games whose history is read: six random bots from a fixed seed.
    const olds = await Promise.all(
      Array.from({ length: args.distinct ? readersCount : 1 }, (_, i) =>
        create(url, { engine: "agot", seed: `${args.seed}-${i}`, players: Array.from({ length: 6 }, () => ({ kind: "bot", level: "random" })) }, "127.0.0.3"),
      ),
    );
    const finished: GameSummary[] = [];
    for (const old of olds) {
      for (;;) {
        const summary = (await (await fetch(`${url}/api/games/${old.gameId}`)).json()) as GameSummary;
        if (summary.status === "finished") {
          finished.push(summary);
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const lengths = finished.map((f) => f.seq);
    console.log(
      `server ${root}; ${finished.length} finished AGoT game(s) of ${Math.min(...lengths)}-${Math.max(...lengths)} actions; ` +
        `${gamesCount} games of 6 people thinking ${thinkMs} ms; SQLite ${args.sync}`,
    );

    const acks = { on: false, samples: [] as number[] };
    const sockets: WebSocket[] = [];
    for (let g = 0; g < gamesCount; g++) {
      const created = await create(url, { engine: "agot", players: Array.from({ length: 6 }, () => ({ kind: "human" })) }, `127.0.0.${10 + g}`);
      for (const seat of created.seats) {
        const socket = await open(wsUrl, `127.0.0.${10 + g}`);
        sockets.push(socket);
        seatClient(socket, acks);
        socket.send(JSON.stringify({ type: "join", gameId: created.gameId, token: seat.token }));
      }
    }
    await new Promise((r) => setTimeout(r, 3000)); // every seat joined and playing
    acks.on = true;
    const pid = server.child.pid as number;
    let cpu = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, baselineSeconds * 1000));
    const baseline = acks.samples.splice(0);
    const baselineCpu = cpuSeconds(pid) - cpu;
    console.log(`baseline, no history readers, ${baselineSeconds} s: server CPU ${baselineCpu.toFixed(1)} s; acks ${percentiles(baseline)}`);

    // The readers: each pages from 0 to the end, one request at a time, never parsing the pages.
    cpu = cpuSeconds(pid);
    const started = performance.now();
    let bytes = 0;
    const readers = await Promise.all(Array.from({ length: readersCount }, () => open(wsUrl, "127.0.0.2")));
    const paging = readers.map(
      (socket, i) =>
        new Promise<number>((done) => {
          const game = finished[i % finished.length] as GameSummary;
          let from = 0;
          const ask = () => socket.send(JSON.stringify({ type: "history", from, count: pageSize, ref: `${i}:${from}` }));
          socket.on("message", (data: Buffer) => {
            const text = data.toString();
            if (text.startsWith('{"type":"welcome"')) return ask();
            if (!text.includes('"type":"history"')) return;
            bytes += text.length;
            from += pageSize;
            if (from > game.seq) done(performance.now() - started);
            else ask();
          });
          socket.send(JSON.stringify({ type: "join", gameId: game.id }));
        }),
    );
    const times = await Promise.all(paging);
    const during = acks.samples.splice(0);
    const seconds = (performance.now() - started) / 1000;
    const readCpu = cpuSeconds(pid) - cpu;
    console.log(
      `${readersCount} readers paged ${args.distinct ? "each its own game's" : `one game's ${lengths[0]! + 1}`} positions (${(bytes / 2 ** 20).toFixed(0)} MiB) in ${seconds.toFixed(1)} s, ` +
        `server CPU ${readCpu.toFixed(1)} s (${(readCpu - (baselineCpu * seconds) / baselineSeconds).toFixed(1)} s more than the games alone) ` +
        `(each reader ${percentiles(times).replace(/ ms/g, "").replace(/^n=\d+ /, "")} ms); meanwhile acks ${percentiles(during)}`,
    );
    for (const s of [...sockets, ...readers]) s.terminate();
  } finally {
    await stopServer(server);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
