/**
 * Mother of Dragons tables over real HTTP (issue 14): the lobby's options go through the AGoT
 * package's strict `optionsSchema` in full, 3 to 8 players with the expansion on, the houses asked
 * for played and the rest dealt, and a combination the engine cannot start from refused with the
 * engine's own sentence (`configProblem`, a 400). Vassals are houses in play without a seat.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { SeatPicture } from "../src/protocol.ts";
import { Client, createGame, postGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
beforeAll(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots() });
});
afterAll(() => run.server.close());

const post = (body: unknown) => postGame(run.url, body);
const bots = (n: number) => Array.from({ length: n }, () => ({ kind: "bot" as const }));

describe("Mother of Dragons tables", () => {
  it("creates a 5-player game with Targaryen and four bots, and it starts: the human is asked and acknowledged", async () => {
    const created = await createGame(run.url, {
      engine: "agot",
      players: [{ kind: "human" as const, seat: "targaryen" }, ...bots(4)],
      options: { motherOfDragons: true },
    });
    const seats = created.seats.map((s) => s.seat);
    expect(seats).toHaveLength(5);
    expect(seats).toContain("targaryen");
    expect(new Set(seats).size).toBe(5);
    const client = await Client.open(run.wsUrl);
    try {
      const welcome = await client.join(created.gameId, tokenOf(created, "targaryen"));
      if (welcome.type !== "welcome") throw new Error("no welcome");
      // vassals (the three houses of Westeros nobody plays) are in the game but hold no seat
      expect(welcome.seats.map((s) => s.seat).sort()).toEqual([...seats].sort());
      let picture: SeatPicture = welcome;
      while (picture.legalActions.length === 0) picture = await client.next("update", (m) => m.legalActions.length > 0);
      client.send({ type: "action", action: picture.legalActions[0], ref: "first" });
      const ack = await client.next("ack", (m) => m.ref === "first");
      expect(ack.seq).toBeGreaterThan(picture.seq);
    } finally {
      await client.close();
    }
  });

  it("deals every house at an 8-player table of bots, and deals the houses of a table nobody chose", async () => {
    const eight = await createGame(run.url, { engine: "agot", players: bots(8), options: { motherOfDragons: true, tidesOfBattle: true } });
    expect(eight.seats.map((s) => s.seat).sort()).toEqual(["arryn", "baratheon", "greyjoy", "lannister", "martell", "stark", "targaryen", "tyrell"]);
    const four = await createGame(run.url, { engine: "agot", players: bots(4), options: { motherOfDragons: true, ironBank: false, seaOrders: false } });
    expect(new Set(four.seats.map((s) => s.seat)).size).toBe(4);
  });

  it.each([
    // mod-setup.md 1: Targaryen needs 4 players or more
    ["Targaryen at 3 players", [{ kind: "human", seat: "targaryen" }, ...bots(2)], { motherOfDragons: true }, "bad_config", /Targaryen can only be played with 4 or more players/],
    ["5 players without vassals", bots(5), { motherOfDragons: true, vassals: false }, "bad_config", /Without vassals every house of Westeros needs a player/],
    ["a module flag without the expansion", bots(3), { ironBank: true }, "bad_config", /ironBank belongs to Mother of Dragons/],
    ["7 players without the expansion", bots(7), {}, "bad_player_count", /7 or 8 with Mother of Dragons/],
    ["9 players", bots(9), { motherOfDragons: true }, "bad_player_count", /3 to 8 players/],
    ["a house that does not exist", [{ kind: "human", seat: "tully" }, ...bots(3)], { motherOfDragons: true }, "bad_seat", /no house tully/],
    ["an unknown option", bots(5), { motherOfDragons: true, dragons: true }, "bad_option", /not allowed here: dragons/],
    ["a wrong house-card deck", bots(5), { motherOfDragons: true, houseCards: "newest" }, "bad_option", /houseCards/],
  ])("refuses %s with a 400 and the reason", async (_name, players, options, code, reason) => {
    const res = await post({ engine: "agot", players, options });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(reason);
  });
});
