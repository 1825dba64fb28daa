/**
 * One server process per data folder. Two processes on one SQLite file both start and then refuse
 * each other's appends (the seq check), deadlocking the games they share; until several writers
 * are safe (issue 18's leases), the second one must not start at all.
 *
 * The lock is `kingsroad.lock` in the folder, created with O_EXCL (atomic: of two processes
 * starting at once, one wins) and holding the owner's pid. A lock whose pid is no longer running
 * (the owner was killed with SIGKILL, the machine rebooted) is stale: it is replaced. A pid reused
 * by an unrelated process after a reboot would look alive; the message names the file to delete.
 *
 * ```ts
 * const lock = lockDataDir("./data");          // throws DataDirLockedError when held
 * ...
 * lock.release();
 * ```
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

export const LOCK_FILE = "kingsroad.lock";

/** Another live process holds the folder; `message` is one line for the operator. */
export class DataDirLockedError extends Error {
  constructor(
    message: string,
    readonly pid: number | null,
  ) {
    super(message);
    this.name = "DataDirLockedError";
  }
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to another user, so it is running.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockContent>;
    return typeof parsed.pid === "number" && Number.isSafeInteger(parsed.pid) && parsed.pid > 0
      ? { pid: parsed.pid, host: String(parsed.host ?? ""), startedAt: String(parsed.startedAt ?? "") }
      : null;
  } catch {
    return null;
  }
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

/** Takes the folder's lock (the folder must exist), replacing a stale one; throws DataDirLockedError when held. */
export function lockDataDir(dir: string): DataDirLock {
  const folder = resolve(dir);
  const file = join(folder, LOCK_FILE);
  const content: LockContent = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx", 0o644);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const held = readLock(file);
      const sameHost = held !== null && held.host === hostname();
      if (held && (!sameHost || alive(held.pid))) {
        const who = sameHost ? `process ${held.pid}` : `process ${held.pid} on ${held.host}`;
        throw new DataDirLockedError(
          `Data folder ${folder} is in use by another Kingsroad server (${who}, since ${held.startedAt}); stop it or choose another DATA_DIR (if no server runs there, delete ${file}).`,
          held.pid,
        );
      }
      if (!held && youngerThan(file, 5000)) {
        // Another process created it an instant ago and is writing its pid.
        throw new DataDirLockedError(`Data folder ${folder} is being opened by another Kingsroad server right now (${file}); stop it or choose another DATA_DIR.`, null);
      }
      // Stale (its process is gone) or unreadable and old (a write cut short): replace it, try again.
      try {
        unlinkSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(content)}\n`);
    } finally {
      closeSync(fd);
    }
    let released = false;
    return {
      file,
      release() {
        if (released) return;
        released = true;
        // Only our own lock: a process that found ours stale (it should not, we are alive) keeps its.
        if (readLock(file)?.pid === process.pid) unlinkSync(file);
      },
    };
  }
  throw new DataDirLockedError(`Data folder ${folder}: could not take its lock ${file} (another server keeps taking it).`, null);
}
