/**
 * History of a long AGoT bot game: the pages are the same whether rebuilt from the first action,
 * from a kept checkpoint, or taken from the cache. (How live games fare while twenty sockets page
 * through it is a benchmark: bench/history-stall.ts.)
 */
import { agotEngine, type GameConfig } from "@kingsroad/agot";
import { eventsFor } from "@kingsroad/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { GameSummary, HistoryMessage } from "../src/protocol.ts";
import { History } from "../src/history.ts";
import { Client, createGame, start, type Running } from "./helpers.ts";

let run: Running;
let gameId: string;
let finalSeq: number;
beforeAll(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots() });
  gameId = (await createGame(run.url, { engine: "agot", players: Array.from({ length: 6 }, () => ({ kind: "bot" as const })) })).gameId;
  const end = Date.now() + 60_000;
  for (;;) {
    const s = (await (await fetch(`${run.url}/api/games/${gameId}`)).json()) as GameSummary;
    if (s.status === "finished") {
      finalSeq = s.seq;
      break;
    }
    if (Date.now() > end) throw new Error("the bot game did not finish");
    await new Promise((r) => setTimeout(r, 100));
  }
}, 90_000);
afterAll(() => run.server.close());

async function page(client: Client, from: number, ref: string): Promise<HistoryMessage> {
  client.send({ type: "history", from, count: 50, ref });
  return client.next("history", (m) => m.ref === ref, 30_000);
}

describe("history from checkpoints", () => {
  it("gives the same pages as a replay from the first action", { timeout: 60_000 }, async () => {
    const client = await Client.open(run.wsUrl);
    await client.join(gameId);
    const loaded = await run.server.store.loadGame(gameId);
    const setup = loaded!.record.setup as { config: GameConfig };
    const views = [agotEngine.view(agotEngine.createGame(setup.config), null)];
    const events: unknown[][] = [[]];
    let state = agotEngine.createGame(setup.config);
    for (const entry of await run.server.store.listActions(gameId, 0)) {
      const r = agotEngine.applyAction(state, entry.seat, entry.action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      views.push(agotEngine.view(state, null));
      events.push(eventsFor(r.value.events, null).map((e) => ({ ...e, seq: entry.seq })));
    }
    expect(views.length).toBe(finalSeq + 1);
    // Cold (no checkpoint yet), then warm (from checkpoints), at several places, twice each.
    for (const from of [finalSeq - 60, 0, 137, finalSeq - 60, 137, 26, 25, 24]) {
      const got = await page(client, from, `p${from}`);
      const seqs = got.pictures.map((p) => p.seq);
      expect(seqs[0]).toBe(from);
      for (const p of got.pictures) {
        expect(p.view).toEqual(JSON.parse(JSON.stringify(views[p.seq])));
        expect(p.events).toEqual(JSON.parse(JSON.stringify(events[p.seq])));
      }
    }
    await client.close();
  });

  it("rebuilds the same pages from checkpoints when nothing is cached, giving way between actions", { timeout: 60_000 }, async () => {
    // No cache, a slice of 0 ms (a yield after every action), one rebuild at a time.
    const history = new History(run.server.store, { cacheBytes: 0, sliceMs: 0, concurrent: 1 });
    const game = (await run.server.hub.get(gameId))!;
    const loaded = await run.server.store.loadGame(gameId);
    const setup = loaded!.record.setup as { config: GameConfig };
    let state = agotEngine.createGame(setup.config);
    const views = [agotEngine.view(state, null)];
    for (const entry of await run.server.store.listActions(gameId, 0)) {
      const r = agotEngine.applyAction(state, entry.seat, entry.action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      views.push(agotEngine.view(state, null));
    }
    // Several at once: they take turns, and each is right whichever checkpoint it starts from.
    const froms = [0, 300, 26, 301, finalSeq - 10, 25, 24, 299];
    const pages = await Promise.all(froms.map((from) => history.pictures(game, null, from, 50)));
    for (const [i, page] of pages.entries()) {
      const from = froms[i]!;
      expect(page).toHaveLength(Math.min(50, finalSeq - from + 1));
      for (const [k, text] of page.entries()) {
        const picture = JSON.parse(text) as { seq: number; view: unknown };
        expect(picture.seq).toBe(from + k);
        expect(picture.view).toEqual(JSON.parse(JSON.stringify(views[from + k])));
      }
    }
  });
});
