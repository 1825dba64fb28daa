/**
 * The engines a server can host, keyed by engine id. Each engine comes with the two facts the
 * engine contract does not carry: how lobby options become its config, and which seats a game has.
 *
 * ```ts
 * const games = new GameRegistry()
 *   .register(defineGame({ engine: agotEngine, seats: (s) => s.seats }))   // one line per game
 *   .register(defineGame({ engine: fiefEngine, seats: (s) => s.seats }));
 * ```
 */
import type { Engine, Prompt, Result, RuleError, Seat } from "@kingsroad/core";
import { ok } from "@kingsroad/core";

/** What the lobby asked for, before the engine turns it into its config. */
export interface GameRequest {
  seed: string;
  playerCount: number;
  /** Seats the players asked for, when they chose (for AGoT, houses). */
  requestedSeats: Seat[];
  options: Record<string, unknown>;
}

/** An engine plus the glue the server needs. Generic parameters are erased once registered. */
export interface GameModule<S = unknown, A = unknown, V = unknown, C = unknown> {
  readonly engine: Engine<S, A, V, C>;
  /** Lobby request -> engine config; a bad request is a RuleError, never a throw. */
  makeConfig(request: GameRequest): Result<C, RuleError>;
  /** The seats of a game, in table order, read from its state. */
  seats(state: S): Seat[];
  /**
   * The rules a game is played under, stored with each new game: when a stored game's version is
   * not this one, its snapshots are not trusted (they were made by other code) and its log is
   * replayed from the start, and a log that no longer replays marks the game damaged.
   */
  readonly rulesVersion: string;
  /**
   * The game's round, when it has rounds: a chess clock's increment is added each new round
   * (without it, after each of a seat's own decisions).
   */
  readonly round?: (state: S) => number;
  /**
   * The config once the seats are dealt, told which seats people play (Fief: their standing
   * answers to the pass rounds start on, SF-22 D2). Absent: the config does not depend on it.
   */
  readonly withPeople?: (config: C, people: Seat[]) => C;
  /**
   * A person's decision with one sensible answer, given for them by the server at once (Fief: a
   * turn whose only answer besides open gifts is to pass; issue 33, review item 17). Sees only the
   * seat's own picture; never for a secret prompt. The rules stay the engine's: this only picks.
   */
  readonly autoAnswer?: (picture: { view: V; prompts: readonly Prompt[]; legalActions: readonly A[] }, seat: Seat) => A | undefined;
}

/**
 * Builds a module; `makeConfig` defaults to `{ seed, playerCount, ...options }`, the convention
 * engines follow unless they say otherwise.
 */
export function defineGame<S, A, V, C>(parts: {
  engine: Engine<S, A, V, C>;
  seats: (state: S) => Seat[];
  makeConfig?: (request: GameRequest) => Result<C, RuleError>;
  /** Default "1": an engine that never changes how a stored game replays needs no other. */
  rulesVersion?: string;
  round?: (state: S) => number;
  withPeople?: (config: C, people: Seat[]) => C;
  autoAnswer?: GameModule<S, A, V, C>["autoAnswer"];
}): GameModule<S, A, V, C> {
  const makeConfig =
    parts.makeConfig ??
    ((r: GameRequest) => ok({ seed: r.seed, playerCount: r.playerCount, ...r.options } as unknown as C));
  return {
    engine: parts.engine,
    seats: parts.seats,
    makeConfig,
    rulesVersion: parts.rulesVersion ?? "1",
    ...(parts.round && { round: parts.round }),
    ...(parts.withPeople && { withPeople: parts.withPeople }),
    ...(parts.autoAnswer && { autoAnswer: parts.autoAnswer }),
  };
}

// The registry stores modules with their type parameters erased: the server only moves states,
// actions and views between the engine and the wire, never looks inside them.
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown>;

export class GameRegistry {
  private readonly modules = new Map<string, AnyGameModule>();

  register<S, A, V, C>(module: GameModule<S, A, V, C>): this {
    const id = module.engine.id;
    if (this.modules.has(id)) throw new Error(`engine "${id}" is already registered`);
    this.modules.set(id, module as unknown as AnyGameModule);
    return this;
  }

  get(id: string): AnyGameModule | undefined {
    return this.modules.get(id);
  }

  ids(): string[] {
    return [...this.modules.keys()];
  }
}
