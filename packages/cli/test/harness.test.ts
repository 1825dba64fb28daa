/** The checks of the self-play harness must fire: each test gives it a fault to find. */
import { describe, expect, it } from "vitest";
import { seedRng } from "@kingsroad/core";
import { randomBot, type Bot } from "@kingsroad/bots";
import { alternativeLeaks, fuzz, gameModule, perturbationLeaks, playGame, transitionLeaks, type GameModule } from "../src/index.ts";

const agot = gameModule("agot");
const config = { seed: "harness", playerCount: 3, tidesOfBattle: false };
const everyone = (bot: Bot) => (seats: readonly string[]) => Object.fromEntries(seats.map((s) => [s, bot]));

describe("self-play harness", () => {
  it("plays a clean game to its end with all checks on", { timeout: 30_000 }, () => {
    const r = playGame({ game: agot, config, seed: "clean", bots: everyone(randomBot), hiddenRate: 0.1, purity: true });
    expect(r.failure).toBeNull();
    expect(r.outcome).not.toBeNull();
  });

  it("without keepLog counts the actions it applies and keeps none of them; the game is the same", { timeout: 30_000 }, () => {
    const kept = playGame({ game: agot, config, seed: "log", bots: everyone(randomBot) });
    const bare = playGame({ game: agot, config, seed: "log", bots: everyone(randomBot), keepLog: false });
    expect(kept.log.length).toBeGreaterThan(100);
    expect(kept.actions).toBe(kept.log.length);
    expect(bare.log).toEqual([]);
    expect(bare.actions).toBe(kept.actions);
    expect(bare.outcome).toEqual(kept.outcome);
    // a failure still says where it happened: the cap is counted without the log
    const capped = playGame({ game: agot, config, seed: "log", bots: everyone(randomBot), keepLog: false, maxActions: 30 });
    expect(capped.failure).toMatchObject({ kind: "too-long", at: 30 });
    expect(capped.actions).toBe(30);
  });

  it("reports an action the engine refuses, with the action", () => {
    const cheat: Bot = { name: "cheat", decide: ({ rng }) => ({ action: { type: "done" }, rng }) };
    const r = playGame({ game: agot, config, seed: "cheat", bots: everyone(cheat) });
    expect(r.failure?.kind).toBe("rejected");
    expect(r.failure?.action?.action).toEqual({ type: "done" });
  });

  it("builds a seat's view only when the bot reads it, and reports a view that throws as the engine's fault", () => {
    let views = 0;
    let fail = false;
    const counted: GameModule = {
      ...agot,
      engine: {
        ...agot.engine,
        view: (s, seat) => {
          views++;
          if (fail) throw new Error("no view today");
          return agot.engine.view(s, seat);
        },
      },
    };
    const r = playGame({ game: counted, config, seed: "lazy", bots: everyone(randomBot) });
    expect(r.failure).toBeNull();
    expect(views).toBe(0); // the random bot only reads the legal actions
    const reader: Bot = { name: "reader", decide: ({ view, legal, rng }) => ({ action: view === undefined ? null : legal[0], rng }) };
    const read = playGame({ game: counted, config, seed: "lazy", bots: everyone(reader), maxActions: 20 });
    expect(views).toBe(20);
    expect(read.failure?.kind).toBe("too-long");
    fail = true;
    const broken = playGame({ game: counted, config, seed: "lazy", bots: everyone(reader) });
    expect(broken.failure).toMatchObject({ kind: "engine-threw", message: expect.stringContaining("view threw") });
    // fuzzing (purity or hidden checks) builds every view, read or not
    views = 0;
    const fuzzed = playGame({ game: counted, config, seed: "lazy", bots: everyone(randomBot), purity: true });
    expect(fuzzed.failure).toMatchObject({ kind: "engine-threw", message: expect.stringContaining("view threw") });
    expect(views).toBe(1);
  });

  it("with purity on, reports an action the engine had to apply again after a write to a shared part", () => {
    const fief = gameModule("fief");
    let retries = 0;
    let applied = 0;
    const leaky: GameModule = {
      ...fief,
      engine: { ...fief.engine, applyAction: (s, who, a) => (++applied === 25 && retries++, fief.engine.applyAction(s, who, a)) },
      sharedWrites: () => retries,
    };
    const fiefConfig = fief.config({ players: 3, tides: false, seed: "shared" });
    const r = playGame({ game: leaky, config: fiefConfig, seed: "shared", bots: everyone(randomBot), purity: true, maxActions: 200 });
    expect(r.failure).toMatchObject({ kind: "mutated", at: 24 });
    // without purity checks the count is not read
    applied = 0;
    expect(playGame({ game: leaky, config: fiefConfig, seed: "shared", bots: everyone(randomBot), maxActions: 200 }).failure?.kind).toBe("too-long");
  });

  it("runs the invariant checker after every action", () => {
    let calls = 0;
    const strict: GameModule = { ...agot, checkInvariants: () => (++calls === 7 ? ["the seventh position is wrong"] : []) };
    const r = playGame({ game: strict, config, seed: "inv", bots: everyone(randomBot) });
    expect(r.failure).toMatchObject({ kind: "invariant", message: "the seventh position is wrong", at: 6 });
  });

  it("with purity on, catches an engine that writes to the state it was given", () => {
    const careless: GameModule = {
      ...agot,
      engine: {
        ...agot.engine,
        applyAction: (s, who, action) => {
          (s as { round: number }).round += 0; // any write to an input state is a fault, even one that changes nothing
          return agot.engine.applyAction(s, who, action);
        },
      },
    };
    const r = playGame({ game: careless, config, seed: "careless", bots: everyone(randomBot), purity: true });
    expect(r.failure).toMatchObject({ kind: "mutated", at: 0 });
    expect(r.failure?.message).toMatch(/changed the state it was given/);
    // Without the purity check the same engine plays on: the check is what finds it.
    expect(playGame({ game: careless, config, seed: "careless", bots: everyone(randomBot), maxActions: 50 }).failure?.kind).toBe("too-long");
  });

  it("with purity on, catches a state that is not plain JSON, and names where", () => {
    const sloppy: GameModule = {
      ...agot,
      engine: {
        ...agot.engine,
        applyAction: (s, who, action) => {
          const r = agot.engine.applyAction(s, who, action);
          return r.ok ? { ok: true, value: { ...r.value, state: { ...(r.value.state as object), seen: new Set([who]) } } } : r;
        },
      },
    };
    const r = playGame({ game: sloppy, config, seed: "sloppy", bots: everyone(randomBot), purity: true });
    expect(r.failure).toMatchObject({ kind: "mutated", at: 0 });
    expect(r.failure?.message).toMatch(/state\.seen is a Set/);
  });

  it("uses the AGoT invariant checker of the rules package", () => {
    const state = structuredClone(agot.engine.createGame(config)) as { areas: Record<string, { house: string | null; units: unknown[] }> };
    expect(agot.checkInvariants(state)).toEqual([]);
    state.areas["winterfell"]!.units = Array.from({ length: 12 }, () => ({ type: "knight", routed: false }));
    expect(agot.checkInvariants(state).length).toBeGreaterThan(0);
  });

  it("uses the Fief invariant checker of the rules package: a Fortune card counted twice breaks it", () => {
    const fief = gameModule("fief");
    const state = structuredClone(fief.engine.createGame({ seed: "harness", houses: ["stark", "lannister", "tully"] })) as { fortuneDeck: string[]; fortuneDiscard: string[] };
    expect(fief.checkInvariants(state)).toEqual([]);
    state.fortuneDiscard.push(state.fortuneDeck[0]!);
    expect(fief.checkInvariants(state).length).toBeGreaterThan(0);
  });

  it("catches a view that leaks the deck order or the RNG", () => {
    const leaky: GameModule = {
      ...agot,
      engine: { ...agot.engine, view: (s, seat) => ({ ...(agot.engine.view(s, seat) as object), rng: (s as { rng: unknown }).rng }) },
    };
    const state = agot.engine.createGame(config);
    expect(perturbationLeaks(agot, state, seedRng("p"))[0]).toEqual([]);
    expect(perturbationLeaks(leaky, state, seedRng("p"))[0].length).toBeGreaterThan(0);
    const r = playGame({ game: leaky, config, seed: "leak", bots: everyone(randomBot), hiddenRate: 1 });
    expect(r.failure?.kind).toBe("hidden-info");
  });

  it("catches a game whose prompts depend on a secret (who is asked is public)", () => {
    // Asks a seat only when the hidden RNG says so: views are clean, the prompts are not.
    const tellsByAsking: GameModule = {
      ...agot,
      engine: {
        ...agot.engine,
        pendingSeats: (s) => {
          const prompts = agot.engine.pendingSeats(s);
          return (s as { rng: number[] }).rng[0]! % 2 === 0 ? prompts : prompts.map((p) => ({ ...p, kind: `${p.kind}-odd` }));
        },
      },
    };
    const state = agot.engine.createGame(config);
    expect(perturbationLeaks(agot, state, seedRng("p"))[0]).toEqual([]);
    const [leaks] = perturbationLeaks(tellsByAsking, state, seedRng("p"));
    expect(leaks.join("\n")).toMatch(/who is asked to decide .* changes when secrets/);
  });

  it("catches a secret that shows in what happens after an action (who is asked next)", () => {
    // The quiet perturbation changes the RNG; this engine then asks for a different kind of
    // decision after the action: the secret leaks through the transition, not the state.
    type Marked = { rng: number[]; tell?: boolean };
    const quiet: GameModule["hidden"] = { ...agot.hidden, perturbQuiet: (st, _seat, _actor, r) => [{ ...(st as object), rng: [1, 2, 3, 4] }, r] };
    const tells: GameModule = {
      ...agot,
      hidden: quiet,
      engine: {
        ...agot.engine,
        applyAction: (st, who, action) => {
          const r = agot.engine.applyAction(st, who, action);
          return r.ok ? { ok: true, value: { ...r.value, state: { ...(r.value.state as object), tell: (st as Marked).rng[0] === 1 } } } : r;
        },
        pendingSeats: (st) => agot.engine.pendingSeats(st).map((p) => ((st as Marked).tell ? { ...p, kind: `${p.kind}!` } : p)),
      },
    };
    const state = agot.engine.createGame(config);
    const [prompt] = agot.engine.pendingSeats(state);
    const action = agot.engine.legalActions(state, prompt!.seat)[0];
    expect(transitionLeaks({ ...agot, hidden: quiet }, state, prompt!.seat, action, seedRng("q"))[0]).toEqual([]);
    const [leaks] = transitionLeaks(tells, state, prompt!.seat, action, seedRng("q"));
    expect(leaks.length).toBeGreaterThan(0);
    expect(leaks[0]).toMatch(/who is asked .* depends on secrets/);
  });

  it("catches a view that shows another house's face-down order", () => {
    const state = agot.engine.createGame(config);
    const [prompt] = agot.engine.pendingSeats(state);
    const seat = prompt!.seat;
    const legal = agot.engine.legalActions(state, seat) as { type: string; area: string }[];
    const chosen = legal[0]!;
    expect(alternativeLeaks(agot, state, seat, chosen, legal)).toEqual([]);
    const showsOrders: GameModule = {
      ...agot,
      engine: { ...agot.engine, view: (s, v) => ({ ...(agot.engine.view(s, v) as object), areas: (s as { areas: unknown }).areas }) },
    };
    expect(alternativeLeaks(showsOrders, state, seat, chosen, legal).length).toBeGreaterThan(0);
    const tellsAll: GameModule = {
      ...agot,
      engine: {
        ...agot.engine,
        applyAction: (s, who, action) => {
          const r = agot.engine.applyAction(s, who, action);
          return r.ok ? { ok: true, value: { ...r.value, events: [...r.value.events, { type: "order", text: JSON.stringify(action) }] } } : r;
        },
      },
    };
    expect(alternativeLeaks(tellsAll, state, seat, chosen, legal)[0]).toMatch(/event log/);
  });

  it("the fuzzer replays every game and catches an engine that is not deterministic", { timeout: 60_000 }, () => {
    let calls = 0;
    const flaky: GameModule = {
      ...agot,
      playerCounts: [3],
      // Every state it returns carries a call counter: a replay can never reach the same hash.
      engine: {
        ...agot.engine,
        applyAction: (st, seat, action) => {
          const r = agot.engine.applyAction(st, seat, action);
          return r.ok ? { ok: true, value: { ...r.value, state: { ...(r.value.state as object), salt: calls++ } } } : r;
        },
      },
    };
    const r = fuzz({ game: flaky, games: 1, seed: "flaky", hiddenRate: 0 });
    expect(r.failures.map((f) => f.failure.kind)).toEqual(["nondeterministic"]);
  });

  it("perturbs other houses' face-down orders: a view showing them is caught", () => {
    // Place orders at random until Lannister has two different orders face down.
    let state = agot.engine.createGame(config);
    let rng = seedRng("orders");
    const placed = () => Object.values((state as { areas: Record<string, { order: { house: string; kind: string } | null }> }).areas).filter((a) => a.order?.house === "lannister");
    while (new Set(placed().map((a) => a.order!.kind)).size < 2) {
      const seat = agot.engine.pendingSeats(state).find((p) => p.seat === "lannister")!.seat;
      const d = randomBot.decide({ view: null, legal: agot.engine.legalActions(state, seat), prompt: { seat, kind: "", text: "" }, rng });
      rng = d.rng;
      const r = agot.engine.applyAction(state, seat, d.action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const showsOrders: GameModule = {
      ...agot,
      engine: { ...agot.engine, view: (s, v) => ({ ...(agot.engine.view(s, v) as object), areas: (s as { areas: unknown }).areas }) },
    };
    expect(perturbationLeaks(agot, state, seedRng("p"))[0]).toEqual([]);
    const leaks = perturbationLeaks(showsOrders, state, seedRng("p"))[0];
    expect(leaks.some((l) => l.startsWith("stark"))).toBe(true);
    expect(leaks.some((l) => l.startsWith("lannister"))).toBe(false);
  });

  it("perturbs other houses' secret bids: a view showing them is caught, the bidder's own is not", () => {
    type Framed = { stack: { bids?: Record<string, number>; revealed?: boolean }[] };
    let state = agot.engine.createGame({ ...config, seed: "bids" });
    let rng = seedRng("b");
    const bidding = () => (state as Framed).stack.find((f) => f.bids && f.revealed === false && Object.keys(f.bids).length > 0);
    for (let n = 0; !bidding() && n < 5000; n++) {
      const seat = agot.engine.pendingSeats(state)[0]!.seat;
      const d = randomBot.decide({ view: null, legal: agot.engine.legalActions(state, seat), prompt: { seat, kind: "", text: "" }, rng });
      rng = d.rng;
      const r = agot.engine.applyAction(state, seat, d.action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const [bidder] = Object.keys(bidding()!.bids!);
    const showsStack: GameModule = {
      ...agot,
      engine: { ...agot.engine, view: (s, v) => ({ ...(agot.engine.view(s, v) as object), stack: (s as Framed).stack }) },
    };
    expect(perturbationLeaks(agot, state, seedRng("p"))[0]).toEqual([]);
    const leaks = perturbationLeaks(showsStack, state, seedRng("p"))[0];
    expect(leaks.length).toBeGreaterThan(0);
    expect(leaks.some((l) => l.startsWith(`${bidder}'s`))).toBe(false);
  });
  it("perturbs the cards a Spymaster looks at (cards.md 6.9), deck IV's included: another seat shown them is caught, the buyer is not", () => {
    type Spied = { stack: object[]; mod: { westerosIV: { deck: string[] } } };
    const state = structuredClone(agot.engine.createGame({ seed: "spy", playerCount: 8, tidesOfBattle: false, motherOfDragons: true })) as Spied;
    const cards = state.mod.westerosIV.deck.slice(0, 2);
    state.stack.push({ kind: "loan", house: "stark", loan: "spymaster", step: 1, units: [], areas: [], deck: 3, cards });
    const showsStack: GameModule = {
      ...agot,
      engine: { ...agot.engine, view: (s, v) => ({ ...(agot.engine.view(s, v) as object), stack: (s as Spied).stack }) },
    };
    expect(perturbationLeaks(agot, state, seedRng("p"))[0]).toEqual([]);
    const leaks = perturbationLeaks(showsStack, state, seedRng("p"))[0];
    expect(leaks.some((l) => l.startsWith("lannister"))).toBe(true);
    expect(leaks.some((l) => l.startsWith("stark"))).toBe(false);
  });
});
