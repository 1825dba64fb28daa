/**
 * The processes' mail: Redis pub/sub with one channel per process (`<prefix>proc:<id>`) and one
 * for all (`<prefix>all`). Messages are JSON; Redis keeps the order of one publisher's messages on
 * one channel, which is all the relay needs (a client's messages reach the writer in the order
 * sent, a writer's updates reach the client in the order made). Pub/sub is fire-and-forget: a
 * process that is down misses what was sent to it, so nothing durable travels here (the store has
 * every action; acks are sent only once an action is stored).
 *
 * `call` is a request with a reply (an id, a timeout), for the few HTTP routes that must run on a
 * game's writer.
 */
import { Redis } from "ioredis";
import { randomBytes } from "node:crypto";

export interface BusOptions {
  /** This process's id. */
  self: string;
  prefix?: string;
  /** How long a `call` waits for its reply (default 5000 ms). */
  callTimeoutMs?: number;
  log?: import("../log.ts").LogFn;
}

export type Handler = (message: BusMessage, from: string) => void;
/** Answers a `call`: its result must be JSON. */
export type Answerer = (op: string, args: unknown) => Promise<unknown>;

/** What travels: `kind` says what it is, the rest is the kind's own (cluster/relay.ts). */
export interface BusMessage {
  kind: string;
  [key: string]: unknown;
}

interface Envelope {
  from: string;
  message: BusMessage;
}

export class CallTimeout extends Error {}

export class Bus {
  readonly self: string;
  private readonly prefix: string;
  private readonly handlers: Handler[] = [];
  private answerer: Answerer | null = null;
  private readonly calls = new Map<string, { resolve: (value: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly options: BusOptions,
  ) {
    this.self = options.self;
    this.prefix = options.prefix ?? "kingsroad:";
  }

  /** Connects both connections (a subscribed connection can do nothing else) and listens. */
  static async open(url: string, options: BusOptions): Promise<Bus> {
    const connect = (): Redis => {
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 3000 });
      redis.on("error", (e) => options.log?.("Redis connection failed", e));
      return redis;
    };
    const bus = new Bus(connect(), connect(), options);
    await Promise.all([bus.pub.connect(), bus.sub.connect()]);
    bus.sub.on("message", (_channel: string, text: string) => bus.receive(text));
    await bus.sub.subscribe(bus.channel(bus.self), `${bus.prefix}all`);
    return bus;
  }

  /** The connection for commands (leases, sets); never subscribed. */
  get redis(): Redis {
    return this.pub;
  }

  private channel(process: string): string {
    return `${this.prefix}proc:${process}`;
  }

  on(handler: Handler): void {
    this.handlers.push(handler);
  }

  /** Answers other processes' `call`s. */
  answer(answerer: Answerer): void {
    this.answerer = answerer;
  }

  send(to: string, message: BusMessage): void {
    const text = JSON.stringify({ from: this.self, message } satisfies Envelope);
    this.pub.publish(this.channel(to), text).catch((e: unknown) => this.options.log?.(`could not send ${message.kind} to process ${to}`, e));
  }

  /** To every process, this one included. */
  broadcast(message: BusMessage): void {
    this.pub.publish(`${this.prefix}all`, JSON.stringify({ from: this.self, message } satisfies Envelope)).catch((e: unknown) => this.options.log?.(`could not broadcast ${message.kind}`, e));
  }

  /** Runs `op` on process `to` and resolves with its answer; rejects with CallTimeout when none comes. */
  call(to: string, op: string, args: unknown): Promise<unknown> {
    const id = randomBytes(8).toString("hex");
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.calls.delete(id);
        reject(new CallTimeout(`process ${to} did not answer ${op}`));
      }, this.options.callTimeoutMs ?? 5000);
      this.calls.set(id, { resolve, reject, timer });
      this.send(to, { kind: "call", id, op, args });
    });
  }

  private receive(text: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (e) {
      return this.options.log?.("unreadable message between processes", e);
    }
    const { from, message } = envelope;
    if (message.kind === "call") return void this.answerCall(from, message);
    if (message.kind === "reply") {
      const pending = this.calls.get(message.id as string);
      if (!pending) return;
      this.calls.delete(message.id as string);
      clearTimeout(pending.timer);
      if (message.error !== undefined) pending.reject(new Error(String(message.error)));
      else pending.resolve(message.result);
      return;
    }
    for (const handler of this.handlers) {
      try {
        handler(message, from);
      } catch (e) {
        this.options.log?.(`handling ${message.kind} from process ${from} failed`, e);
      }
    }
  }

  private async answerCall(from: string, message: BusMessage): Promise<void> {
    const id = message.id;
    try {
      if (!this.answerer) throw new Error("this process answers no calls");
      const result = await this.answerer(message.op as string, message.args);
      this.send(from, { kind: "reply", id, result });
    } catch (e) {
      this.send(from, { kind: "reply", id, error: (e as Error).message });
    }
  }

  async close(): Promise<void> {
    for (const { timer, reject } of this.calls.values()) {
      clearTimeout(timer);
      reject(new CallTimeout("closing"));
    }
    this.calls.clear();
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }
}
