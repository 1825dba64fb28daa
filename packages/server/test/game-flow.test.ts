import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BidView } from "./secret-bid.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
const clients: Client[] = [];
const open = async (): Promise<Client> => {
  const c = await Client.open(run.wsUrl);
  clients.push(c);
  return c;
};

beforeEach(async () => {
  run = await start();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await run.server.close();
});

describe("creating and joining", () => {
  it("creates a game with a secret token per human seat and a spectator link", async () => {
    const created = await createGame(run.url, {
      players: [{ kind: "human", name: "Ned", seat: "blue" }, { kind: "bot" }, { kind: "human" }],
    });
    expect(created.gameId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(created.spectatorLink).toBe(`/game/${created.gameId}`);
    expect(created.seats.map((s) => s.seat)).toEqual(["red", "blue", "green"]);
    const blue = created.seats.find((s) => s.seat === "blue");
    expect(blue).toMatchObject({ kind: "human", name: "Ned" });
    expect(blue?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(blue?.link).toBe(`/game/${created.gameId}#token=${blue?.token}`);
    const bot = created.seats.find((s) => s.kind === "bot");
    expect(bot).toMatchObject({ level: "random" });
    expect(bot?.token).toBeUndefined();
    const tokens = created.seats.flatMap((s) => (s.token ? [s.token] : []));
    expect(new Set(tokens).size).toBe(2);
  });

  it("refuses bad create requests with a clear error", async () => {
    const post = (body: unknown) =>
      fetch(`${run.url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const cases: Array<[unknown, string]> = [
      [{ engine: "nope", players: [{ kind: "human" }, { kind: "human" }] }, "unknown_engine"],
      [{ engine: "secret-bid", players: [{ kind: "human" }] }, "bad_player_count"],
      [{ engine: "secret-bid", players: [{ kind: "bot", level: "grandmaster" }, { kind: "human" }] }, "unknown_bot_level"],
      [{ engine: "secret-bid", players: [{ kind: "human", seat: "mauve" }, { kind: "human" }] }, "unknown_seat"],
      [{ engine: "secret-bid", players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "red" }] }, "bad_request"],
      [{ engine: "secret-bid", players: [{ kind: "human" }, { kind: "human" }], options: { rounds: "x" } }, "bad_options"],
      [{ engine: "secret-bid", players: [{ kind: "wizard" }] }, "bad_request"],
      [{ engine: "secret-bid", players: [{ kind: "human" }, { kind: "human" }], extra: 1 }, "bad_request"],
    ];
    for (const [body, code] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    const wizard = (await (await post({ engine: "secret-bid", players: [{ kind: "wizard" }] })).json()) as { message: string };
    expect(wizard.message).toContain("players[0].kind: expected one of human, bot");
    const raw = await fetch(`${run.url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: "bad_request" });
    const lobby = (await (await fetch(`${run.url}/api/games`)).json()) as unknown[];
    expect(lobby).toEqual([]);
  });

  it("lists games in the lobby without any secret", async () => {
    const created = await createGame(run.url, { title: "Friday night", players: [{ kind: "human", name: "Cat" }, { kind: "bot" }] });
    const res = await fetch(`${run.url}/api/games`);
    const text = await res.text();
    for (const s of created.seats) if (s.token) expect(text).not.toContain(s.token);
    expect(text).not.toContain("tokenHash");
    const lobby = JSON.parse(text) as Array<{ id: string; title: string; status: string; seats: unknown[] }>;
    expect(lobby).toHaveLength(1);
    expect(lobby[0]).toMatchObject({ id: created.gameId, title: "Friday night", status: "open" });
    const one = await (await fetch(`${run.url}/api/games/${created.gameId}`)).json();
    expect(one).toMatchObject({ id: created.gameId, engine: "secret-bid" });
    expect((await fetch(`${run.url}/api/games/unknown123`)).status).toBe(404);
    expect((await fetch(`${run.url}/api/games/bad%20id`)).status).toBe(400);
    expect((await fetch(`${run.url}/api/games?status=weird`)).status).toBe(400);
    const engines = await (await fetch(`${run.url}/api/engines`)).json();
    expect(engines).toEqual([{ id: "secret-bid", botLevels: ["random"] }]);
  });

  it("a game is open until every human seat has joined, then running, then finished", async () => {
    const created = await createGame(run.url, { players: [{ kind: "human" }, { kind: "bot" }], options: { rounds: 1 } });
    const status = async (query = "") =>
      ((await (await fetch(`${run.url}/api/games${query}`)).json()) as Array<{ id: string; status: string }>).map((g) => g.status);
    expect(await status()).toEqual(["open"]);
    const human = created.seats.find((s) => s.kind === "human")!;
    const c = await open();
    await c.join(created.gameId, human.token);
    expect(await status()).toEqual(["running"]);
    c.send({ type: "action", action: { type: "bid", amount: 0 } });
    await c.next("update", (u) => u.outcome !== null);
    expect(await status()).toEqual([]);
    expect(await status("?status=finished")).toEqual(["finished"]);
    expect(await status("?status=open,running,finished&limit=1")).toEqual(["finished"]);
  });

  it("a seat joins with its token and gets its own view, prompts and legal actions", async () => {
    const created = await createGame(run.url, { options: { coins: 3 } });
    const red = await open();
    const welcome = await red.join(created.gameId, tokenOf(created, "red"));
    expect(welcome).toMatchObject({ seat: "red", engine: "secret-bid", seq: 0, waitingFor: ["red", "blue"] });
    expect(welcome.seats.find((s) => s.seat === "red")).toMatchObject({ claimed: true, connected: 1 });
    expect((welcome.view as BidView).mySigil).toMatch(/^sigil-/);
    expect(welcome.prompts).toEqual([{ seat: "red", kind: "bid", text: "Bid for round 1", detail: { max: 3 } }]);
    expect(welcome.legalActions).toHaveLength(4);
    const lobby = (await (await fetch(`${run.url}/api/games/${created.gameId}`)).json()) as { seats: Array<{ seat: string; claimed: boolean; connected: number }> };
    expect(lobby.seats.find((s) => s.seat === "red")).toMatchObject({ claimed: true, connected: 1 });
    expect(lobby.seats.find((s) => s.seat === "blue")).toMatchObject({ claimed: false, connected: 0 });
  });

  it("refuses a wrong token, an unknown game and a second join", async () => {
    const created = await createGame(run.url);
    const c = await open();
    c.send({ type: "join", gameId: created.gameId, token: "A".repeat(32) });
    expect(await c.next("error")).toMatchObject({ code: "bad_token" });
    c.send({ type: "join", gameId: "nosuchgame", token: tokenOf(created, "red") });
    expect(await c.next("error")).toMatchObject({ code: "unknown_game" });
    const other = await createGame(run.url);
    c.send({ type: "join", gameId: other.gameId, token: tokenOf(created, "red") });
    expect(await c.next("error")).toMatchObject({ code: "bad_token" });
    await c.join(created.gameId, tokenOf(created, "red"));
    c.send({ type: "join", gameId: created.gameId });
    expect(await c.next("error")).toMatchObject({ code: "already_joined" });
  });
});

describe("playing", () => {
  it("acknowledges a stored action and sends every client its own update", async () => {
    const created = await createGame(run.url);
    const [red, blue, watcher] = [await open(), await open(), await open()];
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    await watcher.join(created.gameId);

    red.send({ type: "action", ref: "r1", action: { type: "bid", amount: 2 } });
    expect(await red.next("ack")).toEqual({ type: "ack", ref: "r1", seq: 1 });
    const redUpdate = await red.next("update");
    expect(redUpdate.seq).toBe(1);
    expect((redUpdate.view as BidView).myBid).toBe(2);
    expect(redUpdate.legalActions).toEqual([]);
    expect(redUpdate.events.map((e) => e.type)).toEqual(["bid", "own-bid"]);
    const blueUpdate = await blue.next("update");
    expect((blueUpdate.view as BidView).myBid).toBeNull();
    expect((blueUpdate.view as BidView).hasBid).toEqual({ red: true, blue: false });
    expect(blueUpdate.events.map((e) => e.type)).toEqual(["bid"]);
    expect(blueUpdate.waitingFor).toEqual(["blue"]);
    expect(blueUpdate.legalActions.length).toBeGreaterThan(0);
    const watcherUpdate = await watcher.next("update");
    expect(watcherUpdate.events.map((e) => e.type)).toEqual(["bid"]);
    expect(watcherUpdate.prompts).toEqual([]);

    blue.send({ type: "action", action: { type: "bid", amount: 1 } });
    expect(await blue.next("ack")).toEqual({ type: "ack", seq: 2 });
    const reveal = await watcher.next("update", (u) => u.seq === 2);
    expect((reveal.view as BidView).lastReveal).toEqual({ red: 2, blue: 1 });
    expect(reveal.events.map((e) => e.type)).toEqual(["bid", "reveal", "round"]);
  });

  it("plays a whole game between two humans to its outcome", async () => {
    const created = await createGame(run.url, { options: { rounds: 2, coins: 2 } });
    const red = await open();
    const blue = await open();
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    for (let round = 0; round < 2; round++) {
      red.send({ type: "action", action: { type: "bid", amount: 1 } });
      await red.next("ack");
      blue.send({ type: "action", action: { type: "bid", amount: 0 } });
      await blue.next("ack");
    }
    const last = await red.next("update", (u) => u.seq === 4);
    expect(last.outcome).toMatchObject({ winners: ["red"], ranking: ["red", "blue"] });
    const summary = (await (await fetch(`${run.url}/api/games/${created.gameId}`)).json()) as { status: string };
    expect(summary.status).toBe("finished");
    red.send({ type: "action", action: { type: "bid", amount: 0 } });
    expect(await red.next("error")).toMatchObject({ code: "game_over" });
  });

  it("a seat's token acts only for that seat; bad actions change nothing", async () => {
    const created = await createGame(run.url);
    const red = await open();
    const blue = await open();
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));

    // The action says nothing about its seat: the connection's seat is the only one it can act for.
    red.send({ type: "action", ref: 1, action: { type: "bid", amount: 1, seat: "blue" } });
    expect(await red.next("error")).toMatchObject({ code: "invalid_action", ref: 1 });
    red.send({ type: "action", ref: 2, action: { type: "bid", amount: 99 } });
    expect(await red.next("error")).toMatchObject({ code: "too_much", ref: 2 });
    red.send({ type: "action", ref: 3, action: { type: "fold" } });
    expect(await red.next("error")).toMatchObject({ code: "invalid_action", ref: 3 });
    red.send({ type: "action", ref: 4, expectedSeq: 5, action: { type: "bid", amount: 1 } });
    expect(await red.next("error")).toMatchObject({ code: "stale", ref: 4 });
    red.send({ type: "action", ref: 5, action: { type: "bid", amount: 1 } });
    expect(await red.next("ack")).toMatchObject({ seq: 1 });
    red.send({ type: "action", ref: 6, action: { type: "bid", amount: 1 } });
    expect(await red.next("error")).toMatchObject({ code: "not_your_turn", ref: 6 });

    const summary = (await (await fetch(`${run.url}/api/games/${created.gameId}`)).json()) as { seq: number };
    expect(summary.seq).toBe(1);
    const watcher = await open();
    const seen = await watcher.join(created.gameId);
    expect((seen.view as BidView).hasBid).toEqual({ red: true, blue: false });
  });

  it("refuses malformed messages with a clear error and keeps the connection", async () => {
    const created = await createGame(run.url);
    const c = await open();
    const bad: unknown[] = [
      "not json",
      "[]",
      { type: "dance" },
      { type: "join" },
      { type: "join", gameId: "../etc/passwd" },
      { type: "join", gameId: created.gameId, token: "short" },
      { type: "chat", text: "" },
      { type: "chat", text: "x".repeat(501) },
      { type: "ping", extra: true },
    ];
    for (const message of bad) {
      c.send(message);
      const e = await c.next("error");
      expect(e.code, JSON.stringify(message)).toBe("bad_message");
      expect(e.message.length).toBeGreaterThan(0);
    }
    c.send({ type: "action", action: { type: "bid", amount: 1 } });
    expect(await c.next("error")).toMatchObject({ code: "not_joined" });
    c.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await c.next("error")).toMatchObject({ code: "bad_message" });
    c.send({ type: "ping", ref: 7 });
    expect(await c.next("pong")).toEqual({ type: "pong", ref: 7 });
  });

  it("spectators cannot act", async () => {
    const created = await createGame(run.url);
    const watcher = await open();
    await watcher.join(created.gameId);
    watcher.send({ type: "action", action: { type: "bid", amount: 0 } });
    expect(await watcher.next("error")).toMatchObject({ code: "spectator" });
  });
});

