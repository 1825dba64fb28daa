/**
 * A store that cannot write for a while (a full disk), over real HTTP and WebSockets (issue 39
 * items 12 and 13): bots and clocks tell the store's failure from an illegal move and try again
 * with backoff, so their games go on by themselves once the store writes again; `/api/health`
 * says 503 with the reason while it cannot, from the first request, and 200 once it can.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEntry, GameSummary } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/memory.ts";
import type { GamePatch, GameRecord, NewChat, Snapshot, StoredAction } from "../src/store/types.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

/** A memory store whose writes (and write probe) fail while `full`, as on a full disk. */
class FillingStore extends MemoryStore {
  full = false;
  /** Writes refused so far. */
  refused = 0;
  /** Called before each action is stored (a test turns the disk full there). */
  beforeAppend: ((seq: number) => void) | null = null;

  /** An arrow: the server's watched store calls some methods with itself (made from this one) as `this`. */
  private readonly check = (): void => {
    if (!this.full) return;
    this.refused++;
    throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
  };
  override async createGame(record: GameRecord): Promise<void> {
    this.check();
    return super.createGame(record);
  }
  override async updateGame(gameId: string, patch: GamePatch): Promise<void> {
    this.check();
    return super.updateGame(gameId, patch);
  }
  override async appendAction(gameId: string, action: StoredAction): Promise<void> {
    this.beforeAppend?.(action.seq);
    this.check();
    return super.appendAction(gameId, action);
  }
  override async saveSnapshot(gameId: string, snapshot: Snapshot): Promise<void> {
    this.check();
    return super.saveSnapshot(gameId, snapshot);
  }
  override async appendChat(gameId: string, chat: NewChat): Promise<ChatEntry> {
    this.check();
    return super.appendChat(gameId, chat);
  }
  async checkWritable(): Promise<void> {
    this.check();
  }
}

let run: Running | null = null;
afterEach(async () => {
  await run?.server.close();
  run = null;
});

const summaryOf = async (r: Running, id: string) => (await (await fetch(`${r.url}/api/games/${id}`)).json()) as GameSummary;

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("bots and clocks when the store cannot write (issue 39 item 12)", () => {
  it("a game with only bots stalls while the disk is full and plays on to its end once there is space", async () => {
    const store = new FillingStore();
    const complaints: string[] = [];
    run = await start({ store, log: (m) => complaints.push(m) });
    // The disk fills just before the third move is stored, and has space again 1.2 s later.
    store.beforeAppend = (seq) => {
      if (seq !== 3 || store.refused > 0 || store.full) return;
      store.full = true;
      setTimeout(() => (store.full = false), 1200);
    };
    const created = await createGame(run.url, { players: [{ kind: "bot" }, { kind: "bot" }], options: { rounds: 4, coins: 10 } });
    await until("the disk to fill", async () => store.full);
    await new Promise((r) => setTimeout(r, 600));
    // While full: stuck at the moves stored before, and retried with backoff rather than hammered.
    expect((await summaryOf(run, created.gameId)).seq).toBe(2);
    expect(store.refused).toBeGreaterThan(0);
    expect(store.refused).toBeLessThan(20);
    const done = await until("the game's end", async () => {
      const s = await summaryOf(run!, created.gameId);
      return s.status === "finished" && s;
    });
    expect(done.outcome).not.toBeNull();
    // Not taken for an illegal move (which would have replaced the bot by a random one).
    expect(complaints.some((m) => m.includes("illegal"))).toBe(false);
    expect(complaints.some((m) => m.includes("trying again with backoff"))).toBe(true);
  });

  it("a clock that runs out while the disk is full hands the seat to its bot once the store writes, and the bot plays", async () => {
    const store = new FillingStore();
    run = await start({ store, log: () => undefined });
    const created = await createGame(run.url, {
      clock: { kind: "decision", seconds: 1, onTimeout: "bot-takes-seat" },
      options: { rounds: 3, coins: 10 },
    });
    const red = await Client.open(run.wsUrl);
    const blue = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    // Red bids; blue's clock runs out at 1 s, while the disk is full (0.3 s to 2 s).
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await new Promise((r) => setTimeout(r, 300));
    store.full = true;
    await new Promise((r) => setTimeout(r, 1700));
    const during = await summaryOf(run, created.gameId);
    expect(during.seats.find((s) => s.seat === "blue")?.standIn).toBeUndefined();
    expect(during.seq).toBe(1);
    expect(store.refused).toBeGreaterThan(0);
    store.full = false;
    // Space again: the keeper's retry seats the stand-in, which bids for blue.
    const after = await until("blue's stand-in to bid", async () => {
      const s = await summaryOf(run!, created.gameId);
      return s.seq >= 2 && s;
    });
    expect(after.seats.find((s) => s.seat === "blue")?.standIn).toMatchObject({ reason: "timeout" });
    await Promise.all([red.close(), blue.close()]);
  });
});

describe("health when the store cannot write (issue 39 item 13)", () => {
  it("is 503 with the reason from the first request while the store cannot write, and 200 once it can", async () => {
    const store = new FillingStore();
    run = await start({ store });
    store.full = true; // before anything asked for health: no write has failed yet
    const full = await fetch(`${run.url}/api/health`);
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({
      ok: false,
      code: "store_unwritable",
      message: "The server cannot store games: database or disk is full.",
      store: "unwritable",
    });
    store.full = false;
    const back = await until("health to recover", async () => {
      const res = await fetch(`${run!.url}/api/health`);
      return res.status === 200 && res;
    }, 5000);
    expect(await back.json()).toEqual({ ok: true, store: "ok" });
  });

  it("probes at most once a second however often it is asked, many at once sharing one probe", async () => {
    const store = new FillingStore();
    let probes = 0;
    const probe = store.checkWritable.bind(store);
    store.checkWritable = async () => {
      probes++;
      await new Promise((r) => setTimeout(r, 50));
      return probe();
    };
    run = await start({ store });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${run!.url}/api/health`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (let i = 0; i < 10; i++) await fetch(`${run.url}/api/health`);
    expect(probes).toBe(1);
  });

  it("a failed append of an action is reported until one is stored again, or with none for a while, then health recovers", async () => {
    const store = new FillingStore();
    run = await start({ store, health: { checkEveryMs: 100, failedWriteHoldMs: 2000 } });
    const created = await createGame(run.url);
    const red = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    store.full = true;
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    expect(await red.next("error")).toMatchObject({ code: "not_stored", message: expect.stringContaining("could not be stored") });
    const failedAt = Date.now();
    store.full = false;
    await new Promise((r) => setTimeout(r, 1100));
    // The probe passes, but an action failed and none was stored since: not trusted yet...
    expect((await fetch(`${run.url}/api/health`)).status).toBe(503);
    // ...and with no action since (a load balancer sends no players to an unhealthy server), not for ever.
    await new Promise((r) => setTimeout(r, Math.max(0, failedAt + 2100 - Date.now())));
    expect((await fetch(`${run.url}/api/health`)).status).toBe(200);
    // An action is stored again.
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    expect(await red.next("ack")).toMatchObject({ seq: 1 });
    await red.close();
  });
});
