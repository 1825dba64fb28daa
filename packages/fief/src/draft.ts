/**
 * The draft an action is applied on, sharing what the action does not write.
 *
 * States are never changed once returned (the engine contract), so what most actions leave alone
 * (the nobles, villages, regions, each unit, the decks, titles, queues, the config...) is shared
 * between a state and the next instead of being copied for every action: it is frozen once its
 * state is returned (its lists marked shared instead: sharing.ts), and a draft holds the same
 * objects; only the step, the pass round's record and the houses' map are copied. The rules change the
 * draft in place, taking a shared part or record from `own`, `ownUnits`, `writableHouse`,
 * `writableVillage`, `writableNoble`, `writableRegion` or `writableUnit` before writing it. A write
 * to a frozen part elsewhere throws (ES modules are strict code), and the action is applied again
 * on a full copy (`applyOnDraft`). The tests and the fuzzer run with the lists frozen too
 * (sharing.ts `strictDrafts`) and fail on any such retry, so no rule writes a shared list in play.
 */
import type { FiefState, HouseState, Noble, RegionCards, Unit, VillageState } from "./state.ts";
import { copy, deepFreeze, freezeHouse, isSealed, isShared, sealUnits, shareList } from "./sharing.ts";

/**
 * Parts copied for every action instead of shared: the step and the pass round (a turn counter
 * moves in about every third action), and the houses' map (its records are shared while frozen,
 * like the nobles': `writableHouse`). They are small, and never frozen in a returned state. Every
 * other part (the nobles, villages, regions, each unit record, the decks, titles, taxes, queues,
 * the battle...) is shared while frozen.
 */
const COPIED: ReadonlySet<string> = new Set(["houses", "step", "window"]);

/**
 * What the engine keeps beside each state `applyOnDraft` returned, whose parts but the copied ones
 * are frozen and whose unit records are sealed, so the next draft shares them without looking at
 * each. It sits in a symbol-keyed property: JSON, the hash, Object.keys and for-in never see it.
 * A spread or Object.assign would carry it to a copy, so it names the state it belongs to and is
 * ignored on any other (`memoOf`): a copy of a state is never taken for a returned one. Every draft
 * has the property from the start (undefined), so setting it is a plain store, not the definition
 * of a new property (Object.defineProperty per action cost about 2% of a random game). (A WeakSet
 * of returned states and a WeakMap of their lists cost a weak-table insertion per action and
 * slowed every garbage collection.) Nothing in it is game state: only what the engine worked out once.
 */
export interface StateMemo {
  /** The state this memo was made for (a copy carrying the property is not it). */
  owner: FiefState;
  /** The length of the state's unit list when every record in it was sealed; -1 when not. */
  sealedUnits: number;
  /**
   * The engine's legal-action lists of this state, filled on demand (index.ts): the first seat
   * asked and its list in two fields (a bot or the harness asks for one seat per state, and a Map
   * per action was a tenth of what the engine allocates), the other seats' in a Map.
   */
  seat: string | null;
  list: readonly object[] | null;
  legal: Map<string, readonly object[]> | null;
}

const MEMO = Symbol("engine memo");

/**
 * The copy-on-write helpers below are for drafts: on a state the engine returned (a legal-action
 * list asked of it, say) they would put a writable copy into that state, which the next draft
 * would then share and write. That is a bug in the caller, stopped here (not a TypeError, which
 * `applyOnDraft` takes for a write to a shared part and answers with a full copy).
 */
function draftOnly(s: FiefState): void {
  if (memoOf(s) !== undefined) throw new Error("a state the engine returned is never written: copy-on-write helpers run on drafts only (draft.ts)");
}

/** The memo of a state `applyOnDraft` returned; undefined for any other state (a new game, a copy). */
export function memoOf(s: FiefState): StateMemo | undefined {
  const m = (s as unknown as Record<symbol, StateMemo | undefined>)[MEMO];
  return m !== undefined && m.owner === s ? m : undefined;
}

/**
 * A copy of `s` to apply an action on. The shared parts are kept, the unit list among them when
 * all its records are sealed (most actions move no troop: a gift, a pass; `ownUnits` and
 * `writableUnit` copy the list before a write, and what query.ts works out per list stays good
 * from one state to the next). The houses, the step and the pass round are copied.
 */
function draftOf(s: FiefState): FiefState {
  const memo = memoOf(s);
  if (memo === undefined) return draftOfAny(s);
  return layout(s, copy(s.step), draftHousesOf(s.houses), memo.sealedUnits === s.units.length ? s.units : draftUnits(s.units), s.window ? draftWindow(s.window) : s.window);
}

