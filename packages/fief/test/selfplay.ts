/**
 * A random legal-move player and the invariants every position must keep (used by the
 * self-play test and by `npm run selfplay` in this package).
 */
import { nextInt, seedRng, type GameEvent, type RngState } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import type { FiefState, Options } from "../src/state.ts";
import type { Action } from "../src/schema.ts";
import { neighbours, VILLAGE } from "../src/data/board.ts";
import { HOUSES, type House } from "../src/data/nobles.ts";
import { checkInvariants } from "../src/invariants.ts";

/** The invariants every position keeps (src/invariants.ts, also run by the CLI's fuzz). */
export const invariantProblems = checkInvariants;

export interface SelfPlayResult { rounds: number; actions: number; winners: readonly string[]; reason: string }

/**
 * An ambitious player: buys titles, stands and votes for its own candidates, keeps its armies home
 * and otherwise plays at random. Used for half the games so that victories happen.
 */
function ambitiousChoice(s: FiefState, seat: string, acts: Action[], roll: number): Action | null {
  const own = (id: string | null) => id !== null && s.nobles[id]?.house === seat;
  const pref = acts.find((a) => a.type === "buy" && (a.item === "fiefTitle" || a.item === "freeTitle"))
    ?? acts.find((a) => a.type === "candidate" && a.noble !== null)
    ?? acts.find((a) => a.type === "vote" && own(a.forNoble) && a.decoy === null)
    ?? acts.find((a) => a.type === "vote" && a.forNoble === null && a.decoy === null && !acts.some((b) => b.type === "vote" && own(b.forNoble)))
    ?? acts.find((a) => a.type === "breakTie" && own(a.noble))
    ?? acts.find((a) => a.type === "answer" && a.accept === false && s.request?.kind !== "marriage")
    ?? expand(s, seat, acts)
    ?? (s.step.kind === "movement" && roll < 0.8 ? acts.find((a) => a.type === "done" || a.type === "halt") : undefined)
    ?? (roll < 0.5 ? acts.find((a) => a.type === "buy" && (a.item === "menAtArms" || a.item === "unsullied")) : undefined)
    ?? (roll < 0.3 ? acts.find((a) => a.type === "buy" && (a.item === "stronghold" || a.item === "knight")) : undefined)
    ?? (roll < 0.5 ? acts.find((a) => a.type === "march") : undefined);
  return pref ?? null;
}

/** Marches one troop at a time into the uncontrolled villages of the fiefs the house stands in. */
function expand(s: FiefState, seat: string, acts: Action[]): Action | undefined {
  if (s.step.kind !== "movement") return undefined;
  const fiefs = new Set(Object.entries(s.villages).filter(([, v]) => v.controller === seat).map(([v]) => VILLAGE[v]!.fief));
  const home = (v: string) => fiefs.has(VILLAGE[v]!.fief) && s.villages[v]!.controller !== seat;
  const anyHome = Object.keys(s.villages).some(home);
  const wanted = (v: string) => (anyHome ? home(v) : s.villages[v]!.controller !== seat);
  const g = s.step.group;
  if (!g) {
    return acts.find((a) => a.type === "march" && (() => {
      const n = s.nobles[a.noble]!;
      return s.units.filter((u) => u.village === n.village && u.house === seat).length >= 2 && neighbours(n.village!).some(wanted);
    })());
  }
  if (g.units.length === 0) return acts.find((a) => a.type === "load" && a.unit !== undefined);
  if (g.taken === 0) return acts.find((a) => a.type === "step" && a.secretPassage === undefined && wanted(a.to));
  return acts.find((a) => a.type === "halt");
}

/** Sees every state the game passes through, with the events that led to it (the hash check, test/hashes.ts). */
export type Watcher = (s: FiefState, events: readonly GameEvent[]) => void;

export function randomGame(seed: number, houses: House[], options: Partial<Options>, maxActions = 20000, roundCap = 15, watch?: Watcher): SelfPlayResult {
  let s = fiefEngine.createGame({ seed, houses, options });
  s.roundCap = roundCap;
  let rng: RngState = seedRng(`player-${seed}`);
  for (let i = 0; i < maxActions; i++) {
    const o = fiefEngine.outcome(s);
    if (o) return { rounds: s.round, actions: i, winners: o.winners, reason: o.reason };
    const ps = fiefEngine.pendingSeats(s);
    if (ps.length === 0) throw new Error(`stall: no pending seat at ${s.phase}/${s.step.kind}`);
    const [k, r1] = nextInt(rng, ps.length);
    rng = r1;
    const seat = ps[k]!.seat;
    const acts = fiefEngine.legalActions(s, seat);
    if (acts.length === 0) throw new Error(`stall: ${seat} prompted (${ps[k]!.kind}) without legal actions at ${s.step.kind}`);
    // prefer ending turns a little so games move on, and titles so games can be won
    const done = acts.findIndex((a) => a.type === "done" || a.type === "halt");
    const title = acts.findIndex((a) => a.type === "buy" && (a.item === "fiefTitle" || a.item === "freeTitle" || a.item === "stronghold"));
    const [j, r2] = nextInt(rng, acts.length + (done >= 0 ? 2 : 0) + (title >= 0 ? acts.length : 0));
    rng = r2;
    let a = j >= acts.length + (done >= 0 ? 2 : 0) ? acts[title]! : j >= acts.length ? acts[done]! : acts[j]!;
    if (seed % 2 === 1) {
      const [k2, r3] = nextInt(rng, 1000);
      rng = r3;
      a = ambitiousChoice(s, seat, acts, k2 / 1000) ?? a;
    }
    const res = fiefEngine.applyAction(s, seat, a);
    if (!res.ok) throw new Error(`legal action refused: ${JSON.stringify(a)}: ${res.error.message}`);
    s = res.value.state;
    watch?.(s, res.value.events);
    const bad = invariantProblems(s);
    if (bad.length) throw new Error(`invariant broken after ${JSON.stringify(a)} by ${seat}: ${bad.join("; ")}`);
  }
  throw new Error(`no end after ${maxActions} actions (round ${s.round}, ${s.step.kind})`);
}

export function tableOf(seed: number, n: number): House[] {
  let rng = seedRng(`table-${seed}`);
  const pool = [...HOUSES];
  const out: House[] = [];
  for (let i = 0; i < n; i++) {
    const [k, r] = nextInt(rng, pool.length);
    rng = r;
    out.push(pool.splice(k, 1)[0]!);
  }
  return out;
}
