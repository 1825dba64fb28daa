/**
 * The benchmarks' server: the real entry point (`src/main.ts`) of this checkout or another one in
 * its own process, and the HTTP and process figures they read from it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CreateGameResponse } from "../src/protocol.ts";

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

/** The server's main.ts of the checkout at `root`, in its own process over a (fresh) data folder; resolves to its URL. */
export async function launchServer(
  root: string,
  nodeArgs: readonly string[],
  env: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), "kingsroad-bench-")),
): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", join(root, "packages/server/src/main.ts")], {
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

