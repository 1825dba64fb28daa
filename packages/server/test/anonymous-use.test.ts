/**
 * Bounded anonymous use (issue 20): games waiting for players and games played only by bots are
 * capped per client address and per server, games nobody joined expire, only running games are
 * loaded at start, and bot-only games are paced. Real HTTP from several loopback addresses
 * (127.0.0.2, 127.0.0.3... are all loopback on Linux) and real WebSockets.
 */
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { CreateGameRequest, CreateGameResponse, GameSummary, UpdateMessage } from "../src/protocol.ts";
import { Client, start, tempDir, tokenOf, type Running } from "./helpers.ts";

const running: Running[] = [];
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

async function boot(options: Parameters<typeof start>[0] = {}): Promise<Running> {
  const run = await start({ httpRateLimit: false, ...options });
  running.push(run);
  return run;
}

const twoHumans: Partial<CreateGameRequest> = { players: [{ kind: "human" }, { kind: "human" }] };
const twoBots = (rounds = 1000): Partial<CreateGameRequest> => ({ players: [{ kind: "bot" }, { kind: "bot" }], options: { rounds, coins: 100 } });

/** POST /api/games from the loopback address `from`: the status and the parsed body. */
function createFrom(url: string, from: string, body: Partial<CreateGameRequest>): Promise<{ status: number; body: CreateGameResponse & { code?: string; message?: string } }> {
  const json = JSON.stringify({ engine: "secret-bid", ...body });
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/games`, { method: "POST", localAddress: from, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(json) } }, (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as CreateGameResponse }));
    });
    req.on("error", reject);
    req.end(json);
  });
}

const summary = async (run: Running, id: string): Promise<{ status: number; body: GameSummary }> => {
  const res = await fetch(`${run.url}/api/games/${id}`);
  return { status: res.status, body: (await res.json()) as GameSummary };
};

async function joinAll(run: Running, created: CreateGameResponse): Promise<void> {
  for (const seat of created.seats) {
    const c = await Client.open(run.wsUrl);
    clients.push(c);
    await c.join(created.gameId, tokenOf(created, seat.seat));
  }
}

describe("games waiting for players", () => {
  it("are capped per address and per server; a game everyone joined no longer counts", async () => {
    const run = await boot({ limits: { waitingPerAddress: 3, waiting: 5 } });
    const mine: CreateGameResponse[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await createFrom(run.url, "127.0.0.2", twoHumans);
      expect(made.status).toBe(201);
      mine.push(made.body);
    }
    const fourth = await createFrom(run.url, "127.0.0.2", twoHumans);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      code: "too_many_games",
      message: "Your address already has 3 games waiting for players, the most allowed; wait until players join them or they expire.",
    });
    // Another address has its own share, until the server's is used up.
    expect((await createFrom(run.url, "127.0.0.3", twoHumans)).status).toBe(201);
    expect((await createFrom(run.url, "127.0.0.3", twoHumans)).status).toBe(201);
    const full = await createFrom(run.url, "127.0.0.4", twoHumans);
    expect(full.status).toBe(429);
    expect(full.body).toMatchObject({ code: "server_full", message: expect.stringContaining("5 games waiting for players") });
    // Games with only bots count against their own cap, not this one.
    expect((await createFrom(run.url, "127.0.0.4", twoBots(1))).status).toBe(201);

    // Both players come: the game runs, and its creator may make another.
    await joinAll(run, mine[0]!);
    expect((await summary(run, mine[0]!.gameId)).body.status).toBe("running");
    expect((await createFrom(run.url, "127.0.0.2", twoHumans)).status).toBe(201);
    expect((await createFrom(run.url, "127.0.0.2", twoHumans)).status).toBe(429);
  });

  it("with TRUST_PROXY, each forwarded client has its own share", async () => {
    const run = await boot({ trustProxy: true, limits: { waitingPerAddress: 1 } });
    const post = (client: string) =>
      fetch(`${run.url}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify({ engine: "secret-bid", ...twoHumans }),
      }).then((r) => r.status);
    expect([await post("203.0.113.7"), await post("203.0.113.7"), await post("198.51.100.2")]).toEqual([201, 429, 201]);
  });

  it("expire when nobody joined them in time; joined ones stay; a restart still counts and expires them", async () => {
    let now = Date.UTC(2026, 10, 26, 12);
    const clock = () => now;
    const dataDir = tempDir();
    const hour = 3_600_000;
    let run = await boot({ dataDir, now: clock, limits: { waitingPerAddress: 3, waiting: 2, waitingExpiryMs: 24 * hour } });
    const lonely = (await createFrom(run.url, "127.0.0.2", twoHumans)).body;
    const half = (await createFrom(run.url, "127.0.0.2", twoHumans)).body;
    const bots = (await createFrom(run.url, "127.0.0.2", twoBots())).body;
    const red = await Client.open(run.wsUrl);
    clients.push(red);
    await red.join(half.gameId, tokenOf(half, "red"));
    const spectator = await Client.open(run.wsUrl);
    clients.push(spectator);
    await spectator.join(lonely.gameId);
    spectator.send({ type: "chat", text: "anyone there?" });
    await spectator.next("chat");

    now += 24 * hour - 60_000;
    expect(await run.server.hub.expireWaiting()).toEqual([]);
    now += 2 * 60_000;
    expect(await run.server.hub.expireWaiting()).toEqual([lonely.gameId]);
    expect((await summary(run, lonely.gameId)).status).toBe(404);
    const lobby = (await (await fetch(`${run.url}/api/games`)).json()) as GameSummary[];
    expect(lobby.map((g) => g.id).sort()).toEqual([half.gameId, bots.gameId].sort());
    expect((await summary(run, half.gameId)).body.status).toBe("open");
    expect(await run.server.hub.expireWaiting()).toEqual([]);
    // The expired game's place is free again (the half-joined one still counts).
    const fresh = (await createFrom(run.url, "127.0.0.3", twoHumans)).body;
    expect((await createFrom(run.url, "127.0.0.3", twoHumans)).body.code).toBe("server_full");

    // After a restart, waiting games are not loaded, but they count and expire all the same.
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await run.server.close();
    running.splice(running.indexOf(run), 1);
    run = await boot({ dataDir, now: clock, limits: { waitingPerAddress: 3, waiting: 2, waitingExpiryMs: 24 * hour } });
    expect(run.server.hub.loadedCount).toBe(1); // the bot game, which is running
    expect((await createFrom(run.url, "127.0.0.4", twoHumans)).body.code).toBe("server_full");
    now += 24 * hour;
    expect(await run.server.hub.expireWaiting()).toEqual([fresh.gameId]);
    expect((await summary(run, fresh.gameId)).status).toBe(404);
    expect((await summary(run, half.gameId)).body.status).toBe("open");
    expect((await createFrom(run.url, "127.0.0.4", twoHumans)).status).toBe(201);
  });
});

