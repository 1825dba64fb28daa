/**
 * The seam between the server and bots. A bot sees exactly what its seat sees (the view, its
 * prompts and its legal actions), never the full state, and answers with one of the actions.
 * packages/bots supplies smarter bots through a `BotRegistry`; the seeded random bot is built in
 * so bot seats work with any engine.
 *
 * ```ts
 * const bots = new BotRegistry().add("*", "easy", myEasyBot);   // every engine
 * createServer({ games, bots });
 * ```
 */
import type { Prompt, RngState, Seat } from "@kingsroad/core";
import { pick } from "@kingsroad/core";

export interface BotContext {
  readonly engine: string;
  readonly seat: Seat;
  readonly prompts: readonly Prompt[];
  /** Actions applied so far in this game. */
  readonly seq: number;
}

export interface Bot {
  /**
   * Picks one of `legalActions` (a non-empty list). `rng` is seeded from the game, seat and seq, so
   * a bot that draws only from it decides the same way every time. May be async for slow thinkers.
   */
  decide(view: unknown, legalActions: readonly unknown[], rng: RngState, context: BotContext): unknown;
}

/** Uniformly random among the legal actions: the default level, and the fallback of last resort. */
export const randomBot: Bot = {
  decide(_view, legalActions, rng) {
    return pick(rng, legalActions)[0];
  },
};

export const DEFAULT_BOT_LEVEL = "random";

/** Bots by engine id and level name; `"*"` as engine id means every engine. */
export class BotRegistry {
  private readonly bots = new Map<string, Map<string, Bot>>();

  constructor() {
    this.add("*", DEFAULT_BOT_LEVEL, randomBot);
  }

  add(engine: string, level: string, bot: Bot): this {
    let levels = this.bots.get(engine);
    if (!levels) {
      levels = new Map();
      this.bots.set(engine, levels);
    }
    levels.set(level, bot);
    return this;
  }

  /** The engine's own bot of that level first, then an every-engine bot. */
  resolve(engine: string, level: string): Bot | undefined {
    return this.bots.get(engine)?.get(level) ?? this.bots.get("*")?.get(level);
  }

  /**
   * The level that stands in for an absent person when the creator named none: the engine's own
   * first level besides "random" (alphabetically), else "random".
   */
  standInLevel(engine: string): string {
    const own = [...(this.bots.get(engine)?.keys() ?? [])].filter((l) => l !== DEFAULT_BOT_LEVEL).sort();
    return own[0] ?? DEFAULT_BOT_LEVEL;
  }

  levels(engine: string): string[] {
    const names = new Set([...(this.bots.get("*")?.keys() ?? []), ...(this.bots.get(engine)?.keys() ?? [])]);
    return [...names].sort();
  }
}
