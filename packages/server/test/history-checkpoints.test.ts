/**
 * History from checkpoints: pages of a long AGoT bot game are the same whether rebuilt from the
 * first action or from a kept checkpoint, and a live game's actions keep being acknowledged
 * quickly while twenty sockets page through that history.
 */
import { agotEngine, type GameConfig } from "@kingsroad/agot";
import { eventsFor } from "@kingsroad/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { GameSummary, HistoryMessage } from "../src/protocol.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";
import { secretBidGame } from "./secret-bid.ts";

let run: Running;
let gameId: string;
let finalSeq: number;
beforeAll(async () => {
  run = await start({ games: defaultGames().register(secretBidGame), bots: defaultBots(), maxConnectionsPerAddress: 50 });
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

  it("keeps a live game's acks quick while twenty sockets page through the whole history", { timeout: 120_000 }, async () => {
    const readers = await Promise.all(Array.from({ length: 20 }, () => Client.open(run.wsUrl)));
    for (const r of readers) await r.join(gameId);
    const created = await createGame(run.url, { options: { rounds: 1000, coins: 100 } });
    const red = await Client.open(run.wsUrl);
    const blue = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    let paging = true;
    const pagers = readers.map(async (r, i) => {
      for (let from = 0; from <= finalSeq; from += 50) await page(r, from, `r${i}-${from}`);
    });
    const all = Promise.all(pagers).then(() => (paging = false));
    const acks: number[] = [];
    while (paging) {
      for (const client of [red, blue]) {
        const t = performance.now();
        client.send({ type: "action", action: { type: "bid", amount: 0 } });
        await client.next("ack", () => true, 30_000);
        acks.push(performance.now() - t);
      }
    }
    await all;
    acks.sort((a, b) => a - b);
    const p99 = acks[Math.floor(acks.length * 0.99)] ?? 0;
    console.log(`20 sockets paged ${finalSeq} positions each; meanwhile ${acks.length} acks: p50 ${acks[acks.length >> 1]?.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${acks.at(-1)?.toFixed(1)} ms`);
    expect(acks.length).toBeGreaterThan(0);
    await Promise.all([...readers, red, blue].map((c) => c.close()));
  });
});
