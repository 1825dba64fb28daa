/**
 * Action round-trip latency under many concurrent games, over real loopback WebSockets.
 *
 * Starts a server in this process (memory or SQLite store), creates N games whose every seat is a
 * human seat, and connects one WebSocket client per seat. Each client plays uniformly random legal
 * actions, as a bot would, but through the wire: it sends an action, and the round trip is the time
 * to its `ack` (stored) and to its own `update` (broadcast). Prints p50/p90/p99/max.
 *
 *   npx tsx packages/server/bench/latency.ts                       # test engine, 50 games
 *   npx tsx packages/server/bench/latency.ts --games 200 --seconds 120 \
 *     --module packages/agot/src/server.ts --export agotGame --players 6 --store sqlite
 *
 * Options: --games N, --players N, --options JSON (engine options), --module PATH and --export NAME
 * (a GameModule to register; default the test engine), --store memory|sqlite, --seconds S (time
 * limit; games still running are stopped), --max-actions N per game (0: play to the end),
 * --think MS (pause before each client action).
 *
 * Issue 18's figures: `--spawn` runs the real entry point (`src/main.ts`, SQLite FULL, the AGoT and
 * Fief engines) in its own process, so its CPU is the server's alone (`/proc`), measured from
 * `--warmup S` on; `--root DIR` runs another checkout's server there (the figures before a change:
 * `git archive <commit> packages | tar -x -C DIR`, `DIR/node_modules` linked to this checkout's).
 * `--patches`: the clients join with `patches: true` and apply patches as the web client does.
 * `--deflate`: the clients offer permessage-deflate. Printed: ack and own-update round trips, the
 * server's CPU per action, and the bytes the clients received per action (message text, and on
 * the wire).
 *
 *   npx tsx packages/server/bench/latency.ts --spawn --games 200 --players 6 --engine agot \
 *     --think 500 --seconds 120 --warmup 30 --patches
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import jsonpatch, { type Operation } from "fast-json-patch";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { createServer } from "../src/app.ts";
import type { CreateGameResponse, SeatPicture, ServerMessage } from "../src/protocol.ts";
import { cpuSeconds, launchServer, post, stopServer } from "./spawn-server.ts";
import { GameRegistry, type GameModule } from "../src/registry.ts";
import { MemoryStore } from "../src/store/memory.ts";
import { SqliteStore } from "../src/store/sqlite.ts";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "50" },
    players: { type: "string", default: "3" },
    options: { type: "string", default: "{}" },
    module: { type: "string" },
    export: { type: "string", default: "default" },
    store: { type: "string", default: "memory" },
    seconds: { type: "string", default: "60" },
    "max-actions": { type: "string", default: "0" },
    think: { type: "string", default: "0" },
    spawn: { type: "boolean", default: false },
    root: { type: "string" },
    engine: { type: "string", default: "agot" },
    warmup: { type: "string", default: "0" },
    patches: { type: "boolean", default: false },
    deflate: { type: "boolean", default: false },
    /** With --spawn: a folder for the server's CPU profile (node --cpu-prof), written when it stops. */
    profile: { type: "string" },
  },
});

const games = Number(args.games);
const players = Number(args.players);
const seconds = Number(args.seconds);
const maxActions = Number(args["max-actions"]);
const thinkMs = Number(args.think);
const engineOptions = JSON.parse(args.options) as Record<string, unknown>;

