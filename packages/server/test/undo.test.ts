/**
 * Undo, with consent (issue 17): a player asks to take back their last move, every other person
 * at the table must agree (bots are no voters), and the log stays append-only: an accepted undo
 * is a marker entry, and every replay (a restart, the history, the replay file) steps back over it.
 * Played on "secret bid" (secret-bid.ts): a bid that is not the last of its round shows nothing;
 * the last one reveals every bid, so it cannot be taken back.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkReplay, type ReplayFile } from "../../cli/src/play/replay-file.ts";
import type { GameModule } from "../../cli/src/games.ts";
import type { ChatEntry } from "../src/protocol.ts";
import { secretBid } from "./secret-bid.ts";
import { createGame, tempDir, tokenOf, tracked, type Client, type Running } from "./helpers.ts";

const t = tracked();
afterEach(() => t.closeAll());

const three = {
  players: [
    { kind: "human" as const, seat: "red", name: "Rhaenys" },
    { kind: "human" as const, seat: "blue", name: "Brynden" },
    { kind: "human" as const, seat: "green", name: "Garlan" },
  ],
};

const table = (r: Running, request: object = three, seats?: string[]) => t.table(r, request, seats);

const notices = async (r: Running, gameId: string) =>
  ((await (await fetch(`${r.url}/api/games/${gameId}/chat`)).json()) as ChatEntry[]).filter((c) => c.notice).map((c) => c.text);

describe("taking back a move", () => {
  it("passes when every other person agrees: a marker is appended, every seat gets the view from before the move", async () => {
    const r = await t.boot();
    const { created, red, blue, green } = await table(r);
    red.send({ type: "action", action: { type: "bid", amount: 3 } });
    await blue.next("update", (u) => u.seq === 1);
    red.send({ type: "propose", kind: "undo", seat: "red" });
    const open = await blue.next("proposals", (m) => m.proposals.length === 1);
    expect(open.proposals[0]).toMatchObject({ id: 1, kind: "undo", seat: "red", by: "red", voters: ["blue", "green"], undoes: 1 });
    blue.send({ type: "vote", id: 1, accept: true });
    await red.next("proposals", (m) => m.proposals[0]?.votes.blue === true);
    green.send({ type: "vote", id: 1, accept: true });
    // Every seat hears of the new position: seq 2 (the marker), red may bid again.
    const [r2, b2, g2] = await Promise.all([red, blue, green].map((c) => c.next("update", (u) => u.seq === 2)));
    expect(r2!.view).toMatchObject({ myBid: null, hasBid: { red: false } });
    expect(r2!.prompts.map((p) => p.seat)).toEqual(["red"]);
    expect(b2!.view).toMatchObject({ hasBid: { red: false } });
    expect(g2!.events.map((e) => e.type)).toEqual(["undo"]);
    expect(await notices(r, created.gameId)).toEqual([
      "Rhaenys asks to take back their last move (1); all 2 other players must agree.",
      "Brynden votes yes on taking back Rhaenys's move 1.",
      "Garlan votes yes on taking back Rhaenys's move 1.",
      "The table agreed: Rhaenys's move 1 is taken back.",
    ]);
    // The log keeps both the move and the marker; the history shows both positions.
    red.send({ type: "history", from: 0, count: 3 });
    const history = await red.next("history");
    expect(history.pictures.map((p) => (p.view as { myBid: number | null }).myBid)).toEqual([null, 3, null]);
    // Red bids again; the round goes on from the position before the move taken back.
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    blue.send({ type: "action", action: { type: "bid", amount: 2 } });
    green.send({ type: "action", action: { type: "bid", amount: 0 } });
    const revealed = await red.next("update", (u) => u.seq === 5);
    expect(revealed.events.find((e) => e.type === "reveal")?.text).toBe("Bids revealed: red 1, blue 2, green 0.");
  });

  it("is refused by one no, and nothing changes", async () => {
    const r = await t.boot();
    const { created, red, blue } = await table(r);
    blue.send({ type: "action", action: { type: "bid", amount: 2 } });
    await red.next("update", (u) => u.seq === 1);
    blue.send({ type: "propose", kind: "undo", seat: "blue" });
    await red.next("proposals", (m) => m.proposals.length === 1);
    red.send({ type: "vote", id: 1, accept: false });
    await blue.next("chat", (c) => c.entry.text === "The table refused to take back Brynden's move 1.");
    const seen = await t.open(r);
    const welcome = await seen.join(created.gameId, tokenOf(created, "blue"));
    expect(welcome.seq).toBe(1);
    expect(welcome.view).toMatchObject({ myBid: 2 });
    expect(welcome.proposals).toEqual([]);
  });

  it("is refused at once after a move that revealed hidden information (the last bid shows every bid)", async () => {
    const r = await t.boot();
    const { red, blue, green } = await table(r);
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    blue.send({ type: "action", action: { type: "bid", amount: 2 } });
    await green.next("update", (u) => u.seq === 2);
    green.send({ type: "action", action: { type: "bid", amount: 0 } });
    await green.next("update", (u) => u.seq === 3);
    green.send({ type: "propose", kind: "undo", seat: "green" });
    expect(await green.next("error")).toMatchObject({
      code: "bad_proposal",
      message: "Your last move cannot be taken back: that move revealed what another player had kept hidden.",
    });
  });

  it("is refused for a move that is not the proposer's last, for another seat's move, and for an undo", async () => {
    const r = await t.boot();
    const { red, blue } = await table(r, three, ["red", "blue"]);
    red.send({ type: "propose", kind: "undo", seat: "red" });
    expect(await red.next("error")).toMatchObject({ code: "bad_proposal", message: "Nobody has moved yet." });
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("update", (u) => u.seq === 1);
    blue.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("update", (u) => u.seq === 2);
    red.send({ type: "propose", kind: "undo", seat: "red" });
    expect(await red.next("error")).toMatchObject({ message: "Only the last move can be taken back, and it was not yours." });
    red.send({ type: "propose", kind: "undo", seat: "blue" });
    expect(await red.next("error")).toMatchObject({ message: "Only your own last move can be taken back." });
  });

  it("counts no bot as a voter (bots accept); the replay file, marker and all, reproduces the final hash", async () => {
    const r = await t.boot();
    const request = { players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "blue" }, { kind: "bot", seat: "green", level: "random" }], options: { rounds: 1 } };
    const { created, red, blue } = await table(r, request, ["red", "blue"]);
    // The bot bids at once; red's bid is not the last of the round, so it shows nothing.
    const game = (await r.server.hub.get(created.gameId))!;
    while (game.seq < 1) await new Promise((done) => setTimeout(done, 10));
    red.send({ type: "action", action: { type: "bid", amount: 5 } });
    await red.next("update", (u) => u.seq === 2);
    red.send({ type: "propose", kind: "undo", seat: "red" });
    expect((await blue.next("proposals", (m) => m.proposals.length === 1)).proposals[0]!.voters).toEqual(["blue"]);
    blue.send({ type: "vote", id: 1, accept: true });
    await red.next("update", (u) => u.seq === 3);
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    blue.send({ type: "action", action: { type: "bid", amount: 2 } });
    await red.next("update", (u) => u.outcome !== null);
    const file = (await (await fetch(`${r.url}/api/games/${created.gameId}/replay`)).json()) as ReplayFile;
    expect(file.actions.map((a) => a.action)).toEqual([{ type: "bid", amount: expect.any(Number) }, { type: "bid", amount: 5 }, { $undo: 2 }, { type: "bid", amount: 1 }, { type: "bid", amount: 2 }]);
    const module = { engine: secretBid, checkInvariants: () => [] } as unknown as GameModule; // the test engine is no CLI game
    expect(checkReplay(module, file)).toMatchObject({ ok: true });
    expect(file.hash).toBe((await r.server.hub.get(created.gameId))?.stateHash);
    // Without the marker the log no longer replays to that hash.
    expect(checkReplay(module, { ...file, actions: file.actions.filter((a) => !("$undo" in (a.action as object))) }).ok).toBe(false);
  });
});

describe("an undo vote across a restart", () => {
  it("is still open after a restart, and passes; the restarted game replays the marker", async () => {
    const dataDir = tempDir();
    let r = await t.boot(dataDir);
    const { created, red, blue } = await table(r, three, ["red", "blue"]);
    red.send({ type: "action", action: { type: "bid", amount: 4 } });
    await blue.next("update", (u) => u.seq === 1);
    red.send({ type: "propose", kind: "undo", seat: "red" });
    await blue.next("proposals", (m) => m.proposals.length === 1);
    blue.send({ type: "vote", id: 1, accept: true });
    await red.next("proposals", (m) => m.proposals[0]?.votes.blue === true);
    await red.close();
    await blue.close();
    await t.stopLast();

    r = await t.boot(dataDir);
    const green = await t.open(r);
    const welcome = await green.join(created.gameId, tokenOf(created, "green"));
    expect(welcome.proposals).toEqual([expect.objectContaining({ id: 1, kind: "undo", undoes: 1, votes: { red: true, blue: true } })]);
    green.send({ type: "vote", id: 1, accept: true });
    const back = await green.next("update", (u) => u.seq === 2);
    expect(back.view).toMatchObject({ hasBid: { red: false } });
    await green.close();
    await t.stopLast();

    r = await t.boot(dataDir);
    const again = await t.open(r);
    const reloaded = await again.join(created.gameId, tokenOf(created, "red"));
    expect(reloaded.seq).toBe(2);
    expect(reloaded.view).toMatchObject({ myBid: null, hasBid: { red: false } });
  });
});
