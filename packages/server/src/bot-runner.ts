/**
 * Plays the bot seats. Each decision is its own macrotask (setImmediate, or a timer when a delay is
 * set), so any number of bot-only games share the event loop with human traffic instead of
 * starving it. A game with only bot seats is paced (`botGamePaceMs`): one bot at a time, each move
 * after that pause, so people can follow it and it does not compete with their games; a bot that
 * answers a person moves at once (`delayMs`). A bot gets its seat's picture (view, prompts, legal actions) and nothing more, and
 * submits through the same door as a human, so its actions are validated and stored alike.
 *
 * A move the store could not write (a full disk: `not_stored`) is not an illegal move: the seat is
 * asked again after a backoff (retry.ts), and again, until the store takes it, so a game with only
 * bots goes on by itself once there is space again instead of stalling until a restart.
 */
import { seedRng, type Seat } from "@kingsroad/core";
import { randomBot, type BotRegistry } from "./bots.ts";
import type { LiveGame } from "./live-game.ts";
import { backoffMs, DEFAULT_BACKOFF, type Backoff } from "./retry.ts";
import { NOT_STORED } from "./submission.ts";

export interface BotRunnerOptions {
  /** Wait before each bot decision, so humans can follow a bot's moves (0: next macrotask). */
  delayMs?: number;
  /** Before each move of a game with only bots, one move at a time (0: `delayMs`, seats at once). */
  botGamePaceMs?: number;
  /**
   * At a table with people, a bot's answer to a secret prompt (Fief's pass round, where every
   * house is asked at once, SF-22 D2) waits a random time in this range (ms), as a person's pass
   * does on the page (web autopass.ts): how long a window stays open then tells nobody whether a
   * person was passed by a standing answer or answered by hand. Unset: at once.
   */
  secretDelayMs?: readonly [number, number];
  log?: (message: string, error?: unknown) => void;
  /** The waits between tries of a move the store could not write. */
  storeRetry?: Backoff;
  /** Each decision's time (the bot's `decide` call), for /metrics. */
  decided?: (engine: string, seconds: number) => void;
}

export class BotRunner {
  private readonly busy = new Set<string>();
  private readonly timers = new Set<NodeJS.Immediate | NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** Moves in a row the store could not write, per scheduling key: the next wait's length. */
  private readonly unstored = new Map<string, number>();
  private stopped = false;

  constructor(
    private readonly bots: BotRegistry,
    private readonly options: BotRunnerOptions = {},
  ) {}

  /**
   * Schedules a decision for every seat a bot plays that the game waits for and that isn't already
   * thinking: bot seats, human seats handed to a bot, and seats whose time ran out (`botLevelFor`).
   */
  poke(game: LiveGame): void {
    if (this.stopped || game.outcome || game.retired) return;
    const pace = this.options.botGamePaceMs ?? 0;
    const paced = pace > 0 && game.seats.every((s) => s.kind === "bot");
    for (const seat of game.waitingFor()) {
      const level = game.botLevelFor(seat);
      if (level === null) continue;
      // Paced: one key for the whole game, so its seats move one after another, not at once.
      const key = paced ? game.id : `${game.id}\u0000${seat}`;
      if (this.busy.has(key)) continue;
      this.busy.add(key);
      this.schedule(() => this.track(this.play(game, seat, level, key)), paced ? Math.max(pace, this.options.delayMs ?? 0) : this.secretDelay(game, seat));
    }
  }

  /** The wait before a bot answers a secret prompt at a table with people (`secretDelayMs`), else the usual. */
  private secretDelay(game: LiveGame, seat: Seat): number | undefined {
    const range = this.options.secretDelayMs;
    if (!range || !game.seats.some((s) => s.kind === "human") || !game.askedSecretly(seat)) return undefined;
    const [min, max] = range;
    return Math.max(this.options.delayMs ?? 0, Math.round(min + Math.random() * (max - min)));
  }