describe("games played only by bots", () => {
  it("are capped per address and per server while they run; a finished one frees its place", async () => {
    // Paced slowly, so the games are still running when the next ones are asked for.
    const run = await boot({ limits: { botGamesPerAddress: 2, botGames: 3, botGamePaceMs: 60_000 } });
    expect((await createFrom(run.url, "127.0.0.2", twoBots())).status).toBe(201);
    expect((await createFrom(run.url, "127.0.0.2", twoBots())).status).toBe(201);
    const third = await createFrom(run.url, "127.0.0.2", twoBots());
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      code: "too_many_games",
      message: "Your address already has 2 games played only by bots, the most allowed; wait until one of them ends.",
    });
    expect((await createFrom(run.url, "127.0.0.3", twoBots())).status).toBe(201);
    expect((await createFrom(run.url, "127.0.0.3", twoBots())).body.code).toBe("server_full");
    // A game with a person in it is not a bot game.
    expect((await createFrom(run.url, "127.0.0.3", { players: [{ kind: "human" }, { kind: "bot" }] })).status).toBe(201);
  });

  it("a finished bot game no longer counts", async () => {
    const run = await boot({ limits: { botGamesPerAddress: 1 } });
    const first = (await createFrom(run.url, "127.0.0.2", twoBots(2))).body;
    for (let i = 0; (await summary(run, first.gameId)).body.status !== "finished"; i++) {
      if (i > 500) throw new Error("the bot game did not finish");
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await createFrom(run.url, "127.0.0.2", twoBots(2))).status).toBe(201);
  });

  it("are paced: one move at a time, BOT_GAME_PACE_MS apart; bots answering a person are not", async () => {
    const pace = 150;
    const run = await boot({ limits: { botGamePaceMs: pace } });
    const spectator = await Client.open(run.wsUrl);
    clients.push(spectator);
    const created = (await createFrom(run.url, "127.0.0.1", twoBots(3))).body;
    const arrivals: Array<{ seq: number; at: number }> = [];
    spectator.socket.on("message", (data) => {
      const m = JSON.parse(data.toString()) as UpdateMessage;
      if (m.type === "update") arrivals.push({ seq: m.seq, at: performance.now() });
    });
    await spectator.join(created.gameId);
    await spectator.next("update", (u) => u.seq === 6, 10_000);
    const last = arrivals.filter((a) => a.seq >= 2);
    // Each move its own update (the two bids of a round were not made at once), each a pace apart.
    expect(last.map((a) => a.seq)).toEqual([2, 3, 4, 5, 6]);
    for (let i = 1; i < last.length; i++) expect(last[i]!.at - last[i - 1]!.at).toBeGreaterThan(pace * 0.8);

    // A person's opponent bot answers at once, not a pace later.
    const slowRun = await boot({ limits: { botGamePaceMs: 10_000 } });
    const mixed = (await createFrom(slowRun.url, "127.0.0.1", { players: [{ kind: "human", seat: "red" }, { kind: "bot" }], options: { rounds: 3 } })).body;
    const red = await Client.open(slowRun.wsUrl);
    clients.push(red);
    await red.join(mixed.gameId, tokenOf(mixed, "red"));
    const t = performance.now();
    red.send({ type: "action", action: { type: "bid", amount: 0 } });
    await red.next("update", (u) => u.seq === 2, 5000);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});
