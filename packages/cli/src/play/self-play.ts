/**
 * Plays one game between bots through the engine contract only, checking as it goes. Every
 * failure (an action from `legalActions` refused, a prompt with no legal action, a stuck game, a
 * broken invariant, a leaked secret, an engine throw) stops the game and is returned with the log
 * that led to it, so it can be saved as a replay file and reproduced.
 *
 * Determinism: the harness's own RNG (which prompted seat acts first in a simultaneous decision,
 * which states get the hidden-information check) and each bot's RNG derive from the seed.
 */
import { nextInt, seedRng, type Outcome, type Prompt, type RngState } from "@kingsroad/core";
import type { Bot } from "@kingsroad/bots";
import type { GameModule } from "../games.ts";
import { alternativeLeaks, perturbationLeaks, transitionLeaks } from "./hidden.ts";
import { isWriteToFrozen, sealJson } from "./purity.ts";

export interface LoggedAction {
  readonly seat: string;
  readonly action: unknown;
}

export type FailureKind = "rejected" | "no-legal-action" | "stuck" | "bad-prompt" | "invariant" | "hidden-info" | "engine-threw" | "too-long" | "mutated" | "nondeterministic";

export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
  /** Index in the log of the action that failed (equal to the log length when it was not applied). */
  readonly at: number;
  /** The action that was refused or threw, when it was not applied. */
  readonly action?: LoggedAction;
}

export interface PlayOptions {
  readonly game: GameModule;
  readonly config: unknown;
  /** The bot of each seat, given the seats of the new game (known only once it is created). */
  readonly bots: (seats: readonly string[]) => Readonly<Record<string, Bot>>;
  readonly seed: string;
  /** Run the invariant checker after every action (default true). */
  readonly invariants?: boolean;
  /** Probability (0..1) that a state gets the hidden-information checks (default 0). */
  readonly hiddenRate?: number;
  /**
   * Also check that applyAction leaves its input state untouched and states are plain JSON
   * (fuzzing): states are deep-frozen as they appear (purity.ts), so a write to one fails.
   */
  readonly purity?: boolean;
  /** A game longer than this is a failure ("too-long"); default 50 000 actions. */
  readonly maxActions?: number;
  /**
   * Keep each action applied in the result's `log` (default true): replay files and failing games
   * are made of it. Without it the log stays empty and `actions` still counts them: `sim` keeps it
   * only when it saves replays, since holding a game's 9 000 actions until its end made a short
   * run about 5% slower (they outlive the young generation: BENCHMARKS.md, issue 12, eleventh pass).
   */
  readonly keepLog?: boolean;
}

export interface PlayResult {
  readonly outcome: Outcome | null;
  readonly endKind: string;
  /** The actions applied, in order (empty when `keepLog` was false). */
  readonly log: LoggedAction[];
  /** How many actions were applied. */
  readonly actions: number;
  readonly finalState: unknown;
  readonly failure: Failure | null;
  /** Decision times in milliseconds, per bot name. */
  readonly decisionMs: Readonly<Record<string, number[]>>;
}

const HIDDEN_SCALE = 1_000_000;

