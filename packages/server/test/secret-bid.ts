/**
 * "Secret bid", a tiny engine for testing the server. 2-3 seats each start with coins and a secret
 * sigil (a random word only its owner may see). Every round all seats bid at once, secretly; when
 * the last bid is in, bids are revealed, the highest single bid wins a point and everyone pays what
 * they bid. After the last round the most points wins.
 *
 * Hidden: each seat's sigil (forever) and its bid until the reveal. The server must never leak
 * either to another seat or a spectator.
 */
import { z } from "zod";
import {
  nextInt,
  ok,
  ruleError,
  seedRng,
  type Engine,
  type GameEvent,
  type Outcome,
  type Prompt,
  type RngState,
  type Seat,
} from "@kingsroad/core";
import { defineGame } from "../src/registry.ts";

export const SEATS = ["red", "blue", "green"] as const;

export interface BidConfig {
  seed: string;
  playerCount: number;
  rounds?: number;
  coins?: number;
}

export interface BidState {
  seats: Seat[];
  round: number; // 1-based; > rounds when over
  rounds: number;
  coins: Record<Seat, number>;
  points: Record<Seat, number>;
  sigils: Record<Seat, string>; // secret forever
  bids: Record<Seat, number | null>; // secret until all are in
  lastReveal: Record<Seat, number> | null;
  rng: RngState;
}

export type BidAction = { type: "bid"; amount: number };

export interface BidView {
  you: Seat | null;
  round: number;
  rounds: number;
  coins: Record<Seat, number>;
  points: Record<Seat, number>;
  hasBid: Record<Seat, boolean>;
  lastReveal: Record<Seat, number> | null;
  mySigil: string | null;
  myBid: number | null;
}

const BidActionSchema = z.strictObject({ type: z.literal("bid"), amount: z.number().int().nonnegative() });

const WORDS = ["wolf", "lion", "kraken", "stag", "rose", "sun", "falcon", "trout", "dragon", "direwolf"];

function makeSigil(rng: RngState): [string, RngState] {
  const [w, r1] = nextInt(rng, WORDS.length);
  const [n, r2] = nextInt(r1, 1_000_000);
  return [`sigil-${WORDS[w]}-${n}`, r2];
}

const over = (s: BidState): boolean => s.round > s.rounds;

function createGame(config: BidConfig): BidState {
  const seats = SEATS.slice(0, config.playerCount);
  let rng = seedRng(config.seed);
  const sigils: Record<Seat, string> = {};
  for (const seat of seats) [sigils[seat], rng] = makeSigil(rng);
  const zero = (v: number) => Object.fromEntries(seats.map((s) => [s, v]));
  return {
    seats,
    round: 1,
    rounds: config.rounds ?? 3,
    coins: zero(config.coins ?? 5),
    points: zero(0),
    sigils,
    bids: Object.fromEntries(seats.map((s) => [s, null])),
    lastReveal: null,
    rng,
  };
}

function pendingSeats(s: BidState): Prompt[] {
  if (over(s)) return [];
  return s.seats
    .filter((seat) => s.bids[seat] === null)
    .map((seat) => ({ seat, kind: "bid", text: `Bid for round ${s.round}`, detail: { max: s.coins[seat] } }));
}

function legalActions(s: BidState, seat: Seat): BidAction[] {
  if (over(s) || !s.seats.includes(seat) || s.bids[seat] !== null) return [];
  const max = s.coins[seat] ?? 0;
  return Array.from({ length: max + 1 }, (_, amount) => ({ type: "bid" as const, amount }));
}

