/**
 * The draft an action is applied on, sharing what the action does not write.
 *
 * States are never changed once returned (the engine contract), so what most actions leave alone
 * (the nobles, villages and regions, each unit, the config) is shared between a state and the
 * next instead of being copied for every action: it is frozen once its state is returned, and a
 * draft holds the same frozen objects. The rules change the draft
 * in place; when one writes a shared part, the write throws (ES modules are strict code), and the
 * action is applied again on a full copy (`applyOnDraft`). So whatever a rule does, the state it
 * was given is never changed and the result is the one a full copy gives.
 */
import type { FiefState, Noble, RegionCards, Unit, VillageState } from "./state.ts";

/** Parts shared whole while frozen: few actions write them (a noble or village about one in thirty). */
const WHOLE: ReadonlySet<string> = new Set(["config", "nobles", "villages", "regions"]);

/**
 * A copy of `s` to apply an action on. The config, nobles, villages and regions are kept when
 * frozen; so are the records of the units, in a copied list (units are added and removed often;
 * a frozen array would also slow down every search over it). Everything else is copied.
 */
function draftOf(s: FiefState): FiefState {
  const src = s as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(src);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = src[k];
    if (typeof v !== "object" || v === null) out[k] = v;
    else if (WHOLE.has(k) && Object.isFrozen(v)) out[k] = v;
    else if (k === "units") {
      const units = v as unknown[];
      if (sealedLists.get(units as Unit[]) === units.length) {
        out[k] = units.slice();
        continue;
      }
      const list = new Array<unknown>(units.length);
      for (let j = 0; j < units.length; j++) {
        const u = units[j] as Record<symbol, unknown>;
        list[j] = u[SEALED] === true ? u : copy(u);
      }
      out[k] = list;
    } else if (k === "houses") out[k] = draftHouses(v as FiefState["houses"]);
    else out[k] = copy(v);
  }
  return out as unknown as FiefState;
}

/**
 * The houses of a draft: each record copied, its lord and lady decks kept when frozen (only the
 * Court card that brings a new noble takes from them, and that action also adds a noble to the
 * shared nobles, so it is applied on a full copy anyway).
 */
function draftHouses(houses: FiefState["houses"]): FiefState["houses"] {
  const out: Record<string, unknown> = {};
  const keys = Object.keys(houses);
  for (let i = 0; i < keys.length; i++) {
    const h = houses[keys[i]!]! as unknown as Record<string, unknown>;
    const rec: Record<string, unknown> = {};
    const fields = Object.keys(h);
    for (let j = 0; j < fields.length; j++) {
      const f = fields[j]!;
      const x = h[f];
      rec[f] = (f === "lordDeck" || f === "ladyDeck") && Object.isFrozen(x) ? x : copy(x);
    }
    out[keys[i]!] = rec;
  }
  return out as FiefState["houses"];
}

/**
 * A deep copy of plain JSON (core's cloneJson, with Object.keys and an indexed loop: about twice
 * as fast on these small records as for-in; same keys in the same order).
 */
function copy<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      out[i] = typeof x === "object" && x !== null ? copy(x) : x;
    }
    return out as T;
  }
  const src = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(src);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const x = src[k];
    out[k] = typeof x === "object" && x !== null ? copy(x) : x;
  }
  return out as T;
}

/** Freezes an object and everything under it; a frozen object is taken as frozen all through. */
function deepFreeze(v: unknown): void {
  if (typeof v !== "object" || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
}

/**
 * Marks a frozen unit record (a property check is several times cheaper than Object.isFrozen, and
 * there are dozens of units per action). Not enumerable: JSON, copies, spreads and hashes never
 * see it, so a copy of a record is never taken for a shared one.
 */
const SEALED = Symbol("sealed unit");

/** Whether a unit record is one the engine froze (unchanged since, whoever holds it). */
export function isSealed(u: Unit): boolean {
  return (u as unknown as Record<symbol, unknown>)[SEALED] === true;
}

/**
 * Unit lists of returned states whose records were all sealed then, with their length then: the
 * next draft copies such a list as it is instead of checking each record (a caller that adds a
 * record to a returned state's list, against the engine contract, changes its length).
 */
const sealedLists = new WeakMap<readonly Unit[], number>();

/** Freezes what the next draft shares. */
function freezeShared(s: FiefState): void {
  let all = true;
  for (const u of s.units) {
    const r = u as unknown as Record<symbol, unknown>;
    if (r[SEALED] === true) continue;
    if (!Object.isFrozen(u)) Object.defineProperty(u, SEALED, { value: true });
    else all = false; // frozen by someone else: never marked, so each draft copies it
    deepFreeze(u);
  }
  if (all) sealedLists.set(s.units, s.units.length);
  for (const h of Object.values(s.houses)) {
    Object.freeze(h.lordDeck);
    Object.freeze(h.ladyDeck);
  }
  for (const k of WHOLE) deepFreeze((s as unknown as Record<string, unknown>)[k]);
}

/**
 * Runs `apply` on a draft of `s` and returns the new state, its shared parts frozen. A rule that
 * writes a shared part throws a TypeError (frozen object): the action is then applied again on a
 * full copy of `s`, with a fresh log. A second throw is a real error and goes up.
 */
export function applyOnDraft<L>(s: FiefState, newLog: () => L, apply: (draft: FiefState, log: L) => void): { state: FiefState; log: L } {
  let draft = draftOf(s);
  let log = newLog();
  try {
    apply(draft, log);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    draft = copy(s);
    log = newLog();
    apply(draft, log);
  }
  freezeShared(draft);
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
  const holder = s as unknown as Record<string, Record<string, T>>;
  let dict = holder[part]!;
  if (Object.isFrozen(dict)) holder[part] = dict = { ...dict };
  let rec = dict[key]!;
  if (Object.isFrozen(rec)) dict[key] = rec = copy(rec);
  return rec;
}

export const writableVillage = (s: FiefState, id: string): VillageState => writableIn<VillageState>(s, "villages", id);
export const writableNoble = (s: FiefState, id: string): Noble => writableIn<Noble>(s, "nobles", id);
export const writableRegion = (s: FiefState, r: string): RegionCards => writableIn<RegionCards>(s, "regions", r);

/** The unit at index `i` of the draft's list, made writable (its shared record replaced by a copy). */
export function writableUnit(s: FiefState, i: number): Unit {
  let u = s.units[i]!;
  if ((u as unknown as Record<symbol, unknown>)[SEALED] === true || Object.isFrozen(u)) s.units[i] = u = copy(u);
  return u;
}
