/**
 * Turn clocks (issue 17), as pure functions of plain data so they can be stored, reloaded and
 * tested without timers. A clock runs for a seat while the game waits for that seat and a person
 * plays it (not a bot, not a seat handed to a bot).
 *
 * - `decision`: every decision gets the same limit (a correspondence game's "24 hours a move").
 *   The limit restarts each time the seat is asked anew: when it starts to be waited for, and
 *   after each of its own actions when it is asked again.
 * - `bank`: a chess clock. Each seat has a time bank that drains while it is waited for; it gains
 *   `incrementMs` each new round (when the game tells the server its rounds, `defineGame({ round })`)
 *   or, for a game that does not, after each of its own actions.
 *
 * When a seat's time runs out, the game does what its creator chose (`onTimeout`): a bot plays
 * that decision (`bot-decides`), or the seat is handed to a bot until its player takes it back
 * (`bot-takes-seat`). That part is the ClockKeeper's (clock-keeper.ts); this file only tells time.
 *
 * Server downtime does not count: a server that closes cleanly stores `pausedAt`, and the next
 * one moves every running clock's start on by the time it was down. A crash stores nothing, so
 * the time since the last stored action counts.
 */
import type { Seat } from "@kingsroad/core";
import { z } from "zod";
import { TIMEOUT_POLICIES, type ClockPicture, type ClockRequest, type TimeoutPolicy } from "./protocol.ts";

export type ClockSettings =
  | { kind: "decision"; decisionMs: number; onTimeout: TimeoutPolicy; botLevel: string }
  | { kind: "bank"; bankMs: number; incrementMs: number; onTimeout: TimeoutPolicy; botLevel: string };

export interface ClockState {
  settings: ClockSettings;
  /** Time left in each seat's bank (`bank` clocks), not counting the running decision. */
  banks: Record<Seat, number>;
  /** When each timed seat's current decision started (ms since epoch); absent: not running. */
  running: Record<Seat, number>;
  /** The game's round when last seen (null: the game does not tell its rounds). */
  round: number | null;
  /** Set when a server closed cleanly: the time until the next start does not count. */
  pausedAt?: number;
}

/** Stored form, checked on read like every other column. */
export const ClockColumn = z
  .object({
    settings: z.union([
      z.object({ kind: z.literal("decision"), decisionMs: z.number(), onTimeout: z.enum(TIMEOUT_POLICIES), botLevel: z.string() }),
      z.object({ kind: z.literal("bank"), bankMs: z.number(), incrementMs: z.number(), onTimeout: z.enum(TIMEOUT_POLICIES), botLevel: z.string() }),
    ]),
    banks: z.record(z.string(), z.number()),
    running: z.record(z.string(), z.number()),
    round: z.number().nullable(),
    pausedAt: z.number().optional(),
  })
  .nullable();

export function clockSettings(request: Exclude<ClockRequest, { kind: "none" }>, botLevel: string): ClockSettings {
  // Seconds on the wire, milliseconds inside.
  return request.kind === "decision"
    ? { kind: "decision", decisionMs: request.seconds * 1000, onTimeout: request.onTimeout, botLevel }
    : { kind: "bank", bankMs: request.bankSeconds * 1000, incrementMs: request.incrementSeconds * 1000, onTimeout: request.onTimeout, botLevel };
}

/** A new game's clock: every seat's bank full, nothing running yet (`tick` starts them). */
export function newClock(settings: ClockSettings, seats: readonly Seat[], round: number | null): ClockState {
  const banks: Record<Seat, number> = {};
  if (settings.kind === "bank") for (const seat of seats) banks[seat] = settings.bankMs;
  return { settings, banks, running: {}, round };
}

/** When `seat`'s time runs out (ms since epoch), or null when its clock is not running. */
export function deadlineOf(clock: ClockState, seat: Seat): number | null {
  const since = clock.running[seat];
  if (since === undefined) return null;
  return since + (clock.settings.kind === "decision" ? clock.settings.decisionMs : (clock.banks[seat] ?? 0));
}

