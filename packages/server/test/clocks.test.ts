/**
 * Turn clocks over real HTTP and WebSockets (issue 17): a seat whose time runs out has a bot play
 * that decision, or is handed to a bot until its player takes it back with its link; the table's
 * chat records each; clocks survive a restart (a clean stop's downtime does not count).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEntry, CreateGameRequest, GameSummary } from "../src/protocol.ts";
import type { BidView } from "./secret-bid.ts";
import { createGame, tempDir, tokenOf, tracked, type Client, type Running } from "./helpers.ts";

const t = tracked();
afterEach(() => t.closeAll());
const boot = (dataDir?: string) => t.boot(dataDir);

async function seated(r: Running, clock: CreateGameRequest["clock"], options: Partial<CreateGameRequest> = {}) {
  const created = await createGame(r.url, { clock, options: { rounds: 6, coins: 20 }, ...options });
  const red = await t.open(r);
  const blue = await t.open(r);
  await red.join(created.gameId, tokenOf(created, "red"));
  const blueWelcome = await blue.join(created.gameId, tokenOf(created, "blue"));
  return { created, red, blue, blueWelcome };
}

const bid = async (c: Client, amount: number) => {
  c.send({ type: "action", action: { type: "bid", amount } });
  return c.next("ack");
};

const json = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

describe("a per-decision clock", () => {
  it("shows every seat's deadline once all players are seated", async () => {
    const r = await boot();
    const before = Date.now();
    const { blueWelcome } = await seated(r, { kind: "decision", seconds: 3600, onTimeout: "bot-decides" });
    expect(blueWelcome.clock).toMatchObject({ kind: "decision", decisionMs: 3_600_000, onTimeout: "bot-decides" });
    for (const seat of ["red", "blue"]) {
      expect(blueWelcome.clock!.seats[seat]!.deadline).toBeGreaterThanOrEqual(before + 3_600_000);
    }
  });

  it("bot-decides: a bot makes the late seat's decision, the seat stays its player's, and the chat says so", async () => {
    const r = await boot();
    const { created, red, blue } = await seated(r, { kind: "decision", seconds: 2, onTimeout: "bot-decides" });
    await bid(red, 2);
    const started = Date.now();
    const reveal = await red.next("update", (u) => u.seq === 2, 8000);
    // Blue plays the next decision itself, at once: its fresh 2-second clock must not run out
    // while the test reads the chat and the summary on a loaded CI machine.
    const ownBid = bid(blue, 1);
    expect(Date.now() - started).toBeGreaterThan(1700);
    expect((reveal.view as BidView).lastReveal?.red).toBe(2);
    const notice = await blue.next("chat", (c) => c.entry.notice === true);
    expect(notice.entry).toMatchObject({ channel: "table", text: "blue's time ran out: a bot (random) makes this decision for blue." });
    const summary = await json<GameSummary>(`${r.url}/api/games/${created.gameId}`);
    expect(summary.seats.every((s) => s.standIn === undefined)).toBe(true);
    await ownBid;
  });

  it("bot-takes-seat: a bot plays the seat until its player takes it back with its link", async () => {
    const r = await boot();
    const { created, red, blue } = await seated(r, { kind: "decision", seconds: 1, onTimeout: "bot-takes-seat", botLevel: "random" });
    await bid(red, 1);
    const handed = await red.next("seats", (m) => m.seats.some((s) => s.standIn !== undefined), 5000);
    expect(handed.seats.find((s) => s.seat === "blue")!.standIn).toEqual({ level: "random", reason: "timeout" });
    expect(handed.clock!.seats.blue?.deadline).toBeUndefined();
    await red.next("update", (u) => u.seq === 2);
    // The bot answers at once now: no waiting for blue's clock.
    await bid(red, 1);
    await red.next("update", (u) => u.seq === 4, 500);
    const chat = await json<ChatEntry[]>(`${r.url}/api/games/${created.gameId}/chat`);
    expect(chat.map((c) => c.text)).toEqual(["blue's time ran out: a bot (random) plays blue until its player takes the seat back."]);

    // Red cannot take back a seat that is not stood in for; blue takes its own back.
    red.send({ type: "reclaim" });
    expect(await red.next("error")).toMatchObject({ code: "not_stood_in" });
    const reclaimed = Date.now();
    blue.send({ type: "reclaim" });
    const back = await red.next("seats", (m) => m.clock!.now >= reclaimed && m.seats.every((s) => s.standIn === undefined));
    expect(back.seats.find((s) => s.seat === "blue")!.standIn).toBeUndefined();
    expect((await red.next("chat", (c) => c.entry.text.includes("is back"))).entry.text).toBe("blue is back: its player plays the seat again.");
    // The bot had bid for round 3 already; from round 4 blue decides, on its own clock again.
    await bid(red, 0);
    const round4 = await blue.next("update", (u) => u.seq === 6);
    expect(round4.clock!.seats.blue!.deadline).toBeGreaterThan(Date.now());
    await bid(blue, 0);
    expect((await red.next("update", (u) => u.seq === 7)).waitingFor).toEqual(["red"]);
  });

  it("refuses an unknown stand-in bot level and a clock it cannot read, creating nothing", async () => {
    const r = await boot();
    const post = (clock: unknown) =>
      fetch(`${r.url}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ engine: "secret-bid", players: [{ kind: "human" }, { kind: "human" }], clock }),
      });
    const unknown = await post({ kind: "decision", seconds: 60, onTimeout: "bot-decides", botLevel: "grandmaster" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "unknown_bot_level" });
    expect((await post({ kind: "bank", bankSeconds: 60, onTimeout: "bot-decides" })).status).toBe(400);
    expect((await post({ kind: "decision", seconds: 0, onTimeout: "bot-decides" })).status).toBe(400);
    expect(await json<GameSummary[]>(`${r.url}/api/games`)).toEqual([]);
  });
});

describe("clocks across a restart", () => {
  it("a clean stop's downtime does not count: every deadline moves on by it", async () => {
    const dataDir = tempDir();
    let r = await boot(dataDir);
    const { created, blueWelcome, red, blue } = await seated(r, { kind: "bank", bankSeconds: 600, incrementSeconds: 30, onTimeout: "bot-takes-seat" });
    const before = blueWelcome.clock!.seats.red!.deadline!;
    await red.close();
    await blue.close();
    await t.stopLast();
    await new Promise((resolve) => setTimeout(resolve, 400));
    r = await boot(dataDir);
    const again = await t.open(r);
    const welcome = await again.join(created.gameId, tokenOf(created, "red"));
    const after = welcome.clock!.seats.red!.deadline!;
    expect(after - before).toBeGreaterThanOrEqual(400);
    expect(after - before).toBeLessThan(5000);
    expect(welcome.clock!.seats.blue!.bankMs).toBe(600_000);
  });

  it("a clock that runs out after a restart still hands the seat to a bot, and the game goes on", async () => {
    const dataDir = tempDir();
    let r = await boot(dataDir);
    const { created, red, blue } = await seated(r, { kind: "decision", seconds: 1, onTimeout: "bot-takes-seat" });
    await bid(red, 3);
    await red.close();
    await blue.close();
    await t.stopLast();
    r = await boot(dataDir);
    // Nobody is connected: the server alone notices blue's time ran out.
    for (let i = 0; i < 50; i++) {
      const summary = await json<GameSummary>(`${r.url}/api/games/${created.gameId}`);
      if (summary.seats.find((s) => s.seat === "blue")?.standIn && summary.seq >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const summary = await json<GameSummary>(`${r.url}/api/games/${created.gameId}`);
    expect(summary.seats.find((s) => s.seat === "blue")!.standIn).toEqual({ level: "random", reason: "timeout" });
    expect(summary.seq).toBeGreaterThanOrEqual(2);
  });
});