export function playGame(opts: PlayOptions): PlayResult {
  const { game } = opts;
  const engine = game.engine;
  const maxActions = opts.maxActions ?? 50_000;
  const hiddenThreshold = Math.round((opts.hiddenRate ?? 0) * HIDDEN_SCALE);
  // fuzzing builds every view, so a view that throws is found even when the bots never read one
  const eagerViews = hiddenThreshold > 0 || (opts.purity ?? false);
  let harness = seedRng(`${opts.seed}:harness`);
  const botRng: Record<string, RngState> = {};
  const decisionMs: Record<string, number[]> = {};
  const log: LoggedAction[] = [];
  const keepLog = opts.keepLog ?? true;
  // the actions applied (the log's length when it is kept)
  let applied = 0;
  let state: unknown;
  try {
    state = engine.createGame(opts.config);
  } catch (e) {
    return { outcome: null, endKind: "failed", log, actions: 0, finalState: null, failure: { kind: "engine-threw", message: `createGame threw: ${String(e)}`, at: 0 }, decisionMs };
  }
  if (opts.purity) {
    const bad = sealJson(state);
    if (bad) return { outcome: null, endKind: "failed", log, actions: 0, finalState: state, failure: { kind: "mutated", message: `the new game is not plain JSON: ${bad}`, at: 0 }, decisionMs };
  }
  const bots = opts.bots(game.seats(state));

  while (engine.outcome(state) === null) {
    if (applied >= maxActions) return finish(game, state, log, applied, decisionMs, { kind: "too-long", message: `no outcome after ${maxActions} actions`, at: applied });
    let prompts;
    try {
      prompts = engine.pendingSeats(state);
    } catch (e) {
      return finish(game, state, log, applied, decisionMs, { kind: "engine-threw", message: `pendingSeats threw: ${String(e)}`, at: applied });
    }
    if (prompts.length === 0) return finish(game, state, log, applied, decisionMs, { kind: "stuck", message: "the game is not over but nobody is asked to act", at: applied });
    let pi: number;
    [pi, harness] = nextInt(harness, prompts.length);
    const prompt = prompts[pi]!;
    const seat = prompt.seat;
    const bot = bots[seat];
    if (!bot) return finish(game, state, log, applied, decisionMs, { kind: "bad-prompt", message: `a prompt (${prompt.kind}) names seat ${String(seat)}, which is not at this table`, at: applied });
    let legal: unknown[];
    try {
      legal = engine.legalActions(state, seat);
    } catch (e) {
      return finish(game, state, log, applied, decisionMs, { kind: "engine-threw", message: `legalActions threw for ${seat}: ${String(e)}`, at: applied });
    }
    if (legal.length === 0) return finish(game, state, log, applied, decisionMs, { kind: "no-legal-action", message: `${seat} is asked (${prompt.kind}) but has no legal action`, at: applied });
    const input = new SeatInput(engine, state, seat, legal, prompt, botRng[seat] ?? seedRng(`${opts.seed}:${seat}`), eagerViews);
    if (input.failed) return finish(game, state, log, applied, decisionMs, { kind: "engine-threw", message: `view threw for ${seat}: ${String(input.error)}`, at: applied });

    const t0 = performance.now();
    let decision;
    try {
      decision = bot.decide(input);
    } catch (e) {
      if (input.failed) return finish(game, state, log, applied, decisionMs, { kind: "engine-threw", message: `view threw for ${seat}: ${String(input.error)}`, at: applied });
      throw e;
    }
    // the view is the engine's work, not the bot's, even when the bot asks for it while deciding
    (decisionMs[bot.name] ??= []).push(performance.now() - t0 - input.ms);
    botRng[seat] = decision.rng;
    const entry: LoggedAction = { seat, action: decision.action };

    if (hiddenThreshold > 0) {
      let roll: number;
      [roll, harness] = nextInt(harness, HIDDEN_SCALE);
      if (roll < hiddenThreshold) {
        let leaks: string[];
        [leaks, harness] = perturbationLeaks(game, state, harness);
        leaks.push(...alternativeLeaks(game, state, seat, decision.action, legal));
        let after: string[];
        [after, harness] = transitionLeaks(game, state, seat, decision.action, harness);
        leaks.push(...after);
        if (leaks.length > 0) return finish(game, state, log, applied, decisionMs, { kind: "hidden-info", message: leaks.join("; "), at: applied, action: entry });
      }
    }

    let result;
    const sharedWrites = opts.purity ? (game.sharedWrites?.() ?? 0) : 0;
    try {
      result = engine.applyAction(state, seat, decision.action);
    } catch (e) {
      if (opts.purity && isWriteToFrozen(String(e))) return finish(game, state, log, applied, decisionMs, { kind: "mutated", message: `applyAction changed the state it was given: ${String(e)}`, at: applied, action: entry });
      return finish(game, state, log, applied, decisionMs, { kind: "engine-threw", message: `applyAction threw: ${String(e)}`, at: applied, action: entry });
    }
    if (!result.ok) {
      const kind = opts.purity && isWriteToFrozen(result.error.message) ? "mutated" : "rejected";
      return finish(game, state, log, applied, decisionMs, { kind, message: `${result.error.code}: ${result.error.message}`, at: applied, action: entry });
    }
    state = result.value.state;
    if (keepLog) log.push(entry);
    applied++;
    if (opts.purity && (game.sharedWrites?.() ?? 0) !== sharedWrites) {
      return finish(game, state, log, applied, decisionMs, { kind: "mutated", message: "a rule wrote a part of the state shared with the one before without taking it first (the engine applied the action again on a full copy)", at: applied - 1 });
    }
    if (opts.purity) {
      const bad = sealJson(state);
      if (bad) return finish(game, state, log, applied, decisionMs, { kind: "mutated", message: `the state is not plain JSON: ${bad}`, at: applied - 1 });
    }
    if (opts.invariants ?? true) {
      const broken = game.checkInvariants(state);
      if (broken.length > 0) return finish(game, state, log, applied, decisionMs, { kind: "invariant", message: broken.join("; "), at: applied - 1 });
    }
  }
  return finish(game, state, log, applied, decisionMs, null);
}

/**
 * The result of a game, ended or failed. A module function rather than a closure made per game:
 * the game loop calls it, and a new call target each game made V8 throw the loop's optimized code
 * away at the end of every game.
 */
function finish(game: GameModule, state: unknown, log: LoggedAction[], actions: number, decisionMs: Record<string, number[]>, failure: Failure | null): PlayResult {
  return { outcome: game.engine.outcome(state), endKind: failure ? "failed" : game.endKind(state), log, actions, finalState: state, failure, decisionMs };
}

/**
 * What a bot is handed, with the seat's view built when the bot first reads it: the random bot
 * never does, and a view is a copy of what the seat may see (a tenth of a random Fief game's
 * time). `eager` builds it at once (fuzzing: a view that throws is found even when no bot reads
 * one). A view that throws is reported as the engine's failure, not the bot's. A class with the
 * getter on its prototype: an object literal with an accessor is built on V8's slow path.
 */
class SeatInput {
  failed = false;
  error: unknown = undefined;
  /** Milliseconds spent building the view inside the bot's decision (taken off its time). */
  ms = 0;
  private built = false;
  private value: unknown = undefined;

  constructor(
    private readonly engine: GameModule["engine"],
    private readonly state: unknown,
    private readonly seat: string,
    readonly legal: readonly unknown[],
    readonly prompt: Prompt,
    readonly rng: RngState,
    eager: boolean,
  ) {
    if (!eager) return;
    try {
      this.view;
    } catch {
      // reported by the caller through `failed`
    }
    this.ms = 0;
  }

  get view(): unknown {
    if (this.built) return this.value;
    const t0 = performance.now();
    try {
      this.value = this.engine.view(this.state, this.seat);
    } catch (e) {
      this.failed = true;
      this.error = e;
      throw e;
    } finally {
      this.built = true;
      this.ms += performance.now() - t0;
    }
    return this.value;
  }
}
