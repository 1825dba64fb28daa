/**
 * The games `npm start` hosts. Each engine plugs in with one `register` line once its package is
 * ready; for example, with packages/agot's engine (state.houses are its seats):
 *
 * ```ts
 * .register(defineGame({
 *   engine: agotEngine,
 *   seats: (game) => game.houses,
 *   makeConfig: (r) => [3, 4, 5, 6].includes(r.playerCount)
 *     ? ok({ seed: r.seed, playerCount: r.playerCount as 3 | 4 | 5 | 6, tidesOfBattle: r.options.tidesOfBattle === true })
 *     : ruleError("bad_player_count", "A Game of Thrones is for 3 to 6 players."),
 * }))
 * ```
 *
 * and bots from packages/bots through its adapter, one `add` line each in `defaultBots`:
 * `.add("agot", "heuristic", asServerBot(botFor("agot", "heuristic")))`.
 */
import { BotRegistry } from "./bots.ts";
import { GameRegistry } from "./registry.ts";

export function defaultGames(): GameRegistry {
  return new GameRegistry();
}

/** Bot levels beyond the built-in "random". */
export function defaultBots(): BotRegistry {
  return new BotRegistry();
}
