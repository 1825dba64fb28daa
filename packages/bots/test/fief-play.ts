/** A minimal game loop and scenario helpers for the Fief bot tests, through the engine contract only. */
import { fiefEngine, type Action, type FiefState } from "@kingsroad/fief";
import { canonicalJson, seedRng, type RngState } from "@kingsroad/core";
import type { Bot } from "../src/index.ts";
import { fiefHeuristicBot } from "../src/index.ts";

export interface FiefPlayed {
  actions: number;
  /** Decisions whose action was not one of the legal actions offered. */
  illegal: number;
  outcome: ReturnType<typeof fiefEngine.outcome>;
  state: FiefState;
  decisionMs: number[];
}

export function playFief(seed: string, houses: string[], botOf: (seat: string) => Bot, maxActions = 30_000): FiefPlayed {
  let s = fiefEngine.createGame({ seed, houses: houses as FiefState["config"]["houses"] });
  const rngs: Record<string, RngState> = {};
  let actions = 0;
  let illegal = 0;
  const decisionMs: number[] = [];
  while (!fiefEngine.outcome(s) && actions < maxActions) {
    const prompt = fiefEngine.pendingSeats(s)[0]!;
    const legal = fiefEngine.legalActions(s, prompt.seat);
    const bot = botOf(prompt.seat);
    const t0 = performance.now();
    const d = bot.decide({ view: fiefEngine.view(s, prompt.seat), legal, prompt, rng: rngs[prompt.seat] ?? seedRng(`${seed}:${prompt.seat}`) });
    if (bot === fiefHeuristicBot) decisionMs.push(performance.now() - t0);
    rngs[prompt.seat] = d.rng;
    const key = canonicalJson(d.action);
    if (!legal.some((a) => canonicalJson(a) === key)) illegal++;
    const r = fiefEngine.applyAction(s, prompt.seat, d.action);
    if (!r.ok) throw new Error(`${prompt.seat} played a refused action: ${r.error.message}`);
    s = r.value.state;
    actions++;
  }
  return { actions, illegal, outcome: fiefEngine.outcome(s), state: s, decisionMs };
}

/** A position from the scenario format (packages/fief/SCENARIO.md); throws on a bad scenario. */
export function scenario(json: unknown): FiefState {
  const r = fiefEngine.fromScenario(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The heuristic's choice for `seat` in `s`, through the contract (view, legal actions, prompt). */
export function heuristicChoice(s: FiefState, seat: string, rng = "d"): Action {
  const prompt = fiefEngine.pendingSeats(s).find((p) => p.seat === seat);
  if (!prompt) throw new Error(`${seat} is not asked anything here`);
  const legal = fiefEngine.legalActions(s, seat);
  return fiefHeuristicBot.decide({ view: fiefEngine.view(s, seat), legal, prompt, rng: seedRng(rng) }).action;
}

/** Lets `seat` play with the heuristic until someone else is asked; returns the state reached. */
export function playTurn(s: FiefState, seat: string, max = 200): FiefState {
  let st = s;
  for (let i = 0; i < max; i++) {
    const prompt = fiefEngine.pendingSeats(st)[0];
    if (!prompt || prompt.seat !== seat || fiefEngine.outcome(st)) return st;
    const r = fiefEngine.applyAction(st, seat, heuristicChoice(st, seat, `turn-${i}`));
    if (!r.ok) throw new Error(r.error.message);
    st = r.value.state;
  }
  return st;
}
