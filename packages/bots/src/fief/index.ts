/**
 * Bots for A Song of Ice and Fief: the seeded random bot and the heuristic (heuristic.ts, one
 * file per decision area: movement, purchase, court, battle; read.ts reads the view).
 */
import type { Bot } from "../bot.ts";
import { randomBot } from "../random.ts";
import { fiefHeuristicBot } from "./heuristic.ts";

// The heuristic's input type is the Fief view; the registry hands it only Fief views.
export const fiefBots: Readonly<Record<string, Bot>> = { random: randomBot, heuristic: fiefHeuristicBot as unknown as Bot };
