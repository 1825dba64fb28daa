/**
 * Several server processes over one PostgreSQL database and one Redis (REDIS_URL): each game has
 * one writer at a time, the holder of its lease (lease.ts), which alone applies its actions, runs
 * its bots and clocks and sends its updates; clients may connect to any process, their sessions
 * running in the writer (relay.ts). Every second each process:
 *
 * - says it is alive (`<prefix>alive:<id>`, same TTL as a lease), so writers can end the sessions
 *   they run for a process that died;
 * - lists the unfinished games it writes in `<prefix>games`, so they are taken over when it dies;
 * - takes every game of that list whose lease is free (its writer died, or stopped cleanly), which
 *   loads it from the store (snapshot + log: every stored action, each once) and starts its bots
 *   and clocks again;
 * - checks that the games its clients play elsewhere are still written where it thinks.
 *
 * A clean stop hands over: after the hub has stored what it was doing, every lease is released and
 * the other processes are told (`released`), so they take the games at once.
 */
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Result, RuleError, Seat } from "@kingsroad/core";
import type { GameHub } from "../hub.ts";
import type { WriterCalls } from "../http.ts";
import type { LogFn } from "../log.ts";
import type { GameSummary, ReissuedSeat, WebhookDelivery } from "../protocol.ts";
import { WrittenElsewhere } from "../ownership.ts";
import type { GameStore } from "../store/types.ts";
import { Bus, CallTimeout } from "./bus.ts";
import { fencedStore } from "./fenced-store.ts";
import { Leases } from "./lease.ts";
import { Relay, type RelayOptions } from "./relay.ts";

export interface ClusterOptions {
  redisUrl: string;
  /** A lease's life unless renewed (default 4000 ms): a dead writer's games are taken within about this. */
  leaseTtlMs?: number;
  /** How often the checks above run (default 1000 ms). */
  checkEveryMs?: number;
  /** Redis key and channel prefix (default "kingsroad:"). */
  prefix?: string;
  log: LogFn;
}

export class Cluster {
  readonly self: string;
  readonly leases: Leases;
  private hub: GameHub | null = null;
  private relayValue: Relay | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private readonly prefix: string;
  private readonly listed = new Set<string>();
  private closed = false;

  private constructor(
    readonly bus: Bus,
    private readonly options: ClusterOptions,
  ) {
    this.self = bus.self;
    this.prefix = options.prefix ?? "kingsroad:";
    this.leases = new Leases(bus.redis, {
      owner: this.self,
      ttlMs: options.leaseTtlMs ?? 4000,
      prefix: this.prefix,
      log: options.log,
      onLost: (gameId) => this.lost(gameId),
    });
  }

  /** Connects to Redis; the hub is attached next (it needs `store` and `ownership` from here). */
  static async open(options: ClusterOptions): Promise<Cluster> {
    const self = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    const bus = await Bus.open(options.redisUrl, { self, ...(options.prefix && { prefix: options.prefix }), log: options.log });
    return new Cluster(bus, options);
  }

  /** The store as this process may write it: only the games it holds the lease of. */
  fence(store: GameStore): GameStore {
    return fencedStore(store, (gameId) => this.leases.holds(gameId));
  }

  /** The hub's hook: a game is loaded or created only by the process that gets its lease. */
  readonly ownership = {
    acquire: async (gameId: string): Promise<void> => {
      if (!(await this.leases.take(gameId))) throw new WrittenElsewhere(gameId);
    },
    release: (gameId: string): void => {
      this.listed.delete(gameId);
      this.bus.redis.srem(this.key("games"), gameId).catch(() => undefined);
      this.leases.release(gameId).catch((e: unknown) => this.options.log(`could not release the lease of game ${gameId}`, e, { gameId }));
    },
  };

