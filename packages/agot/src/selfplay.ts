/**
 * Seeded random self-play: plays whole games by picking uniformly among the legal actions of a
 * prompted seat, checking the engine contract and `checkInvariants` after every action. Used by
 * the test suite, and later by a CLI and a fuzzer: any failure names the seed and the action index
 * so it can be replayed exactly (`replayGame(result.config, result.log.slice(0, index))`).
 *
 * Free actions (MoD's gifts, engine/registry.ts) are legal at almost every step: picked like any
 * other, a random game would spend itself giving tokens back and forth. They are left out of the
 * pick; instead, one step in `FREE_ACTION_ODDS` a random player seat (prompted or not) takes one
 * of its free actions, if it has any.
 *
 * ```ts
 * const r = playRandomGame({ seed: "g1", playerCount: 4 });
 * if (r.failure) console.log(describeFailure(r.failure));
 * ```
 */
import { jsonEqual, nextInt, seedRng, stateHash, type GameEvent, type RngState } from "@kingsroad/core";
import type { Action } from "./actions.ts";
import type { HouseId } from "./data/houses.ts";
import { applyAction, legalActionsFor, pendingPrompts, start } from "./engine/driver.ts";
import { checkInvariants } from "./invariants.ts";
import { freeActionsFor, freeRulesFor, rulesFor } from "./engine/registry.ts";
import { setupGame } from "./setup.ts";
import { deciderOf } from "./rules/commanders.ts";
import type { Game, GameConfig, PlayerCount } from "./state.ts";

/** One step in this many, a random seat tries a free action instead of the prompted decision. */
const FREE_ACTION_ODDS = 40;

const isFree = (a: Action): boolean => freeRulesFor(a.type) !== undefined;

export interface LoggedAction {
  readonly seat: HouseId;
  readonly action: Action;
}

export type FailureKind = "stall" | "error" | "invariant" | "event" | "impure" | "too-long" | "offered";

export interface SelfPlayFailure {
  readonly kind: FailureKind;
  readonly seed: string;
  readonly playerCount: number;
  /** Actions accepted before the failure: replaying that many reproduces the failing position. */
  readonly actionIndex: number;
  readonly message: string;
  /** The frame kinds on the stack, innermost last, when it failed. */
  readonly stack: string[];
  readonly seat?: HouseId;
  readonly action?: Action;
}

export interface SelfPlayOptions {
  readonly seed: string;
  readonly playerCount: PlayerCount;
  readonly tidesOfBattle?: boolean;
  /** Mother of Dragons (7 or 8 players for now); the houses are dealt by the seed. */
  readonly motherOfDragons?: boolean;
  /** Gives up (a "too-long" failure) after this many actions; a full game needs a few thousand. */
  readonly maxActions?: number;
  /** Defaults to true; off only for benchmarks. */
  readonly checkInvariants?: boolean;
  /**
   * A position to play on from (a scenario, a saved game) instead of a new game of
   * `seed`/`playerCount`; `seed` still seeds the random player. Replays of such a game start
   * from this position, not from `config`.
   */
  readonly from?: Game;
  /**
   * "uniform" picks any legal action with equal chance; "aggressive" favours marches, moves,
   * mustering and raids with a target, so games reach big combats and seven-castle endings.
   */
  readonly style?: "uniform" | "aggressive";
}

/** Relative weights of the aggressive style; anything unlisted weighs 2. */
function aggressiveWeight(a: Action): number {
  switch (a.type) {
    case "place-order":
      return a.order.startsWith("march") ? 6 : a.order.startsWith("consolidate") ? 2 : 1;
    case "move":
      return 8;
    case "muster":
      return 4;
    case "raid":
      return a.target ? 4 : 1;
    case "done":
      return 1;
    default:
      return 2;
  }
}

function pickAction(rng: RngState, legal: readonly Action[], style: "uniform" | "aggressive"): [Action, RngState] {
  if (style === "uniform") {
    const [i, next] = nextInt(rng, legal.length);
    return [legal[i]!, next];
  }
  const total = legal.reduce((sum, a) => sum + aggressiveWeight(a), 0);
  let [x, next] = nextInt(rng, total);
  for (const a of legal) {
    x -= aggressiveWeight(a);
    if (x < 0) return [a, next];
  }
  return [legal[legal.length - 1]!, next];
}

export interface SelfPlayResult {
  readonly config: GameConfig;
  readonly log: LoggedAction[];
  readonly final: Game;
  readonly failure: SelfPlayFailure | null;
  /** Every frame kind that was on top of the stack at a decision: what the game exercised. */
  readonly framesSeen: string[];
}

export function describeFailure(f: SelfPlayFailure): string {
  const at = f.seat ? ` (${f.seat} ${JSON.stringify(f.action)})` : "";
  return `${f.kind} in game seed=${JSON.stringify(f.seed)} players=${f.playerCount} at action #${f.actionIndex}${at} [stack: ${f.stack.join(" > ")}]: ${f.message}`;
}

const kinds = (g: Game): string[] => g.stack.map((f) => f.kind);
const PURITY_EVERY = 200;

/** Every event needs a sentence for the log; a secret one names only houses in play. */
function eventProblem(g: Game, e: GameEvent): string | null {
  if (typeof e.text !== "string" || e.text.trim() === "") return `event ${e.type} has no text for the log`;
  const stranger = e.visibleTo?.find((h) => !(g.houses as readonly string[]).includes(h));
  return stranger === undefined ? null : `event ${e.type} is visible to ${stranger}, not in play`;
}

