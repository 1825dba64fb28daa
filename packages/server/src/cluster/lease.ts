/**
 * Which process writes a game: a lease in Redis per game (`<prefix>lease:<gameId>` holding the
 * owner's process id), taken with `SET NX PX ttl`, renewed while the process lives by a Lua
 * compare-and-extend, given back on a clean stop by a compare-and-delete. A process that dies
 * stops renewing, so its leases expire after `ttlMs` and another process takes the games over.
 *
 * A holder trusts its lease only until `renewedAt + ttlMs - marginMs` by its own clock: a process
 * that stalled (a long GC pause, a lost network) stops writing before Redis can give the game to
 * someone else, and the store's unique seq per game refuses a stale writer's append in any case.
 *
 * ```ts
 * const leases = new Leases(redis, { owner: "host:1234:ab12", ttlMs: 4000, onLost: (id) => evict(id) });
 * if (await leases.take("o2v9mIFJBn7u")) { ... write the game ... }
 * await leases.release("o2v9mIFJBn7u");
 * ```
 */
import type { Redis } from "ioredis";

export interface LeaseOptions {
  /** This process's id: the value of every lease it holds. */
  owner: string;
  /** How long a lease lives unless renewed (default 4000 ms). */
  ttlMs?: number;
  /** Renew every this many ms (default ttlMs / 4). */
  renewEveryMs?: number;
  /** Trusted for this much less than the TTL (default ttlMs / 4): clock drift and the renewal's own trip. */
  marginMs?: number;
  /** Key prefix, so test runs (or two deployments on one Redis) do not meet (default "kingsroad:"). */
  prefix?: string;
  /** A lease this process held is gone (expired, taken over): stop writing that game at once. */
  onLost?: (gameId: string) => void;
  log?: import("../log.ts").LogFn;
  now?: () => number;
}

/** Extends every key of KEYS still holding ARGV[1] by ARGV[2] ms; 1 per key kept, 0 per key lost. */
const RENEW = `
local kept = {}
for i, key in ipairs(KEYS) do
  if redis.call("GET", key) == ARGV[1] then
    redis.call("PEXPIRE", key, ARGV[2])
    kept[i] = 1
  else
    kept[i] = 0
  end
end
return kept`;

/** Deletes KEYS[1] only while it holds ARGV[1]: a lease already taken over is not someone else's to drop. */
const RELEASE = `
if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end
return 0`;

export class Leases {
  readonly owner: string;
  readonly ttlMs: number;
  private readonly marginMs: number;
  private readonly prefix: string;
  private readonly now: () => number;
  /** Game id -> until when this process may write it (its own clock). */
  private readonly held = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly options: LeaseOptions,
  ) {
    this.owner = options.owner;
    this.ttlMs = options.ttlMs ?? 4000;
    this.marginMs = options.marginMs ?? this.ttlMs / 4;
    this.prefix = options.prefix ?? "kingsroad:";
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => void this.renew(), options.renewEveryMs ?? this.ttlMs / 4);
    this.timer.unref();
  }

  key(gameId: string): string {
    return `${this.prefix}lease:${gameId}`;
  }

  /** Whether this process may write `gameId` now. */
  holds(gameId: string): boolean {
    const until = this.held.get(gameId);
    return until !== undefined && until > this.now();
  }

  /** The games this process holds. */
  get games(): string[] {
    return [...this.held.keys()];
  }

  /** Takes the lease when nobody holds it (or this process already does); true when held after. */
  async take(gameId: string): Promise<boolean> {
    if (this.closed) return false;
    if (this.holds(gameId)) return true;
    const started = this.now();
    const key = this.key(gameId);
    const set = await this.redis.set(key, this.owner, "PX", this.ttlMs, "NX");
    // Ours already (this process restarted its view of it, or a renewal raced): extend it.
    const ours = set === "OK" || (await this.extend([key]))[0] === true;
    if (ours) this.held.set(gameId, started + this.ttlMs - this.marginMs);
    return ours;
  }

  /** Who writes `gameId` now (a process id), or null when nobody does. */
  async ownerOf(gameId: string): Promise<string | null> {
    return this.redis.get(this.key(gameId));
  }

  /** The owners of several games at once, in order. */
  async ownersOf(gameIds: readonly string[]): Promise<Array<string | null>> {
    if (gameIds.length === 0) return [];
    return this.redis.mget(...gameIds.map((id) => this.key(id)));
  }

  /** Gives the lease back (only if still ours); the game may be taken by anyone at once. */
  async release(gameId: string): Promise<void> {
    if (!this.held.delete(gameId)) return;
    await this.redis.eval(RELEASE, 1, this.key(gameId), this.owner);
  }

  /** Extends every held lease; the ones lost are dropped and reported through `onLost`. */
  renew(): Promise<void> {
    this.renewing ??= this.renewHeld().finally(() => (this.renewing = null));
    return this.renewing;
  }

  private async renewHeld(): Promise<void> {
    const ids = [...this.held.keys()];
    if (ids.length === 0 || this.closed) return;
    const started = this.now();
    let kept: boolean[];
    try {
      kept = await this.extend(ids.map((id) => this.key(id)));
    } catch (e) {
      // Redis unreachable: the leases run out by our own clock (holds() turns false) and are lost below.
      this.options.log?.("could not renew game leases", e);
      for (const id of ids) if (!this.holds(id)) this.lose(id);
      return;
    }
    ids.forEach((id, i) => {
      if (!this.held.has(id)) return; // released while the renewal ran
      if (kept[i]) this.held.set(id, started + this.ttlMs - this.marginMs);
      else this.lose(id);
    });
  }

  private lose(gameId: string): void {
    if (!this.held.delete(gameId)) return;
    this.options.log?.(`lost the lease of game ${gameId}: another process writes it now`, undefined, { gameId });
    this.options.onLost?.(gameId);
  }

  private async extend(keys: string[]): Promise<boolean[]> {
    const result = (await this.redis.eval(RENEW, keys.length, ...keys, this.owner, this.ttlMs)) as number[];
    return result.map((n) => n === 1);
  }

  /** Stops renewing; with `release`, gives every lease back first (a clean stop hands games over). */
  async close(release: boolean): Promise<void> {
    clearInterval(this.timer);
    await this.renewing;
    if (release) await Promise.allSettled(this.games.map((id) => this.release(id)));
    this.closed = true;
    this.held.clear();
  }
}