function reveal(s: BidState): { state: BidState; events: GameEvent[] } {
  const bids = s.bids as Record<Seat, number>;
  const top = Math.max(...s.seats.map((seat) => bids[seat] ?? 0));
  const leaders = s.seats.filter((seat) => bids[seat] === top);
  const points = { ...s.points };
  const winner = leaders.length === 1 ? leaders[0] : undefined;
  if (winner !== undefined) points[winner] = (points[winner] ?? 0) + 1;
  const coins = Object.fromEntries(s.seats.map((seat) => [seat, (s.coins[seat] ?? 0) - (bids[seat] ?? 0)]));
  const text = s.seats.map((seat) => `${seat} ${bids[seat]}`).join(", ");
  return {
    state: {
      ...s,
      round: s.round + 1,
      coins,
      points,
      bids: Object.fromEntries(s.seats.map((seat) => [seat, null])),
      lastReveal: { ...bids },
    },
    events: [
      { type: "reveal", text: `Bids revealed: ${text}.`, data: { bids } },
      { type: "round", text: winner ? `${winner} wins round ${s.round}.` : `Round ${s.round} is tied.` },
    ],
  };
}

function applyAction(s: BidState, seat: Seat, input: unknown) {
  if (over(s)) return ruleError("game_over", "The game is over.");
  if (!s.seats.includes(seat)) return ruleError("no_seat", `There is no seat ${seat}.`);
  const parsed = BidActionSchema.safeParse(input);
  if (!parsed.success) return ruleError("bad_action", "An action is { type: 'bid', amount }.");
  if (s.bids[seat] !== null) return ruleError("not_your_turn", "You have already bid this round.");
  const amount = parsed.data.amount;
  if (amount > (s.coins[seat] ?? 0)) return ruleError("too_much", `You have only ${s.coins[seat]} coins.`);
  const bidded: BidState = { ...s, bids: { ...s.bids, [seat]: amount } };
  const events: GameEvent[] = [
    { type: "bid", text: `${seat} has bid.` },
    { type: "own-bid", text: `You bid ${amount} (${s.sigils[seat]}).`, visibleTo: [seat], ownChoice: true },
  ];
  if (s.seats.some((x) => bidded.bids[x] === null)) return ok({ state: bidded, events });
  const revealed = reveal(bidded);
  return ok({ state: revealed.state, events: [...events, ...revealed.events] });
}

function view(s: BidState, seat: Seat | null): BidView {
  const mine = seat !== null && s.seats.includes(seat);
  return {
    you: mine ? seat : null,
    round: s.round,
    rounds: s.rounds,
    coins: { ...s.coins },
    points: { ...s.points },
    hasBid: Object.fromEntries(s.seats.map((x) => [x, s.bids[x] !== null])),
    lastReveal: s.lastReveal,
    mySigil: mine ? (s.sigils[seat] ?? null) : null,
    myBid: mine ? (s.bids[seat] ?? null) : null,
  };
}

function outcome(s: BidState): Outcome | null {
  if (!over(s)) return null;
  const ranking = [...s.seats].sort((a, b) => (s.points[b] ?? 0) - (s.points[a] ?? 0));
  const best = s.points[ranking[0] as Seat] ?? 0;
  return {
    winners: ranking.filter((x) => s.points[x] === best),
    ranking,
    reason: "most points",
    round: s.rounds,
  };
}

export const secretBid: Engine<BidState, BidAction, BidView, BidConfig> = {
  id: "secret-bid",
  createGame,
  fromScenario: (scenario) => {
    const parsed = z.object({ seed: z.string(), playerCount: z.number().int().min(2).max(3) }).safeParse(scenario);
    return parsed.success ? ok(createGame(parsed.data)) : ruleError("bad_scenario", "A scenario is { seed, playerCount }.");
  },
  pendingSeats,
  legalActions,
  applyAction,
  view,
  outcome,
  actionSchema: BidActionSchema,
};

/** The server module of the test engine: options `rounds` and `coins`, 2-3 players. */
export const secretBidGame = defineGame({
  engine: secretBid,
  seats: (s: BidState) => s.seats,
  makeConfig: (r) => {
    const options = z
      .strictObject({ rounds: z.number().int().min(1).max(1000).optional(), coins: z.number().int().min(0).max(100).optional() })
      .safeParse(r.options);
    if (!options.success) return ruleError("bad_options", "Options are { rounds?, coins? }.");
    if (r.playerCount < 2 || r.playerCount > 3) return ruleError("bad_player_count", "Secret bid is for 2 or 3 players.");
    return ok({ seed: r.seed, playerCount: r.playerCount, ...options.data });
  },
});
