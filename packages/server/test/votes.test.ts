/**
 * Going on without someone (issue 17): a player proposes to hand an absent seat to a bot, the
 * other human seats decide by majority, the player takes the seat back with its link, and the
 * table's chat records each step. Open votes survive a restart.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEntry, GameSummary } from "../src/protocol.ts";
import { createGame, tempDir, tokenOf, tracked, type Client, type Running } from "./helpers.ts";

const t = tracked();
afterEach(() => t.closeAll());
const boot = (dataDir?: string) => t.boot(dataDir);

const three = {
  players: [
    { kind: "human" as const, seat: "red", name: "Rhaenys" },
    { kind: "human" as const, seat: "blue", name: "Brynden" },
    { kind: "human" as const, seat: "green", name: "Garlan" },
  ],
};

const table = (r: Running, seats?: string[], request: object = three) => t.table(r, request, seats);

const json = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;
const standInOf = async (r: Running, gameId: string, seat: string) =>
  (await json<GameSummary>(`${r.url}/api/games/${gameId}`)).seats.find((s) => s.seat === seat)!.standIn;

describe("handing an absent seat to a bot", () => {
  it("passes with a majority of the other human seats; a bot plays the seat until its player takes it back", async () => {
    const r = await boot();
    const { created, red, blue } = await table(r, ["red", "blue"]);
    red.send({ type: "propose", kind: "hand-over", seat: "green" });
    const open = await blue.next("proposals", (m) => m.proposals.length === 1);
    expect(open.proposals[0]).toMatchObject({ id: 1, kind: "hand-over", seat: "green", by: "red", voters: ["red", "blue"], votes: { red: true } });
    blue.send({ type: "vote", id: 1, accept: true });
    await red.next("proposals", (m) => m.proposals.length === 0);
    expect(await standInOf(r, created.gameId, "green")).toEqual({ level: "random", reason: "vote" });
    // The bot bids for green: red and blue's bids end the round.
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    blue.send({ type: "action", action: { type: "bid", amount: 2 } });
    await red.next("update", (u) => u.seq === 3);
    const chat = await json<ChatEntry[]>(`${r.url}/api/games/${created.gameId}/chat`);
    expect(chat.filter((c) => c.notice).map((c) => c.text)).toEqual([
      "Rhaenys proposes that a bot play Garlan until its player returns; 2 of the 2 other players must agree.",
      "Brynden votes yes on handing Garlan to a bot.",
      "The table agreed: a bot (random) plays Garlan until its player takes the seat back.",
    ]);

    const green = await t.open(r);
    expect((await green.join(created.gameId, tokenOf(created, "green"))).seats.find((s) => s.seat === "green")!.standIn).toMatchObject({ reason: "vote" });
    green.send({ type: "reclaim" });
    await red.next("chat", (c) => c.entry.text === "Garlan is back: its player plays the seat again.");
    expect(await standInOf(r, created.gameId, "green")).toBeUndefined();
  });

  it("is refused when half the voters say no, and nothing changes", async () => {
    const r = await boot();
    const { created, red, blue } = await table(r, ["red", "blue"]);
    red.send({ type: "propose", kind: "hand-over", seat: "green" });
    await blue.next("proposals", (m) => m.proposals.length === 1);
    blue.send({ type: "vote", id: 1, accept: false });
    await red.next("chat", (c) => c.entry.text === "The table refused to hand Garlan to a bot.");
    expect((await red.next("proposals", (m) => m.proposals.length === 0)).proposals).toEqual([]);
    expect(await standInOf(r, created.gameId, "green")).toBeUndefined();
  });

  it("passes at once at a table of two people: the proposer is the only other human", async () => {
    const r = await boot();
    const { created, red } = await table(r, ["red"], { players: [{ kind: "human" }, { kind: "human" }] });
    red.send({ type: "propose", kind: "hand-over", seat: "blue" });
    await red.next("chat", (c) => c.entry.text.startsWith("The table agreed"));
    expect(await standInOf(r, created.gameId, "blue")).toEqual({ level: "random", reason: "vote" });
  });

  it("is dropped when the seat's player acts: they are not absent", async () => {
    const r = await boot();
    const { red, green } = await table(r, ["red", "green"]);
    red.send({ type: "propose", kind: "hand-over", seat: "green" });
    await green.next("proposals", (m) => m.proposals.length === 1);
    green.send({ type: "action", action: { type: "bid", amount: 0 } });
    await red.next("chat", (c) => c.entry.text === "Garlan played: the vote to hand it to a bot is dropped.");
    expect((await red.next("proposals", (m) => m.proposals.length === 0)).proposals).toEqual([]);
  });

  it("refuses what makes no sense, with a clear error, changing nothing", async () => {
    const r = await boot();
    const { created, red, green } = await table(r, ["red", "green"]);
    const watcher = await t.open(r);
    await watcher.join(created.gameId);
    watcher.send({ type: "propose", kind: "hand-over", seat: "blue" });
    expect(await watcher.next("error")).toMatchObject({ code: "spectator" });
    red.send({ type: "propose", kind: "hand-over", seat: "red" });
    expect(await red.next("error")).toMatchObject({ code: "bad_proposal", message: "You cannot put your own seat to the vote." });
    red.send({ type: "propose", kind: "hand-over", seat: "purple" });
    expect(await red.next("error")).toMatchObject({ code: "bad_proposal" });
    red.send({ type: "propose", kind: "vassal", seat: "blue" });
    expect(await red.next("error")).toMatchObject({ code: "bad_message" });
    red.send({ type: "propose", kind: "hand-over", seat: "blue" });
    await red.next("proposals", (m) => m.proposals.length === 1);
    red.send({ type: "propose", kind: "hand-over", seat: "blue" });
    expect(await red.next("error")).toMatchObject({ code: "bad_proposal", message: expect.stringContaining("already") });
    const blue = await t.open(r);
    await blue.join(created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "vote", id: 1, accept: false });
    expect(await blue.next("error")).toMatchObject({ code: "not_a_voter" });
    green.send({ type: "vote", id: 7, accept: true });
    expect(await green.next("error")).toMatchObject({ code: "unknown_proposal" });
    expect(await standInOf(r, created.gameId, "blue")).toBeUndefined();
  });
});

describe("votes across a restart", () => {
  it("an open vote is still open after a restart, and can pass", async () => {
    const dataDir = tempDir();
    let r = await boot(dataDir);
    const { created, red } = await table(r, ["red"]);
    red.send({ type: "propose", kind: "hand-over", seat: "green" });
    await red.next("proposals", (m) => m.proposals.length === 1);
    await red.close();
    await t.stopLast();

    r = await boot(dataDir);
    const blue = await t.open(r);
    const welcome = await blue.join(created.gameId, tokenOf(created, "blue"));
    expect(welcome.proposals).toEqual([expect.objectContaining({ id: 1, seat: "green", votes: { red: true } })]);
    blue.send({ type: "vote", id: 1, accept: true });
    await blue.next("chat", (c) => c.entry.text.startsWith("The table agreed"));
    expect(await standInOf(r, created.gameId, "green")).toEqual({ level: "random", reason: "vote" });
  });
});
