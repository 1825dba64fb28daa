/**
 * Engine options over real HTTP: each engine's own strict schema (packages/fief and packages/agot
 * export `optionsSchema`) checks the lobby's options, so a wrong type or an unknown key is a 400
 * that names the option, and nothing the engine does not know reaches a game or its updates.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { Client, createGame, postGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
beforeAll(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots() });
});
afterAll(() => run.server.close());

const post = (body: unknown) => postGame(run.url, body);
const three = [{ kind: "human" }, { kind: "bot" }, { kind: "bot" }];

describe("engine options", () => {
  it.each([
    ["fief", { winterIsComing: "no" }, /winterIsComing: expected boolean, got string/],
    ["fief", { tactics: 1 }, /tactics: expected boolean, got number/],
    ["fief", { fogOfWar: true }, /not allowed here: fogOfWar/],
    ["fief", { winterIsComing: true, huge: "x".repeat(60_000) }, /not allowed here: huge/],
    ["agot", { tidesOfBattle: "yes" }, /tidesOfBattle: expected boolean, got string/],
    ["agot", { tidesOfbattle: true }, /not allowed here: tidesOfbattle/],
  ])("%s refuses %j with a 400 naming the option", async (engine, options, named) => {
    const res = await post({ engine, options, players: three });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("bad_option");
    expect(res.body.message).toMatch(named);
    expect(res.body.message).not.toContain("\n");
  });

  it("lists what a game's options are when one is refused", async () => {
    const res = await post({ engine: "agot", options: { fog: true }, players: three });
    expect(res.body.message).toContain("its options are tidesOfBattle");
  });

  it("keeps a Fief variant off when it is off or unset, and on only when it is true", async () => {
    for (const [options, on] of [[{ winterIsComing: false }, false], [{}, false], [{ winterIsComing: true }, true]] as const) {
      const created = await createGame(run.url, { engine: "fief", options, players: [{ kind: "human", seat: "tully" }, { kind: "bot" }, { kind: "bot" }] });
      const client = await Client.open(run.wsUrl);
      const welcome = await client.join(created.gameId, tokenOf(created, "tully"));
      expect(Boolean((welcome.view as { options: { winterIsComing?: boolean } }).options.winterIsComing)).toBe(on);
      await client.close();
    }
  });

  it("creates a Game of Thrones with Tides of Battle, and without options at all", async () => {
    for (const options of [{ tidesOfBattle: true }, undefined]) {
      const res = await post({ engine: "agot", ...(options && { options }), players: three });
      expect(res.status).toBe(201);
    }
  });
});
