/** The games this client can draw, by engine id. A new game is one folder and one line here. */
import { agotClient } from "./agot/client.tsx";
import { fiefClient } from "./fief/client.tsx";
import type { GameClient } from "./types.ts";

export const GAME_CLIENTS: readonly GameClient[] = [agotClient, fiefClient];

export function clientFor(engine: string | null | undefined): GameClient | null {
  return GAME_CLIENTS.find((g) => g.id === engine) ?? null;
}
