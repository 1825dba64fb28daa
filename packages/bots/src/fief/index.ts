/**
 * Bots for A Song of Ice and Fief. For now the seeded random bot plays every seat; a Fief
 * heuristic goes here (one file per decision area, like ../agot/) and is registered in
 * ../registry.ts under the name "heuristic".
 */
import type { Bot } from "../bot.ts";
import { randomBot } from "../random.ts";

export const fiefBots: Readonly<Record<string, Bot>> = { random: randomBot };
