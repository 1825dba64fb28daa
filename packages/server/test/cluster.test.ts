/**
 * Several processes, one set of games (issue 18): two real server processes (`main.ts`) on one
 * fresh PostgreSQL database and one Redis, with WebSocket clients on both. Each game is written by
 * one process; the other relays its clients' messages there and their pictures back.
 */
import type { ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "../src/protocol.ts";
import { Client, createGame, tempDir, tokenOf } from "./helpers.ts";
import { freshDatabase, type TestDatabase } from "./postgres.ts";
import { testPrefix, testRedis, TEST_REDIS } from "./redis.ts";
import type { BidView } from "./secret-bid.ts";
import { exited, killed, launch as launchIn, type Launched } from "./spawn.ts";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { replay } from "../../cli/src/commands/replay.ts";

const children: ChildProcess[] = [];
let db: TestDatabase;
let prefix: string;

beforeAll(async () => {
  (await testRedis()).disconnect();
  db = await freshDatabase();
  prefix = testPrefix();
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
afterAll(async () => {
  await db?.drop();
});

const launch = (env: Record<string, string> = {}): Promise<Launched> =>
  launchIn(tempDir(), children, { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS, REDIS_PREFIX: prefix, BOT_GAME_PACE_MS: "0", LOG_LEVEL: "warn", ...env }, 150_000);
const ws = (p: Launched) => `${p.url.replace("http", "ws")}/ws`;

interface Acked {
  seat: string;
  amount: number;
  seq: number;
}

/** `client` bids `amount` and waits for its ack (the action is then stored). */
async function bid(client: Client, seat: string, amount: number, acked: Acked[], ref: string): Promise<void> {
  client.send({ type: "action", action: { type: "bid", amount }, ref });
  const ack = await client.next("ack", (m) => m.ref === ref, 30_000);
  acked.push({ seat, amount, seq: ack.seq });
}

/** The newest picture a client got (welcome or update). */
const latest = (client: Client): Extract<ServerMessage, { type: "welcome" | "update" }> | undefined =>
  client.received.filter((m): m is Extract<ServerMessage, { type: "welcome" | "update" }> => m.type === "welcome" || m.type === "update").at(-1);

async function roundIs(client: Client, round: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((latest(client)?.view as BidView | undefined)?.round !== round) {
    if (Date.now() > deadline) throw new Error(`round ${round} never came (at ${(latest(client)?.view as BidView | undefined)?.round})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function replayOf(url: string, gameId: string): Promise<{ actions: Array<{ seat: string; action: { amount: number } }> }> {
  const res = await fetch(`${url}/api/games/${gameId}/replay`);
  expect(res.status).toBe(200);
  return (await res.json()) as { actions: Array<{ seat: string; action: { amount: number } }> };
}

/** Every acknowledged action is in the log at its seq, and the log holds nothing else. */
function expectLogIs(log: Array<{ seat: string; action: { amount: number } }>, acked: Acked[], botSeats: string[]): void {
  for (const a of acked) expect(log[a.seq - 1]).toEqual({ seat: a.seat, action: { type: "bid", amount: a.amount } });
  const people = log.filter((entry) => !botSeats.includes(entry.seat));
  expect(people).toHaveLength(acked.length);
}

describe("two server processes over one database and one Redis", () => {
  it("play one game with clients on both: updates, chat and seats reach every client, each its own picture", { timeout: 400_000 }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const created = await createGame(a.url, {
      options: { rounds: 3, coins: 5 },
      players: [{ kind: "human", seat: "red", name: "Red" }, { kind: "human", seat: "blue", name: "Blue" }, { kind: "bot", seat: "green" }],
    });
    const red = await Client.open(ws(a));
    const blue = await Client.open(ws(b));
    const watcher = await Client.open(ws(b));
    const redWelcome = await red.join(created.gameId, tokenOf(created, "red"));
    // Refused joins through b come back from a, and leave the socket free to join again.
    blue.send({ type: "join", gameId: created.gameId, token: "A".repeat(32) });
    expect(await blue.next("error", () => true, 30_000)).toMatchObject({ code: "bad_token" });
    blue.send({ type: "join", gameId: "nosuchgame" });
    expect(await blue.next("error", () => true, 30_000)).toMatchObject({ code: "unknown_game" });
    const blueWelcome = await blue.join(created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "join", gameId: created.gameId });
    expect(await blue.next("error", () => true, 30_000)).toMatchObject({ code: "already_joined" });
    await watcher.join(created.gameId);
    const redSigil = (redWelcome.view as BidView).mySigil as string;
    const blueSigil = (blueWelcome.view as BidView).mySigil as string;
    expect(redSigil).toMatch(/^sigil-/);
    expect(blueSigil).toMatch(/^sigil-/);

    // Seat changes: red (on a) hears that blue (on b) came.
    await red.next("seats", (m) => m.seats.find((s) => s.seat === "blue")?.connected === 1, 30_000);

    // Chat both ways, and a private line only its members read.
    blue.send({ type: "chat", text: "from b" });
    await red.next("chat", (m) => m.entry.text === "from b", 30_000);
    red.send({ type: "chat", text: "for blue only", to: ["blue"] });
    await blue.next("chat", (m) => m.entry.text === "for blue only", 30_000);
    await watcher.next("chat", (m) => m.entry.text === "from b", 30_000);

    const acked: Acked[] = [];
    for (let round = 1; round <= 3; round++) {
      await bid(red, "red", 1, acked, `r${round}`);
      await bid(blue, "blue", round === 1 ? 2 : 1, acked, `b${round}`);
      if (round < 3) await Promise.all([roundIs(red, round + 1), roundIs(blue, round + 1), roundIs(watcher, round + 1)]);
    }
    const over = await blue.next("update", (m) => m.outcome !== null, 60_000);
    expect(over.outcome?.ranking).toHaveLength(3);
    await red.next("update", (m) => m.outcome !== null, 60_000);
    await watcher.next("update", (m) => m.outcome !== null, 60_000);

    // Hidden information stays per seat through the relay: nobody else ever saw a seat's sigil.
    expect(blue.raw.join("\n")).not.toContain(redSigil);
    expect(watcher.raw.join("\n")).not.toContain(redSigil);
    expect(watcher.raw.join("\n")).not.toContain(blueSigil);
    expect(watcher.raw.join("\n")).not.toContain("for blue only");

    // Either process answers for the game (b asks a, its writer).
    const summary = (await (await fetch(`${b.url}/api/games/${created.gameId}`)).json()) as { status: string; seq: number };
    expect(summary).toMatchObject({ status: "finished", seq: 9 });
    expectLogIs((await replayOf(b.url, created.gameId)).actions, acked, ["green"]);
    for (const c of [red, blue, watcher]) await c.close();
  });

  it("survive kill -9 of a game's writer: the other takes it over, every acknowledged action once, and the game ends", { timeout: 400_000 }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    // Created on a: a writes it (with the bot of green).
    const created = await createGame(a.url, {
      options: { rounds: 5, coins: 10 },
      players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "blue" }, { kind: "bot", seat: "green" }],
    });
    let red = await Client.open(ws(a));
    const blue = await Client.open(ws(b));
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));

    const acked: Acked[] = [];
    await bid(red, "red", 1, acked, "r1");
    await bid(blue, "blue", 1, acked, "b1");
    await roundIs(blue, 2);
    await bid(red, "red", 2, acked, "r2");
    // The writer dies outright right after storing (and acknowledging) red's bid.
    await killed(a.child);

    // b takes the game over once a's lease runs out, replays it from the store, and blue is welcomed again.
    const again = await blue.next("welcome", () => true, 60_000);
    expect(again.seq).toBe(acked.at(-1)?.seq);
    expect((again.view as BidView).hasBid).toMatchObject({ red: true, blue: false });
    red = await Client.open(ws(b));
    const back = await red.join(created.gameId, tokenOf(created, "red"));
    expect((back.view as BidView).myBid).toBe(2);

    await bid(blue, "blue", 1, acked, "b2");
    for (let round = 3; round <= 5; round++) {
      await roundIs(red, round);
      await bid(red, "red", 1, acked, `r${round}`);
      await bid(blue, "blue", 1, acked, `b${round}`);
    }
    await red.next("update", (m) => m.outcome !== null, 60_000);
    await blue.next("update", (m) => m.outcome !== null, 60_000);
    // green's bot played on in b: 5 bids each, and no acknowledged action is missing or doubled.
    const log = (await replayOf(b.url, created.gameId)).actions;
    expect(log).toHaveLength(15);
    expectLogIs(log, acked, ["green"]);
    for (const c of [red, blue]) await c.close();
  });

  it("hand a game over on a clean stop, without waiting for the lease to run out", { timeout: 400_000 }, async () => {
    // Leases of 10 minutes: a takeover within the test's time is a handover, not an expiry.
    const [a, b] = await Promise.all([launch({ LEASE_MS: "600000" }), launch({ LEASE_MS: "600000" })]);
    const created = await createGame(a.url, { options: { rounds: 2, coins: 5 }, players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "blue" }] });
    const blue = await Client.open(ws(b));
    const red = await Client.open(ws(b));
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    const acked: Acked[] = [];
    await bid(red, "red", 1, acked, "r1");
    a.child.kill("SIGTERM");
    await exited(a.child);
    // Released, not expired: b has it long before the lease's 10 minutes.
    const again = await blue.next("welcome", () => true, 60_000);
    expect(again.seq).toBe(1);
    await bid(blue, "blue", 1, acked, "b1");
    await bid(red, "red", 1, acked, "r2");
    await bid(blue, "blue", 1, acked, "b2");
    await blue.next("update", (m) => m.outcome !== null, 30_000);
    expectLogIs((await replayOf(b.url, created.gameId)).actions, acked, []);
    for (const c of [red, blue]) await c.close();
  });

  it("finish a real A Game of Thrones bot game whose writer is killed mid-game; its log replays to the final state", { timeout: 600_000 }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const created = await createGame(a.url, { engine: "agot", players: [{ kind: "bot" }, { kind: "bot" }, { kind: "bot" }] });
    const near = await Client.open(ws(a));
    const far = await Client.open(ws(b));
    await near.join(created.gameId);
    await far.join(created.gameId);
    // The bots play in a; b's spectator follows through the relay.
    await far.next("update", (m) => m.seq >= 40, 60_000);
    await killed(a.child);
    const again = await far.next("welcome", () => true, 60_000);
    expect(again.seq).toBeGreaterThanOrEqual(40);
    // b's bots play on to the end.
    const over = await far.next("update", (m) => m.outcome !== null, 240_000);
    const seqs = far.received.flatMap((m) => (m.type === "update" ? [m.seq] : []));
    expect(seqs.at(-1)).toBe(over.seq);
    const res = await fetch(`${b.url}/api/games/${created.gameId}/replay`);
    expect(res.status).toBe(200);
    const path = join(tempDir(), "agot.json");
    writeFileSync(path, await res.text());
    expect(replay(path, () => {})).toBe(true);
    await far.close();
  });

  it("end the sessions a writer runs for a process that died: its players no longer count as connected", { timeout: 400_000 }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const created = await createGame(a.url, { players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "blue" }] });
    const blue = await Client.open(ws(a));
    const red = await Client.open(ws(b));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.next("seats", (m) => m.seats.find((s) => s.seat === "red")?.connected === 1, 30_000);
    await killed(b.child);
    // b's alive key runs out with its lease time; a then drops the session it ran for red's socket.
    await blue.next("seats", (m) => m.seats.find((s) => s.seat === "red")?.connected === 0, 60_000);
    await blue.close();
  });
});

