/**
 * Deep copy of a plain JSON value (engine states are plain JSON by contract). A recursive copy is
 * several times faster than a JSON round trip on game states, which are many small objects.
 * Properties holding `undefined` are kept as such (JSON would drop them; hashes ignore them).
 */
export function cloneJson<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = cloneJson(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = cloneJson((v as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * Structural equality of plain JSON values, independent of key order, at every depth. A property
 * holding `undefined` counts as absent, as it does in JSON and in `stateHash`. Engines use it to
 * find a client's action among the legal ones.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let defined = 0;
  for (const k in ra) {
    const v = ra[k];
    if (v === undefined) continue;
    defined++;
    if (!Object.prototype.hasOwnProperty.call(rb, k) || !jsonEqual(v, rb[k])) return false;
  }
  for (const k in rb) if (rb[k] !== undefined) defined--;
  return defined === 0;
}

/**
 * Where two plain JSON values first differ, as a path from `path` with both values cut short
 * (`state.battle.roll.attacker.faces[0]: 1 became 2`), or "" when they are equal: the sentence a
 * test or a tool prints when a state it kept has changed.
 */
export function firstDifference(before: unknown, after: unknown, path = "state"): string {
  if (before === after) return "";
  if (typeof before !== "object" || typeof after !== "object" || before === null || after === null || Array.isArray(before) !== Array.isArray(after)) {
    return `${path}: ${JSON.stringify(before)?.slice(0, 80)} became ${JSON.stringify(after)?.slice(0, 80)}`;
  }
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const d = firstDifference(b[k], a[k], Array.isArray(before) ? `${path}[${k}]` : `${path}.${k}`);
    if (d) return d;
  }
  return "";
}