async function loadModule(): Promise<GameModule> {
  if (!args.module) {
    const { secretBidGame } = await import("../test/secret-bid.ts");
    return secretBidGame as unknown as GameModule;
  }
  const imported = (await import(pathToFileURL(resolve(args.module)).href)) as Record<string, unknown>;
  const module = imported[args.export];
  if (!module || typeof module !== "object" || !("engine" in module)) {
    throw new Error(`${args.module} has no GameModule export "${args.export}"`);
  }
  return module as GameModule;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function report(name: string, samples: number[]): void {
  const s = [...samples].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(2).padStart(8);
  console.log(
    `${name.padEnd(14)} n=${String(s.length).padStart(7)}  p50 ${f(percentile(s, 50))} ms  p90 ${f(percentile(s, 90))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s.at(-1) ?? NaN)} ms`,
  );
}

/** What the clients received: message text bytes, and pictures whole or as patches. */
const received = { bytes: 0, updates: 0, patches: 0, resyncs: 0 };

/** One seat's client: plays a random legal action whenever it is asked, one at a time. */
class SeatClient {
  private inFlight: { seq: number; sentAt: number; ackAt?: number } | null = null;
  private seq = 0;
  private legal: unknown[] = [];
  /** The picture held, which patches apply to (`--patches`). */
  private picture: SeatPicture | null = null;
  done = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly ackSamples: number[],
    private readonly updateSamples: number[],
    private readonly onFinished: () => void,
  ) {
    socket.on("message", (data) => {
      const text = data.toString();
      received.bytes += text.length;
      const m = JSON.parse(text) as ServerMessage;
      if (m.type === "patch") {
        received.patches++;
        if (!this.picture || this.picture.seq !== m.base) {
          this.picture = null;
          received.resyncs++;
          return socket.send(JSON.stringify({ type: "resync" }));
        }
        this.picture = jsonpatch.applyPatch(this.picture, m.ops as Operation[], false, false).newDocument;
        return this.receive({ type: "update", ...this.picture, events: m.events });
      }
      if (m.type === "update") received.updates++;
      if (args.patches && (m.type === "welcome" || m.type === "update")) {
        const { seq, view, prompts, legalActions, freeActions, waitingFor, outcome, clock } = m;
        this.picture = { seq, view, prompts, legalActions, waitingFor, outcome, ...(freeActions && { freeActions }), ...(clock && { clock }) };
      }
      this.receive(m);
    });
  }

  private receive(m: ServerMessage): void {
    if (m.type === "ack" && this.inFlight) {
      this.inFlight.ackAt = performance.now();
      this.ackSamples.push(this.inFlight.ackAt - this.inFlight.sentAt);
      this.inFlight.seq = m.seq;
    } else if (m.type === "error" && this.inFlight) {
      if (m.code !== "stale") console.error(`action refused: ${m.code} ${m.message}`);
      this.inFlight = null;
      // The update that made it stale may have come first; act on it now.
      if (this.legal.length > 0 && !this.done) this.play(this.legal, this.seq);
    } else if (m.type === "welcome" || m.type === "update") {
      if (m.seq < this.seq) return;
      this.seq = m.seq;
      this.legal = m.legalActions;
      if (this.inFlight?.ackAt !== undefined && m.seq >= this.inFlight.seq) {
        this.updateSamples.push(performance.now() - this.inFlight.sentAt);
        this.inFlight = null;
      }
      if (m.outcome || (maxActions > 0 && m.seq >= maxActions)) return this.finish();
      if (!this.inFlight && m.legalActions.length > 0) this.play(m.legalActions, m.seq);
    }
  }

  private play(legal: unknown[], seq: number): void {
    const action = legal[Math.floor(Math.random() * legal.length)];
    const go = () => {
      if (this.done || this.socket.readyState !== WebSocket.OPEN) return;
      this.inFlight = { seq, sentAt: performance.now() };
      this.socket.send(JSON.stringify({ type: "action", expectedSeq: seq, action }));
    };
    if (thinkMs > 0) setTimeout(go, thinkMs);
    else go();
  }

  finish(): void {
    if (this.done) return;
    this.done = true;
    this.onFinished();
  }
}

/** The server of `--spawn`: main.ts of this checkout or `--root`, in its own process. */
async function spawned() {
  const root = args.root ? resolve(args.root) : fileURLToPath(new URL("../../..", import.meta.url));
  const profile = args.profile ? ["--cpu-prof", "--cpu-prof-dir", resolve(args.profile)] : [];
  const server = await launchServer(root, profile, {
    MAX_SOCKETS_PER_ADDRESS: "100000",
    MAX_WAITING_GAMES_PER_ADDRESS: "100000",
    MAX_WAITING_GAMES: "100000",
  });
  return { server, root, engine: args.engine };
}

