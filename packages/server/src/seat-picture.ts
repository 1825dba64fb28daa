/**
 * What one seat (or a spectator) is shown of a game: its picture (the engine's view for it, its
 * prompts, legal and free actions), and the public facts of the seats and the game. The one place a seat's
 * picture is made, so hidden information cannot slip out through a second path.
 */
import type { Outcome, Prompt, Seat } from "@kingsroad/core";
import type { ClockPicture, GameSummary, PublicSeat, SeatPicture } from "./protocol.ts";
import type { AnyGameModule } from "./registry.ts";
import { withSeed } from "./seed.ts";
import type { GameRecord, SeatRecord } from "./store/types.ts";

/** Where a game stands, besides its state. */
export interface GamePoint {
  seq: number;
  outcome: Outcome | null;
  clock?: ClockPicture;
}

/** What `seat` (null: a spectator) may know of `state`. */
export function seatPicture(module: AnyGameModule, state: unknown, point: GamePoint, seat: Seat | null): SeatPicture {
  return seatPictures(module, state, point)(seat);
}

/**
 * Every seat's picture of one state: what all seats share (who is asked, who is waited for) is
 * worked out once, on the first picture asked for, not once per seat.
 */
export function seatPictures(module: AnyGameModule, state: unknown, point: GamePoint): (seat: Seat | null) => SeatPicture {
  const engine = module.engine;
  let shared: { pending: Prompt[]; waitingFor: Seat[] } | null = null;
  return (seat) => {
    if (!shared) {
      const pending: Prompt[] = point.outcome ? [] : engine.pendingSeats(state);
      shared = { pending, waitingFor: publicWaiting(pending) };
    }
    const prompts = seat === null ? [] : shared.pending.filter((p) => p.seat === seat);
    // An unprompted seat's legal list holds only what it may do unasked (free actions): sent apart,
    // so a client (or the bot runner) never mistakes it for being asked to decide.
    const free = seat !== null && prompts.length === 0 && !point.outcome ? engine.legalActions(state, seat) : [];
    return {
      seq: point.seq,
      view: engine.view(state, seat),
      prompts,
      legalActions: prompts.length > 0 ? engine.legalActions(state, seat as Seat) : [],
      ...(seat !== null && { freeActions: free }),
      waitingFor: shared.waitingFor,
      outcome: point.outcome,
      ...(point.clock && { clock: point.clock }),
    };
  };
}

/**
 * The seats everyone is shown as waited for: a secret prompt (several seats asked at once, where
 * whether one still has to answer would tell the others something hidden: Fief's pass round,
 * SF-22 D2) is its seat's own business.
 */
export function publicWaiting(pending: readonly Prompt[]): Seat[] {
  return [...new Set(pending.filter((p) => !p.secret).map((p) => p.seat))];
}

/** What everyone may know of the seats (never a token's hash or a seat's notice settings). */
export function publicSeats(seats: readonly SeatRecord[], connected: ReadonlyMap<Seat, number>): PublicSeat[] {
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.level !== undefined && { level: s.level }),
    ...(s.name !== undefined && { name: s.name }),
    claimed: s.kind === "bot" || s.claimed,
    connected: connected.get(s.seat) ?? 0,
    ...(s.standIn && { standIn: { level: s.standIn.level, reason: s.standIn.reason } }),
  }));
}

/** A loaded game's public summary, for the lobby and GET /api/games/:id. */
export function liveSummary(record: GameRecord, point: GamePoint, seats: PublicSeat[], waitingFor: Seat[]): GameSummary {
  return {
    id: record.id,
    engine: record.engine,
    title: record.title,
    status: record.status,
    createdAt: record.createdAt,
    seq: point.seq,
    seats,
    outcome: point.outcome,
    waitingFor,
    ...(record.rulesVersion != null && { rulesVersion: record.rulesVersion }),
    ...withSeed(record),
  };
}