describe("hidden information", () => {
  // Whole pictures, and pictures as patches of the one held: neither carries another seat's secret.
  it.each([false, true])("no other seat and no spectator ever receives a seat's sigil or its unrevealed bid (patches: %s)", async (patches) => {
    const created = await createGame(run.url, { players: [{ kind: "human" }, { kind: "human" }, { kind: "human" }], options: { rounds: 2, coins: 9 } });
    const seats = ["red", "blue", "green"] as const;
    const players = await Promise.all(seats.map(() => open()));
    const watcher = await open();
    const sigils: Record<string, string> = {};
    for (const [i, seat] of seats.entries()) {
      const w = await players[i]!.join(created.gameId, tokenOf(created, seat), { patches });
      sigils[seat] = (w.view as BidView).mySigil as string;
    }
    await watcher.join(created.gameId, undefined, { patches });
    // Red bids 7: until the reveal nobody else may learn the 7.
    players[0]!.send({ type: "action", action: { type: "bid", amount: 7 } });
    await players[0]!.next("ack");
    await Promise.all([players[1]!, players[2]!, watcher].map((c) => c.next("update", (u) => u.seq === 1)));
    for (const c of [players[1]!, players[2]!, watcher]) {
      for (const m of c.received) {
        if (m.type !== "update" && m.type !== "welcome") continue;
        expect(m.events.filter((e) => e.type === "own-bid")).toEqual([]);
        expect((m.view as BidView).myBid).toBeNull();
        expect((m.view as BidView).lastReveal).toBeNull();
      }
    }
    for (const [i, seat] of seats.entries()) {
      players[i]!.send({ type: "chat", text: `hello from ${seat}` });
    }
    for (let i = 1; i < 3; i++) {
      players[i]!.send({ type: "action", action: { type: "bid", amount: i } });
      await players[i]!.next("ack");
    }
    for (const c of [...players, watcher]) await c.next("update", (u) => u.seq === 3);
    const late = await open();
    await late.join(created.gameId, undefined, { patches });
    if (patches) for (const c of [...players, watcher]) expect(c.patches.length).toBeGreaterThan(0);
    for (const [i, seat] of seats.entries()) {
      for (const [j, other] of [...players, watcher, late].entries()) {
        if (i === j) continue;
        expect(other.raw.join("\n"), `${seat}'s sigil reached client ${j}`).not.toContain(sigils[seat]);
      }
      expect(players[i]!.raw.join("\n")).toContain(sigils[seat]);
    }
  });
});

