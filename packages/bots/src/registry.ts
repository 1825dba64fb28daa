/**
 * Bots by game and name, for the command line, the simulator and the server. The server's seam
 * (`decide(view, legalActions, rng, context)`) is matched by `asServerBot` without importing the
 * server: dependencies point from the server to the bots, never back.
 */
import type { Prompt, RngState } from "@kingsroad/core";
import { agotHeuristicBot } from "./agot/heuristic.ts";
import type { Bot, GameId } from "./bot.ts";
import { fiefBots } from "./fief/index.ts";
import { randomBot } from "./random.ts";

const BOTS: Readonly<Record<GameId, Readonly<Record<string, Bot>>>> = {
  // The heuristic's input type is the AGoT view; the registry hands it only AGoT views.
  agot: { random: randomBot, heuristic: agotHeuristicBot as unknown as Bot },
  fief: fiefBots,
};

export function botNames(game: GameId): string[] {
  return Object.keys(BOTS[game]).sort();
}

/** The named bot for a game, or an error naming the choices. */
export function botFor(game: GameId, name: string): Bot {
  const bot = BOTS[game][name];
  if (!bot) throw new Error(`no bot "${name}" for ${game}; choose one of: ${botNames(game).join(", ")}`);
  return bot;
}

/** The shape packages/server expects of a bot (server/src/bots.ts). */
export interface ServerBot {
  decide(view: unknown, legalActions: readonly unknown[], rng: RngState, context: { seat: string; prompts: readonly Prompt[] }): unknown;
}

/** Adapts a bot to the server's seam: the prompt is the one addressed to the bot's seat. */
export function asServerBot(bot: Bot): ServerBot {
  return {
    decide(view, legal, rng, context) {
      const prompt = context.prompts.find((p) => p.seat === context.seat) ?? { seat: context.seat, kind: "unknown", text: "" };
      return bot.decide({ view, legal, prompt, rng }).action;
    },
  };
}
