/**
 * The interpreter: validates an action against the top frame's legal actions, applies it to a
 * private copy of the state (so the old state is untouched), then runs frames that need nobody
 * until someone must decide or the game is over. A seventh castle ends the game the moment it is
 * reached (p.16).
 */
import type { Draft } from "immer";
import { describeInvalid, err, jsonEqual, ok, type GameEvent, type Result, type RuleError } from "@kingsroad/core";
import { actionSchema, type Action } from "../actions.ts";
import { HOUSE_NAMES, HOUSES, isHouse, type HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import { ranking, sevenCastleWinner } from "../rules/victory.ts";
import { inCombat, loyaltyUpkeep, loyaltyWinner } from "../rules/loyalty.ts";
import { deciderOf, hasVassals, isVassal } from "../rules/commanders.ts";
import { clearOfferedLegalActions, Ctx, setPriorAsk, takeOfferedLegalActions, type AgotPrompt, type OfferedLegalActions } from "./context.ts";
import { areaWriteCount, cloneGame, writableTop, wroteAreaSince } from "./clone.ts";
import { TARGARYEN_HOME } from "../data/mod.ts";
import { freeActionsFor, freeRulesFor, rulesFor } from "./registry.ts";

/** More runs than this without a prompt means a frame makes no progress: a bug, never input. */
const MAX_STEPS = 100_000;

const top = (g: Game) => g.stack[g.stack.length - 1];

function declareWinner(g: Draft<Game>, winner: HouseId, ctx: Ctx, reason: "seven-castles" | "loyalty" = "seven-castles"): void {
  const rest = ranking(g as Game).filter((h) => h !== winner);
  g.outcome = { winner, ranking: [winner, ...rest], reason };
  const how = reason === "loyalty" ? "reaches 7 on the Victory track with its loyalty" : "controls seven castles and strongholds";
  ctx.emit("game-over", `${HOUSE_NAMES[winner]} ${how} and wins the game.`, { outcome: g.outcome });
}

/**
 * Runs frames until someone has to decide. `g` is a copy private to this step (engine/clone.ts)
 * or an Immer draft (tests building positions); either way it is the only thing written.
 */
export function settle(g: Draft<Game>, ctx: Ctx): void {
  settleWithPrompts(g, ctx);
}

/**
 * As `settle`, returning the prompts it stopped at (null when the game ended), so that the
 * driver can remember them for the finished state instead of asking the top frame a second time.
 */
function settleWithPrompts(g: Draft<Game>, ctx: Ctx, checkedAt = -1, upkept: LoyaltyMark | null = null): Derived | null {
  // Castle control changes only when an area does, and every write to an area goes through
  // `writableArea`, which counts them: once checked, a step that wrote no area (most steps)
  // cannot have made a seventh castle. `checkedAt` is the count at which `g` was known to have
  // none (-1: not known).
  for (let i = 0; i < MAX_STEPS; i++) {
    if (g.outcome) return null;
    const writes = areaWriteCount();
    if (writes !== checkedAt) {
      checkedAt = writes;
      const winner = sevenCastleWinner(g as Game);
      if (winner) {
        declareWinner(g, winner, ctx);
        return null;
      }
    }
    if (g.mod !== undefined) {
      // Targaryen gains loyalty tokens "any time" it controls their area (cards.md 6.5): after every
      // step. Upkeep and the loyalty win read only the tokens, the collected count, whether a
      // combat is on, and the areas holding tokens and Pentos (who controls them, Pentos'
      // garrison): when none changed since the last upkeep (most steps: an order placed writes
      // some other area), both would find what they found then (nothing to do).
      const combat = inCombat(g as Game);
      const mod = g.mod;
      if (
        upkept === null ||
        upkept.loyalty !== mod.loyalty ||
        upkept.collected !== mod.loyaltyCollected ||
        upkept.combat !== combat ||
        (upkept.writes !== writes && wroteAreaSince(upkept.writes, (id) => id === TARGARYEN_HOME || mod.loyalty[id] !== undefined))
      ) {
        loyaltyUpkeep(g as Game, ctx);
        if (loyaltyWinner(g as Game)) {
          declareWinner(g, "targaryen", ctx, "loyalty");
          return null;
        }
        upkept = loyaltyMark(g as Game);
      } else upkept.writes = writes; // nothing it reads was written up to here: look only at later writes next time
    }
    const frame = top(g as Game);
    if (!frame) throw new Error("the frame stack is empty");
    const derived = ask(g as Game, frame);
    if (derived) {
      derived.castlesChecked = true;
      return derived;
    }
    // The copy may still share this frame with the older state (engine/clone.ts).
    const own = writableTop<typeof frame>(g);
    rulesFor(own).run(g as Draft<Game>, own as Draft<typeof own>, ctx);
  }
  throw new Error(`no progress after ${MAX_STEPS} steps in frame ${top(g as Game)?.kind}`);
}

/** What loyalty upkeep read when it last ran: the area write count, the tokens' record, the collected count, combat. */
interface LoyaltyMark {
  writes: number;
  readonly loyalty: object;
  readonly collected: number;
  readonly combat: boolean;
}

/** `g`'s mark now; for a state upkeep has run on (or a private copy of one, before anything wrote it). */
function loyaltyMark(g: Game): LoyaltyMark | null {
  const mod = g.mod;
  return mod === undefined ? null : { writes: areaWriteCount(), loyalty: mod.loyalty, collected: mod.loyaltyCollected, combat: inCombat(g) };
}

/** What is derived from a state once and remembered: its prompts, and legal actions per seat. */
interface Derived {
  readonly prompts: AgotPrompt[];
  /** Per seat: the list, or what the frame offered to compute it on demand. */
  readonly legal: Map<HouseId, OfferedLegalActions>;
  /**
   * True when settle made these prompts, having checked the state for a seventh castle after its
   * last area write (an action on it that writes no area cannot make one either) and run loyalty
   * upkeep on it (an action that changes nothing upkeep reads needs no new upkeep).
   */
  castlesChecked?: boolean;
  /**
   * Per seat (by its index in `HOUSES`), its free actions (gifts), listed on first demand: every
   * legal-action list carries them. A list by index rather than a Map: one is made for nearly
   * every state of a MoD game, mostly for a single seat.
   */
  free?: (Action[] | undefined)[];
  /** What those lists share (`FreeScratch`: the power tokens on the board), handed on by `carryFreeScratch`. */
  powerOnBoard?: Partial<Record<HouseId, number>>;
}

/**
 * Hands what the free-action lists of `g` worked out on to `next`, the state an action made of it,
 * when that still holds: no area whose power token changed was written since the copy (`since`,
 * the write count right after it). Every gift list of a Mother of Dragons game counts the power
 * tokens on the board, and most actions (an order placed, a bid, a card chosen) move none.
 */
function carryFreeScratch(g: Game, next: Game, derived: Derived, since: number): void {
  const onBoard = cachedDerived(g)?.powerOnBoard;
  if (onBoard === undefined) return;
  if (wroteAreaSince(since, (id) => next.areas[id]?.powerToken !== g.areas[id]?.powerToken)) return;
  derived.powerOnBoard = onBoard;
}

/**
 * Asks the top frame for prompts, keeping whatever legal actions it offered with them; null when
 * nobody is asked (settle then runs the frame: most steps end here, so nothing is allocated).
 */
function ask(g: Game, frame: NonNullable<ReturnType<typeof top>>): Derived | null {
  clearOfferedLegalActions();
  let prompts: AgotPrompt[];
  try {
    prompts = rulesFor(frame).prompts(g, frame);
  } finally {
    // Only the first frame asked after an action may reuse what the older state asked.
    setPriorAsk(null);
  }
  if (prompts.length === 0) return null;
  return { prompts, legal: new Map<HouseId, OfferedLegalActions>(takeOfferedLegalActions() ?? []), castlesChecked: false };
}


// States are immutable, so what is derived from one can be remembered for as long as it lives.
// A caller that lists the legal actions and then applies one pays for the enumeration once.
//
// It is kept on the state itself, in a private class field installed on it (`DerivedSlot`):
// invisible to JSON, hashes, for-in, Object.keys, Reflect.ownKeys, spreads (Immer's copies
// too), structuredClone and deep equality, and it dies with the state. A WeakMap keyed by states
// did the same, but every young-generation GC had to trace its ephemerons and promoted what they
// held to the old generation: about a third of the engine's time went to GC. (Defining a
// non-enumerable symbol property costs ~4x more than installing a private field.)
// Non-extensible states (tests freeze them) keep to a WeakMap.

/** A base class whose constructor returns the object it is given, so subclass fields land on it. */
class Host {
  constructor(o: object) {
    return o as Host;
  }
}

class DerivedSlot extends Host {
  #derived: Derived;
  private constructor(g: object, d: Derived) {
    super(g);
    this.#derived = d;
  }
  static get(g: object): Derived | undefined {
    return #derived in g ? (g as DerivedSlot).#derived : undefined;
  }
  static set(g: object, d: Derived): void {
    if (#derived in g) (g as DerivedSlot).#derived = d;
    else new DerivedSlot(g, d);
  }
}

const frozenDerived = new WeakMap<Game, Derived>();

function cachedDerived(g: Game): Derived | undefined {
  return DerivedSlot.get(g) ?? frozenDerived.get(g);
}

function remember(g: Game, d: Derived): void {
  if (Object.isExtensible(g)) DerivedSlot.set(g, d);
  else frozenDerived.set(g, d);
}

function derivedOf(g: Game): Derived {
  let d = cachedDerived(g);
  if (!d) {
    const frame = top(g);
    d = (g.outcome || !frame ? null : ask(g, frame)) ?? { prompts: [], legal: new Map(), castlesChecked: false };
    remember(g, d);
  }
  return d;
}

const promptsOf = (g: Game): AgotPrompt[] => derivedOf(g).prompts;

/**
 * The prompts as seats see them. A frame asks the house that decides; a vassal's decisions are its
 * commander's (summary "Vassals"), so a prompt for a vassal goes to the commander's seat, saying
 * for which vassal in `detail.vassal`.
 */
export function pendingPrompts(g: Game): AgotPrompt[] {
  const prompts = promptsOf(g);
  if (!hasVassals(g)) return [...prompts];
  return prompts.map((p) => {
    if (!isVassal(g, p.seat)) return p;
    const detail = typeof p.detail === "object" && p.detail !== null ? { ...p.detail, vassal: p.seat } : { vassal: p.seat };
    return { seat: deciderOf(g, p.seat), kind: p.kind, text: `For your vassal ${HOUSE_NAMES[p.seat]}: ${p.text}`, detail };
  });
}

/** The houses `seat` decides for now: itself if asked, then each asked vassal it commands. */
function actingHouses(g: Game, seat: HouseId): HouseId[] {
  const prompts = promptsOf(g);
  if (!hasVassals(g)) return prompts.some((p) => p.seat === seat) ? [seat] : [];
  if (isVassal(g, seat)) return [];
  const out: HouseId[] = [];
  for (const p of prompts) if (!out.includes(p.seat) && deciderOf(g, p.seat) === seat) out.push(p.seat);
  return out.sort((a, b) => (a === seat ? -1 : b === seat ? 1 : 0));
}

function legalOf(g: Game, seat: HouseId): Action[] {
  const d = derivedOf(g);
  const known = d.legal.get(seat);
  if (known !== undefined) {
    if (typeof known !== "function") return known;
    const list = known();
    d.legal.set(seat, list);
    return list;
  }
  const frame = top(g);
  const legal = !frame || !d.prompts.some((p) => p.seat === seat) ? [] : rulesFor(frame).legalActions(g, frame, seat);
  d.legal.set(seat, legal);
  return legal;
}

export function legalActionsFor(g: Game, seat: string): Action[] {
  if (g.outcome || !isHouse(seat)) return [];
  const prompted = !hasVassals(g) ? [...legalOf(g, seat)] : actingHouses(g, seat).flatMap((h) => legalOf(g, h));
  // Free actions (registry.ts) exist only in Mother of Dragons: base games skip the look.
  if (g.mod === undefined) return prompted;
  const d = derivedOf(g);
  const known = (d.free ??= []);
  const i = HOUSES.indexOf(seat);
  const free = (known[i] ??= freeActionsFor(g, seat, d));
  return free.length === 0 ? prompted : [...prompted, ...free];
}

/** Of the houses `seat` acts for, the one whose legal actions hold `action` (the seat's own first). */
function actorOf(g: Game, houses: readonly HouseId[], action: Action, known: boolean): HouseId | null {
  if (known && houses.length === 1) return houses[0]!;
  for (const h of houses) {
    const legal = legalOf(g, h);
    if (known ? legal.includes(action) : legal.some((a) => jsonEqual(a, action))) return h;
  }
  return null;
}

const fail = (code: string, message: string): Result<never, RuleError> => err({ code, message });

export function applyAction(g: Game, seat: string, input: unknown): Result<{ state: Game; events: GameEvent[] }, RuleError> {
  if (g.outcome) return fail("GAME_OVER", "The game is over.");
  if (!isHouse(seat) || !g.houses.includes(seat)) return fail("UNKNOWN_SEAT", `There is no house ${JSON.stringify(String(seat))} in this game.`);
  if (isVassal(g, seat)) return fail("NOT_YOUR_DECISION", `${HOUSE_NAMES[seat]} is a vassal: its commander decides for it.`);
  const free = freeRulesFor(typeof input === "object" && input !== null ? (input as { type?: unknown }).type : undefined);
  if (free) return applyFree(g, seat, free, input);
  const acting = actingHouses(g, seat);
  // A caller passing back an action object it got from `legalActions` for this very state (bots,
  // self-play) skips the shape check: the object is one the engine built and already accepts.
  let known: Action | undefined;
  for (const h of acting) if ((known = legalOf(g, h).find((a) => a === input))) break;
  let action: Action;
  if (known) action = known;
  else {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) {
      return fail("MALFORMED_ACTION", `That action is malformed: ${describeInvalid(parsed.error, "the action")}.`);
    }
    action = parsed.data;
  }
  const frame = top(g);
  if (!frame) return fail("NO_DECISION", "Nothing is waiting for a decision.");
  if (acting.length === 0) {
    const waiting = [...new Set(promptsOf(g).map((p) => HOUSE_NAMES[deciderOf(g, p.seat)]))].join(", ");
    return fail("NOT_YOUR_DECISION", `It is not ${HOUSE_NAMES[seat]}'s decision now${waiting ? `; waiting for ${waiting}` : ""}.`);
  }
  const actor = actorOf(g, acting, action, known !== undefined);
  if (actor === null) {
    const asked = pendingPrompts(g).find((p) => p.seat === seat)!;
    return fail("ILLEGAL_ACTION", `${HOUSE_NAMES[seat]} cannot do that now. ${asked.text}`);
  }
  const ctx = new Ctx();
  try {
    const next = cloneGame(g);
    const copiedAt = areaWriteCount();
    const f = writableTop<NonNullable<ReturnType<typeof top>>>(next);
    const before = derivedOf(g);
    setPriorAsk({ kind: f.kind, seat: actor, prompts: before.prompts, legal: before.legal });
    const writesBefore = areaWriteCount();
    // Taken from the copy, whose token record is its own (engine/clone.ts), before anything writes it.
    const upkept = before.castlesChecked === true ? loyaltyMark(next as Game) : null;
    rulesFor(f).apply(next, f as never, actor, action, ctx);
    next.actionCount += 1;
    const derived = settleWithPrompts(next, ctx, before.castlesChecked === true ? writesBefore : -1, upkept);
    setPriorAsk(null); // settle may have ended the game before asking anyone
    // Nothing writes `next` after this, so what settle asked of its top frame holds for it.
    if (derived) {
      if (next.mod !== undefined) carryFreeScratch(g, next as Game, derived, copiedAt);
      remember(next as Game, derived);
    }
    return ok({ state: next as Game, events: withCommanders(next as Game, ctx.events) });
  } catch (e) {
    setPriorAsk(null);
    // A throw here is a bug in the rules, not bad input; report it without changing the state.
    return fail("INTERNAL_ERROR", `The engine failed on this action: ${(e as Error).message}`);
  }
}

/**
 * A free action (registry.ts): taken by any player seat its rule allows, prompted or not; it moves
 * no frame. Its effect may change what the prompted seats can do (a gift changes a bid's limit),
 * so the new state's prompts and legal actions are asked afresh.
 */
function applyFree(g: Game, seat: HouseId, free: NonNullable<ReturnType<typeof freeRulesFor>>, input: unknown): Result<{ state: Game; events: GameEvent[] }, RuleError> {
  // As for prompted actions: an object `legalActions` listed for this seat on this very state is
  // one the engine built and accepts, so it skips the shape check and the rule's own check.
  const listed = cachedDerived(g)?.free?.[HOUSES.indexOf(seat)]?.includes(input as Action) === true;
  let action: Parameters<typeof free.apply>[2];
  if (listed) action = input as typeof action;
  else {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) return fail("MALFORMED_ACTION", `That action is malformed: ${describeInvalid(parsed.error, "the action")}.`);
    action = parsed.data as typeof action;
    const problem = free.problem(g, seat, action);
    if (problem !== null) return fail("ILLEGAL_ACTION", problem);
  }
  const ctx = new Ctx();
  try {
    const next = cloneGame(g);
    setPriorAsk(null);
    // As in applyAction: a state whose castles were checked needs no new check if nothing wrote an area (a gift writes none).
    const checked = cachedDerived(g)?.castlesChecked === true;
    const writesBefore = areaWriteCount();
    const upkept = checked ? loyaltyMark(next as Game) : null;
    free.apply(next as Game, seat, action, ctx);
    next.actionCount += 1;
    const derived = settleWithPrompts(next, ctx, checked ? writesBefore : -1, upkept);
    setPriorAsk(null);
    if (derived) {
      carryFreeScratch(g, next as Game, derived, writesBefore);
      remember(next as Game, derived);
    }
    return ok({ state: next as Game, events: withCommanders(next as Game, ctx.events) });
  } catch (e) {
    setPriorAsk(null);
    return fail("INTERNAL_ERROR", `The engine failed on this action: ${(e as Error).message}`);
  }
}

/** Runs the first frames of a freshly built state (setup or scenario). */
export function start(g: Game): { state: Game; events: GameEvent[] } {
  const ctx = new Ctx();
  const next = cloneGame(g);
  setPriorAsk(null);
  settle(next, ctx);
  return { state: next as Game, events: withCommanders(next as Game, ctx.events) };
}

/** A secret event a vassal may see is its commander's to see too: the commander decides for it. */
function withCommanders(g: Game, events: GameEvent[]): GameEvent[] {
  if (!hasVassals(g)) return events;
  return events.map((e) => {
    if (!e.visibleTo || !e.visibleTo.some((h) => isHouse(h) && isVassal(g, h))) return e;
    const seats = new Set(e.visibleTo);
    for (const h of e.visibleTo) if (isHouse(h)) seats.add(deciderOf(g, h));
    return { ...e, visibleTo: [...seats] };
  });
}
