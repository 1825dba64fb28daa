/**
 * Slow readers: 200 WebSockets that join as spectators and never read (ws `pause()`), spread over
 * 10 all-bot AGoT games played to the end (5 ms per bot move), 20 sockets from each of 10 loopback addresses. Prints
 * the server's memory (RSS and heap, after a GC) before the sockets join and once the games are
 * over, and how many sockets were closed as too slow.
 *
 *   node --expose-gc --import tsx packages/server/bench/slow-readers.ts            # as built
 *   node --expose-gc --import tsx packages/server/bench/slow-readers.ts --old      # the old rule:
 *       every view written to the socket, closed only past 8 MiB unsent
 */
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { createServer } from "../src/app.ts";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { CreateGameResponse, GameSummary } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/memory.ts";

const { values: args } = parseArgs({
  options: { old: { type: "boolean", default: false }, games: { type: "string", default: "10" }, sockets: { type: "string", default: "200" } },
});
const games = Number(args.games);
const sockets = Number(args.sockets);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
};

const server = await createServer({
  games: defaultGames(),
  bots: defaultBots(),
  store: new MemoryStore(),
  webDist: null,
  httpRateLimit: false,
  maxConnectionsPerAddress: 20,
  botDelayMs: 5,
  limits: { botGamePaceMs: 0, botGames: 1000, botGamesPerAddress: 1000 },
  ...(args.old && { connection: { highWaterBytes: Number.POSITIVE_INFINITY, maxBufferedBytes: 8 * 1024 * 1024 } }),
});
const url = await server.listen(0, "127.0.0.1");
const ws = `${url.replace("http", "ws")}/ws`;

// All-bot games, paced (botDelayMs 5) so that every spectator has joined before much is played.
const created: CreateGameResponse[] = [];
for (let g = 0; g < games; g++) {
  const res = await fetch(`${url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ engine: "agot", players: Array.from({ length: 6 }, () => ({ kind: "bot" })) }),
  });
  created.push((await res.json()) as CreateGameResponse);
}
const before = memory();
let closedTooSlow = 0;
const open: WebSocket[] = [];
for (let i = 0; i < sockets; i++) {
  const socket = new WebSocket(ws, { localAddress: `127.0.0.${2 + (i % 10)}` });
  await new Promise<void>((resolve, reject) => (socket.once("open", () => resolve()), socket.once("error", reject)));
  socket.on("close", (code) => code === 4002 && closedTooSlow++);
  socket.send(JSON.stringify({ type: "join", gameId: created[i % games]!.gameId }));
  socket.pause();
  open.push(socket);
}

const started = performance.now();
const seqs = async () => Promise.all(created.map(async (c) => (await (await fetch(`${url}/api/games/${c.gameId}`)).json()) as GameSummary));
while ((await seqs()).some((g) => g.outcome === null)) await new Promise((r) => setTimeout(r, 200));
const seconds = (performance.now() - started) / 1000;
let peak = memory();
await new Promise((r) => setTimeout(r, 1000));
const after = memory();
peak = { rss: Math.max(peak.rss, after.rss), heap: Math.max(peak.heap, after.heap) };
const actions = (await Promise.all(created.map(async (c) => ((await (await fetch(`${url}/api/games/${c.gameId}`)).json()) as GameSummary).seq))).reduce((a, b) => a + b, 0);
console.log(
  `${args.old ? "old rule (8 MiB cap, no superseding)" : "backpressure (64 KiB high water, views superseded, 1 MiB cap)"}: ` +
    `${sockets} paused sockets on ${games} AGoT games, ${actions} actions in ${seconds.toFixed(1)} s; ` +
    `server memory before ${mb(before.rss)} MB RSS / ${mb(before.heap)} MB heap+buffers, after ${mb(after.rss)} / ${mb(after.heap)} ` +
    `(growth ${mb(after.rss - before.rss)} MB RSS, ${mb(after.heap - before.heap)} MB heap+buffers); closed as too slow: ${closedTooSlow}`,
);
for (const s of open) s.terminate();
await server.close();
process.exit(0);