/** The earliest deadline of any running clock, leaving out those `skip` says were dealt with. */
export function nextDeadline(clock: ClockState, skip: (seat: Seat, at: number) => boolean = () => false): { seat: Seat; at: number } | null {
  let next: { seat: Seat; at: number } | null = null;
  for (const seat of Object.keys(clock.running)) {
    const at = deadlineOf(clock, seat);
    if (at !== null && !skip(seat, at) && (next === null || at < next.at)) next = { seat, at };
  }
  return next;
}

export interface Tick {
  /** Seats a person plays that the game waits for now. */
  timed: readonly Seat[];
  /** The seat whose action this tick follows (its decision ended), if any. */
  actor?: Seat;
  /** The game's round now (null when it does not tell). */
  round: number | null;
  now: number;
}

/**
 * The clock after the game moved: seats no longer waited for (or whose action this was) stop and
 * pay what they used; seats now waited for start; a new round adds the increment.
 */
export function tick(clock: ClockState, t: Tick): ClockState {
  const banks = { ...clock.banks };
  const running: Record<Seat, number> = {};
  const timed = new Set(t.timed);
  const s = clock.settings;
  for (const [seat, since] of Object.entries(clock.running)) {
    const ended = !timed.has(seat) || seat === t.actor;
    if (!ended) {
      running[seat] = since;
      continue;
    }
    if (s.kind === "bank") banks[seat] = Math.max(0, (banks[seat] ?? 0) - (t.now - since));
  }
  if (s.kind === "bank" && s.incrementMs > 0) {
    if (t.round !== null && clock.round !== null && t.round > clock.round) {
      for (const seat of Object.keys(banks)) banks[seat] = (banks[seat] ?? 0) + s.incrementMs * (t.round - clock.round);
    } else if (t.round === null && t.actor !== undefined && t.actor in banks) {
      banks[t.actor] = (banks[t.actor] ?? 0) + s.incrementMs;
    }
  }
  for (const seat of timed) if (running[seat] === undefined) running[seat] = t.now;
  return { settings: s, banks, running, round: t.round ?? clock.round };
}

/** A clean stop: running time stops counting until `resume`. */
export function pause(clock: ClockState, now: number): ClockState {
  return { ...clock, pausedAt: now };
}

/** After a clean stop, every running clock starts again where it stood. */
export function resume(clock: ClockState, now: number): ClockState {
  if (clock.pausedAt === undefined) return clock;
  const down = Math.max(0, now - clock.pausedAt);
  const running: Record<Seat, number> = {};
  for (const [seat, since] of Object.entries(clock.running)) running[seat] = since + down;
  const { pausedAt: _dropped, ...rest } = clock;
  return { ...rest, running };
}

/**
 * A seat given back to its player with its bank empty gets one increment (at least a minute),
 * or it would be handed straight back to the bot.
 */
export function refill(clock: ClockState, seat: Seat): ClockState {
  const s = clock.settings;
  if (s.kind !== "bank" || (clock.banks[seat] ?? 0) > 0) return clock;
  return { ...clock, banks: { ...clock.banks, [seat]: Math.max(60_000, s.incrementMs) } };
}

export function clockPicture(clock: ClockState, now: number): ClockPicture {
  const s = clock.settings;
  const seats: ClockPicture["seats"] = {};
  for (const seat of new Set([...Object.keys(clock.banks), ...Object.keys(clock.running)])) {
    const deadline = deadlineOf(clock, seat);
    seats[seat] = {
      ...(s.kind === "bank" && { bankMs: clock.banks[seat] ?? 0 }),
      ...(deadline !== null && { deadline }),
    };
  }
  return {
    kind: s.kind,
    onTimeout: s.onTimeout,
    ...(s.kind === "decision" ? { decisionMs: s.decisionMs } : { incrementMs: s.incrementMs }),
    now,
    seats,
  };
}
