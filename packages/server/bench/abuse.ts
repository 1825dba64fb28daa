/**
 * Issue 20's abuse figures, against the real entry point (`src/main.ts`, SQLite) in its own process:
 *
 * - **flood**: 100 loopback addresses (127.0.1.1-100) each try to create 30 three-seat AGoT games
 *   (the per-address creation rate allows 30 a minute), 100 at a time: how many were created, how
 *   many refused and why, how long it took, and the server's memory after.
 * - **start**: how long `main.ts` takes from spawn to listening over a data folder holding 10,000
 *   finished games (10 stored moves each) and 200 games waiting for players, against an empty one.
 *
 * The history stall and the slow readers have their own benchmarks (`history-stall.ts`,
 * `slow-readers.ts`); BENCHMARKS.md has all four, before and after.
 *
 *   node --import tsx packages/server/bench/abuse.ts [--only flood,start] [--root DIR]
 *
 * `--root DIR`: another checkout's server (see history-stall.ts), for the flood before the caps.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createServer } from "../src/app.ts";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { GameRecord } from "../src/store/types.ts";
import { launchServer, post, stopServer } from "./spawn-server.ts";

const { values: args } = parseArgs({
  options: { only: { type: "string", default: "flood,start" }, root: { type: "string" }, finished: { type: "string", default: "10000" } },
});
const root = args.root ? resolve(args.root) : fileURLToPath(new URL("../../..", import.meta.url));
const only = new Set(args.only.split(","));

const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;

async function flood(): Promise<void> {
  const server = await launchServer(root, [], {});
  try {
    const before = rssMb(server.child.pid as number);
    const outcomes = new Map<string, number>();
    const started = performance.now();
    const body = { engine: "agot", players: [{ kind: "human" }, { kind: "human" }, { kind: "human" }] };
    const addresses = Array.from({ length: 100 }, (_, i) => `127.0.1.${i + 1}`);
    await Promise.all(
      addresses.map(async (from) => {
        for (let i = 0; i < 30; i++) {
          const res = await post(server.url, body, from);
          const key = res.status === 201 ? "created" : `${res.status} ${(res.body as { code?: string }).code}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = rssMb(server.child.pid as number);
    console.log(
      `flood (${root}): 3,000 attempts from 100 addresses in ${seconds.toFixed(1)} s: ` +
        [...outcomes].map(([k, n]) => `${k}: ${n}`).join(", ") +
        `; server RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB`,
    );
  } finally {
    await stopServer(server);
  }
}

function record(id: string, status: "finished" | "open", at: number): GameRecord {
  return {
    id,
    engine: "agot",
    title: `bench ${id}`,
    createdAt: at,
    setup: { kind: "config", config: { seed: id, playerCount: 3 }, seed: id, seedSource: "server" },
    seats: ["stark", "lannister", "baratheon"].map((seat) => ({ seat, kind: "human" as const, tokenHash: "ab".repeat(32), claimed: status === "finished" })),
    status,
    outcome: status === "finished" ? { winners: ["stark"], ranking: ["stark", "lannister", "baratheon"], reason: "bench", round: 10 } : null,
    rulesVersion: null,
  };
}

async function start(): Promise<void> {
  const full = mkdtempSync(join(tmpdir(), "kingsroad-bench-start-"));
  const store = SqliteStore.open(join(full, "kingsroad.sqlite"), { synchronous: "NORMAL" });
  const made = performance.now();
  const finished = Number(args.finished);
  for (let g = 0; g < finished; g++) {
    const id = `f${g}`;
    await store.createGame(record(id, "finished", g));
    for (let seq = 1; seq <= 10; seq++) await store.appendAction(id, { seq, seat: "stark", action: { type: "pass" }, at: g });
  }
  for (let g = 0; g < 200; g++) await store.createGame(record(`o${g}`, "open", Date.now()));
  await store.close();
  console.log(`start: stored ${finished} finished games (10 moves each) and 200 waiting ones in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  const times = async (dataDir: () => string | undefined): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const dir = dataDir();
      const server = await launchServer(root, [], {}, ...(dir ? [dir] : []));
      out.push((performance.now() - t) / 1000);
      if (dir) {
        // Keep the stored games for the next start: stop without removing the folder.
        const gone = new Promise((r) => server.child.once("exit", r));
        server.child.kill("SIGTERM");
        await gone;
      } else await stopServer(server);
    }
    return out.sort((a, b) => a - b);
  };
  const empty = await times(() => undefined);
  const stored = await times(() => full);
  const f = (s: number[]) => `${s.map((x) => x.toFixed(2)).join(" / ")} s (median ${s[1]!.toFixed(2)} s)`;
  console.log(`start (${root}), spawn to listening: empty data folder ${f(empty)}; with the stored games ${f(stored)}`);
  // The server's own part, without node's and tsx's start: open the store, resume, listen.
  const own: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const server = await createServer({ games: defaultGames(), bots: defaultBots(), dataDir: full, webDist: null });
    await server.listen(0, "127.0.0.1");
    own.push((performance.now() - t) / 1000);
    await server.close();
  }
  console.log(`start in this process (createServer + listen) with the stored games: ${f(own.sort((a, b) => a - b))}`);
}

if (only.has("flood")) await flood();
if (only.has("start")) await start();
