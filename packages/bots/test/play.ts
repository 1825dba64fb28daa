/** A minimal game loop for bot tests: plays AGoT through the engine contract with given bots. */
import { agotEngine, type Game } from "@kingsroad/agot";
import { canonicalJson, seedRng, stateHash, type RngState } from "@kingsroad/core";
import type { Bot } from "../src/index.ts";

export interface Played {
  hash: string;
  actions: number;
  /** Decisions whose action was not one of the legal actions offered. */
  illegal: number;
  outcome: ReturnType<typeof agotEngine.outcome>;
}

export function playAgot(seed: string, players: 3 | 4 | 5 | 6, botOf: (seat: string) => Bot, maxActions = 20_000): Played {
  let s: Game = agotEngine.createGame({ seed, playerCount: players, tidesOfBattle: false });
  const rngs: Record<string, RngState> = {};
  let actions = 0;
  let illegal = 0;
  while (!agotEngine.outcome(s) && actions < maxActions) {
    const prompt = agotEngine.pendingSeats(s)[0]!;
    const legal = agotEngine.legalActions(s, prompt.seat);
    const d = botOf(prompt.seat).decide({ view: agotEngine.view(s, prompt.seat), legal, prompt, rng: rngs[prompt.seat] ?? seedRng(`${seed}:${prompt.seat}`) });
    rngs[prompt.seat] = d.rng;
    const key = canonicalJson(d.action);
    if (!legal.some((a) => canonicalJson(a) === key)) illegal++;
    const r = agotEngine.applyAction(s, prompt.seat, d.action);
    if (!r.ok) throw new Error(`${prompt.seat} played a refused action: ${r.error.message}`);
    s = r.value.state;
    actions++;
  }
  return { hash: stateHash(s), actions, illegal, outcome: agotEngine.outcome(s) };
}
