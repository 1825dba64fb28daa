/**
 * Purity self-play (issue 32): plays Fief games and checks that no state the engine returned ever
 * changes afterwards. The engine shares a state's unchanged parts with the next one (src/draft.ts,
 * sharing.ts); in play the shared lists are only marked, not frozen, so a rule writing one without
 * taking it first changes the state before silently. Run with strict drafts off (purity.test.ts),
 * this catches such a write where play would make it.
 *
 * Each state's JSON is kept as it was returned and compared with the state once the next action is
 * applied on it (a change there names the action and the path it wrote); a digest of every state's
 * JSON is kept too and compared again at the end of the game (a write to a part shared further back;
 * the digests, not the whole JSON, so that a game of 10 000 states stays small). An action applied
 * again on a full copy (a write to a frozen record: draftStats.fullCopies) is reported too, as the
 * fuzzer does. The player is seeded random, leaning to the rarer actions so the rules behind them
 * run; what a game reached (event kinds, action kinds, cards played) is counted in a `Coverage`.
 */
import { createHash } from "node:crypto";
import { firstDifference, nextInt, seedRng, type GameEvent, type RngState } from "@kingsroad/core";
import { fiefEngine, type Action } from "../src/index.ts";
import { draftStats } from "../src/draft.ts";
import type { FiefState } from "../src/state.ts";

export interface Coverage {
  /** Events by type (rules/types.ts `say`). */
  readonly events: Map<string, number>;
  /** Actions applied, by type. */
  readonly actions: Map<string, number>;
  /** Cards played (`play` actions) and cards named in events' data, by name. */
  readonly cards: Map<string, number>;
  /** Actions applied over all games. */
  total: number;
}

export const newCoverage = (): Coverage => ({ events: new Map(), actions: new Map(), cards: new Map(), total: 0 });

const bump = (m: Map<string, number>, k: string): void => {
  m.set(k, (m.get(k) ?? 0) + 1);
};

const digest = (json: string): string => createHash("sha1").update(json).digest("base64");


/**
 * How much likelier than a plain choice (10) each action kind is picked: troops march and fight (a
 * plain random player seldom does), the rare rules (battles and what follows them, cards, sieges,
 * ships, the Wall, marriages, ransoms) come up more often; gifts, which are offered at almost every
 * turn, much less.
 */
const LEAN: Readonly<Partial<Record<Action["type"], number>>> = {
  march: 80, load: 60, step: 60, declareBattle: 80, join: 30, play: 60, siege: 80, sail: 60, askShips: 60, askPassage: 40,
  persuade: 40, propose: 60, ransom: 60, reroll: 30, strikeFirst: 30, ability: 40, rhllor: 40, martell: 40, outlaw: 30,
  pardon: 30, transfer: 30, pillage: 30, raid: 40, wallBid: 20, wallTroop: 20, captives: 20, control: 20, candidate: 30,
  done: 30, halt: 20, gift: 2,
};

/** The steps into a village where another house stands: the way to a battle. */
function weight(s: FiefState, seat: string, a: Action): number {
  if (a.type === "buy" && (a.item === "fiefTitle" || a.item === "freeTitle" || a.item === "stronghold")) return 60;
  if (a.type === "answer") return a.accept ? 40 : 10;
  if (a.type === "step" && s.units.some((u) => u.village === a.to && u.house !== seat)) return 200;
  return LEAN[a.type] ?? 10;
}

function pick(rng: RngState, s: FiefState, seat: string, acts: readonly Action[]): [Action, RngState] {
  let total = 0;
  for (const a of acts) total += weight(s, seat, a);
  let [x, next] = nextInt(rng, total);
  for (const a of acts) {
    x -= weight(s, seat, a);
    if (x < 0) return [a, next];
  }
  return [acts[acts.length - 1]!, next];
}

function count(cov: Coverage, a: Action, events: readonly GameEvent[]): void {
  cov.total++;
  bump(cov.actions, a.type);
  if (a.type === "play") bump(cov.cards, a.card);
  for (const e of events) {
    bump(cov.events, e.type);
    const card = (e.data as { card?: unknown } | undefined)?.card;
    if (typeof card === "string") bump(cov.cards, card);
  }
}

/** An action a scenario plays first, before the random player takes over. */
export type Scripted = readonly [seat: string, action: Action];

/**
 * Plays from `start` (a new game or a scenario's state): the `script`'s actions first, then random
 * ones, for at most `maxActions` actions or to the end, returning what went wrong (empty when no
 * returned state changed). `label` names the game.
 */
export function playChecked(start: FiefState, seed: string, maxActions: number, cov: Coverage, label: string, script: readonly Scripted[] = []): string[] {
  const problems: string[] = [];
  let rng = seedRng(`purity-${seed}`);
  let s = start;
  let json = JSON.stringify(s);
  const kept: { state: FiefState; digest: string; after: string }[] = [];
  for (let i = 0; i < maxActions && fiefEngine.outcome(s) === null; i++) {
    const ps = fiefEngine.pendingSeats(s);
    if (ps.length === 0) {
      problems.push(`${label}: stuck at action ${i} (${s.step.kind})`);
      break;
    }
    let seat: string;
    let a: Action;
    if (i < script.length) [seat, a] = script[i]!;
    else {
      let k: number;
      [k, rng] = nextInt(rng, ps.length);
      seat = ps[k]!.seat;
      const acts = fiefEngine.legalActions(s, seat);
      if (acts.length === 0) {
        problems.push(`${label}: ${seat} asked without a legal action at action ${i}`);
        break;
      }
      [a, rng] = pick(rng, s, seat, acts);
    }
    const retries = draftStats.fullCopies;
    const r = fiefEngine.applyAction(s, seat, a);
    const what = `${label}, action ${i} (${seat} ${JSON.stringify(a)})`;
    if (!r.ok) {
      problems.push(`${what} refused: ${r.error.message}`);
      break;
    }
    // the state the action was applied on is as it was returned
    const now = JSON.stringify(s);
    if (now !== json) problems.push(`${what} changed the state before it: ${firstDifference(JSON.parse(json), JSON.parse(now))}`);
    if (draftStats.fullCopies !== retries) problems.push(`${what} wrote a frozen part of the state before it (applied again on a full copy)`);
    if (problems.length > 0) break;
    count(cov, a, r.value.events);
    s = r.value.state;
    json = JSON.stringify(s);
    kept.push({ state: s, digest: digest(json), after: what });
  }
  // a part shared further back than the state before: every state is still as it was returned
  for (const k of kept) {
    if (digest(JSON.stringify(k.state)) !== k.digest) {
      problems.push(`${label}: the state returned by ${k.after} changed later`);
      break;
    }
  }
  return problems;
}
