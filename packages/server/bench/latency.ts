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
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { createServer } from "../src/app.ts";
import type { CreateGameResponse, ServerMessage } from "../src/protocol.ts";
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

/** One seat's client: plays a random legal action whenever it is asked, one at a time. */
class SeatClient {
  private inFlight: { seq: number; sentAt: number; ackAt?: number } | null = null;
  private seq = 0;
  private legal: unknown[] = [];
  done = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly ackSamples: number[],
    private readonly updateSamples: number[],
    private readonly onFinished: () => void,
  ) {
    socket.on("message", (data) => this.receive(JSON.parse(data.toString()) as ServerMessage));
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

async function main(): Promise<void> {
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

await main();
