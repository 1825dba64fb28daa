/**
 * Wakes games when a clock runs out: one timer per loaded game with a running clock, set for its
 * earliest deadline and set again after anything that moves the clock. Long waits (a day's limit)
 * are re-checked every hour rather than trusting one very long timer. What a timeout does is the
 * game's (`LiveGame.timeOut`); the keeper only keeps time. A timeout that fails (the store cannot
 * write the stand-in: a full disk) is tried again after a growing wait (retry.ts), until it is done.
 */
import type { LogFn } from "./log.ts";
import type { LiveGame } from "./live-game.ts";
import { backoffMs, DEFAULT_BACKOFF, type Backoff } from "./retry.ts";

const LONGEST_TIMER_MS = 3600_000;

export class ClockKeeper {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  /** Per game: timeouts failed in a row, and no try before `at` (a change of the game does not skip the wait). */
  private readonly failed = new Map<string, { attempts: number; at: number }>();

  constructor(
    private readonly log: LogFn,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  /** (Re)sets the game's timer for its next deadline; none when its clocks are stopped. */
  watch(game: LiveGame): void {
    const old = this.timers.get(game.id);
    if (old) clearTimeout(old);
    this.timers.delete(game.id);
    const next = this.stopped || game.outcome ? null : game.nextDeadline();
    if (!next) return;
    const at = Math.max(next.at, this.failed.get(game.id)?.at ?? 0);
    const delay = Math.min(Math.max(0, at - Date.now()), LONGEST_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(game.id);
      if (Date.now() < at) return this.watch(game);
      // timeOut tells the game's listeners, and so this keeper, when it is done.
      game.timeOut(next.seat).then(
        () => this.failed.delete(game.id),
        (e: unknown) => {
          const attempts = (this.failed.get(game.id)?.attempts ?? 0) + 1;
          this.failed.set(game.id, { attempts, at: Date.now() + backoffMs(attempts, this.backoff) });
          if (attempts === 1) this.log(`the clock of game ${game.id} failed; trying again with backoff`, e, { gameId: game.id });
          this.watch(game);
        },
      );
    }, delay);
    this.timers.set(game.id, timer);
  }

  /** A game with a clock that will run out: it must stay loaded. */
  ticking(gameId: string): boolean {
    return this.timers.has(gameId);
  }

  /** The game is gone (an expired waiting game): its timer goes too. */
  forget(gameId: string): void {
    clearTimeout(this.timers.get(gameId));
    this.timers.delete(gameId);
    this.failed.delete(gameId);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