/**
 * A state holding the parts of `s`, but the step, houses, units and pass round given. Every state
 * the engine makes is built here, by this one literal: the drafts, the full copies, a new game
 * (`sameLayout`). Written out part by part: a spread of the state's 40-odd parts takes V8's slow
 * path (about 3x the time of this literal), and every state made here has the same hidden class,
 * so the rules' reads of a state's parts stay monomorphic. (A new game built elsewhere had its own
 * class, as had a full copy, and the rules' optimized code was thrown away at every new game.)
 */
function layout(s: FiefState, step: FiefState["step"], houses: FiefState["houses"], units: Unit[], window: FiefState["window"]): FiefState {
  return {
    game: s.game, config: s.config, round: s.round, phase: s.phase, step, turnOrder: s.turnOrder, firstPlayer: s.firstPlayer,
    rng: s.rng, forcedRolls: s.forcedRolls, houses, nobles: s.nobles, units, nextUnitId: s.nextUnitId,
    villages: s.villages, titles: s.titles, courtDeck: s.courtDeck, courtDiscard: s.courtDiscard, fortuneDeck: s.fortuneDeck,
    fortuneDiscard: s.fortuneDiscard, disasterTrack: s.disasterTrack, regions: s.regions, taxes: s.taxes, season: s.season,
    bannermenUsed: s.bannermenUsed, heirsUsed: s.heirsUsed, heirPlayed: s.heirPlayed, septsForbidden: s.septsForbidden,
    councilSource: s.councilSource, wall: s.wall, transfers: s.transfers, revivals: s.revivals, placements: s.placements, peek: s.peek,
    startTitles: s.startTitles, losses: s.losses, battle: s.battle, strike: s.strike, uprising: s.uprising, request: s.request,
    bankNet: s.bankNet, outcome: s.outcome, roundCap: s.roundCap,
    // The optional parts too, undefined where the state has none: every state then has the same
    // keys in the same order, so every state the rules read has one hidden class and their
    // property reads stay monomorphic (with the optional parts added where present, a sim's states
    // had a dozen maps). JSON and the canonical hash leave an undefined part out, as if absent.
    controlChoices: s.controlChoices, refusedMarriages: s.refusedMarriages, fiefTitleChoices: s.fiefTitleChoices, healing: s.healing,
    quarantine: s.quarantine, plagueStruck: s.plagueStruck, captiveChoice: s.captiveChoice, wallUprisings: s.wallUprisings,
    escape: s.escape, window, signals: s.signals,
    // last, so the parts above keep the boilerplate's fast path; set by freezeShared (`StateMemo`)
    [MEMO]: undefined,
  } as FiefState;
}

/**
 * A new game or a scenario's state with the layout of the engine's states (`layout`): the same
 * parts, not copied. The state given is not used after.
 */
export function sameLayout(s: FiefState): FiefState {
  return layout(s, s.step, s.houses, s.units, s.window);
}

/**
 * The optional parts of FiefState, each in every state `layout` makes (undefined where the state
 * has none): the type makes this list name every one (test/draft.test.ts checks a state's parts).
 */
type OptionalPart = { [K in keyof FiefState]-?: undefined extends FiefState[K] ? K : never }[keyof FiefState];
export const OPTIONAL_PARTS: Readonly<Record<OptionalPart, true>> = {
  controlChoices: true, refusedMarriages: true, fiefTitleChoices: true, healing: true, quarantine: true, plagueStruck: true,
  captiveChoice: true, wallUprisings: true, escape: true, window: true, signals: true,
};

/** The unit list of a draft: the same records, those not sealed by the engine copied. */
function draftUnits(units: Unit[]): Unit[] {
  const list = new Array<Unit>(units.length);
  for (let j = 0; j < units.length; j++) {
    const u = units[j]!;
    list[j] = isSealed(u) ? u : copy(u);
  }
  return list;
}

/** `draftOf` for a state the engine did not return (a new game, a scenario, a state frozen by a caller): each part looked at. */
function draftOfAny(s: FiefState): FiefState {
  const src = s as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(src);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = src[k];
    if (typeof v !== "object" || v === null) out[k] = v;
    else if (k === "units") out[k] = draftUnits(v as Unit[]);
    else if (k === "houses") out[k] = draftHouses(v as FiefState["houses"]);
    else if (!COPIED.has(k) && isShared(v)) out[k] = v;
    else out[k] = copy(v);
  }
  return sameLayout(out as unknown as FiefState);
}

