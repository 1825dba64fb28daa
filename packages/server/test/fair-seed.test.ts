/**
 * Fair randomness: the server picks the seed, every summary carries its SHA-256 from the start,
 * the seed itself is revealed once the game is finished (and was never sent before), and with it
 * anyone can replay the game's log to the very same final state. A seed the creator chose, or a
 * scenario start, is said in the lobby before anyone joins.
 */
import { stateHash } from "@kingsroad/core";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { replay } from "../../cli/src/commands/replay.ts";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { afterEach, describe, expect, it } from "vitest";
import type { GameSummary } from "../src/protocol.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";
import { secretBid } from "./secret-bid.ts";

let run: Running | null = null;
afterEach(async () => {
  await run?.server.close();
  run = null;
});
const summary = async (gameId: string) => (await (await fetch(`${run!.url}/api/games/${gameId}`)).json()) as GameSummary;

describe("fair randomness", () => {
  it("commits to a server-picked seed at the start and reveals it at the end; the reveal replays the game", async () => {
    run = await start();
    const created = await createGame(run.url, { options: { rounds: 2, coins: 3 } });
    const before = await summary(created.gameId);
    expect(before.seed).toEqual({ source: "server", sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const lobby = (await (await fetch(`${run.url}/api/games`)).json()) as GameSummary[];
    expect(lobby.find((g) => g.id === created.gameId)?.seed).toEqual(before.seed);

    const red = await Client.open(run.wsUrl);
    const blue = await Client.open(run.wsUrl);
    const watcher = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    await watcher.join(created.gameId);
    for (const [client, amount] of [[red, 1], [blue, 0], [red, 1], [blue, 2]] as const) {
      client.send({ type: "action", action: { type: "bid", amount } });
      await client.next("ack");
    }
    await watcher.next("update", (m) => m.outcome !== null);
    const after = await summary(created.gameId);
    expect(after.status).toBe("finished");
    const seed = after.seed?.seed as string;
    expect(createHash("sha256").update(seed, "utf8").digest("hex")).toBe(before.seed?.sha256);
    // The seed never left the server before the end.
    for (const client of [red, blue, watcher]) expect(client.raw.join("\n")).not.toContain(seed);

    // Anyone can now rebuild every shuffle: the engine with the revealed seed, then the log.
    let state = secretBid.createGame({ seed, playerCount: 2, rounds: 2, coins: 3 });
    for (const entry of await run.server.store.listActions(created.gameId, 0)) {
      const applied = secretBid.applyAction(state, entry.seat, entry.action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
    expect(stateHash(state)).toBe((await run.server.hub.get(created.gameId))?.stateHash);
    await Promise.all([red.close(), blue.close(), watcher.close()]);
  });

  it("publishes a finished game's replay file, which `npm run kingsroad -- replay` checks", { timeout: 60_000 }, async () => {
    run = await start({ games: defaultGames(), bots: defaultBots() });
    const created = await createGame(run.url, { engine: "agot", players: [0, 1, 2].map(() => ({ kind: "bot" as const })) });
    const early = await fetch(`${run.url}/api/games/${created.gameId}/replay`);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: "not_finished" });
    let done: GameSummary;
    for (;;) {
      done = await summary(created.gameId);
      if (done.status === "finished") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await fetch(`${run.url}/api/games/${created.gameId}/replay`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const file = (await res.json()) as { format: string; config: { seed: string }; actions: unknown[] };
    expect(file.format).toBe("kingsroad-replay/1");
    expect(file.actions).toHaveLength(done.seq);
    expect(file.config.seed).toBe(done.seed?.seed);
    expect(createHash("sha256").update(file.config.seed).digest("hex")).toBe(done.seed?.sha256);
    const path = join(tempDir(), "game.json");
    writeFileSync(path, JSON.stringify(file));
    const lines: string[] = [];
    expect(replay(path, (l) => lines.push(l))).toBe(true);
    expect(lines.at(-1)).toBe("OK");
    // A tampered log does not pass.
    writeFileSync(path, JSON.stringify({ ...file, actions: file.actions.slice(0, -1) }));
    expect(replay(path, () => {})).toBe(false);
    expect((await fetch(`${run.url}/api/games/nope/replay`)).status).toBe(404);
  });

  it("says in the lobby when the creator chose the seed, or the game starts from a scenario", async () => {
    run = await start();
    const chosen = await createGame(run.url, { seed: "my-lucky-seed" });
    const scenario = await createGame(run.url, { scenario: { seed: "s", playerCount: 2 } });
    const lobby = (await (await fetch(`${run.url}/api/games`)).json()) as GameSummary[];
    expect(lobby.find((g) => g.id === chosen.gameId)?.seed).toEqual({
      source: "creator",
      sha256: createHash("sha256").update("my-lucky-seed").digest("hex"),
    });
    expect(lobby.find((g) => g.id === scenario.gameId)?.seed).toEqual({ source: "scenario" });
  });
});
