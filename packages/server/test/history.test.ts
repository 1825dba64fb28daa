/**
 * Earlier positions for the replay: a joined client asks for them over its socket and gets its
 * own views as they were, never another seat's secret; spectators get the public view.
 */
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

describe("history for the replay", () => {
  it("returns each earlier position as the asking seat saw it, and nothing past the present", async () => {
    const created = await createGame(run.url, { options: { coins: 3, rounds: 3 } });
    const red = await open();
    const blue = await open();
    const redWelcome = await red.join(created.gameId, tokenOf(created, "red"));
    const blueWelcome = await blue.join(created.gameId, tokenOf(created, "blue"));
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    const redUpdate = await red.next("update", (u) => u.seq === 1);
    blue.send({ type: "action", action: { type: "bid", amount: 2 } });
    await blue.next("update", (u) => u.seq === 2);

    red.send({ type: "history", from: 0, count: 50, ref: "h" });
    const history = await red.next("history", (m) => m.ref === "h");
    expect(history.pictures.map((p) => p.seq)).toEqual([0, 1, 2]);
    expect(history.pictures[0]!.view).toEqual(redWelcome.view);
    expect(history.pictures[1]!.view).toEqual(redUpdate.view);
    const blueSigil = (blueWelcome.view as BidView).mySigil;
    expect(JSON.stringify(history)).not.toContain(blueSigil);

    // Blue asks for the same positions after red (whose pictures are now cached): blue's own.
    blue.send({ type: "history", from: 0, count: 50, ref: "b" });
    const blueHistory = await blue.next("history", (m) => m.ref === "b");
    expect(blueHistory.pictures[0]!.view).toEqual(blueWelcome.view);
    expect(JSON.stringify(blueHistory)).not.toContain((redWelcome.view as BidView).mySigil);

    red.send({ type: "history", from: 2, count: 5, ref: "tail" });
    const tail = await red.next("history", (m) => m.ref === "tail");
    expect(tail.pictures.map((p) => p.seq)).toEqual([2]);
  });

  it("gives spectators the public view and refuses clients that have not joined", async () => {
    const created = await createGame(run.url, { options: { coins: 3 } });
    const red = await open();
    const redWelcome = await red.join(created.gameId, tokenOf(created, "red"));
    red.send({ type: "action", action: { type: "bid", amount: 2 } });
    await red.next("update", (u) => u.seq === 1);

    // Red's pictures of these positions are built (and cached) first: none may reach the watcher.
    red.send({ type: "history", from: 0, count: 10 });
    expect(JSON.stringify(await red.next("history"))).toContain((redWelcome.view as BidView).mySigil);
    const watcher = await open();
    await watcher.join(created.gameId);
    watcher.send({ type: "history", from: 0, count: 10 });
    const seen = await watcher.next("history");
    expect(seen.pictures).toHaveLength(2);
    expect(JSON.stringify(seen)).not.toContain((redWelcome.view as BidView).mySigil);

    const stranger = await open();
    stranger.send({ type: "history", from: 0, count: 10, ref: 7 });
    expect(await stranger.next("error")).toMatchObject({ code: "not_joined", ref: 7 });
    stranger.send({ type: "history", from: 0, count: 500 });
    expect(await stranger.next("error")).toMatchObject({ code: "bad_message" });
  });
});
