/**
 * The turn clock in a live game (issue 17): moving it on after each change, pausing and resuming
 * it around a restart, and what happens when a seat's time runs out. The arithmetic is clock.ts;
 * this is its use in a game, run inside the game's queue (LiveGame calls these one at a time),
 * through the narrow `ClockHost`.
 */
import type { Seat } from "@kingsroad/core";
import { clockPicture, deadlineOf, nextDeadline, pause, refill, resume, tick, type ClockState } from "./clock.ts";
import type { ClockPicture } from "./protocol.ts";
import type { SeatRecord } from "./store/types.ts";

/** What the clock needs of its game. */
export interface ClockHost {
  seats(): readonly SeatRecord[];
  /** The game is running (every player came) and not over: only then do clocks run. */
  running(): boolean;
  waitingFor(): Seat[];
  /** The game's round now, when the game has rounds (bank clocks add their increment each round). */
  round(): number | null;
  saveClock(clock: ClockState): Promise<void>;
  seatName(seat: Seat): string;
  notice(text: string): Promise<unknown>;
  /** A bot plays `seat` until its player takes it back. */
  standIn(seat: Seat, level: string): Promise<void>;
  log?: import("./log.ts").LogFn;
  gameId: string;
}

export class TableClock {
  /** Deadlines already acted on, per seat: the keeper does not fire twice for one. */
  private readonly handledDeadlines = new Map<Seat, number>();

  constructor(
    private readonly host: ClockHost,
    private clock: ClockState | null,
  ) {}

  get settings(): ClockState["settings"] | null {
    return this.clock?.settings ?? null;
  }

  /** What every seat and spectator sees of it now; undefined when the game has no clock. */
  picture(now = Date.now()): ClockPicture | undefined {
    return this.clock ? clockPicture(this.clock, now) : undefined;
  }

  /** Seats a person plays that the game waits for: the seats whose clocks run. */
  private timedSeats(): Seat[] {
    if (!this.host.running()) return [];
    const humans = new Set(this.host.seats().filter((s) => s.kind === "human" && !s.standIn).map((s) => s.seat));
    return this.host.waitingFor().filter((seat) => humans.has(seat));
  }

  /** Moves the clock on to the game as it is now (after `actor`'s action, if any) and stores it. */
  async retime(actor?: Seat): Promise<void> {
    if (!this.clock) return;
    this.clock = tick(this.clock, { timed: this.timedSeats(), ...(actor !== undefined && { actor }), round: this.host.round(), now: Date.now() });
    try {
      await this.host.saveClock(this.clock);
    } catch (e) {
      // Not fatal: the clock goes on in memory; a restart would count from the last stored one.
      this.host.log?.(`could not store the clock of game ${this.host.gameId}`, e, { gameId: this.host.gameId });
    }
  }

  /** After a load: the time the server was down (closed cleanly) does not count; false without a clock. */
  async resume(): Promise<boolean> {
    if (!this.clock) return false;
    this.clock = resume(this.clock, Date.now());
    await this.retime();
    return true;
  }

  /** Before a clean stop: stores the clock paused, so downtime does not count. */
  async pause(): Promise<void> {
    if (!this.clock) return;
    this.clock = pause(this.clock, Date.now());
    await this.host.saveClock(this.clock);
  }

  /** A seat's player is back from a stand-in: a bank that ran dry gets an increment (at least a minute). */
  refill(seat: Seat): void {
    if (this.clock) this.clock = refill(this.clock, seat);
  }

  /** The earliest clock deadline not yet acted on, or null. */
  nextDeadline(): { seat: Seat; at: number } | null {
    return this.clock ? nextDeadline(this.clock, (seat, at) => this.handledDeadlines.get(seat) === at) : null;
  }

  /** The bot level deciding for `seat`'s person now because its time ran out (`bot-decides`), or null. */
  decidingLevel(seat: Seat, now: number): string | null {
    if (this.clock?.settings.onTimeout !== "bot-decides") return null;
    const at = deadlineOf(this.clock, seat);
    return at !== null && at <= now ? this.clock.settings.botLevel : null;
  }

  /**
   * `seat`'s time ran out (the keeper's call at its deadline): a bot plays this decision, or takes
   * the seat until its player comes back, as the creator chose. The table's chat records it.
   * False when there was nothing to do (no such deadline, not reached, or already acted on).
   */
  async timeOut(seat: Seat): Promise<boolean> {
    const clock = this.clock;
    const at = clock ? deadlineOf(clock, seat) : null;
    if (!clock || at === null || at > Date.now() || this.handledDeadlines.get(seat) === at) return false;
    const name = this.host.seatName(seat);
    const level = clock.settings.botLevel;
    if (clock.settings.onTimeout === "bot-takes-seat") {
      // Unstored, the seat stays its player's and the deadline unhandled: the keeper tries again
      // (with backoff) until the store writes (a full disk must not leave the table waiting).
      await this.host.standIn(seat, level);
      this.handledDeadlines.set(seat, at);
      await this.tell(`${name}'s time ran out: a bot (${level}) plays ${name} until its player takes the seat back.`);
    } else {
      // bot-decides needs no write: past its deadline the seat is the bot's to play (decidingLevel).
      this.handledDeadlines.set(seat, at);
      // A bank already empty when the decision began has no time to lose: no notice each decision.
      if (at > (clock.running[seat] ?? at)) await this.tell(`${name}'s time ran out: a bot (${level}) makes this decision for ${name}.`);
    }
    return true;
  }

  /** The chat's record of a timeout: one that cannot be stored is logged, and the timeout still acts. */
  private async tell(text: string): Promise<void> {
    try {
      await this.host.notice(text);
    } catch (e) {
      this.host.log?.(`could not store a clock notice of game ${this.host.gameId}`, e, { gameId: this.host.gameId });
    }
  }
}