/**
 * The houses of a draft of any state: a frozen record kept (`writableHouse` copies it before a
 * write), any other copied, its lord and lady decks kept when frozen (only the Court card that
 * brings a new noble takes from them, copying the deck first: cards/court.ts).
 */
function draftHouses(houses: FiefState["houses"]): FiefState["houses"] {
  const out: Record<string, unknown> = {};
  const keys = Object.keys(houses);
  for (let i = 0; i < keys.length; i++) {
    const h = houses[keys[i]!]! as unknown as Record<string, unknown>;
    if (Object.isFrozen(h)) {
      out[keys[i]!] = h;
      continue;
    }
    const rec: Record<string, unknown> = {};
    const fields = Object.keys(h);
    for (let j = 0; j < fields.length; j++) {
      const f = fields[j]!;
      const x = h[f];
      rec[f] = (f === "lordDeck" || f === "ladyDeck") && isShared(x as object) ? x : copy(x);
    }
    out[keys[i]!] = rec;
  }
  return out as FiefState["houses"];
}

/**
 * The houses' map of a draft of a returned state: the same records, all frozen there. Most actions
 * write one or two houses (a gift, a purchase) or none, so copying every record for every action
 * cost more than the copies on write. A spread (V8 clones the map's layout at once: about a fifth
 * of the time of a for-in copy).
 */
function draftHousesOf(houses: FiefState["houses"]): FiefState["houses"] {
  return { ...houses };
}

/**
 * The pass round of a draft: its own record (the turn and the passes move), the queue, the
 * continuation and the villages received kept: never written in place (window.ts replaces
 * `received` to add to it), and frozen with the state (`freezeShared`), so a write would throw.
 */
function draftWindow(w: NonNullable<FiefState["window"]>): NonNullable<FiefState["window"]> {
  return { queue: w.queue, turn: w.turn, passes: w.passes, event: w.event, then: w.then, received: w.received, answers: w.answers };
}

/**
 * Copy on write per house: the house's record in a draft, made writable. A shared (frozen) record
 * is replaced by a copy of it (its hand and lists copied, its decks kept: cards/court.ts copies a
 * frozen deck before drawing from it), field by field in one order, so every house record has one
 * hidden class. On a full copy (the retry, a new game, a scenario) the record itself comes back.
 * A caller must not write through a reference to the record taken before this call.
 */
export function writableHouse(s: FiefState, house: string): HouseState {
  draftOnly(s);
  const hs = s.houses;
  let h = hs[house]!;
  if (!Object.isExtensible(h)) {
    hs[house] = h = { gold: h.gold, hand: h.hand.slice(), diplomacy: h.diplomacy, usedOnce: h.usedOnce.slice(), usedRound: h.usedRound.slice(), lordDeck: h.lordDeck, ladyDeck: h.ladyDeck, standing: h.standing };
  } else {
    // a copy `writableGold` made in this draft still holds the shared lists
    if (isShared(h.hand)) h.hand = h.hand.slice();
    if (isShared(h.usedOnce)) h.usedOnce = h.usedOnce.slice();
    if (isShared(h.usedRound)) h.usedRound = h.usedRound.slice();
  }
  return h;
}

/**
 * `writableHouse` for a write to the house's gold or Diplomacy markers only (a gift of gold, a
 * purchase, income): a shared record is replaced by a copy that keeps its (frozen) hand and lists,
 * which `writableHouse` copies if the same action writes one later. The type lets a caller write
 * nothing else.
 */
export function writableGold(s: FiefState, house: string): { gold: number; diplomacy: number } {
  draftOnly(s);
  const hs = s.houses;
  let h = hs[house]!;
  if (!Object.isExtensible(h)) {
    hs[house] = h = { gold: h.gold, hand: h.hand, diplomacy: h.diplomacy, usedOnce: h.usedOnce, usedRound: h.usedRound, lordDeck: h.lordDeck, ladyDeck: h.ladyDeck, standing: h.standing };
  }
  return h;
}

/**
 * Freezes what the next draft shares: the parts the action replaced or copied (those still the
 * same object as in `from`, the state the draft was made of, are frozen already), each new unit
 * record, each house's decks.
 */
