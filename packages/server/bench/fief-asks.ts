/**
 * How often a person is asked in A Song of Ice and Fief (issue 33, SF-22 refined D2): one human
 * seat against three heuristic bots, four players, Winter is Coming and Tactics, over a real
 * WebSocket with a fixed seed. The human seat keeps the standing answers a person starts with
 * ("pass while none of my cards can be played", "do not stop for my gifts") and plays a fixed
 * policy: it draws its cards, makes the first purchase offered each round, gives no gifts, passes
 * (`done`) wherever it may, and otherwise takes the first legal action. An ask is a picture the
 * server sends the seat with a prompt it waits on (a new seq with the seat prompted). Printed: the
 * asks of each round and their mean and max over the first six rounds (or the whole game).
 *
 *   npx tsx packages/server/bench/fief-asks.ts [--seed fief-asks-1] [--rounds 6] [--seat stark]
 */
import { parseArgs } from "node:util";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { ServerMessage } from "../src/protocol.ts";
import { Client, createGame, start, tokenOf } from "../test/helpers.ts";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "fief-asks-1" },
    rounds: { type: "string", default: "6" },
    seat: { type: "string", default: "stark" },
  },
});
const rounds = Number(args.rounds);
const seat = args.seat;

type Picture = Extract<ServerMessage, { type: "welcome" | "update" }>;
type Action = { type: string; [k: string]: unknown };

const run = await start({ games: defaultGames(), bots: defaultBots(), connection: { messages: { capacity: 1e9, refillPerSecond: 1e9 } } });
const created = await createGame(run.url, {
  engine: "fief",
  seed: args.seed,
  players: [{ kind: "human", seat }, { kind: "bot", level: "heuristic" }, { kind: "bot", level: "heuristic" }, { kind: "bot", level: "heuristic" }],
  options: { winterIsComing: true, tactics: true },
});
const client = await Client.open(run.wsUrl);
await client.join(created.gameId, tokenOf(created, seat));

const asks = new Map<number, number>();
const kinds = new Map<string, number>();
let answered = -1;
let bought = -1;
let ref = 0;
let withdrawn = 0;
const started = Date.now();

/** The policy: draw, the round's first purchase, pass wherever it may, else the first legal action; never a gift. */
function choose(p: Picture, round: number): Action {
  const legal = (p.legalActions as Action[]).filter((a) => a.type !== "gift");
  const draw = legal.find((a) => a.type === "draw");
  if (draw) return draw;
  const buy = legal.find((a) => a.type === "buy");
  if (buy && bought !== round) {
    bought = round;
    return buy;
  }
  return legal.find((a) => a.type === "done") ?? legal[0] ?? (p.legalActions[0] as Action);
}

const latest = (): Picture | undefined => {
  let best: Picture | undefined;
  for (const m of client.received) if ((m.type === "welcome" || m.type === "update") && (!best || m.seq >= best.seq)) best = m;
  return best;
};

for (;;) {
  const p = latest();
  const round = (p?.view as { round?: number } | undefined)?.round ?? 0;
  if (!p || p.outcome || round > rounds) break;
  if (p.prompts.length > 0 && p.legalActions.length > 0 && p.seq !== answered) {
    answered = p.seq;
    asks.set(round, (asks.get(round) ?? 0) + 1);
    const legalTypes = [...new Set((p.legalActions as Action[]).map((a) => (a.type === "play" ? `play:${String(a.card)}` : a.type === "ability" ? `ability:${String(a.name)}` : a.type)))].sort().join("+");
    const kind = p.prompts[0]!.kind === "effect" ? `effect(${legalTypes})` : p.prompts[0]!.kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const r = `a${ref++}`;
    const action = choose(p, round);
    client.send({ type: "action", action, ref: r });
    const refused = await Promise.race([client.next("ack", (m) => m.ref === r, 5000).then(() => null), client.next("error", (m) => m.ref === r, 5000)]).catch(() => null);
    // the game moved on under the seat (a bot's effect came first in a window): the ask was withdrawn
    if (refused) withdrawn++;
  }
  await new Promise((resolve) => setTimeout(resolve, 1));
  if (Date.now() - started > 600_000) throw new Error("the game did not reach the end of its rounds in ten minutes");
}

const end = latest();
if (end?.outcome) console.log(`the game ended in round ${end.outcome.round}: ${end.outcome.reason}`);
const per = [...asks.entries()].filter(([r]) => r >= 1 && r <= rounds).sort((a, b) => a[0] - b[0]);
const counts = per.map(([, n]) => n);
const mean = counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length);
console.log(`fief asks, seed ${args.seed}, ${seat} (human) vs 3 heuristic bots, Winter is Coming + Tactics`);
console.log(`asks per round: ${per.map(([r, n]) => `r${r} ${n}`).join(", ")}`);
console.log(`mean ${mean.toFixed(1)}, max ${Math.max(...counts)} over ${counts.length} rounds`);
console.log(`${withdrawn} asks withdrawn before the answer arrived`);
console.log(`by prompt: ${[...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", ")}`);
await client.close();
await run.server.close();
