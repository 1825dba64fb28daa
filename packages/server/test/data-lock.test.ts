/**
 * One process per data folder: a second `main.ts` on a folder another server holds exits at once
 * with one line naming the folder and the process holding it; a lock left by a process killed
 * with SIGKILL is stale and replaced; a clean stop removes it. Also a DATA_DIR that cannot be used
 * is one plain line, not a stack.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "../src/app.ts";
import { DataDirLockedError, LOCK_FILE } from "../src/data-lock.ts";
import { GameRegistry } from "../src/registry.ts";
import { createGame, tempDir } from "./helpers.ts";
import { secretBidGame } from "./secret-bid.ts";
import { exited, killed, launch, runToExit } from "./spawn.ts";

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await killed(child);
});

describe("one process per data folder", () => {
  it("a second process exits at once naming the folder and the holder; a SIGKILLed holder's lock is stale", { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const first = await launch(dataDir, children);
    const created = await createGame(first.url);
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as { pid: number };
    expect(lock.pid).toBe(first.child.pid);

    const second = await runToExit(dataDir, children);
    expect(second.code).toBe(1);
    expect(second.stdout).not.toContain("listening");
    const lines = second.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Data folder ${resolve(dataDir)} is in use by another Kingsroad server (process ${first.child.pid}`);
    console.log(`second process refused in ${second.ms.toFixed(0)} ms: ${lines[0]}`);
    // The first is untouched.
    expect((await fetch(`${first.url}/api/games/${created.gameId}`)).status).toBe(200);

    // kill -9 leaves the lock behind; its pid is gone, so the next server replaces it.
    await killed(first.child);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const third = await launch(dataDir, children);
    expect((await fetch(`${third.url}/api/games/${created.gameId}`)).status).toBe(200);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(third.child.pid);

    // A clean stop removes it.
    third.child.kill("SIGTERM");
    expect(await exited(third.child)).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("replaces a lock whose process is gone (a reboot), written by hand", { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    // pid_max is at most 2^22 on Linux: this pid cannot be running.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: 4_194_305, host: (await import("node:os")).hostname(), startedAt: "2020-01-01T00:00:00Z" }));
    const server = await launch(dataDir, children);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("in one process too: a second createServer on the folder is refused until the first closes", async () => {
    const dataDir = tempDir();
    const games = new GameRegistry().register(secretBidGame);
    const first = await createServer({ games, dataDir, webDist: null });
    await expect(createServer({ games, dataDir, webDist: null })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await createServer({ games, dataDir, webDist: null });
    await again.close();
  });

  it("a DATA_DIR that cannot be used is one plain line", { timeout: 60_000 }, async () => {
    const file = join(tempDir(), "not-a-folder");
    writeFileSync(file, "x");
    const run = await runToExit(file, children);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Cannot use DATA_DIR ${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: `));
  });
});