describe("chat", () => {
  it("broadcasts chat to the table and keeps history", async () => {
    const created = await createGame(run.url, { players: [{ kind: "human", name: "Arya" }, { kind: "human" }] });
    const red = await open();
    const watcher = await open();
    const redWelcome = await red.join(created.gameId, tokenOf(created, "red"));
    const redName = redWelcome.seats.find((s) => s.seat === "red")?.name ?? "red";
    await watcher.join(created.gameId);
    red.send({ type: "chat", text: "  winter is coming  " });
    const got = await watcher.next("chat");
    expect(got.entry).toMatchObject({ seat: "red", name: redName, text: "winter is coming" });
    // A spectator's line goes to the spectators' channel: spectators read it, players never do.
    watcher.send({ type: "chat", text: "hi" });
    expect((await watcher.next("chat", (c) => c.entry.text === "hi")).entry).toMatchObject({ seat: null, name: "spectator", channel: "spectators" });
    const history = (await (await fetch(`${run.url}/api/games/${created.gameId}/chat`)).json()) as Array<{ text: string }>;
    expect(history.map((h) => h.text)).toEqual(["winter is coming", "hi"]);
    const late = await open();
    expect((await late.join(created.gameId)).chat.map((h) => h.text)).toEqual(["winter is coming", "hi"]);
    const redAgain = await open();
    expect((await redAgain.join(created.gameId, tokenOf(created, "red"))).chat.map((h) => h.text)).toEqual(["winter is coming"]);
    expect(red.received.some((m) => m.type === "chat" && m.entry.text === "hi")).toBe(false);
  });
});
