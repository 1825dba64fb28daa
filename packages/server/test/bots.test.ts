import { afterEach, describe, expect, it } from "vitest";
import { BotRegistry, type Bot, type BotContext } from "../src/bots.ts";
import type { GameSummary } from "../src/protocol.ts";
import type { BidAction, BidView } from "./secret-bid.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running | null = null;
afterEach(async () => {
  await run?.server.close();
  run = null;
});

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const finished = (url: string, gameId: string) =>
  waitFor(async () => {
    const summary = (await (await fetch(`${url}/api/games/${gameId}`)).json()) as GameSummary;
    return summary.status === "finished" ? summary : null;
  });

describe("bot seats", () => {
  it("bot-only games play themselves to the end", async () => {
    run = await start();
    const games = await Promise.all(
      [0, 1, 2].map(() =>
        createGame(run!.url, { players: [{ kind: "bot" }, { kind: "bot" }, { kind: "bot" }], options: { rounds: 20, coins: 30 } }),
      ),
    );
    for (const g of games) {
      const summary = await finished(run.url, g.gameId);
      expect(summary.seq).toBe(60);
      expect(summary.outcome?.ranking).toHaveLength(3);
    }
    const spectator = await Client.open(run.wsUrl);
    const welcome = await spectator.join(games[0]!.gameId);
    expect(welcome.outcome).not.toBeNull();
    expect(welcome.waitingFor).toEqual([]);
    await spectator.close();
  });

  it("a bot-vs-bot game does not starve the event loop", async () => {
    run = await start();
    const created = await createGame(run.url, { players: [{ kind: "bot" }, { kind: "bot" }], options: { rounds: 1000, coins: 100 } });
    // While it plays, timers and HTTP requests are still served: the game is seen mid-way.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const res = await fetch(`${run.url}/api/games/${created.gameId}`);
    const midway = (await res.json()) as GameSummary;
    await new Promise((r) => setTimeout(r, 200));
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(1);
    expect(midway.seq).toBeLessThan(2000);
    const done = await finished(run.url, created.gameId);
    expect(done.seq).toBe(2000);
  });

  it("a human plays against a bot, which answers on its own", async () => {
    run = await start();
    const created = await createGame(run.url, { players: [{ kind: "human", seat: "red" }, { kind: "bot" }], options: { rounds: 3, coins: 3 } });
    const human = await Client.open(run.wsUrl);
    await human.join(created.gameId, tokenOf(created, "red"));
    for (let round = 1; round <= 3; round++) {
      human.send({ type: "action", action: { type: "bid", amount: 1 } });
      await human.next("ack");
      await human.next("update", (u) => (u.view as BidView).round === round + 1);
    }
    const last = human.received.filter((m) => m.type === "update").at(-1);
    expect(last && last.type === "update" && last.outcome).toBeTruthy();
    await human.close();
  });

  it("resolves bots by level from the registry it is given, and gives them only their seat's view", async () => {
    const seen: Array<{ view: BidView; legal: readonly unknown[]; context: BotContext }> = [];
    const greedy: Bot = {
      decide(view, legal, _rng, context) {
        seen.push({ view: view as BidView, legal, context });
        return legal.at(-1); // always bids everything
      },
    };
    run = await start({ bots: new BotRegistry().add("secret-bid", "greedy", greedy) });
    const engines = (await (await fetch(`${run.url}/api/engines`)).json()) as Array<{ botLevels: string[] }>;
    expect(engines[0]?.botLevels).toEqual(["greedy", "random"]);
    const created = await createGame(run.url, {
      players: [{ kind: "bot", level: "greedy", seat: "red" }, { kind: "human", seat: "blue" }],
      options: { rounds: 2, coins: 4 },
    });
    const blue = await Client.open(run.wsUrl);
    const welcome = await blue.join(created.gameId, tokenOf(created, "blue"));
    const blueSigil = (welcome.view as BidView).mySigil as string;
    await waitFor(async () => (seen.length >= 1 ? true : null));
    blue.send({ type: "action", action: { type: "bid", amount: 0 } });
    await blue.next("ack");
    await waitFor(async () => (seen.length >= 2 ? true : null));
    expect(seen[0]?.view.you).toBe("red");
    expect(seen[0]?.legal.map((a) => (a as BidAction).amount)).toEqual([0, 1, 2, 3, 4]);
    expect(seen[0]?.context).toMatchObject({ engine: "secret-bid", seat: "red", seq: 0 });
    expect(seen[0]?.context.prompts[0]?.kind).toBe("bid");
    expect(JSON.stringify(seen)).not.toContain(blueSigil);
    const reveal = await blue.next("update", (u) => (u.view as BidView).lastReveal !== null);
    expect((reveal.view as BidView).lastReveal).toEqual({ red: 4, blue: 0 });
    await blue.close();
  });

  it("a bot that throws or answers illegally is replaced by a random move, so the table never stalls", async () => {
    const broken: Bot = {
      decide(_v, _l, rng) {
        if (rng[0] % 2 === 0) throw new Error("bot bug");
        return { type: "bid", amount: 1e6 };
      },
    };
    const complaints: string[] = [];
    run = await start({ bots: new BotRegistry().add("*", "broken", broken), log: (m) => complaints.push(m) });
    const created = await createGame(run.url, { players: [{ kind: "bot", level: "broken" }, { kind: "bot", level: "broken" }], options: { rounds: 5 } });
    const summary = await finished(run.url, created.gameId);
    expect(summary.seq).toBe(10);
    expect(complaints.length).toBeGreaterThan(0);
  });

  it("bots in a simultaneous phase decide once each, not once per other bot's move", async () => {
    let decisions = 0;
    const counting: Bot = {
      async decide(_v, legal) {
        decisions++;
        await new Promise((r) => setTimeout(r, 1));
        return legal[0];
      },
    };
    run = await start({ bots: new BotRegistry().add("*", "counting", counting) });
    const players = [0, 1, 2].map(() => ({ kind: "bot" as const, level: "counting" }));
    const created = await createGame(run.url, { players, options: { rounds: 10 } });
    expect((await finished(run.url, created.gameId)).seq).toBe(30);
    expect(decisions).toBe(30);
  });

  it("async bots work too", async () => {
    const slow: Bot = {
      async decide(_v, legal) {
        await new Promise((r) => setTimeout(r, 2));
        return legal[0];
      },
    };
    run = await start({ bots: new BotRegistry().add("*", "slow", slow) });
    const created = await createGame(run.url, { players: [{ kind: "bot", level: "slow" }, { kind: "bot" }], options: { rounds: 4 } });
    expect((await finished(run.url, created.gameId)).seq).toBe(8);
  });
});
