/** The GameHub without any transport: creation paths, loading, unloading. */
import { afterEach, describe, expect, it } from "vitest";
import { GameHub } from "../src/hub.ts";
import { GameRegistry, defineGame } from "../src/registry.ts";
import { MemoryStore } from "../src/store/memory.ts";
import { secretBid, secretBidGame } from "./secret-bid.ts";

const hubs: GameHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((h) => h.close()));
});

function makeHub(store = new MemoryStore(), extra: Partial<ConstructorParameters<typeof GameHub>[0]> = {}): GameHub {
  const hub = new GameHub({ games: new GameRegistry().register(secretBidGame), store, log: () => {}, ...extra });
  hubs.push(hub);
  return hub;
}

const humans = (n: number) => Array.from({ length: n }, () => ({ kind: "human" as const }));

describe("GameHub", () => {
  it("creates a game from a scenario, and reloads it from the same scenario", async () => {
    const store = new MemoryStore();
    const hub = makeHub(store);
    const made = await hub.create({ engine: "secret-bid", scenario: { seed: "pos-1", playerCount: 3 }, players: humans(3) });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const game = await hub.get(made.value.gameId);
    const hash = game!.stateHash;
    expect((await store.loadGame(made.value.gameId))?.record.setup).toEqual({ kind: "scenario", scenario: { seed: "pos-1", playerCount: 3 } });
    const other = makeHub(store);
    expect((await other.get(made.value.gameId))!.stateHash).toBe(hash);

    const bad = await hub.create({ engine: "secret-bid", scenario: { seed: 1 }, players: humans(2) });
    expect(bad).toMatchObject({ ok: false, error: { code: "bad_scenario" } });
    const mixed = await hub.create({ engine: "secret-bid", scenario: { seed: "x", playerCount: 2 }, seed: "y", players: humans(2) });
    expect(mixed).toMatchObject({ ok: false, error: { code: "bad_request" } });
  });

  it("the same seed and actions give the same state (the engine is deterministic)", async () => {
    const hub = makeHub();
    const hashes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const made = await hub.create({ engine: "secret-bid", seed: "fixed", players: humans(2) });
      if (!made.ok) throw new Error(made.error.message);
      const game = (await hub.get(made.value.gameId))!;
      await game.submit("red", { type: "bid", amount: 2 });
      await game.submit("blue", { type: "bid", amount: 3 });
      hashes.push(game.stateHash);
    }
    expect(hashes[0]).toBe(hashes[1]);
  });

  it("two clients loading a cold game at once share one LiveGame", async () => {
    const store = new MemoryStore();
    const made = await makeHub(store).create({ engine: "secret-bid", players: humans(2) });
    if (!made.ok) throw new Error(made.error.message);
    const cold = makeHub(store);
    const [a, b] = await Promise.all([cold.get(made.value.gameId), cold.get(made.value.gameId)]);
    expect(a).toBe(b);
    expect(await cold.get("missing")).toBeNull();
  });

  it("unloads idle games that nobody watches and reloads them unchanged", async () => {
    const hub = makeHub(new MemoryStore(), { idleUnloadMs: 1000 });
    const made = await hub.create({ engine: "secret-bid", players: humans(2) });
    if (!made.ok) throw new Error(made.error.message);
    const game = (await hub.get(made.value.gameId))!;
    await game.submit("red", { type: "bid", amount: 1 });
    const hash = game.stateHash;
    const leave = game.subscribe({ seat: null, send: () => {} });
    expect(hub.unloadIdle(Date.now() + 5000)).toBe(0); // watched
    leave();
    expect(hub.unloadIdle(Date.now())).toBe(0); // touched just now
    expect(hub.unloadIdle(Date.now() + 5000)).toBe(1);
    expect(hub.loadedCount).toBe(0);
    const again = (await hub.get(made.value.gameId))!;
    expect(again).not.toBe(game);
    expect(again.stateHash).toBe(hash);
    expect(again.seq).toBe(1);
  });

  it("marks a game finished on load when the server stopped before it could", async () => {
    const store = new MemoryStore();
    const made = await makeHub(store).create({ engine: "secret-bid", players: humans(2), options: { rounds: 1 } });
    if (!made.ok) throw new Error(made.error.message);
    // As if the process died right after storing the last action.
    await store.appendAction(made.value.gameId, { seq: 1, seat: "red", action: { type: "bid", amount: 1 }, at: 0 });
    await store.appendAction(made.value.gameId, { seq: 2, seat: "blue", action: { type: "bid", amount: 0 }, at: 0 });
    const fresh = makeHub(store);
    const summary = await fresh.summary(made.value.gameId);
    expect(summary).toMatchObject({ status: "finished", seq: 2, outcome: { winners: ["red"] } });
    expect((await store.loadGame(made.value.gameId))?.record.status).toBe("finished");
  });

  it("never unloads a game whose bot is about to play", async () => {
    const hub = makeHub(new MemoryStore(), { idleUnloadMs: 1000, botDelayMs: 60_000 });
    const made = await hub.create({ engine: "secret-bid", players: [{ kind: "bot" }, { kind: "human" }] });
    if (!made.ok) throw new Error(made.error.message);
    expect(hub.unloadIdle(Date.now() + 5000)).toBe(0);
  });

  it("reports an engine that throws as a clear error, not a crash", async () => {
    const throwing = defineGame({
      engine: { ...secretBid, id: "throws", createGame: () => { throw new Error("boom"); } },
      seats: () => [],
    });
    const hub = new GameHub({ games: new GameRegistry().register(throwing), store: new MemoryStore(), log: () => {} });
    hubs.push(hub);
    const made = await hub.create({ engine: "throws", players: humans(2) });
    expect(made).toMatchObject({ ok: false, error: { code: "bad_config" } });
  });

  it("refuses to register one engine id twice", () => {
    expect(() => new GameRegistry().register(secretBidGame).register(secretBidGame)).toThrow(/already registered/);
  });
});
