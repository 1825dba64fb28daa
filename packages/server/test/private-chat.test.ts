/**
 * Private conversations and the spectators' channel (issue 17, "Talking"). A private line is hidden
 * information of its members: no other seat, no spectator, no HTTP reader, no replay and no later
 * welcome may ever carry it, before or after a restart. Spectators talk among themselves and
 * cannot write to players.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEntry } from "../src/protocol.ts";
import { createGame, tempDir, tokenOf, tracked, type Client, type Running } from "./helpers.ts";

const t = tracked();
afterEach(() => t.closeAll());
const boot = (dataDir?: string) => t.boot(dataDir);
const open = (r: Running) => t.open(r);

const three = { players: [{ kind: "human" as const }, { kind: "human" as const }, { kind: "human" as const }] };
const SECRET = "meet me at the ford, tell no one";

/** Every frame this client ever got, as text: a leak anywhere (welcome, update, history, chat) shows. */
const sawText = (c: Client, text: string): boolean => c.raw.some((frame) => frame.includes(text));

describe("private conversations", () => {
  it("reach their members only: not another seat, not a spectator, not the HTTP chat, not a replay", async () => {
    const r = await boot();
    const created = await createGame(r.url, three);
    const [red, blue, green, watcher] = [await open(r), await open(r), await open(r), await open(r)];
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    await green.join(created.gameId, tokenOf(created, "green"));
    await watcher.join(created.gameId);

    red.send({ type: "chat", text: SECRET, to: ["blue"] });
    const mine = await red.next("chat");
    expect(mine.entry).toMatchObject({ seat: "red", channel: "private", members: ["blue", "red"], text: SECRET });
    expect((await blue.next("chat")).entry).toEqual(mine.entry);
    // A table line after it: once the others have it, they would have had the private one too.
    red.send({ type: "chat", text: "hello all" });
    for (const c of [green, watcher]) expect((await c.next("chat")).entry.text).toBe("hello all");

    // Some play, and the whole replay, for each of the others.
    for (const [c, amount] of [[red, 1], [blue, 2], [green, 0]] as const) {
      c.send({ type: "action", action: { type: "bid", amount } });
      await c.next("ack");
    }
    for (const c of [green, watcher]) {
      await c.next("update", (u) => u.seq === 3);
      c.send({ type: "history", from: 0, count: 10, ref: "h" });
      expect((await c.next("history")).pictures).toHaveLength(4);
    }
    const http = (await (await fetch(`${r.url}/api/games/${created.gameId}/chat`)).json()) as ChatEntry[];
    expect(http.map((c) => c.text)).toEqual(["hello all"]);
    const [green2, watcher2, blue2] = [await open(r), await open(r), await open(r)];
    expect((await green2.join(created.gameId, tokenOf(created, "green"))).chat.map((c) => c.text)).toEqual(["hello all"]);
    expect((await watcher2.join(created.gameId)).chat.map((c) => c.text)).toEqual(["hello all"]);
    expect((await blue2.join(created.gameId, tokenOf(created, "blue"))).chat.map((c) => c.text)).toEqual([SECRET, "hello all"]);
    for (const c of [green, watcher, green2, watcher2]) expect(sawText(c, SECRET)).toBe(false);
  });

  it("can hold more than two houses; the members are the writer and `to`, in any order", async () => {
    const r = await boot();
    const created = await createGame(r.url, three);
    const [red, blue, green] = [await open(r), await open(r), await open(r)];
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    await green.join(created.gameId, tokenOf(created, "green"));
    green.send({ type: "chat", text: "all three of us", to: ["red", "blue", "green"] });
    for (const c of [red, blue, green]) expect((await c.next("chat")).entry).toMatchObject({ channel: "private", members: ["blue", "green", "red"] });
  });

  it("refuses a spectator writing to players, an unknown seat and a conversation with oneself, storing nothing", async () => {
    const r = await boot();
    const created = await createGame(r.url, three);
    const [red, watcher] = [await open(r), await open(r)];
    await red.join(created.gameId, tokenOf(created, "red"));
    await watcher.join(created.gameId);
    watcher.send({ type: "chat", text: "psst", to: ["red"] });
    expect(await watcher.next("error")).toMatchObject({ code: "spectator", message: expect.stringContaining("cannot write to players") });
    red.send({ type: "chat", text: "psst", to: ["purple"] });
    expect(await red.next("error")).toMatchObject({ code: "bad_recipient", message: expect.stringContaining('No seat "purple"') });
    red.send({ type: "chat", text: "psst", to: ["red"] });
    expect(await red.next("error")).toMatchObject({ code: "bad_recipient" });
    const later = await open(r);
    expect((await later.join(created.gameId, tokenOf(created, "red"))).chat).toEqual([]);
    expect(sawText(red, '"type":"chat"')).toBe(false);
  });

  it("survive a restart, still for their members only", async () => {
    const dataDir = tempDir();
    let r = await boot(dataDir);
    const created = await createGame(r.url, three);
    const red = await open(r);
    await red.join(created.gameId, tokenOf(created, "red"));
    red.send({ type: "chat", text: SECRET, to: ["green"] });
    await red.next("chat");
    await red.close();
    await t.stopLast();

    r = await boot(dataDir);
    const [green, blue, watcher] = [await open(r), await open(r), await open(r)];
    expect((await green.join(created.gameId, tokenOf(created, "green"))).chat).toEqual([
      expect.objectContaining({ seat: "red", text: SECRET, channel: "private", members: ["green", "red"] }),
    ]);
    expect((await blue.join(created.gameId, tokenOf(created, "blue"))).chat).toEqual([]);
    expect((await watcher.join(created.gameId)).chat).toEqual([]);
    const http = (await (await fetch(`${r.url}/api/games/${created.gameId}/chat`)).json()) as ChatEntry[];
    expect(http).toEqual([]);
  });
});

describe("the spectators' channel", () => {
  it("is read by spectators only: players never get it, and their table lines still reach spectators", async () => {
    const r = await boot();
    const created = await createGame(r.url);
    const [red, one, two] = [await open(r), await open(r), await open(r)];
    await red.join(created.gameId, tokenOf(created, "red"));
    await one.join(created.gameId);
    await two.join(created.gameId);
    one.send({ type: "chat", text: "red is bluffing" });
    expect((await two.next("chat")).entry).toMatchObject({ seat: null, channel: "spectators", text: "red is bluffing" });
    red.send({ type: "chat", text: "good luck" });
    expect((await one.next("chat", (c) => c.entry.text === "good luck")).entry.channel).toBe("table");
    expect((await red.next("chat")).entry.text).toBe("good luck");
    expect(sawText(red, "bluffing")).toBe(false);
    const redAgain = await open(r);
    expect((await redAgain.join(created.gameId, tokenOf(created, "red"))).chat.map((c) => c.text)).toEqual(["good luck"]);
  });
});
