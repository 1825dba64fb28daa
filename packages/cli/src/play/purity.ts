/**
 * The purity checks of self-play, at the cost of the new parts of each state only.
 *
 * Engines promise that `applyAction` never changes the state it is given, and that states are
 * plain JSON. Comparing a serialisation of the whole state before and after each action proves the
 * first and a JSON round trip the second, but both cost the whole state at every action. Instead,
 * every state is deep-frozen as soon as it exists: any later write to it (a property, an array
 * push, a sort in place) throws in the engine's strict-mode code, which the harness reports. A
 * state shares most of its objects with the previous one, and a frozen object's children were
 * frozen before it, so only the objects an action created are visited, and each is checked on the
 * way to be plain JSON: plain objects and arrays, strings, finite numbers, booleans and null.
 */

/** Freezes `value` and everything in it, returning the path of the first non-JSON value, or null. */
export function sealJson(value: unknown, path = "state"): string | null {
  switch (typeof value) {
    case "string":
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(value) ? null : `${path} is ${value}, which JSON cannot hold`;
    case "object": {
      if (value === null || Object.isFrozen(value)) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const v: unknown = value[i];
          if (v === undefined) return `${path}[${i}] is undefined (a hole or undefined in an array)`;
          const bad = sealJson(v, `${path}[${i}]`);
          if (bad) return bad;
        }
      } else {
        const proto: unknown = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) return `${path} is a ${(value as object).constructor?.name ?? "non-plain object"}, not a plain object`;
        for (const k of Object.keys(value)) {
          const v = (value as Record<string, unknown>)[k];
          // An undefined property is left out by JSON, as by the canonical form the hash is taken of.
          if (v === undefined) continue;
          const bad = sealJson(v, `${path}.${k}`);
          if (bad) return bad;
        }
      }
      Object.freeze(value);
      return null;
    }
    default:
      return `${path} is a ${typeof value}, which JSON cannot hold`;
  }
}

/** True when an engine's error says it tried to write to a frozen state. */
export const isWriteToFrozen = (message: string): boolean => /read[- ]only|not extensible|object is frozen|Cannot (add|delete|assign)/i.test(message);
