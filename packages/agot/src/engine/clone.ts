/**
 * A private copy of a game for one action to mutate. The engine never changes a state it was
 * given: `applyAction` copies it once, lets the action and every automatic step after it write to
 * the copy, and returns the copy. A copier that knows the state's shape is several times faster
 * than a generic deep copy, and than structural sharing through proxies (Immer) when, as here,
 * one action runs many small steps that each read the whole board.
 */
import type { Draft } from "immer";
import { cloneJson } from "@kingsroad/core";
import { BOARDS, boardOf, type AreaId, type BoardId } from "../data/board.ts";
import type { HouseId } from "../data/houses.ts";
import type { IronBankState, ModState, VassalsState } from "../mod-state.ts";
import type { AreaState, Game, HouseCardsState } from "../state.ts";

// Frames have many shapes: they are copied generically.
export { cloneJson };

/**
 * An area's unit list, its units, its placed order and its garrison are never changed in place:
 * rules replace them with new ones (`addUnit`, `removeUnit`, clean-up, upgrades...). So an area's
 * copy shares them with the original and only the area record itself is new.
 */
function cloneArea(a: AreaState): AreaState {
  return {
    house: a.house,
    units: a.units,
    order: a.order,
    powerToken: a.powerToken,
    garrison: a.garrison,
    neutralForce: a.neutralForce,
  };
}

type AreasCopier = (areas: Readonly<Record<string, AreaState>>) => Record<string, AreaState>;

/**
 * Copies an areas record whose keys are the board's areas in `Board.ids` order (as setup and the
 * engine make them) with an object literal that names the board's keys (58 on the base board),
 * generated once per board. Writing 58 computed keys one by one is a megamorphic keyed store each;
 * the literal is built with one fixed shape. Micro-benchmark on a mid-game state: ~2.5-3.5 us ->
 * ~1 us per copy.
 */
const copiers: Partial<Record<BoardId, AreasCopier>> = {};

/**
 * The copier of a board, generated on its first use rather than when this module loads: the web
 * client imports rule modules that import this one (units.ts), and a page whose Content Security
 * Policy forbids evaluating strings ('unsafe-eval') would fail to load them at all.
 */
function copierOf(id: BoardId): AreasCopier {
  return (copiers[id] ??= new Function("areas", `return {${BOARDS[id].ids.map((a) => `${JSON.stringify(a)}: areas[${JSON.stringify(a)}]`).join(", ")}};`) as AreasCopier);
}

/**
 * Area records are copied on write. The state copy gets a new areas record holding the original's
 * area records; a rule that changes an area gets its private copy from `writableArea` first, and
 * changes that. Most actions change no area or a few (a placement one order, a march two or three
 * areas), so copying all 58 records per action was a fifth of the engine's allocations.
 *
 * Rule for rules: never write to an area read with `g.areas[id]`; write only to what
 * `writableArea` returned, and read an area again after calling anything that may write it
 * (`addUnit`, `removeUnit`...), since that replaces the record in `g.areas`. The deep-freeze test
 * in test/driver.test.ts fails if a rule writes to a shared record.
 */
let areasOwner: object | null = null;
/**
 * How many times `writableArea` was called, ever. Every write to an area goes through it, so a
 * caller that saw the same count before and after some steps knows they changed no area (the
 * driver skips the seven-castle check then).
 */
let areaWrites = 0;
export const areaWriteCount = (): number => areaWrites;
/**
 * The areas written since the last state copy, in order: `writtenIds[k]` is the one written when
 * the count went from `writtenFrom + k` to `writtenFrom + k + 1`. Lets the driver ask which areas
 * some steps wrote, not only whether they wrote any (loyalty upkeep reads a few areas).
 */
let writtenIds: AreaId[] = [];
let writtenFrom = 0;
/** Beyond this many writes without a copy (tests building positions), the log restarts: older counts read as unknown. */
const MAX_WRITE_LOG = 4096;

/**
 * Whether an area for which `watched` is true may have been written since the count was `since`:
 * true when one was, or when the log no longer reaches back that far (a count from before the
 * last state copy, or from before `since` was taken at all).
 */
export function wroteAreaSince(since: number, watched: (id: AreaId) => boolean): boolean {
  if (since < writtenFrom || since > areaWrites) return true;
  for (let k = since - writtenFrom; k < writtenIds.length; k++) if (watched(writtenIds[k]!)) return true;
  return false;
}
/** The records `writableArea` made for `areasOwner`: a few per action, so a list beats a Set (no table to rebuild on clear). */
let ownedAreas: AreaState[] = [];

