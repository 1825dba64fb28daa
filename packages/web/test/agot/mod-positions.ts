/**
 * Real Mother of Dragons positions for the prompt tests: a MoD game created with the engine and
 * played by seeded random choices (favouring the ones a test asks for) until a decision appears.
 * Nothing is hand-written, so the prompt, its detail and its legal actions are the engine's own.
 */
import { agotEngine, type Game } from "@kingsroad/agot";
import type { Prompt } from "@kingsroad/core";
import type { Action, GameView, Picture } from "../../src/games/agot/types.ts";

export interface Found {
  game: Game;
  seat: string;
  prompt: Prompt;
  /** The seat's legal actions as the server sends them (gifts included). */
  legal: Action[];
  picture: Picture;
}

export interface Search {
  seed: string;
  playerCount: 3 | 4 | 5 | 6 | 7 | 8;
  /** The decision wanted. */
  until(p: Prompt, legal: readonly Action[], g: Game): boolean;
  /** Weight of an action for the random pick (default 1; 0 never when something else is legal). */
  weight?(a: Action, p: Prompt, g: Game): number;
  /** Changes the game once before play (plain data; the engine's caches are not copied). */
  setup?(g: Game): Game;
  maxActions?: number;
}

function rng(seed: string): () => number {
  let s = 0;
  for (const c of seed) s = (s * 31 + c.charCodeAt(0)) >>> 0;
  return () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return (s >>> 8) / 0x1000000;
  };
}

export function pictureOf(g: Game, seat: string): Picture {
  const prompts = agotEngine.pendingSeats(g).filter((p) => p.seat === seat);
  return {
    seq: 1,
    view: agotEngine.view(g, seat as never) as GameView,
    prompts,
    legalActions: prompts.length > 0 ? (agotEngine.legalActions(g, seat as never) as Action[]) : [],
    waitingFor: [],
  };
}

export function findDecision(s: Search): Found {
  const random = rng(s.seed);
  let g = agotEngine.createGame({ seed: s.seed, playerCount: s.playerCount, motherOfDragons: true } as never) as Game;
  if (s.setup) g = s.setup(JSON.parse(JSON.stringify(g)) as Game);
  for (let i = 0; i < (s.maxActions ?? 6000); i++) {
    const pending = agotEngine.pendingSeats(g);
    if (pending.length === 0) break;
    for (const p of pending) {
      const legal = agotEngine.legalActions(g, p.seat) as Action[];
      if (s.until(p, legal, g)) return { game: g, seat: p.seat, prompt: p, legal, picture: pictureOf(g, p.seat) };
    }
    const p = pending[Math.floor(random() * pending.length)]!;
    const legal = (agotEngine.legalActions(g, p.seat) as Action[]).filter((a) => a.type !== "gift-power");
    const weights = legal.map((a) => s.weight?.(a, p, g) ?? 1);
    const total = weights.reduce((x, y) => x + y, 0);
    let r = random() * total;
    let pick = legal[legal.length - 1]!;
    for (let k = 0; k < legal.length; k++) {
      r -= weights[k]!;
      if (r < 0) {
        pick = legal[k]!;
        break;
      }
    }
    if (total === 0) pick = legal[Math.floor(random() * legal.length)]!;
    const res = agotEngine.applyAction(g, p.seat, pick as never);
    if (!res.ok) throw new Error(`${p.seat} ${JSON.stringify(pick)}: ${res.error.message}`);
    g = res.value.state;
  }
  throw new Error(`no such decision in game ${s.seed}`);
}
