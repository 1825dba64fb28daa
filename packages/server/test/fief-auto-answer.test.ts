/**
 * Issue 33, review item 17: a person is not asked a Fief decision whose one sensible answer is to
 * be done (declaring battles, marching, pillaging, when besides open gifts and pillages of their own
 * mills nothing else is legal): the server answers it for them, stored as their action, before
 * anyone is told. A pass round's question (secret, SF-22 D2) is never answered this way.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ServerMessage } from "../src/protocol.ts";
import { defaultBots, defaultGames } from "../src/engines.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
beforeEach(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots(), connection: { messages: { capacity: 1e9, refillPerSecond: 1e9 } } });
});
afterEach(async () => {
  await run.server.close();
});

type Picture = Extract<ServerMessage, { type: "welcome" | "update" }>;
type Action = { type: string; village?: string };

describe("Fief decisions with one sensible answer", () => {
  it("are answered for a person, and only those", async () => {
    const created = await createGame(run.url, {
      engine: "fief",
      seed: "fief-auto-1",
      players: [{ kind: "human", seat: "stark" }, { kind: "bot", level: "heuristic" }, { kind: "bot", level: "heuristic" }],
      options: {},
    });
    const c = await Client.open(run.wsUrl);
    await c.join(created.gameId, tokenOf(created, "stark"));
    const latest = (): Picture => c.received.filter((m): m is Picture => m.type === "welcome" || m.type === "update").reduce((a, b) => (b.seq >= a.seq ? b : a));
    let answered = -1;
    let ref = 0;
    let kinds = 0;
    const end = Date.now() + 60_000;
    while (Date.now() < end) {
      const p = latest();
      if (p.outcome || (p.view as { round: number }).round > 3) break;
      if (p.prompts.length > 0 && p.legalActions.length > 0 && p.seq !== answered) {
        answered = p.seq;
        const kind = p.prompts[0]!.kind;
        const legal = p.legalActions as Action[];
        const villages = (p.view as { villages: Record<string, { controller: string | null }> }).villages;
        const sensible = legal.filter((a) => a.type !== "gift" && !(a.type === "pillage" && villages[a.village!]?.controller === "stark"));
        if (["declareBattle", "movement", "pillage"].includes(kind)) {
          kinds++;
          expect(sensible.length === 1 && sensible[0]!.type === "done", `${kind} asked with only "done" to say`).toBe(false);
        }
        const action = legal.find((a) => a.type === "draw") ?? legal.find((a) => a.type === "done") ?? legal.find((a) => a.type !== "gift") ?? legal[0];
        const r = `a${ref++}`;
        c.send({ type: "action", action, ref: r });
        await Promise.race([c.next("ack", (m) => m.ref === r, 5000), c.next("error", (m) => m.ref === r, 5000)]).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // the game went on past those turns: the seat's own marches and battle declarations came and went
    expect((latest().view as { round: number }).round).toBeGreaterThan(1);
    expect(kinds, "the seat was still asked those turns where it had a real choice").toBeGreaterThan(0);
    await c.close();
  }, 90_000);
});
