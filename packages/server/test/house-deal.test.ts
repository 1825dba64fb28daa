/**
 * P-2 (RULINGS.md "Platform decisions"): the engine deals the houses, the server none. Over real
 * HTTP, the houses the players ask for are the only ones in the config the server stores and hands
 * to the engine; the game's seats are the houses the engine's state holds, dealt by its own setup
 * rules from the game's seed (mod-setup.md 1 for Mother of Dragons; Fief's "Game setup" 10).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { agotEngine, playerHouses, type GameConfig } from "@kingsroad/agot";
import { fiefEngine, type FiefConfig } from "@kingsroad/fief";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { initialState } from "../src/initial-state.ts";
import { createGame, postGame, start, type Running } from "./helpers.ts";

let run: Running;
beforeAll(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots() });
});
afterAll(() => run.server.close());

const humans = (n: number) => Array.from({ length: n }, () => ({ kind: "human" as const }));
const storedConfig = async (gameId: string): Promise<unknown> => {
  const record = (await run.server.store.loadGame(gameId))!.record;
  if (record.setup.kind !== "config") throw new Error("not a config start");
  return record.setup.config;
};

describe("P-2: the server passes on the houses asked for and deals none itself", () => {
  it("Mother of Dragons: the config holds the two houses asked for; the engine deals the other three", async () => {
    const created = await createGame(run.url, {
      engine: "agot",
      seed: "p2-mod",
      players: [{ kind: "human", seat: "targaryen" }, { kind: "human", seat: "martell" }, ...humans(3)],
      options: { motherOfDragons: true },
    });
    const config = (await storedConfig(created.gameId)) as GameConfig;
    expect(config).toEqual({ seed: "p2-mod", playerCount: 5, tidesOfBattle: false, motherOfDragons: true, houses: ["targaryen", "martell"] });
    const engineGame = agotEngine.createGame(config);
    expect(created.seats.map((s) => s.seat)).toEqual(playerHouses(engineGame));
    expect(playerHouses(engineGame)).toEqual(expect.arrayContaining(["targaryen", "martell"]));
    expect((await run.server.hub.get(created.gameId))!.stateHash).toBe(stateHash(engineGame));
    // a stored game is made again from that config: the same deal, the same game
    expect(stateHash(initialState(defaultGames().get("agot")!, { kind: "config", config }))).toBe(stateHash(engineGame));
  });

  it("Mother of Dragons: a Targaryen asked for at 3 players is refused by the engine's own check, and nothing is created", async () => {
    const before = (await (await fetch(`${run.url}/api/games`)).json()) as unknown[];
    const res = await postGame(run.url, { engine: "agot", players: [{ kind: "human", seat: "targaryen" }, ...humans(2)], options: { motherOfDragons: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "bad_config", message: "Targaryen can only be played with 4 or more players." });
    expect(((await (await fetch(`${run.url}/api/games`)).json()) as unknown[]).length).toBe(before.length);
  });

  it("A Song of Ice and Fief: the config holds the house asked for and the player count; the engine seats the others after it", async () => {
    const created = await createGame(run.url, { engine: "fief", seed: "p2-fief", players: [{ kind: "human", seat: "tully" }, ...humans(3)] });
    const config = (await storedConfig(created.gameId)) as FiefConfig;
    // the houses as asked, not dealt; `people` (the seats people play, SF-22 D2) names the engine's seats
    const { people, ...asked } = config;
    expect(asked).toEqual({ seed: "p2-fief", playerCount: 4, houses: ["tully"], options: {} });
    const engineGame = fiefEngine.createGame(config);
    expect(people).toEqual(engineGame.config.houses);
    expect(engineGame.config.houses[0]).toBe("tully");
    expect(created.seats.map((s) => s.seat)).toEqual(engineGame.config.houses);
    expect((await run.server.hub.get(created.gameId))!.stateHash).toBe(stateHash(engineGame));
  });
});
