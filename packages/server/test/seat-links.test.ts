/**
 * A lost seat link is not a lost seat (issue 16 item 11): the creator, holding the secret the
 * creation answered, has the seat issued a new link; the old one stops working at once.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

const reissue = (url: string, gameId: string, seat: string, creator: string) =>
  fetch(`${url}/api/games/${gameId}/seats/${seat}/link`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ creator }) });

describe("seat links issued again by the creator", () => {
  it("gives the seat a new token, refuses the old one and closes its connections", async () => {
    const run = await start();
    running.push(run);
    const created = await createGame(run.url, { players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "blue" }] });
    expect(created.creatorToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const old = tokenOf(created, "red");
    const holder = await Client.open(run.wsUrl);
    expect((await holder.join(created.gameId, old)).seat).toBe("red");

    const res = await reissue(run.url, created.gameId, "red", created.creatorToken);
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { seat: string; token: string; link: string };
    expect(fresh.seat).toBe("red");
    expect(fresh.token).not.toBe(old);
    expect(fresh.link).toBe(`/game/${created.gameId}#token=${fresh.token}`);
    expect((await holder.waitClosed()).code).toBe(4001);

    const again = await Client.open(run.wsUrl);
    again.send({ type: "join", gameId: created.gameId, token: old });
    expect((await again.next("error")).code).toBe("bad_token");
    const player = await Client.open(run.wsUrl);
    expect((await player.join(created.gameId, fresh.token)).seat).toBe("red");
    // The other seat is untouched.
    const blue = await Client.open(run.wsUrl);
    expect((await blue.join(created.gameId, tokenOf(created, "blue"))).seat).toBe("blue");
    await Promise.all([again.close(), player.close(), blue.close()]);
  });

  it("refuses anyone without the creator's secret, and changes nothing", async () => {
    const run = await start();
    running.push(run);
    const created = await createGame(run.url, { players: [{ kind: "human", seat: "red" }, { kind: "bot" }] });
    const wrong = await reissue(run.url, created.gameId, "red", tokenOf(created, "red"));
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe("not_creator");
    const player = await Client.open(run.wsUrl);
    expect((await player.join(created.gameId, tokenOf(created, "red"))).seat).toBe("red");
    await player.close();
    expect((await reissue(run.url, created.gameId, "blue", created.creatorToken)).status).toBe(400); // a bot's seat
    expect((await reissue(run.url, created.gameId, "green", created.creatorToken)).status).toBe(404);
    expect((await reissue(run.url, "nope", "red", created.creatorToken)).status).toBe(404);
  });

  it("keeps the creator's secret (as a hash) and the new token across a restart", async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    running.push(first);
    const created = await createGame(first.url, { players: [{ kind: "human", seat: "red" }, { kind: "human", seat: "blue" }] });
    await running.pop()!.server.close();
    const second = await start({ dataDir });
    running.push(second);
    const res = await reissue(second.url, created.gameId, "blue", created.creatorToken);
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { token: string };
    await running.pop()!.server.close();
    const third = await start({ dataDir });
    running.push(third);
    const player = await Client.open(third.wsUrl);
    expect((await player.join(created.gameId, fresh.token)).seat).toBe("blue");
    await player.close();
  });
});
