/**
 * What it means for a part of a Fief state to be shared between a state and the next (draft.ts):
 * a record frozen, a list marked (or frozen too, with strict drafts), a unit record sealed. The
 * draft and its copy-on-write helpers ask these; this file knows nothing of drafts or states.
 */
import type { HouseState, Unit } from "./state.ts";

/**
 * A deep copy of plain JSON (core's cloneJson, with Object.keys and an indexed loop: about twice
 * as fast on these small records as for-in; same keys in the same order).
 */
export function copy<T>(v: T): T {
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

/**
 * Lists are shared between states without being frozen: V8 (Node 20) runs filter, some, find,
 * slice, new Set... 5 to 30 times slower on a frozen (or sealed, or non-extensible) array than on
 * an ordinary one, and the rules search these lists all the time. A shared list carries this mark
 * instead (not enumerable: JSON, copies, spreads and hashes never see it, and a copy made with
 * slice or a spread is not marked), and the copy-on-write helpers copy a marked list before a write
 * as they copy a frozen record. With `strictDrafts(true)` (the tests, fuzzing) a shared list is
 * also frozen, so a rule that writes one without taking it first throws, as a write to a shared
 * record always does.
 */
const SHARED = Symbol("shared list");
let strict = false;

/** Freeze the shared lists too (tests and fuzzing: a write to one then throws), or only mark them (play, the default). */
export function strictDrafts(on: boolean): void {
  strict = on;
}

/** Whether a part, record or list is shared with other states (frozen, or a list marked shared): a draft copies it before a write. */
export function isShared(v: object): boolean {
  return (v as Record<symbol, unknown>)[SHARED] === true || !Object.isExtensible(v);
}

export function shareList(a: unknown[]): void {
  if (isShared(a)) return;
  Object.defineProperty(a, SHARED, { value: true });
  if (strict) Object.freeze(a);
}

/** `deepFreeze` for a house record, field by field (a gift or a purchase writes one or two per action). */
export function freezeHouse(h: HouseState): void {
  shareList(h.hand);
  shareList(h.usedOnce);
  shareList(h.usedRound);
  shareList(h.lordDeck);
  shareList(h.ladyDeck);
  if (h.standing) Object.freeze(h.standing); // replaced whole when the house changes it (standing.ts)
  Object.freeze(h);
}

/**
 * Freezes an object and everything under it, its lists shared (`shareList`); a frozen object or a
 * shared list is taken as done all through.
 */
export function deepFreeze(v: unknown): void {
  if (typeof v !== "object" || v === null) return;
  // indexed loops: Object.values made a list per object frozen
  if (Array.isArray(v)) {
    if (isShared(v)) return; // its records were frozen when it was shared
    shareList(v);
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === "object" && x !== null) deepFreeze(x);
    }
    return;
  }
  if (Object.isFrozen(v)) return;
  Object.freeze(v);
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  for (let i = 0; i < keys.length; i++) {
    const x = o[keys[i]!];
    if (typeof x === "object" && x !== null) deepFreeze(x);
  }
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

/** Seals and freezes the new unit records of a list; its length when all of them are sealed now, else -1. */
export function sealUnits(units: Unit[]): number {
  let all = true;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const r = u as unknown as Record<symbol, unknown>;
    if (r[SEALED] === true) continue;
    if (!Object.isFrozen(u)) Object.defineProperty(u, SEALED, { value: true });
    else all = false; // frozen by someone else: never marked, so each draft copies it
    deepFreeze(u);
  }
  return all ? units.length : -1;
}
