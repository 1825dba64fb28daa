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
import { fork } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import type { CreateGameResponse, GameSummary, ServerMessage } from "../src/protocol.ts";
import { cpuSeconds, launchServer, percentiles, post, stopServer } from "./spawn-server.ts";

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
const profile = args.profile ? ["--cpu-prof", "--cpu-prof-dir", resolve(args.profile)] : [];

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
  const server = await launchServer(root, profile, {
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

    // The readers, in a process of their own (history-readers.ts): in this one, handling their
    // pages delayed the players' acks on the client side and was counted against the server.
    cpu = cpuSeconds(pid);
    const job = { wsUrl, games: finished.map((f) => ({ id: f.id, seq: f.seq })), readers: readersCount, pageSize };
    const reading = fork(fileURLToPath(new URL("./history-readers.ts", import.meta.url)), [JSON.stringify(job)], {
      execArgv: ["--import", "tsx"],
    });
    const { times, bytes, seconds } = await new Promise<{ times: number[]; bytes: number; seconds: number }>((ok, fail) => {
      reading.once("message", (m) => ok(m as { times: number[]; bytes: number; seconds: number }));
      reading.once("exit", (code) => fail(new Error(`history readers exited (${code})`)));
    });
    const during = acks.samples.splice(0);
    const readCpu = cpuSeconds(pid) - cpu;
    console.log(
      `${readersCount} readers paged ${args.distinct ? "each its own game's" : `one game's ${lengths[0]! + 1}`} positions (${(bytes / 2 ** 20).toFixed(0)} MiB) in ${seconds.toFixed(1)} s, ` +
        `server CPU ${readCpu.toFixed(1)} s (${(readCpu - (baselineCpu * seconds) / baselineSeconds).toFixed(1)} s more than the games alone) ` +
        `(each reader ${percentiles(times).replace(/ ms/g, "").replace(/^n=\d+ /, "")} ms); meanwhile acks ${percentiles(during)}`,
    );
    for (const s of sockets) s.terminate();
  } finally {
    await stopServer(server);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
