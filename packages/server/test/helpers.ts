/**
 * Test harness: a real server on an ephemeral loopback port, and a WebSocket client that records
 * every message it gets so tests can wait for one and search all of them for leaks.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { createServer, type KingsroadServer, type ServerOptions } from "../src/app.ts";
import jsonpatch, { type Operation } from "fast-json-patch";
import type { CreateGameRequest, CreateGameResponse, PatchMessage, SeatPicture, ServerMessage, UpdateMessage } from "../src/protocol.ts";
import { GameRegistry } from "../src/registry.ts";
import { MemoryStore } from "../src/store/memory.ts";
import { secretBidGame } from "./secret-bid.ts";

export interface Running {
  server: KingsroadServer;
  url: string;
  wsUrl: string;
}

export async function start(options: Partial<ServerOptions> = {}): Promise<Running> {
  const server = await createServer({
    games: new GameRegistry().register(secretBidGame),
    store: options.store ?? (options.dataDir ? undefined : new MemoryStore()),
    webDist: null,
    ...options,
    // Bot-only games flat out (the server's default paces them at 500 ms a move), unless a test says.
    limits: { botGamePaceMs: 0, ...options.limits },
  } as ServerOptions);
  const url = await server.listen(0, "127.0.0.1");
  return { server, url, wsUrl: `${url.replace("http", "ws")}/ws` };
}

export const tempDir = (): string => mkdtempSync(join(tmpdir(), "kingsroad-server-"));

export async function createGame(url: string, request: Partial<CreateGameRequest> = {}): Promise<CreateGameResponse> {
  const res = await fetch(`${url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ engine: "secret-bid", players: [{ kind: "human" }, { kind: "human" }], ...request }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateGameResponse;
}

/** POST /api/games with any body, for the refusals: the status and the `{ code, message }` sent back. */
export async function postGame(url: string, body: unknown): Promise<{ status: number; body: { code: string; message: string } }> {
  const res = await fetch(`${url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { code: string; message: string } };
}

export function tokenOf(created: CreateGameResponse, seat: string): string {
  const token = created.seats.find((s) => s.seat === seat)?.token;
  if (!token) throw new Error(`no token for ${seat}`);
  return token;
}

/** The fields of a welcome or update that a patch applies to (the server's `SeatPicture`). */
export const PICTURE_KEYS = ["seq", "view", "prompts", "legalActions", "freeActions", "waitingFor", "outcome", "clock"] as const;

export function pictureOf(m: object): SeatPicture {
  const source = m as Record<string, unknown>;
  const picture: Record<string, unknown> = {};
  for (const key of PICTURE_KEYS) if (source[key] !== undefined) picture[key] = source[key];
  return picture as unknown as SeatPicture;
}

export class Client {
  /** Every message, a `patch` as the `update` it stands for (the patch itself is in `raw` and `patches`). */
  readonly received: ServerMessage[] = [];
  readonly raw: string[] = [];
  /** The patches received, in order. */
  readonly patches: PatchMessage[] = [];
  /** The picture held, as a client applying patches keeps it. */
  picture: SeatPicture | null = null;
  /** Drops the next N patches unread, as if lost; the client then asks for a resync. */
  losePatches = 0;
  resyncsAsked = 0;
  private waiters: Array<{ test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }> = [];
  private readonly taken = new Set<number>();
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const text = data.toString();
      this.raw.push(text);
      let message = JSON.parse(text) as ServerMessage;
      if (message.type === "patch") {
        const followed = this.follow(message);
        if (!followed) return;
        message = followed;
      } else if (message.type === "welcome" || message.type === "update") this.picture = pictureOf(message);
      this.received.push(message);
      const waiter = this.waiters.find((w) => w.test(message));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    });
    socket.on("close", (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  /** A patch applied to the picture held: the update it stands for, or null (lost, or a resync asked for). */
  private follow(patch: PatchMessage): UpdateMessage | null {
    this.patches.push(patch);
    if (this.losePatches > 0) {
      this.losePatches--;
      return null;
    }
    if (!this.picture || this.picture.seq !== patch.base) {
      this.picture = null;
      this.resyncsAsked++;
      this.send({ type: "resync" });
      return null;
    }
    // Not in place: the pictures already received stay as they were.
    this.picture = jsonpatch.applyPatch(this.picture, patch.ops as Operation[], true, false).newDocument;
    return { type: "update", ...this.picture, events: patch.events };
  }

  static async open(wsUrl: string): Promise<Client> {
    const socket = new WebSocket(wsUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new Client(socket);
  }

  send(message: unknown): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The oldest message not yet taken by `next` that has this type and passes `test`. */
  next<T extends ServerMessage["type"]>(
    type: T,
    test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    type M = Extract<ServerMessage, { type: T }>;
    const match = (m: ServerMessage): boolean => m.type === type && test(m as M);
    const found = this.received.findIndex((m, i) => !this.taken.has(i) && match(m));
    if (found >= 0) {
      this.taken.add(found);
      return Promise.resolve(this.received[found] as M);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${type}`)), timeoutMs);
      this.waiters.push({
        test: match,
        resolve: (m) => {
          clearTimeout(timer);
          this.taken.add(this.received.lastIndexOf(m));
          resolve(m as M);
        },
      });
    });
  }

  /** `patches`: ask for pictures as patches of the one held (the web client does). */
  async join(gameId: string, token?: string, options: { patches?: boolean } = {}) {
    this.send({ type: "join", gameId, ...(token !== undefined && { token }), ...(options.patches && { patches: true }) });
    return this.next("welcome");
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }

  waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("socket did not close")), timeoutMs);
      this.socket.once("close", (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString() });
      });
    });
  }
}

/**
 * The servers and clients a test file opens, all closed after each test:
 * `const t = tracked(); afterEach(() => t.closeAll());`.
 */
export function tracked() {
  const running: Running[] = [];
  const clients: Client[] = [];
  return {
    /** A server, on SQLite in `dataDir` when given (a restart reopens the same folder). */
    async boot(dataDir?: string): Promise<Running> {
      const r = await start(dataDir ? { dataDir } : {});
      running.push(r);
      return r;
    },
    /** Closes the newest server now, as a restart does. */
    async stopLast(): Promise<void> {
      await running.pop()?.server.close();
    },
    async open(r: Running): Promise<Client> {
      return this.track(await Client.open(r.wsUrl));
    },
    track(c: Client): Client {
      clients.push(c);
      return c;
    },
    /** Creates a secret-bid game from `request` and joins `seats` (red, blue, green by default), one client each. */
    async table(r: Running, request: object, seats: string[] = ["red", "blue", "green"]) {
      const created = await createGame(r.url, request);
      const joined: Record<string, Client> = {};
      for (const seat of seats) {
        const c = await this.open(r);
        await c.join(created.gameId, tokenOf(created, seat));
        joined[seat] = c;
      }
      // Only the seats asked for are joined; a test reads only those.
      return { created, ...joined } as { created: CreateGameResponse; red: Client; blue: Client; green: Client };
    },
    async closeAll(): Promise<void> {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await Promise.all(running.splice(0).map((r) => r.server.close()));
    },
  };
}
