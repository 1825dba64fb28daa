/**
 * The games this server hosts. Each engine plugs in with one `register` line, e.g.
 * `.register(defineGame({ engine: agot, seats: (s) => s.seats }))`, once its package is ready.
 */
import { GameRegistry } from "./registry.ts";

export function defaultGames(): GameRegistry {
  return new GameRegistry();
}