function freezeShared(s: FiefState, from: FiefState | null): void {
  const units = s.units;
  // the same shared list as `from`'s (no troop added, removed or written) is sealed already
  const sealed = from && units === from.units && memoOf(from)?.sealedUnits === units.length ? units.length : sealUnits(units);
  // a list whose records are all sealed is shared by the next draft, like any shared part
  if (sealed >= 0) shareList(units);
  const hs = s.houses;
  // the records the action wrote (copies) or a full copy made; the others are frozen already
  // (the seats' list, not a for-in over the map: about 0.1 us an action)
  const seats = s.config.houses;
  for (let i = 0; i < seats.length; i++) {
    const h = hs[seats[i]!]!;
    if (Object.isExtensible(h)) freezeHouse(h);
  }
  const w = s.window;
  if (w) {
    deepFreeze(w.queue);
    deepFreeze(w.then);
    deepFreeze(w.received);
    deepFreeze(w.answers);
  }
  if (from === null) {
    // a full copy (the retry): every part is new
    const src = s as unknown as Record<string, unknown>;
    for (const k of Object.keys(src)) if (k !== "units" && !COPIED.has(k)) deepFreeze(src[k]);
  } else freezeNewParts(s, from);
  const memo: StateMemo = { owner: s, sealedUnits: sealed, seat: null, list: null, legal: null };
  (s as unknown as Record<symbol, StateMemo>)[MEMO] = memo;
}

/**
 * Freezes the parts of a draft that are not those of the state it was made of. Written out part
 * by part: a loop over the keys costs several times more (a keyed lookup per key), and this runs
 * for every action. Every object-valued part of FiefState but the copied ones and the units is
 * listed (test/draft.test.ts checks the list against the state type's parts).
 */
function freezeNewParts(s: FiefState, from: FiefState): void {
  if (s.config !== from.config) deepFreeze(s.config);
  if (s.turnOrder !== from.turnOrder) deepFreeze(s.turnOrder);
  if (s.rng !== from.rng) deepFreeze(s.rng);
  if (s.forcedRolls !== from.forcedRolls) deepFreeze(s.forcedRolls);
  if (s.nobles !== from.nobles) deepFreeze(s.nobles);
  if (s.villages !== from.villages) deepFreeze(s.villages);
  if (s.titles !== from.titles) deepFreeze(s.titles);
  if (s.courtDeck !== from.courtDeck) deepFreeze(s.courtDeck);
  if (s.courtDiscard !== from.courtDiscard) deepFreeze(s.courtDiscard);
  if (s.fortuneDeck !== from.fortuneDeck) deepFreeze(s.fortuneDeck);
  if (s.fortuneDiscard !== from.fortuneDiscard) deepFreeze(s.fortuneDiscard);
  if (s.disasterTrack !== from.disasterTrack) deepFreeze(s.disasterTrack);
  if (s.regions !== from.regions) deepFreeze(s.regions);
  if (s.taxes !== from.taxes) deepFreeze(s.taxes);
  if (s.councilSource !== from.councilSource) deepFreeze(s.councilSource);
  if (s.wall !== from.wall) deepFreeze(s.wall);
  if (s.transfers !== from.transfers) deepFreeze(s.transfers);
  if (s.revivals !== from.revivals) deepFreeze(s.revivals);
  if (s.placements !== from.placements) deepFreeze(s.placements);
  if (s.peek !== from.peek) deepFreeze(s.peek);
  if (s.startTitles !== from.startTitles) deepFreeze(s.startTitles);
  if (s.losses !== from.losses) deepFreeze(s.losses);
  if (s.controlChoices !== from.controlChoices) deepFreeze(s.controlChoices);
  if (s.refusedMarriages !== from.refusedMarriages) deepFreeze(s.refusedMarriages);
  if (s.fiefTitleChoices !== from.fiefTitleChoices) deepFreeze(s.fiefTitleChoices);
  if (s.healing !== from.healing) deepFreeze(s.healing);
  if (s.quarantine !== from.quarantine) deepFreeze(s.quarantine);
  if (s.plagueStruck !== from.plagueStruck) deepFreeze(s.plagueStruck);
  if (s.battle !== from.battle) deepFreeze(s.battle);
  if (s.captiveChoice !== from.captiveChoice) deepFreeze(s.captiveChoice);
  if (s.strike !== from.strike) deepFreeze(s.strike);
  if (s.uprising !== from.uprising) deepFreeze(s.uprising);
  if (s.wallUprisings !== from.wallUprisings) deepFreeze(s.wallUprisings);
  if (s.request !== from.request) deepFreeze(s.request);
  if (s.escape !== from.escape) deepFreeze(s.escape);
  if (s.outcome !== from.outcome) deepFreeze(s.outcome);
}

/**
 * How often an action was applied again on a full copy since the module loaded: a count for tests
 * and benchmarks (a retry costs a copy of the whole state and the action twice), never read by
 * the rules. test/draft.test.ts holds it at 0 over games with every option on.
 */
export const draftStats = { fullCopies: 0 };

