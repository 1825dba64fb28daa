/**
 * A player leaving a Mother of Dragons table (issue 15; the MoD setup's drop-out rule, mod-setup.md
 * 5: the house becomes a vassal at the end of the round). Another player proposes it and the other
 * people decide by majority, or the player asks it themself and it is done at once. The engine's
 * `leaveGame` is logged as a leave marker: a restart replays it to the same state hash; the engine's
 * refusals (Targaryen stays, ...) come back as the proposal's error, and nothing changes. At the
 * floor of three Westeros players (AG-38) the player still goes: a stand-in bot takes the seat (P-1).
 */
import Database from "better-sqlite3";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isLeaveMarker } from "@kingsroad/core";
import type { GameView } from "@kingsroad/agot";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { ChatEntry, GameSummary, ServerMessage } from "../src/protocol.ts";
import { Client, createGame, start, tempDir, tokenOf, tracked, type Running } from "./helpers.ts";

const running: Running[] = [];
const clients: Client[] = [];
const t = tracked();
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(running.splice(0).map((r) => r.server.close()));
  await t.closeAll();
});

async function boot(dataDir: string): Promise<Running> {
  const r = await start({ games: defaultGames(), bots: defaultBots(), dataDir });
  running.push(r);
  return r;
}
async function stop(r: Running): Promise<void> {
  running.splice(running.indexOf(r), 1);
  await r.server.close();
}
async function open(r: Running): Promise<Client> {
  const c = await Client.open(r.wsUrl);
  clients.push(c);
  return c;
}
async function gameOf(r: Running, id: string) {
  const game = await r.server.hub.get(id);
  if (!game) throw new Error("no game");
  await game.idle();
  return game;
}
const json = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;
const notices = async (r: Running, id: string): Promise<string[]> => (await json<ChatEntry[]>(`${r.url}/api/games/${id}/chat`)).filter((c) => c.notice).map((c) => c.text);

// Lannister opens the first Planning phase (claiming vassals), so nobody else is asked anything and
// the state stays still while the tests look at it.
const request = {
  engine: "agot",
  players: [
    { kind: "human" as const, seat: "lannister", name: "Loras" },
    { kind: "human" as const, seat: "stark", name: "Sansa" },
    { kind: "human" as const, seat: "greyjoy", name: "Gwen" },
    { kind: "human" as const, seat: "targaryen", name: "Tara" },
    { kind: "bot" as const, seat: "arryn" },
  ],
  options: { motherOfDragons: true },
};

async function table(r: Running) {
  const created = await createGame(r.url, request);
  const join = async (seat: string) => {
    const c = await open(r);
    await c.join(created.gameId, tokenOf(created, seat));
    return c;
  };
  return { created, lannister: await join("lannister"), stark: await join("stark"), greyjoy: await join("greyjoy"), targaryen: await join("targaryen") };
}

const leavingIn = (m: ServerMessage): string[] => ((m as { view?: GameView }).view?.mod?.vassals?.leaving as string[] | undefined) ?? [];

