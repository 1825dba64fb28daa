/**
 * The games `npm start` hosts: A Game of Thrones and A Song of Ice and Fief behind the real
 * registry, with the bots of packages/bots on the bot seats.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fiefEngine } from "@kingsroad/fief";
import { seedRng } from "@kingsroad/core";
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

  it("offers the heuristic level for A Song of Ice and Fief, played by the Fief bot through the server's seam", async () => {
    const engines = (await (await fetch(`${run.url}/api/engines`)).json()) as Array<{ id: string; botLevels: string[] }>;
    expect(engines.find((e) => e.id === "fief")?.botLevels).toContain("heuristic");
    const bot = defaultBots().resolve("fief", "heuristic")!;
    const s = fiefEngine.createGame({ seed: "server", houses: ["stark", "lannister", "tyrell"] });
    const seat = fiefEngine.pendingSeats(s)[0]!.seat;
    const legal = fiefEngine.legalActions(s, seat);
    const action = bot.decide(fiefEngine.view(s, seat), legal, seedRng("x"), { engine: "fief", seat, prompts: fiefEngine.pendingSeats(s), seq: 0 });
    expect(legal).toContainEqual(action);
    expect(fiefEngine.applyAction(s, seat, action).ok).toBe(true);
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

  it("creates A Song of Ice and Fief with every engine option on, and refuses an option it does not have", async () => {
    const options = { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, oneMillPerVillage: true, titleConcession: true };
    const created = await createGame(run.url, { engine: "fief", options, players: [{ kind: "human", seat: "tully" }, { kind: "bot" }, { kind: "bot" }] });
    const client = await Client.open(run.wsUrl);
    clients.push(client);
    const welcome = await client.join(created.gameId, tokenOf(created, "tully"));
    if (welcome.type !== "welcome") throw new Error("no welcome");
    expect((welcome.view as { options: unknown }).options).toEqual(options);
    for (const bad of [{ fogOfWar: true }, { tactics: "yes" }]) {
      const res = await fetch(`${run.url}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ engine: "fief", options: bad, players: [{ kind: "human" }, { kind: "bot" }, { kind: "bot" }] }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe("bad_option");
    }
  });
});