  private schedule(task: () => void, delayMs?: number): void {
    const delay = delayMs ?? this.options.delayMs ?? 0;
    const handle: NodeJS.Immediate | NodeJS.Timeout =
      delay > 0
        ? setTimeout(() => (this.timers.delete(handle), task()), delay)
        : setImmediate(() => (this.timers.delete(handle), task()));
    this.timers.add(handle);
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  private async play(game: LiveGame, seat: Seat, level: string, key: string): Promise<void> {
    let again = false;
    let unstored = false;
    try {
      if (this.stopped) return;
      const picture = game.picture(seat);
      if (picture.legalActions.length === 0) {
        this.options.log?.(`bot ${seat} in game ${game.id} is asked to act but has no legal action`);
        return;
      }
      const bot = this.bots.resolve(game.module.engine.id, level) ?? randomBot;
      const rng = seedRng(`${game.id}:${seat}:${picture.seq}`);
      const context = { engine: game.module.engine.id, seat, prompts: picture.prompts, seq: picture.seq };
      let action: unknown;
      const started = performance.now();
      try {
        action = await bot.decide(picture.view, picture.legalActions, rng, context);
      } catch (e) {
        this.options.log?.(`bot ${level} failed in game ${game.id}; playing at random`, e);
        action = await randomBot.decide(picture.view, picture.legalActions, rng, context);
      }
      this.options.decided?.(context.engine, (performance.now() - started) / 1000);
      if (this.stopped) return;
      // No expectedSeq: in simultaneous phases (orders, bids) other seats move while this bot
      // thinks, and its choice usually stays legal; the engine checks it against the state of now.
      // A person may have taken the seat back (or acted in time) while the bot thought.
      const guard = () => (game.botLevelFor(seat) === null ? { code: "not_bot", message: "A person plays this seat now." } : null);
      let result = await game.submit(seat, action, { guard, byBot: true });
      if (!result.ok && result.error.code === NOT_STORED) {
        unstored = true; // the store's failure, not the bot's: the same seat tries again later
        return;
      }
      if (!result.ok && game.seq !== picture.seq) {
        again = true; // the game moved on under it: think again on the new picture
        return;
      }
      if (!result.ok && (result.error.code === "not_bot" || result.error.code === "unavailable")) return;
      if (!result.ok && result.error.code !== "game_over") {
        // A bot that answers with an illegal action must not stall the table.
        this.options.log?.(`bot ${level} chose an illegal action in game ${game.id}: ${result.error.message}`);
        const fallback = await randomBot.decide(picture.view, picture.legalActions, rng, context);
        result = await game.submit(seat, fallback, { expectedSeq: picture.seq, guard, byBot: true });
        unstored = !result.ok && result.error.code === NOT_STORED;
      }
      again = result.ok || result.error.code === "stale";
    } catch (e) {
      this.options.log?.(`bot seat ${seat} of game ${game.id} crashed`, e);
    } finally {
      if (unstored) this.retryLater(game, key);
      else {
        this.unstored.delete(key);
        this.busy.delete(key);
        // The applied-listener pokes too, but a stale answer changes nothing, so ask again here.
        if (again) this.poke(game);
      }
    }
  }

  /**
   * The store could not write the move: the key stays busy through a growing wait (so nothing
   * else asks meanwhile), then the game is asked again, from its picture of then.
   */
  private retryLater(game: LiveGame, key: string): void {
    const attempt = (this.unstored.get(key) ?? 0) + 1;
    this.unstored.set(key, attempt);
    const wait = backoffMs(attempt, this.options.storeRetry ?? DEFAULT_BACKOFF);
    if (attempt === 1) this.options.log?.(`the store could not write a bot's move in game ${game.id}; trying again with backoff`);
    this.schedule(() => {
      this.busy.delete(key);
      this.poke(game);
    }, Math.max(wait, 1));
  }

  /** Stops scheduling and waits for decisions already under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const handle of this.timers) {
      clearTimeout(handle as NodeJS.Timeout);
      clearImmediate(handle as NodeJS.Immediate);
    }
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