describe("a player leaving a Mother of Dragons table", () => {
  it("passes with a majority of the other people; the house turns vassal at the round's end, a bot plays the seat until then, and a restart replays it", async () => {
    const dataDir = tempDir();
    let r = await boot(dataDir);
    const { created, lannister, stark } = await table(r);
    stark.send({ type: "propose", kind: "leave", seat: "greyjoy" });
    const open1 = await lannister.next("proposals", (m) => m.proposals.length === 1);
    expect(open1.proposals[0]).toMatchObject({ kind: "leave", seat: "greyjoy", by: "stark", votes: { stark: true } });
    expect([...open1.proposals[0]!.voters].sort()).toEqual(["lannister", "stark", "targaryen"]);
    lannister.send({ type: "vote", id: 1, accept: true });
    const update = await lannister.next("update", (u) => leavingIn(u).length > 0);
    expect(leavingIn(update)).toEqual(["greyjoy"]);
    expect(update.events.map((e) => e.type)).toEqual(["player-leaving"]);
    await lannister.next("proposals", (m) => m.proposals.length === 0);
    const summary = await json<GameSummary>(`${r.url}/api/games/${created.gameId}`);
    expect(summary.seats.find((s) => s.seat === "greyjoy")!.standIn).toMatchObject({ reason: "vote" });
    expect(await notices(r, created.gameId)).toEqual([
      "Sansa proposes that Gwen leave the game, which goes on without them; 2 of the 3 other players must agree.",
      "Loras votes yes on Gwen leaving the game.",
      "Gwen has left: the game goes on without them.",
    ]);

    // The log holds the leave as a marker under the leaving seat; a restart replays it to the same hash.
    const game = await gameOf(r, created.gameId);
    const before = game.stateHash;
    const seq = game.seq;
    await stop(r);
    r = await boot(dataDir);
    const again = await gameOf(r, created.gameId);
    expect(again.seq).toBe(seq);
    expect(again.stateHash).toBe(before);
    const back = await open(r);
    expect(leavingIn(await back.join(created.gameId, tokenOf(created, "lannister")))).toEqual(["greyjoy"]);
    // A leave cannot be taken back.
    back.send({ type: "propose", kind: "undo", seat: "greyjoy" });
    expect((await back.next("error")).message).toMatch(/only your own last move/i);
  });

  it("is done at once when the player asks it themself", async () => {
    const r = await boot(tempDir());
    const { created, greyjoy, lannister } = await table(r);
    greyjoy.send({ type: "propose", kind: "leave", seat: "greyjoy" });
    expect(leavingIn(await lannister.next("update", (u) => leavingIn(u).length > 0))).toEqual(["greyjoy"]);
    expect(await notices(r, created.gameId)).toEqual(["Gwen leaves the game; it goes on without them.", "Gwen has left: the game goes on without them."]);
    // Asked again by another: the engine's own sentence.
    lannister.send({ type: "propose", kind: "leave", seat: "greyjoy" });
    expect((await lannister.next("error")).message).toBe("Greyjoy already leaves at the end of this round.");
  });

  it("is refused with the engine's reason (Targaryen never becomes a vassal), for a bot's seat, and in a game without the rule; nothing changes", async () => {
    const r = await boot(tempDir());
    const { created, lannister, targaryen } = await table(r);
    const seq = (await gameOf(r, created.gameId)).seq;
    targaryen.send({ type: "propose", kind: "leave", seat: "targaryen" });
    expect((await targaryen.next("error")).message).toBe("Targaryen never becomes a vassal: its player cannot leave this way.");
    lannister.send({ type: "propose", kind: "leave", seat: "arryn" });
    expect((await lannister.next("error")).message).toMatch(/bot's seat/);
    expect((await gameOf(r, created.gameId)).seq).toBe(seq);
    expect(await notices(r, created.gameId)).toEqual([]);

    const plain = await t.boot();
    const { red } = await t.table(plain, { players: [{ kind: "human" }, { kind: "human" }, { kind: "human" }] }, ["red"]);
    red.send({ type: "propose", kind: "leave", seat: "blue" });
    expect((await red.next("error")).message).toBe("This game has no rule for a player leaving.");
  });

  // The table's Westeros players are Lannister, Stark, Greyjoy and Arryn (a bot): once Greyjoy
  // leaves, three stay, the floor of AG-38 (RULINGS.md; SUM setup, mod-setup.md 1.1).
  const standInOf = (m: ServerMessage, seat: string) => (m as { seats?: GameSummary["seats"] }).seats?.find((s) => s.seat === seat)?.standIn;
  const floorReason = "Stark cannot become a vassal: at least 3 players of Westeros houses (Targaryen aside) must stay for the game to go on.";

  it("AG-38: a player leaving at the floor of three Westeros players gets a stand-in bot, not a vassal; above it the house still turns vassal", async () => {
    const r = await boot(tempDir());
    const { created, greyjoy, lannister, stark } = await table(r);
    greyjoy.send({ type: "propose", kind: "leave", seat: "greyjoy" });
    expect(leavingIn(await lannister.next("update", (u) => leavingIn(u).length > 0))).toEqual(["greyjoy"]);
    const game = await gameOf(r, created.gameId);
    const seq = game.seq;
    const hash = game.stateHash;

    stark.send({ type: "propose", kind: "leave", seat: "stark" });
    const bot = standInOf(await lannister.next("seats", (m) => standInOf(m, "stark") !== undefined), "stark");
    expect(bot).toMatchObject({ reason: "vote" });
    await gameOf(r, created.gameId);
    // No leave marker, no change to the game: Stark stays a player's house, played by the bot.
    expect(game.seq).toBe(seq);
    expect(game.stateHash).toBe(hash);
    expect(await notices(r, created.gameId)).toEqual([
      "Gwen leaves the game; it goes on without them.",
      "Gwen has left: the game goes on without them.",
      "Sansa leaves the game.",
      `Sansa has left. ${floorReason} A bot (${bot!.level}) plays Sansa instead, until its player takes the seat back.`,
    ]);
    // Proposed by another now, it would change nothing: the bot stays.
    lannister.send({ type: "propose", kind: "leave", seat: "stark" });
    expect((await lannister.next("error")).message).toBe(`A bot plays Sansa already, and it stays: ${floorReason}`);
  });

  it("AG-38: asked by another at the floor, the table's vote hands the seat to a stand-in bot", async () => {
    const r = await boot(tempDir());
    const { created, greyjoy, lannister, targaryen } = await table(r);
    greyjoy.send({ type: "propose", kind: "leave", seat: "greyjoy" });
    await lannister.next("update", (u) => leavingIn(u).length > 0);
    const seq = (await gameOf(r, created.gameId)).seq;
    lannister.send({ type: "propose", kind: "leave", seat: "stark" });
    const opened = await targaryen.next("proposals", (m) => m.proposals.length === 1);
    expect(opened.proposals[0]).toMatchObject({ kind: "leave", seat: "stark", by: "lannister" });
    expect([...opened.proposals[0]!.voters].sort()).toEqual(["lannister", "targaryen"]);
    targaryen.send({ type: "vote", id: opened.proposals[0]!.id, accept: true });
    const bot = standInOf(await lannister.next("seats", (m) => standInOf(m, "stark") !== undefined), "stark");
    expect(bot).toMatchObject({ reason: "vote" });
    await lannister.next("proposals", (m) => m.proposals.length === 0);
    const game = await gameOf(r, created.gameId);
    expect(game.seq).toBe(seq);
    expect((await notices(r, created.gameId)).slice(2)).toEqual([
      `Loras proposes that Sansa leave the game; ${floorReason.replace(/\.$/, "")}, so a bot would play Sansa until its player returns. 2 of the 2 other players must agree.`,
      "Tara votes yes on Sansa leaving the game.",
      `Sansa has left. ${floorReason} A bot (${bot!.level}) plays Sansa instead, until its player takes the seat back.`,
    ]);
  });

  it("keeps the marker in the stored log, where no engine's schema would take it for a move", async () => {
    const dataDir = tempDir();
    const r = await boot(dataDir);
    const { created, greyjoy } = await table(r);
    greyjoy.send({ type: "propose", kind: "leave", seat: "greyjoy" });
    await greyjoy.next("update", (u) => leavingIn(u).length > 0);
    await gameOf(r, created.gameId);
    const db = new Database(join(dataDir, "kingsroad.sqlite"), { readonly: true });
    const last = db.prepare("SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1").get(created.gameId) as { seat: string; action: string };
    db.close();
    expect(last.seat).toBe("greyjoy");
    expect(isLeaveMarker(JSON.parse(last.action))).toBe(true);
  });
});