/** Plays one game to the end (or to the first failure). Pure: the same options give the same game. */
export function playRandomGame(opts: SelfPlayOptions): SelfPlayResult {
  const config: GameConfig = opts.from?.config ?? {
    seed: opts.seed,
    playerCount: opts.playerCount,
    tidesOfBattle: opts.tidesOfBattle ?? false,
    ...(opts.motherOfDragons ? { motherOfDragons: true } : {}),
  };
  const maxActions = opts.maxActions ?? 20_000;
  const check = opts.checkInvariants ?? true;
  const log: LoggedAction[] = [];
  const seen = new Set<string>();
  let rng: RngState = seedRng(`player:${opts.seed}`);
  const fail = (g: Game, kind: FailureKind, message: string, seat?: HouseId, action?: Action): SelfPlayResult => ({
    config,
    log,
    final: g,
    framesSeen: [...seen].sort(),
    failure: { kind, seed: opts.seed, playerCount: opts.playerCount, actionIndex: log.length, message, stack: kinds(g), ...(seat ? { seat, action } : {}) },
  });

  let g: Game;
  try {
    g = opts.from ?? start(setupGame(config)).state;
  } catch (e) {
    return fail(setupGame(config), "error", `setup failed: ${(e as Error).message}`);
  }
  if (check) {
    const broken = checkInvariants(g);
    if (broken.length > 0) return fail(g, "invariant", broken.join("; "));
  }
  while (!g.outcome) {
    if (log.length >= maxActions) return fail(g, "too-long", `no outcome after ${maxActions} actions`);
    let prompts: ReturnType<typeof pendingPrompts>;
    try {
      prompts = pendingPrompts(g);
    } catch (e) {
      return fail(g, "error", `pendingSeats threw: ${(e as Error).message}`);
    }
    if (prompts.length === 0) return fail(g, "stall", "no prompt is pending but the game is not over");
    seen.add(g.stack[g.stack.length - 1]!.kind);
    let i: number;
    [i, rng] = nextInt(rng, prompts.length);
    let seat = prompts[i]!.seat;
    let legal: Action[];
    try {
      legal = legalActionsFor(g, seat);
    } catch (e) {
      return fail(g, "error", `legalActions threw for ${seat}: ${(e as Error).message}`, seat);
    }
    // Base games have no free action: the extra draw is made only when the prompted seat has one.
    if (legal.some(isFree)) {
      let roll: number;
      [roll, rng] = nextInt(rng, FREE_ACTION_ODDS);
      if (roll === 0) {
        [i, rng] = nextInt(rng, g.houses.length);
        const giver = g.houses[i]!;
        const free = freeActionsFor(g, giver);
        if (free.length > 0 && !jsonEqual(legalActionsFor(g, giver).filter(isFree), free))
          return fail(g, "offered", `${giver}'s legal actions do not list its free actions`, giver);
        if (free.length > 0) [seat, legal] = [giver, free];
      }
      if (!legal.every(isFree)) legal = legal.filter((a) => !isFree(a));
    }
    if (legal.length === 0) return fail(g, "stall", `${seat} is prompted but has no legal action`, seat);
    if (check) {
      // Legal actions a frame offered with its prompts (engine/context.ts) stand in for its
      // `legalActions`: they must be the very same list.
      const frame = g.stack[g.stack.length - 1]!;
      for (const p of prompts) {
        // A commander's list holds its vassals' too (the houses it decides for, its own first).
        const houses = [p.seat, ...g.houses.filter((h) => h !== p.seat && deciderOf(g, h) === p.seat)];
        const direct = houses.flatMap((h) => rulesFor(frame).legalActions(g, frame, h));
        const offered = legalActionsFor(g, p.seat).filter((a) => !isFree(a));
        if (houses.length === 1 ? !jsonEqual(offered, direct) : !jsonEqual(offered.map((a) => JSON.stringify(a)).sort(), direct.map((a) => JSON.stringify(a)).sort())) {
          return fail(g, "offered", `the actions offered with ${p.seat}'s prompt (${p.kind}) differ from the frame's legal actions`, p.seat);
        }
      }
    }
    let action: Action;
    [action, rng] = pickAction(rng, legal, opts.style ?? "uniform");
    const before = log.length % PURITY_EVERY === 0 ? stateHash(g) : "";
    let r: ReturnType<typeof applyAction>;
    try {
      r = applyAction(g, seat, action);
    } catch (e) {
      return fail(g, "error", `applyAction threw: ${(e as Error).message}`, seat, action);
    }
    if (!r.ok) return fail(g, "error", `a listed legal action was refused: ${r.error.code} ${r.error.message}`, seat, action);
    // Now and then, prove the old state was not touched (hashing every state would double the cost).
    if (log.length % PURITY_EVERY === 0 && stateHash(g) !== before) return fail(g, "impure", "applyAction changed the state it was given", seat, action);
    const badEvent = r.value.events.map((e) => eventProblem(g, e)).find((p) => p !== null);
    if (badEvent) return fail(g, "event", badEvent, seat, action);
    log.push({ seat, action });
    g = r.value.state;
    if (check) {
      const broken = checkInvariants(g);
      if (broken.length > 0) return fail(g, "invariant", broken.join("; "), seat, action);
    }
  }
  return { config, log, final: g, failure: null, framesSeen: [...seen].sort() };
}

/** Replays a config and an action log; an error names the first action the engine refused. */
export function replayGame(config: GameConfig, log: readonly LoggedAction[]): { state: Game; error: string | null } {
  let g = start(setupGame(config)).state;
  for (const [i, { seat, action }] of log.entries()) {
    const r = applyAction(g, seat, action);
    if (!r.ok) return { state: g, error: `action #${i} (${seat} ${JSON.stringify(action)}) was refused: ${r.error.code} ${r.error.message}` };
    g = r.value.state;
  }
  return { state: g, error: null };
}
