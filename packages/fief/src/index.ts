/**
 * `fiefEngine`: A Song of Ice and Fief behind the Kingsroad engine contract.
 *
 * ```ts
 * import { fiefEngine } from "@kingsroad/fief";
 * let s = fiefEngine.createGame({ seed: 1, houses: ["stark", "lannister", "tyrell"] });
 * const [seat] = fiefEngine.pendingSeats(s).map((p) => p.seat);
 * const r = fiefEngine.applyAction(s, seat!, fiefEngine.legalActions(s, seat!)[0]);
 * if (r.ok) s = r.value.state;
 * ```
 */
import { describeInvalid, jsonEqual, ok, ruleError, type Engine, type Outcome, type Prompt, type Seat } from "@kingsroad/core";
import type { House } from "./data/nobles.ts";
import { applyOnDraft, memoOf } from "./draft.ts";
import { dispatch, legal, prompts, settle } from "./flow.ts";
import { actionSchema, type Action } from "./schema.ts";
import { fromScenario } from "./scenario.ts";
import { createGame } from "./setup.ts";
import type { FiefConfig, FiefState } from "./state.ts";
import { view, type FiefView } from "./view.ts";
import type { Log } from "./rules/types.ts";
import { applyStanding } from "./rules/standing.ts";

function pendingSeats(s: FiefState): Prompt[] {
  return prompts(s).map((p) => (p.secret ? { seat: p.seat, kind: p.kind, text: p.text, secret: true } : { seat: p.seat, kind: p.kind, text: p.text }));
}

// States are never changed once returned, so a seat's legal actions are worked out once per
// state: a caller that lists them and then applies one (bots, self-play) pays for one enumeration.
// They are kept in the state's memo (draft.ts), or in a WeakMap for a state the engine did not
// return (a new game, a scenario). The lists hold only action objects, never the state (a value
// that reaches its own key slows every garbage collection).
const legalCache = new WeakMap<FiefState, Map<House, Action[]>>();

function legalOf(s: FiefState, seat: House): Action[] {
  const memo = memoOf(s);
  if (memo) {
    if (memo.seat === seat) return memo.list as Action[];
    if (memo.seat === null) {
      const list = legal(s, seat);
      memo.seat = seat;
      memo.list = list;
      return list;
    }
  }
  let bySeat = memo ? (memo.legal as Map<House, Action[]> | null) : legalCache.get(s);
  if (!bySeat) {
    bySeat = new Map();
    if (memo) memo.legal = bySeat;
    else legalCache.set(s, bySeat);
  }
  let list = bySeat.get(seat);
  if (!list) bySeat.set(seat, (list = legal(s, seat)));
  return list;
}

function legalActions(s: FiefState, seat: Seat): Action[] {
  if (!(s.config.houses as string[]).includes(seat)) return [];
  return [...legalOf(s, seat as House)];
}

function applyAction(s: FiefState, seat: Seat, input: unknown) {
  const seated = (s.config.houses as string[]).includes(seat);
  // An action object handed out by legalActions for this very state (bots, self-play) is known
  // good: the shape check and the search by value are skipped.
  let action = seated && !s.outcome ? legalOf(s, seat as House).find((o) => o === input) : undefined;
  if (!action) {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) return ruleError("bad_action", `That is not a valid action: ${describeInvalid(parsed.error, "the action")}.`);
    if (s.outcome) return ruleError("game_over", "The game is over.");
    if (!seated) return ruleError("unknown_seat", `${seat} is not a house at this table.`);
    if (parsed.data.type === "standing") {
      // SF-22 (D2): valid at any time, prompted or not; the pass round it may settle goes on at once
      const standing = parsed.data;
      const { state, log } = applyOnDraft(s, (): Log => [], (draft, log) => (applyStanding(draft, seat as House, standing, log), settle(draft, log)));
      return ok({ state, events: log });
    }
    const options = legalOf(s, seat as House);
    if (options.length === 0) return ruleError("not_your_turn", `${seat} has nothing to decide now.`);
    const wanted = parsed.data;
    action = options.find((o) => jsonEqual(o, wanted));
    if (!action) return ruleError("illegal_action", `${seat} cannot do that now (${parsed.data.type}); see legalActions for what the rules allow.`);
  }
  // The rules get their own copy of the action: the listed one stays as it was for this state.
  const chosen = action;
  const { state, log } = applyOnDraft(s, (): Log => [], (draft, log) => dispatch(draft, seat as House, { ...chosen }, log));
  return ok({ state, events: log });
}

function outcome(s: FiefState): Outcome | null {
  return s.outcome ? { winners: s.outcome.winners, ranking: s.outcome.ranking, reason: s.outcome.reason, round: s.outcome.round } : null;
}

export const fiefEngine: Engine<FiefState, Action, FiefView, FiefConfig> = {
  id: "fief",
  createGame: (config) => {
    const s = createGame(config);
    settle(s, []);
    return s;
  },
  fromScenario,
  pendingSeats,
  legalActions,
  applyAction,
  view,
  outcome,
  actionSchema,
};

export type { Action } from "./schema.ts";
export type { FiefConfig, FiefState, Options } from "./state.ts";
export type { FiefView } from "./view.ts";
export { actionSchema } from "./schema.ts";
export { optionsSchema, OPTION_NAMES } from "./options.ts";
/** A config's problem as a sentence for the player, or null: a host checks a config before `createGame` (which throws on one). */
export { validateConfig as configProblem } from "./setup.ts";
/**
 * The version of these rules. Raise it with any rule change that can alter the course of a game
 * already stored (a server keeps it with each game and replays an older game's log from the start
 * instead of trusting its snapshots).
 */
export const RULES_VERSION = "2026-12-02";
export { isCourt, isDisaster } from "./data/rules.ts";
export { HOUSES as FIEF_HOUSES, type House as FiefHouse } from "./data/nobles.ts";
// Printed board and troop data, for bots that plan from a seat's view (packages/bots).
export { FIEF, REGION, VILLAGE, neighbours, type FiefId, type RegionId, type VillageId } from "./data/board.ts";
export { COSTS, TROOP, type TroopType, type Card } from "./data/rules.ts";
export type { Noble, Unit, VillageState, TitleId, MoveGroup, Battle, Election, Request } from "./state.ts";
export { NOBLE_CARD } from "./data/nobles.ts";
