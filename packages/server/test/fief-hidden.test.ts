/**
 * Hidden information in A Song of Ice and Fief through the real server (issue 13): three human
 * seats and a spectator over WebSockets, the seats playing random legal actions with every option
 * on, and every message each client received checked: no other house's hand, no deck order, no
 * face-down disaster, no secret vote marker or bid before its reveal, no event meant for another
 * seat (a card drawn, a hand looked at, a card given), no Greyjoy split for anyone but its victim.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ServerMessage } from "../src/protocol.ts";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
const clients: Client[] = [];

beforeEach(async () => {
  // Random play sends faster than people: no per-connection message limit here.
  run = await start({ games: defaultGames(), bots: defaultBots(), connection: { messages: { capacity: 1e9, refillPerSecond: 1e9 } } });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await run.server.close();
});

type Picture = Extract<ServerMessage, { type: "welcome" | "update" }>;
interface FiefViewLike {
  houses: Record<string, { hand?: unknown[]; standing?: Record<string, unknown> }>;
  step: { kind: string; election?: { stage: string; markers: { house: string; forNoble: string | null; decoy: string | null }[] }; bids?: { house: string; amount?: number; gold?: number }[] };
  request: { kind: string; from: string; to: string; data: Record<string, unknown> } | null;
  disasterTrack: unknown;
}

const pictures = (c: Client): Picture[] => c.received.filter((m): m is Picture => m.type === "welcome" || m.type === "update");
const latest = (c: Client): Picture | undefined => pictures(c).reduce<Picture | undefined>((best, p) => (!best || p.seq >= best.seq ? p : best), undefined);

async function until(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 2));
  }
}

describe("hidden information in A Song of Ice and Fief", () => {
  it("no seat and no spectator ever receives another house's secrets", async () => {
    const houses = ["stark", "lannister", "greyjoy"] as const;
    const created = await createGame(run.url, {
      engine: "fief",
      seed: "fief-hidden-1",
      players: houses.map((seat) => ({ kind: "human" as const, seat })),
      options: { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: false, oneMillPerVillage: false, titleConcession: true },
    });
    const seats: Client[] = [];
    for (const seat of houses) {
      const c = await Client.open(run.wsUrl);
      clients.push(c);
      // Stark and the spectator take pictures as patches of the one they hold, the others whole.
      await c.join(created.gameId, tokenOf(created, seat), { patches: seat === "stark" });
      seats.push(c);
    }
    const watcher = await Client.open(run.wsUrl);
    clients.push(watcher);
    await watcher.join(created.gameId, undefined, { patches: true });

    // Random legal play (a fixed generator, so a failure repeats) for a good part of a game.
    let s = 12345;
    const rand = (n: number): number => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return s % n;
    };
    let ref = 0;
    for (let i = 0; i < 1500; i++) {
      const actors = seats.filter((c) => (latest(c)?.legalActions.length ?? 0) > 0);
      if (actors.length === 0) break; // the game is over
      const c = actors[rand(actors.length)]!;
      const legal = latest(c)!.legalActions;
      const r = `a${ref++}`;
      // now and then a standing answer (SF-22 D2), valid at any time and listed nowhere
      const answers = ["cards", "gifts", "phase", "act"] as const;
      const action = i % 23 === 0 ? { type: "standing", answer: answers[rand(4)], on: rand(2) === 0 } : legal[rand(legal.length)];
      c.send({ type: "action", action, ref: r });
      await until(() => c.received.some((m) => (m.type === "ack" || m.type === "error") && m.ref === r));
      const answer = c.received.find((m) => (m.type === "ack" || m.type === "error") && m.ref === r)!;
      if (answer.type === "error") throw new Error(`a legal action was refused: ${answer.message}`);
      // Every client has what the action sent it once a ping sent after it comes back (one socket
      // keeps its order): a client the action changed nothing for is sent nothing (SF-22 D2 c).
      await Promise.all(
        [...seats, watcher].map(async (x, k) => {
          const p = `p${ref}-${k}`;
          x.send({ type: "ping", ref: p });
          await until(() => x.received.some((m) => m.type === "pong" && m.ref === p));
        }),
      );
    }

    const seen = { votes: 0, councilBids: 0, wallBids: 0, privateEvents: 0, secretPrompts: 0 };
    for (const [who, c] of [...seats.map((c, i) => [houses[i] as string | null, c] as const), [null, watcher] as const]) {
      for (const raw of c.raw) {
        // Deck orders, other decks and the RNG never leave the server.
        for (const key of ['"courtDeck":', '"fortuneDeck":', '"lordDeck":', '"ladyDeck":', '"rng":', '"forcedRolls":']) expect(raw, `${key} reached ${who ?? "the spectator"}`).not.toContain(key);
      }
      for (const p of pictures(c)) {
        const view = p.view as FiefViewLike;
        expect(typeof view.disasterTrack, "the disaster track is a count of face-down cards").toBe("number");
        for (const h of houses) {
          if (h === who) expect(Array.isArray(view.houses[h]?.hand)).toBe(true);
          else expect(view.houses[h]?.hand, `${h}'s hand reached ${who ?? "the spectator"}`).toBeUndefined();
          // SF-22 (D2 b, c): standing answers are the house's own, and so is being asked in a pass round
          if (h !== who) expect(view.houses[h]?.standing, `${h}'s standing answers reached ${who ?? "the spectator"}`).toBeUndefined();
        }
        for (const prompt of p.prompts) if (prompt.secret) (seen.secretPrompts++, expect(p.waitingFor).not.toContain(prompt.seat));
        const st = view.step;
        if (st.kind === "election" && st.election?.stage === "votes") {
          for (const m of st.election.markers) {
            if (m.house === who) continue;
            seen.votes++;
            expect([m.forNoble, m.decoy], `${m.house}'s vote markers reached ${who ?? "the spectator"}`).toEqual(["hidden", "hidden"]);
          }
        }
        if (st.kind === "councilBid") {
          for (const b of st.bids ?? []) if (b.house !== who) (seen.councilBids++, expect(b.amount).toBe(-1));
        }
        if (st.kind === "wallBid") {
          for (const b of st.bids ?? []) if (b.house !== who) (seen.wallBids++, expect(b.gold).toBe(-1));
        }
        if (view.request?.kind === "greyjoy-pick" && view.request.from !== who) expect(view.request.data).toEqual({});
        for (const e of p.events) {
          if (e.visibleTo === undefined) continue;
          seen.privateEvents++;
          expect(who !== null && e.visibleTo.includes(who), `a ${e.type} event for ${e.visibleTo.join(",")} reached ${who ?? "the spectator"}`).toBe(true);
        }
      }
    }
    // The patches were checked too: their text in `raw`, the pictures they make in `pictures`.
    expect(seats[0]!.patches.length).toBeGreaterThan(100);
    expect(watcher.patches.length).toBeGreaterThan(100);
    // The run met the secrets it checks (else the test would prove nothing).
    expect(seen.votes + seen.councilBids + seen.wallBids).toBeGreaterThan(0);
    expect(seen.privateEvents).toBeGreaterThan(0);
    expect(seen.secretPrompts).toBeGreaterThan(0);
  }, 120_000);

  // SF-22, refined 2026-12-01 (D2 b, c); 2.4: a house's standing answers and its hand change
  // nothing another seat is sent, neither its picture nor when it comes.
  it("another seat's picture does not depend on a house's standing answers", async () => {
    const houses = ["stark", "lannister", "greyjoy"] as const;
    const created = await createGame(run.url, { engine: "fief", seed: "fief-hidden-2", players: houses.map((seat) => ({ kind: "human" as const, seat })), options: {} });
    const [stark, lannister] = [await Client.open(run.wsUrl), await Client.open(run.wsUrl)];
    clients.push(stark, lannister);
    await stark.join(created.gameId, tokenOf(created, "stark"));
    await lannister.join(created.gameId, tokenOf(created, "lannister"));
    // people start with the first two standing answers on, in their own view only
    expect((latest(stark)!.view as FiefViewLike).houses.stark!.standing).toEqual({ cards: true, gifts: true });
    expect((latest(lannister)!.view as FiefViewLike).houses.stark!.standing).toBeUndefined();
    const before = latest(lannister)!;
    const heard = lannister.received.length;
    for (const [answer, on] of [["phase", true], ["cards", false], ["act", true]] as const) {
      const r = `s-${answer}`;
      stark.send({ type: "action", action: { type: "standing", answer, on }, ref: r });
      await until(() => stark.received.some((m) => m.type === "ack" && m.ref === r));
    }
    await until(() => (latest(lannister)?.seq ?? 0) >= before.seq + 3);
    // Lannister heard that something was stored (the seq), and nothing else: the same picture, no event
    const after = latest(lannister)!;
    const shown = (x: Picture) => ({ view: x.view, prompts: x.prompts, legalActions: x.legalActions, waitingFor: x.waitingFor, outcome: x.outcome });
    expect(shown(after)).toEqual(shown(before));
    for (const m of lannister.received.slice(heard)) if (m.type === "update") expect(m.events).toEqual([]);
  });
});

// SF-22, refined 2026-12-01 (D2 c); 2.4: an answer to a pass round's secret question, given by
// hand, tells the other seats nothing they would not learn had a standing answer given it: they
// are sent nothing unless what they see changed (so counting messages does not count the answers
// given by hand), and the clock, which times people, shows no deadline for a secret question (a
// deadline, or a bank falling, would show that the seat's standing answers did not pass for it).
describe("the pass round's answers through the server", () => {
  it("a hand answer to a secret question sends the others nothing new, and the clock never shows a secret question", async () => {
    const houses = ["stark", "lannister", "greyjoy"] as const;
    const created = await createGame(run.url, {
      engine: "fief",
      seed: "fief-hidden-3",
      players: houses.map((seat) => ({ kind: "human" as const, seat })),
      options: { tactics: true },
      clock: { kind: "decision", seconds: 3600, onTimeout: "bot-decides" },
    });
    const seats: Client[] = [];
    for (const seat of houses) {
      const c = await Client.open(run.wsUrl);
      clients.push(c);
      await c.join(created.gameId, tokenOf(created, seat), { patches: seat === "greyjoy" });
      seats.push(c);
    }
    // all standing answers off: every secret question is answered by hand
    for (const [i, c] of seats.entries()) {
      for (const answer of ["cards", "gifts"] as const) {
        const r = `off-${i}-${answer}`;
        c.send({ type: "action", action: { type: "standing", answer, on: false }, ref: r });
        await until(() => c.received.some((m) => (m.type === "ack" || m.type === "error") && m.ref === r));
      }
    }
    let s = 777;
    const rand = (n: number): number => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return s % n;
    };
    const shown = (x: Picture) => ({ view: x.view, prompts: x.prompts, legalActions: x.legalActions, waitingFor: x.waitingFor, outcome: x.outcome });
    let secretAnswers = 0;
    let barrier = 0;
    const settle = () =>
      Promise.all(
        seats.map(async (x) => {
          const p = `b${barrier++}`;
          x.send({ type: "ping", ref: p });
          await until(() => x.received.some((m) => m.type === "pong" && m.ref === p));
        }),
      );
    for (let i = 0; i < 600 && secretAnswers < 40; i++) {
      const actors = seats.filter((c) => (latest(c)?.legalActions.length ?? 0) > 0);
      if (actors.length === 0) break;
      const c = actors[rand(actors.length)]!;
      const mine = latest(c)!;
      const secret = mine.prompts.length > 0 && mine.prompts.every((p) => p.secret);
      const before = seats.map((x) => ({ heard: pictures(x).length, last: latest(x)! }));
      const legal = mine.legalActions;
      // in a pass round mostly pass (so the window goes on), elsewhere anything legal
      const pass = legal.find((a) => (a as { type: string }).type === "pass");
      const action = secret && pass && rand(4) > 0 ? pass : legal[rand(legal.length)];
      const r = `x${i}`;
      c.send({ type: "action", action, ref: r });
      await until(() => c.received.some((m) => (m.type === "ack" || m.type === "error") && m.ref === r));
      await settle();
      if (!secret) continue;
      secretAnswers++;
      for (const [k, x] of seats.entries()) {
        if (x === c) continue;
        const heard = pictures(x).slice(before[k]!.heard);
        // sent something only if what it sees changed
        if (heard.length > 0) expect(shown(heard[heard.length - 1]!)).not.toEqual(shown(before[k]!.last));
      }
    }
    expect(secretAnswers, "the run answered secret questions (else it proves nothing)").toBeGreaterThan(5);
    for (const c of seats) {
      for (const p of pictures(c)) {
        for (const prompt of p.prompts) if (prompt.secret) expect(p.clock?.seats[prompt.seat]?.deadline, `a deadline for ${prompt.seat}'s secret question`).toBeUndefined();
      }
    }
  }, 120_000);
});
