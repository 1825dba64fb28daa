/** The real entry point (`src/main.ts`) as a child process on an ephemeral port over a data folder. */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));

export interface Launched {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
}

/** `startMs`: how long the process may take to listen (a loaded machine compiles slowly). */
export function launch(dataDir: string, children: ChildProcess[], env: Record<string, string> = {}, startMs = 40_000): Promise<Launched> {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, KINGSROAD_TEST_ENGINE: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${startMs} ms: ${out}`)), startMs);
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /Kingsroad listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] as string, output: () => out });
      }
    });
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** Runs main.ts expecting it to stop by itself: its exit code, everything it printed, and how long it took. */
export function runToExit(dataDir: string, children: ChildProcess[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, KINGSROAD_TEST_ENGINE: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr, ms: performance.now() - started })));
}

/** Resolves with the exit code once the process is gone. */
export const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });

export const killed = (child: ChildProcess): Promise<number | null> => {
  const gone = exited(child);
  child.kill("SIGKILL");
  return gone;
};