  /** Starts relaying and checking, once the hub exists. */
  attach(hub: GameHub, relay: Omit<RelayOptions, "log">): Relay {
    this.hub = hub;
    this.relayValue = new Relay(hub, this.bus, this.leases, { ...relay, log: this.options.log });
    this.bus.answer((op, args) => this.answer(op, args as { gameId: string; seat?: Seat; creator?: string }));
    this.bus.on((message, from) => {
      if (message.kind === "released" && from !== this.self) this.check();
    });
    this.timer = setInterval(() => this.check(), this.options.checkEveryMs ?? 1000);
    this.timer.unref();
    this.check();
    return this.relayValue;
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** A lease this process held is gone: the game is dropped unstored, its clients go to its writer. */
  private lost(gameId: string): void {
    this.listed.delete(gameId);
    this.hub?.evict(gameId);
    this.relayValue?.leftGame(gameId);
  }

  /** Runs the checks now (at most one at a time). */
  check(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.checking ??= this.checkOnce()
      .catch((e: unknown) => this.options.log("cluster check failed", e))
      .finally(() => (this.checking = null));
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const hub = this.hub;
    const relay = this.relayValue;
    if (!hub || !relay) return;
    const redis = this.bus.redis;
    const ttl = this.leases.ttlMs;
    await redis.set(this.key(`alive:${this.self}`), "1", "PX", ttl);

    // The unfinished games written here are listed for takeover; finished ones need no writer.
    const adds: string[] = [];
    const removes: string[] = [];
    for (const gameId of this.leases.games) {
      const game = hub.peek(gameId);
      if (!game) continue;
      const finished = game.record.status === "finished";
      if (!finished && !this.listed.has(gameId)) (adds.push(gameId), this.listed.add(gameId));
      if (finished && this.listed.delete(gameId)) removes.push(gameId);
    }
    if (adds.length > 0) await redis.sadd(this.key("games"), ...adds);
    if (removes.length > 0) await redis.srem(this.key("games"), ...removes);

    // Games whose writer is gone: taken here (loading replays them and starts bots and clocks).
    const listed = (await redis.smembers(this.key("games"))).filter((id) => !this.leases.holds(id));
    const owners = await this.leases.ownersOf(listed);
    for (const [i, gameId] of listed.entries()) {
      if (owners[i] !== null || this.closed) continue;
      try {
        if (!(await hub.get(gameId))) await redis.srem(this.key("games"), gameId);
      } catch (e) {
        if (!(e instanceof WrittenElsewhere)) this.options.log(`could not take over game ${gameId}`, e, { gameId });
      }
    }

    // Clients of this process playing elsewhere: still the same writer?
    const remote = relay.remoteGames();
    const ids = [...remote.keys()];
    const writers = await this.leases.ownersOf(ids);
    ids.forEach((gameId, i) => relay.writerIs(gameId, writers[i] ?? null, remote.get(gameId) ?? []));

    // Sessions run here for sockets of processes that died.
    const processes = relay.hostedProcesses();
    if (processes.length > 0) {
      const alive = await redis.mget(...processes.map((p) => this.key(`alive:${p}`)));
      processes.forEach((p, i) => {
        if (alive[i] === null) relay.processGone(p);
      });
    }
  }

  /** The HTTP routes' calls, run on the game's writer. */
  readonly writer: WriterCalls = {
    summary: (gameId) => this.onWriter(gameId, "summary", {}) as Promise<GameSummary | null>,
    reissueSeat: (gameId, seat, creator) => this.onWriter(gameId, "reissue", { seat, creator }) as Promise<Result<ReissuedSeat, RuleError>>,
    replayFile: (gameId) => this.onWriter(gameId, "replay", {}) as Promise<Result<object, RuleError>>,
    testWebhook: (gameId, seat, token) => this.onWriter(gameId, "webhook-test", { seat, token }) as Promise<Result<WebhookDelivery, RuleError>>,
  };

  private async onWriter(gameId: string, op: string, args: object): Promise<unknown> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const owner = this.hub?.peek(gameId) && this.leases.holds(gameId) ? this.self : await this.leases.ownerOf(gameId);
      try {
        if (owner === null || owner === this.self) return await this.answer(op, { gameId, ...args });
        return await this.bus.call(owner, op, { gameId, ...args });
      } catch (e) {
        // The writer changed while we asked (it stopped, or died): ask the new one.
        if (!(e instanceof WrittenElsewhere || e instanceof CallTimeout || (e as Error).message.includes("written by another process"))) throw e;
      }
    }
    throw new Error(`game ${gameId}: its writer did not answer`);
  }

  private answer(op: string, args: { gameId: string; seat?: Seat; creator?: string; token?: string }): Promise<unknown> {
    const hub = this.hub;
    if (!hub) return Promise.reject(new Error("not started"));
    if (op === "summary") return hub.summary(args.gameId);
    if (op === "reissue") return hub.reissueSeat(args.gameId, args.seat as Seat, args.creator as string);
    if (op === "replay") return hub.replayFile(args.gameId);
    if (op === "webhook-test") return hub.testWebhook(args.gameId, args.seat as Seat, args.token as string);
    return Promise.reject(new Error(`unknown call ${op}`));
  }

  /**
   * A clean stop, after the hub stored what it was doing: leases handed back, the sessions run
   * for other processes' sockets sent elsewhere, the others told to take the games now.
   */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    this.closed = true;
    const games = this.leases.games;
    await this.leases.close(true);
    this.relayValue?.leaveAll();
    await this.bus.redis.del(this.key(`alive:${this.self}`)).catch(() => undefined);
    this.bus.broadcast({ kind: "released", games });
    await this.bus.close();
  }
}