async function main(): Promise<void> {
  if (args.spawn) return mainSpawned();
  const gameModule = await loadModule();
  const dir = args.store === "sqlite" ? mkdtempSync(join(tmpdir(), "kingsroad-bench-")) : null;
  const store = dir ? SqliteStore.open(join(dir, "bench.sqlite")) : new MemoryStore();
  const server = await createServer({
    games: new GameRegistry().register(gameModule),
    store,
    webDist: null,
    httpRateLimit: false,
    createPerMinute: 1_000_000,
    // Benchmark clients share one address and play fast; lift the per-connection limits.
    connection: { messages: { capacity: 1e9, refillPerSecond: 1e9 } },
    maxConnectionsPerAddress: Number.POSITIVE_INFINITY,
    maxHttpConnectionsPerAddress: 0,
    // Every game is created by this one address before its seats join.
    limits: { waitingPerAddress: 1e9, waiting: 1e9 },
    log: (m, e) => console.error(m, e ?? ""),
  });
  const url = await server.listen(0, "127.0.0.1");
  const wsUrl = `${url.replace("http", "ws")}/ws`;
  console.log(`engine ${gameModule.engine.id}, ${games} games x ${players} seats, store ${args.store}, server ${url}`);

  const ackSamples: number[] = [];
  const updateSamples: number[] = [];
  const sockets: WebSocket[] = [];
  let seatsLeft = games * players;
  let resolveAll: () => void = () => {};
  const allDone = new Promise<void>((r) => (resolveAll = r));
  const started = performance.now();

  for (let g = 0; g < games; g++) {
    const res = await fetch(`${url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        engine: gameModule.engine.id,
        options: engineOptions,
        players: Array.from({ length: players }, () => ({ kind: "human" })),
      }),
    });
    if (res.status !== 201) throw new Error(`could not create a game: ${await res.text()}`);
    const created = (await res.json()) as CreateGameResponse;
    for (const seat of created.seats) {
      const socket = new WebSocket(wsUrl);
      sockets.push(socket);
      new SeatClient(socket, ackSamples, updateSamples, () => --seatsLeft === 0 && resolveAll());
      socket.on("open", () => socket.send(JSON.stringify({ type: "join", gameId: created.gameId, token: seat.token })));
    }
  }

  const limit = setTimeout(() => {
    console.log(`time limit of ${seconds}s reached; ${seatsLeft} seats still playing`);
    resolveAll();
  }, seconds * 1000);
  await allDone;
  clearTimeout(limit);
  const elapsed = (performance.now() - started) / 1000;

  const memory = process.memoryUsage();
  report("ack (stored)", ackSamples);
  report("own update", updateSamples);
  console.log(
    `${ackSamples.length} actions in ${elapsed.toFixed(1)} s = ${(ackSamples.length / elapsed).toFixed(0)} actions/s; ` +
      `rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  // Sockets still connecting when the time limit hits would emit an unhandled error on terminate.
  for (const s of sockets) {
    s.on("error", () => {});
    s.terminate();
  }
  await server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * `--spawn`: the server in its own process; each game's seats connect from a loopback address of
 * their own (127.0.0.x), as the per-address limits of a real server expect.
 */
async function mainSpawned(): Promise<void> {
  const { server, root, engine } = await spawned();
  const pid = server.child.pid as number;
  const wsUrl = `${server.url.replace("http", "ws")}/ws`;
  console.log(`server ${root} (pid ${pid}); ${engine}, ${games} games x ${players} seats, think ${thinkMs} ms, patches ${args.patches}, deflate ${args.deflate}; load ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const ackSamples: number[] = [];
  const updateSamples: number[] = [];
  const sockets: WebSocket[] = [];
  const clients: SeatClient[] = [];
  try {
    for (let g = 0; g < games; g++) {
      const from = `127.0.${1 + Math.floor(g / 200)}.${10 + (g % 200)}`;
      const res = await post(server.url, { engine, options: engineOptions, players: Array.from({ length: players }, () => ({ kind: "human" })) }, from);
      if (res.status !== 201) throw new Error(`could not create a game: ${res.status} ${JSON.stringify(res.body)}`);
      for (const seat of res.body.seats) {
        const socket = new WebSocket(wsUrl, { localAddress: from, perMessageDeflate: args.deflate });
        sockets.push(socket);
        clients.push(new SeatClient(socket, ackSamples, updateSamples, () => {}));
        socket.on("open", () => socket.send(JSON.stringify({ type: "join", gameId: res.body.gameId, token: seat.token, ...(args.patches && { patches: true }) })));
      }
    }
    const warmup = Number(args.warmup);
    await new Promise((r) => setTimeout(r, warmup * 1000));
    ackSamples.length = 0;
    updateSamples.length = 0;
    const wire = () => sockets.reduce((n, s) => n + ((s as unknown as { _socket?: { bytesRead: number } })._socket?.bytesRead ?? 0), 0);
    const start = { cpu: cpuSeconds(pid), at: performance.now(), bytes: received.bytes, wire: wire(), updates: received.updates, patches: received.patches };
    await new Promise((r) => setTimeout(r, (seconds - warmup) * 1000));
    const cpu = cpuSeconds(pid) - start.cpu;
    const elapsed = (performance.now() - start.at) / 1000;
    const actions = ackSamples.length;
    report("ack (stored)", ackSamples);
    report("own update", updateSamples);
    console.log(
      `${actions} actions in ${elapsed.toFixed(1)} s = ${(actions / elapsed).toFixed(0)} actions/s; server CPU ${cpu.toFixed(1)} s ` +
        `(${((100 * cpu) / elapsed).toFixed(0)}% of a core, ${((1000 * cpu) / actions).toFixed(2)} ms per action); ` +
        `clients received ${((received.bytes - start.bytes) / actions / 1024).toFixed(1)} KiB of messages per action ` +
        `(${((wire() - start.wire) / actions / 1024).toFixed(1)} KiB on the wire), ${received.updates - start.updates} whole updates, ` +
        `${received.patches - start.patches} patches, ${received.resyncs} resyncs; load ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`,
    );
  } finally {
    for (const c of clients) c.done = true;
    for (const s of sockets) {
      s.on("error", () => {});
      s.terminate();
    }
    await stopServer(server);
  }
}

await main();