/**
 * The area `id` of `g`, safe to write: on the engine's copy of a state, a record of its own
 * (copied the first time); on anything else (an Immer draft, a state being built), the record
 * itself.
 */
export function writableArea(g: Draft<Game> | Game, id: AreaId): Draft<AreaState> {
  if (writtenIds.length >= MAX_WRITE_LOG) {
    writtenIds = [];
    writtenFrom = areaWrites;
  }
  writtenIds.push(id);
  areaWrites++;
  const a = g.areas[id]!;
  if (g !== areasOwner || ownedAreas.includes(a)) return a;
  const own = cloneArea(a);
  ownedAreas.push(own);
  g.areas[id] = own;
  return own;
}

/**
 * House card records too: the copy shares the original's `houseCards` record and its per-house
 * records; a rule changing a hand or a discard pile gets the house's private record from
 * `writableCards` (which first gives the copy its own `houseCards` record). Hands change only in
 * combat and a few wildling effects, and the copy was six records per action.
 */
let cardsOwner: object | null = null;
let sharedCards: object | null = null;
let ownedCards: HouseCardsState[] = [];

export function writableCards(g: Draft<Game> | Game, house: HouseId): Draft<HouseCardsState> {
  const c = g.houseCards[house]!;
  if (g !== cardsOwner || ownedCards.includes(c)) return c;
  if (g.houseCards === sharedCards) g.houseCards = { ...g.houseCards };
  const own: HouseCardsState = c.removed ? { hand: c.hand, discard: c.discard, removed: c.removed } : { hand: c.hand, discard: c.discard };
  ownedCards.push(own);
  g.houseCards[house] = own;
  return own;
}

/**
 * Frames too are copied on write, one frame at a time. Rules write only the frame the driver hands
 * them (the top frame, to `apply` or `run`) and push or pop frames; none reaches below the top. So
 * the copy gets a new stack list holding the original's frames, and the driver takes the top frame
 * from `writableTop` before handing it to a rule, which gives the copy its own deep copy of that
 * frame if it is still the original's. Most actions write one frame of the two or three on the
 * stack, and copying the whole stack deeply was the largest single cost of the state copy. Frames
 * pushed during the action are the copy's own already. The deep-freeze test in
 * test/driver.test.ts fails if a rule writes a frame it shares with the original.
 */
let stackOwner: object | null = null;
/** The original's stack list (never changed: the copy has its own list). */
let sharedStack: readonly unknown[] = [];

export function writableTop<F>(g: Draft<Game> | Game): F {
  const stack = g.stack as unknown[];
  const i = stack.length - 1;
  const f = stack[i];
  if (g !== stackOwner || !sharedStack.includes(f)) return f as F;
  const own = cloneJson(f);
  stack[i] = own;
  return own as F;
}

/**
 * How each field of Mother of Dragons' record is copied. Most of its records are replaced by the
 * rules that change them, never written in place (a loyalty token placed makes a new loyalty
 * record, a deck drawn a new list, a loan bought or the loans shifting a new bank record), so the
 * copy shares them: this record is copied with every action of a MoD game. Only the vassals' own
 * record gets a new one (rules assign its fields), and the commanders (claimed in place). A
 * field added to `ModState` (or to its bank or vassals records) fails to compile here until it
 * says which it is. The deep-freeze test in test/driver.test.ts fails if a rule writes a record
 * the copy shares.
 */
type CopiedAs<T> = { readonly [K in keyof Required<T>]: "shared" | "own" };
/** `U`, which must name every field of `T` (a field added to `T` makes it fail to compile). */
type Listing<T, U extends T> = U;
type ModFieldsCopied = Listing<
  CopiedAs<ModState>,
  {
    board: "shared";
    modules: "shared"; // set up once, read ever after
    vassals: "own";
    loyalty: "shared";
    loyaltyCollected: "shared";
    dragonTrack: "shared";
    dragonBox: "shared";
    westerosIV: "shared";
    improvements: "shared"; // boards are cached by it too (data/board.ts)
    bank: "shared"; // replaced whole by takeLoan and shiftLoans (rules/iron-bank/bank.ts)
  }
>;
type VassalsFieldsCopied = Listing<CopiedAs<VassalsState>, { houses: "shared"; commanders: "own"; deck: "shared"; leaving: "shared" }>;
type BankFieldsCopied = Listing<CopiedAs<IronBankState>, { deck: "shared"; slots: "shared"; loans: "shared" }>;

