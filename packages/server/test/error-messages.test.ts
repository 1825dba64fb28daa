/**
 * One voice for bad input: whatever a player, a client or an operator gets wrong, the answer is
 * one plain line naming the field and what was expected (core's describeInvalid), never zod's
 * JSON dump of issues.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
const clients: Client[] = [];

beforeEach(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots() });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await run.server.close();
});

async function seated(engine: "agot" | "fief"): Promise<Client> {
  const players =
    engine === "agot"
      ? [{ kind: "human", seat: "stark" }, { kind: "bot", level: "random" }, { kind: "bot", level: "random" }]
      : [{ kind: "human", seat: "stark" }, { kind: "bot" }, { kind: "bot" }];
  const created = await createGame(run.url, { engine, players } as never);
  const client = await Client.open(run.wsUrl);
  clients.push(client);
  await client.join(created.gameId, tokenOf(created, "stark"));
  return client;
}

const oneLine = (message: string) => {
  expect(message).not.toContain("\n");
  expect(message).not.toMatch(/[[{]\s*"/); // no JSON
  expect(message.length).toBeLessThan(300);
};

describe("bad input gets one plain line", () => {
  it("a malformed Game of Thrones action over the WebSocket names the field and what was expected", async () => {
    const c = await seated("agot");
    c.send({ type: "action", ref: 1, action: { type: "place-order", area: 7, order: "defense" } });
    const e = await c.next("error", (m) => m.ref === 1);
    expect(e).toMatchObject({ code: "invalid_action", message: "Not an action of this game: area: expected string, got number." });
    oneLine(e.message);

    c.send({ type: "action", ref: 2, action: { type: "place-order", area: "winterfell", order: "charge" } });
    const e2 = await c.next("error", (m) => m.ref === 2);
    expect(e2.message).toMatch(/^Not an action of this game: order: expected one of march-weak, march, .* \(or \d+ more\)\.$/);
    oneLine(e2.message);

    c.send({ type: "action", ref: 3, action: { type: "dance" } });
    const e3 = await c.next("error", (m) => m.ref === 3);
    expect(e3.message).toMatch(/^Not an action of this game: type: expected one of place-order, /);
    oneLine(e3.message);
  });

  it("a malformed Fief action over the WebSocket, the same way", async () => {
    const c = await seated("fief");
    c.send({ type: "action", ref: 1, action: { type: "bid", amount: -2 } });
    const e = await c.next("error", (m) => m.ref === 1);
    expect(e).toMatchObject({ code: "invalid_action", message: "Not an action of this game: amount: expected number to be >=0." });
    c.send({ type: "action", ref: 2, action: { type: "play" } });
    expect((await c.next("error", (m) => m.ref === 2)).message).toBe("Not an action of this game: card: missing (expected string).");
  });

  it("a malformed protocol message", async () => {
    const c = await Client.open(run.wsUrl);
    clients.push(c);
    c.send({ type: "join", gameId: 5 });
    const e = await c.next("error");
    expect(e).toMatchObject({ code: "bad_message", message: "Malformed message: gameId: expected string, got number." });
  });

  it("a bad HTTP request", async () => {
    const res = await fetch(`${run.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ engine: "agot", players: "three" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain("players: expected array, got string");
    oneLine(body.message);
  });
});
