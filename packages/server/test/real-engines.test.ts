/**
 * The games `npm start` hosts: A Game of Thrones and A Song of Ice and Fief behind the real
 * registry, with the bots of packages/bots on the bot seats.
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

describe("hosting the real engines", () => {
  it("lists both games and their bot levels", async () => {
    const res = await fetch(`${run.url}/api/engines`);
    const body = JSON.stringify(await res.json());
    expect(body).toContain("agot");
    expect(body).toContain("fief");
    expect(body).toContain("heuristic");
  });

  it("plays a Game of Thrones seat against two heuristic bots: view, prompt, legal action, ack", async () => {
    const created = await createGame(run.url, {
      engine: "agot",
      players: [{ kind: "human", seat: "stark" }, { kind: "bot", level: "heuristic" }, { kind: "bot", level: "heuristic" }],
      options: { tidesOfBattle: true },
    });
    expect(created.seats.map((s) => s.seat).sort()).toEqual(["baratheon", "lannister", "stark"]);
    const client = await Client.open(run.wsUrl);
    clients.push(client);
    const welcome = await client.join(created.gameId, tokenOf(created, "stark"));
    if (welcome.type !== "welcome") throw new Error("no welcome");
    expect(JSON.stringify(welcome)).not.toContain('"rng"');
    const legal = welcome.legalActions as { type: string }[];
    expect(legal.length).toBeGreaterThan(0);
    expect(legal[0]!.type).toBe("place-order");
    client.send({ type: "action", action: legal[0], ref: "first" });
    const ack = await client.next("ack", (m) => m.ref === "first");
    expect(ack.seq).toBeGreaterThanOrEqual(1);
  });

  it("refuses a Game of Thrones house that the player count leaves out", async () => {
    const res = await fetch(`${run.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ engine: "agot", players: [{ kind: "human", seat: "martell" }, { kind: "bot" }, { kind: "bot" }] }),
    });
    expect(res.status).toBe(400);
  });

  it("creates A Song of Ice and Fief with requested and dealt houses", async () => {
    const created = await createGame(run.url, {
      engine: "fief",
      players: [{ kind: "human", seat: "stark" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
    });
    const seats = created.seats.map((s) => s.seat);
    expect(seats).toContain("stark");
    expect(new Set(seats).size).toBe(4);
  });
});