/**
 * The listings above as code: a spread shares every field (and keeps the record's key order),
 * then the records of the copy's own replace the original's. (Walking a table of copiers key by
 * key cost several times more.)
 */
function cloneMod(m: ModState): ModState {
  const out = { ...m };
  const v = m.vassals;
  if (v !== undefined) out.vassals = { ...v, commanders: { ...v.commanders } };
  return out;
}

/** True when the record's keys are exactly the board's ids, in that order (key strings compare by identity). */
function inBoardOrder(areas: Readonly<Record<string, AreaState>>, ids: readonly AreaId[]): boolean {
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i]) return false;
    i++;
  }
  return i === ids.length;
}

/** A copy of `list` without its element at `i`, as `list.slice().splice(i, 1)` would leave it. */
export function spliced<T>(list: readonly T[], i: number): T[] {
  const out = list.slice();
  out.splice(i, 1);
  return out;
}

/**
 * The copy is writable: nothing else holds it, except the areas and house card records (copied
 * on write, above) and lists that rules never change in place
 * (they assign a new list instead: `spliced`, spreads, `slice(1)` for a draw), which the copy
 * shares with the original: house card hands and discard piles, Westeros and wildling decks and
 * discards, the revealed cards, the influence tracks, restrictions, the Tides of Battle deck and
 * the blocked areas. The deep-freeze test in test/driver.test.ts fails if a rule writes one.
 */
export function cloneGame(g: Game): Draft<Game> {
  let areas: Record<string, AreaState>;
  // Any other key order is kept as it is: spreading copies the record in its shape and order.
  const board = boardOf(g);
  areas = inBoardOrder(g.areas, board.ids) ? copierOf(board.id)(g.areas) : { ...g.areas };
  const rng: Game["rng"] = [g.rng[0], g.rng[1], g.rng[2], g.rng[3]];
  const tracks: Game["tracks"] = { ironThrone: g.tracks.ironThrone, fiefdoms: g.tracks.fiefdoms, kingsCourt: g.tracks.kingsCourt };
  const westeros: Game["westeros"] = {
    decks: [g.westeros.decks[0], g.westeros.decks[1], g.westeros.decks[2]],
    discards: [g.westeros.discards[0], g.westeros.discards[1], g.westeros.discards[2]],
    revealed: g.westeros.revealed,
  };
  const wildlings: Game["wildlings"] = { threat: g.wildlings.threat, deck: g.wildlings.deck, topKnownBy: g.wildlings.topKnownBy };
  const outcome = g.outcome === null ? null : { ...g.outcome, ranking: g.outcome.ranking.slice() };
  // Config, houses and players never change after setup. Two literals, the same keys in the same
  // order: Mother of Dragons' record (copied by `cloneMod`, sharing what rules replace) is the
  // second's last key, where setup puts it; a base game has none (and gets no key). Adding the key
  // to the first literal's object afterwards cost a map transition and a property store of its
  // own with every MoD action (micro-benchmark: ~1 us more per copy).
  const mod = g.mod;
  const copy: Game = mod === undefined
    ? { config: g.config, houses: g.houses, players: g.players, round: g.round, rng, areas, blocked: g.blocked, tracks, bladeUsed: g.bladeUsed, ravenUsed: g.ravenUsed, supply: { ...g.supply }, power: { ...g.power }, houseCards: g.houseCards, westeros, wildlings, restrictions: g.restrictions, tidesDeck: g.tidesDeck, stack: g.stack.slice(), outcome, actionCount: g.actionCount }
    : { config: g.config, houses: g.houses, players: g.players, round: g.round, rng, areas, blocked: g.blocked, tracks, bladeUsed: g.bladeUsed, ravenUsed: g.ravenUsed, supply: { ...g.supply }, power: { ...g.power }, houseCards: g.houseCards, westeros, wildlings, restrictions: g.restrictions, tidesDeck: g.tidesDeck, stack: g.stack.slice(), outcome, actionCount: g.actionCount, mod: cloneMod(mod) };
  areasOwner = copy;
  // A new list rather than `length = 0`: setting an array's length is a runtime call, which
  // profiles showed at ~2% of a Mother of Dragons game.
  if (ownedAreas.length > 0) ownedAreas = [];
  if (writtenIds.length > 0) writtenIds = [];
  writtenFrom = areaWrites;
  stackOwner = copy;
  sharedStack = g.stack;
  cardsOwner = copy;
  sharedCards = g.houseCards;
  if (ownedCards.length > 0) ownedCards = [];
  return copy as Draft<Game>;
}
