/**
 * Bots for Kingsroad's games. A bot sees its seat's view and the legal actions, never the state.
 *
 * ```ts
 * import { botFor } from "@kingsroad/bots";
 * const bot = botFor("agot", "heuristic");
 * const { action, rng } = bot.decide({ view: engine.view(state, seat), legal, prompt, rng: seedRng("s") });
 * ```
 */
export type { Bot, DecideInput, Decision, GameId } from "./bot.ts";
export { randomBot } from "./random.ts";
export { agotHeuristicBot } from "./agot/heuristic.ts";
export { fiefBots } from "./fief/index.ts";
export { fiefHeuristicBot } from "./fief/heuristic.ts";
export { asServerBot, botFor, botNames, type ServerBot } from "./registry.ts";
