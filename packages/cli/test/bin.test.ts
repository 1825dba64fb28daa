/**
 * The `kingsroad` command as a user starts it (`bin/kingsroad.js`): it runs with one V8 helper
 * thread and a young generation of a fixed size, starting itself again when Node was not given a
 * pool size, and its exit code and output are those of the command.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const BIN = fileURLToPath(new URL("../bin/kingsroad.js", import.meta.url));

/** A preload that writes each Node process's own flags to stderr, one line per process (not per thread: tsx runs its loader in a worker). */
function flagsProbe(): string {
  const file = join(mkdtempSync(join(tmpdir(), "kingsroad-bin-")), "probe.cjs");
  writeFileSync(file, 'if (require("node:worker_threads").isMainThread) process.stderr.write("execArgv " + JSON.stringify(process.execArgv) + "\\n");\n');
  return file;
}

function run(args: string[], nodeOptions = "") {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: nodeOptions } });
  const flags = r.stderr.split("\n").filter((l) => l.startsWith("execArgv ")).map((l) => JSON.parse(l.slice("execArgv ".length)) as string[]);
  return { code: r.status, stdout: r.stdout, errors: r.stderr.split("\n").filter((l) => l && !l.startsWith("execArgv ")), flags };
}

describe("bin/kingsroad.js", () => {
  it("plays in a process with one V8 helper thread, and prints the command's output and exit code", { timeout: 60_000 }, () => {
    const r = run(["sim", "--game", "fief", "--players", "3", "--games", "1"], `--require ${flagsProbe()}`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/fief, 3 players, bots random/);
    // the process started, then the one it started with the pool size
    expect(r.flags).toHaveLength(2);
    expect(r.flags[0]).not.toContain("--v8-pool-size=1");
    expect(r.flags[1]).toContain("--v8-pool-size=1");
    // and a young generation of a fixed size (the file's comment says why)
    expect(r.flags[1]).toEqual(expect.arrayContaining(["--min-semi-space-size=8", "--max-semi-space-size=8"]));
  });

  it("keeps a young-generation size it was given", { timeout: 60_000 }, () => {
    const r = run(["sim", "--game", "fief", "--players", "3", "--games", "1"], `--max-semi-space-size=4 --require ${flagsProbe()}`);
    expect(r.code).toBe(0);
    expect(r.flags).toHaveLength(2);
    expect(r.flags[1]).toContain("--v8-pool-size=1");
    expect(r.flags[1]!.some((f) => f.includes("semi-space"))).toBe(false);
  });

  it("does not start itself again when Node was given a pool size", { timeout: 60_000 }, () => {
    const r = run(["sim", "--game", "fief", "--players", "3", "--games", "1"], `--v8-pool-size=2 --require ${flagsProbe()}`);
    expect(r.code).toBe(0);
    expect(r.flags).toHaveLength(1);
  });

  it("passes a usage error on: one line, exit code 2", { timeout: 60_000 }, () => {
    const r = run(["sim", "--game", "fief", "--bots", "nobody"]);
    expect(r.code).toBe(2);
    expect(r.errors).toEqual([expect.stringMatching(/^kingsroad sim: no bot "nobody" for fief; choose from .*heuristic/)]);
    expect(r.stdout).toBe("");
  });
});
