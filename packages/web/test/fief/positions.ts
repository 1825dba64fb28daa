/**
 * Real Fief positions for component tests: random self-play (every option on in half the games)
 * keeps, for each kind of prompt met, the first seat's picture as the server would send it.
 */
import { fiefEngine, type Action, type FiefState } from "@kingsroad/fief";
import type { Picture } from "../../src/games/fief/types.ts";

export interface Position {
  seat: string;
  picture: Picture;
}

const ALL = { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: false, oneMillPerVillage: true, titleConcession: true };
const HOUSES = ["stark", "lannister", "greyjoy", "tyrell", "targaryen", "martell", "arryn", "baratheon", "tully"] as const;

let cache: { byKind: Map<string, Position>; byAction: Map<string, Position> } | null = null;

export function pictureOf(s: FiefState, seat: string, seq = 0): Picture {
  return {
    seq,
    view: fiefEngine.view(s, seat),
    prompts: fiefEngine.pendingSeats(s).filter((p) => p.seat === seat),
    legalActions: fiefEngine.legalActions(s, seat),
    waitingFor: [...new Set(fiefEngine.pendingSeats(s).map((p) => p.seat))],
  };
}

/** One position per prompt kind, and one per kind of legal action, from seeded random games. */
export function positions(games = 6): { byKind: Map<string, Position>; byAction: Map<string, Position> } {
  if (cache) return cache;
  const found = new Map<string, Position>();
  const byAction = new Map<string, Position>();
  for (let g = 0; g < games; g++) {
    const count = 3 + (g % 4);
    const houses = [...HOUSES.slice(g % 3), ...HOUSES.slice(0, g % 3)].slice(0, count) as unknown as FiefState["config"]["houses"];
    let s = fiefEngine.createGame({ seed: `web-prompts-${g}`, houses, options: g % 2 === 0 ? ALL : {} });
    let r = g * 7919 + 1;
    const rand = (n: number): number => {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      return r % n;
    };
    for (let n = 0; n < 3000 && !fiefEngine.outcome(s); n++) {
      const pending = fiefEngine.pendingSeats(s);
      const seat = pending[0]!.seat;
      for (const p of pending) if (!found.has(p.kind) && p.seat === seat) found.set(p.kind, { seat, picture: pictureOf(s, seat, n) });
      const legal: Action[] = fiefEngine.legalActions(s, seat);
      for (const a of legal) if (!byAction.has(a.type)) byAction.set(a.type, { seat, picture: pictureOf(s, seat, n) });
      const res = fiefEngine.applyAction(s, seat, legal[rand(legal.length)]);
      if (!res.ok) throw new Error(res.error.message);
      s = res.value.state;
    }
  }
  cache = { byKind: found, byAction };
  return cache;
}