/**
 * Runs `apply` on a draft of `s` and returns the new state, its shared parts frozen. A rule that
 * writes a shared part throws a TypeError (frozen object): the action is then applied again on a
 * full copy of `s`, with a fresh log. A second throw is a real error and goes up.
 */
export function applyOnDraft<L>(s: FiefState, newLog: () => L, apply: (draft: FiefState, log: L) => void): { state: FiefState; log: L } {
  let draft = draftOf(s);
  let from: FiefState | null = s;
  let log = newLog();
  try {
    apply(draft, log);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    draftStats.fullCopies++;
    draft = sameLayout(copy(s));
    from = null;
    log = newLog();
    apply(draft, log);
  }
  freezeShared(draft, from);
  return { state: draft, log };
}

/**
 * Copy on write per record: the record `key` of the dictionary `part` of a draft, made writable.
 * A shared (frozen) dictionary is replaced by a shallow copy holding the same records (same keys,
 * same order), and a shared record by a copy of it, so a rule writing one village or noble copies
 * that one instead of sending the whole action to the full-copy retry. On a full copy (the retry,
 * a new game, a scenario) nothing is frozen and the record itself comes back. A caller must not
 * write through a reference to the record taken before this call.
 */
function writableIn<T>(s: FiefState, part: "nobles" | "villages" | "regions", key: string): T {
  draftOnly(s);
  const holder = s as unknown as Record<string, Record<string, T>>;
  let dict = holder[part]!;
  // not extensible = frozen here (nothing seals a state); Object.isFrozen reads every property of the map
  if (!Object.isExtensible(dict)) holder[part] = dict = { ...dict };
  let rec = dict[key]!;
  if (Object.isFrozen(rec)) dict[key] = rec = copy(rec);
  return rec;
}

/**
 * The dictionary `part` of a draft made writable to add or remove a record (a new noble, a death):
 * a shared (frozen) dictionary is replaced by a shallow copy holding the same records. The records
 * stay shared: write one through `writableNoble` and the like.
 */
export function ownRecords<P extends "nobles" | "villages" | "regions">(s: FiefState, part: P): FiefState[P] {
  draftOnly(s);
  const holder = s as unknown as Record<string, object>;
  if (!Object.isExtensible(holder[part]!)) holder[part] = { ...holder[part]! };
  return holder[part] as FiefState[P];
}

export const writableVillage = (s: FiefState, id: string): VillageState => writableIn<VillageState>(s, "villages", id);
export const writableNoble = (s: FiefState, id: string): Noble => writableIn<Noble>(s, "nobles", id);
export const writableRegion = (s: FiefState, r: string): RegionCards => writableIn<RegionCards>(s, "regions", r);

/**
 * The draft's unit list, made writable to add a troop: a shared (marked or frozen) list is replaced by a
 * copy holding the same records. (Removing troops builds a new list with `filter`.) A caller must
 * not write through a reference to the list taken before this call.
 */
export function ownUnits(s: FiefState): Unit[] {
  draftOnly(s);
  if (isShared(s.units)) s.units = s.units.slice();
  return s.units;
}

/** The unit at index `i` of the draft's list, made writable (its shared record replaced by a copy; a shared list too). */
export function writableUnit(s: FiefState, i: number): Unit {
  const units = ownUnits(s);
  let u = units[i]!;
  if (isSealed(u) || Object.isFrozen(u)) units[i] = u = copy(u);
  return u;
}

/** The parts `own` hands out: those shared while frozen, other than the nobles, villages, regions and units (their records have their own helpers). */
type Part = "forcedRolls" | "titles" | "courtDeck" | "courtDiscard" | "fortuneDeck" | "fortuneDiscard" | "disasterTrack" | "taxes" | "transfers" | "revivals" | "placements" | "losses" | "controlChoices" | "refusedMarriages" | "fiefTitleChoices" | "healing" | "quarantine" | "plagueStruck" | "wallUprisings" | "councilSource" | "startTitles" | "battle" | "strike" | "uprising" | "escape" | "captiveChoice" | "request" | "wall";

/**
 * Copy on write per part: the part `key` of a draft (a queue, a deck, the titles...), made
 * writable: a shared (frozen) part is replaced by a copy first. An absent part comes back as it
 * is (undefined or null). A caller must not write through a reference to the part taken before
 * this call.
 */
export function own<K extends Part>(s: FiefState, key: K): FiefState[K] {
  draftOnly(s);
  const holder = s as unknown as Record<string, unknown>;
  const v: unknown = holder[key];
  if (typeof v === "object" && v !== null && isShared(v)) holder[key] = copy(v);
  return holder[key] as FiefState[K];
}
