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
  houses: Record<string, { hand?: unknown[] }>;
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
      c.send({ type: "action", action: legal[rand(legal.length)], ref: r });
      await until(() => c.received.some((m) => (m.type === "ack" || m.type === "error") && m.ref === r));
      const answer = c.received.find((m) => (m.type === "ack" || m.type === "error") && m.ref === r)!;
      if (answer.type === "error") throw new Error(`a legal action was refused: ${answer.message}`);
      const seq = answer.type === "ack" ? answer.seq : 0;
      await until(() => [...seats, watcher].every((x) => (latest(x)?.seq ?? -1) >= seq));
    }

    const seen = { votes: 0, councilBids: 0, wallBids: 0, privateEvents: 0 };
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
        }
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
  }, 120_000);
});
