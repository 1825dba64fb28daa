/**
 * Phase 5, movement, decided step by step from the view: every decision works out again where the
 * marching noble is going (the best village we want within reach that his army can take), so a
 * march is a sequence of consistent choices without any memory between decisions.
 */
import { neighbours, type Action, type MoveGroup } from "@kingsroad/fief";
import { dist, sp, type Reading } from "./read.ts";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

export interface MoveSeen {
  group: MoveGroup | null;
  moved: string[];
}

export function moveOf(r: Reading): MoveSeen | null {
  const st = r.view.step as { kind?: string; group?: MoveGroup | null; moved?: string[] } | null;
  if (!st || st.kind !== "movement") return null;
  return { group: st.group ?? null, moved: st.moved ?? [] };
}

/** Troop SP of ours in a village that are not marching with the group. */
function staying(r: Reading, v: string, g: MoveGroup | null): number {
  let n = 0;
  for (const u of r.view.units) if (u.village === v && u.house === r.me && !(g?.units.includes(u.id) ?? false)) n += sp(u.type);
  return n;
}

function groupStrength(r: Reading, g: MoveGroup): number {
  let n = g.nobles.filter((id) => r.view.nobles[id]?.house === r.me && r.view.nobles[id]?.captor === null).length;
  for (const id of g.units) {
    const u = r.view.units.find((x) => x.id === id);
    if (u) n += sp(u.type);
  }
  return n;
}

/**
 * The roads a march could leave `v` by without being refused at once, read from the view (SF-15):
 * none out of our fortress while a besieger is there, nor along a road a rival's troops occupy.
 */
export function roadsOutOf(r: Reading, v: string): string[] {
  const siege = r.view.villages[v]?.siege;
  if (siege && r.controller(v) === r.me && !r.friendly(siege.besieger)) return [];
  const guarded = new Set<string>();
  for (const u of r.view.units) if (u.village === v && !r.friendly(u.house) && u.road) guarded.add(u.road);
  return neighbours(v).filter((n) => !guarded.has(n));
}

/** Steps from `from` to `v` when the first step must take one of the `open` roads. */
function distVia(from: string, v: string, open: readonly string[]): number {
  if (from === v) return 0;
  let d = 99;
  for (const n of open) d = Math.min(d, 1 + dist(n, v));
  return d;
}

/**
 * Where an army of `strength` SP at `from` should go with `steps` steps, leaving by one of the
 * `open` roads: the wanted village with the best worth less distance, among those it can take
 * (empty, or held by a force it outnumbers clearly once the fortification is counted). Null when
 * nothing is worth the march.
 */
export function objective(r: Reading, from: string, strength: number, steps: number, open: readonly string[] = neighbours(from)): { to: string; value: number; d: number } | null {
  let best: { to: string; value: number; d: number } | null = null;
  for (const [v, weight] of r.wanted()) {
    const d = distVia(from, v, open);
    if (d === 0 || d >= 99) continue;
    const foe = r.hostile(v);
    let value = weight - 2.5 * Math.max(0, d - steps) - 0.5 * d;
    if (foe > 0) {
      const ctrl = r.controller(v);
      const pen = ctrl && !r.friendly(ctrl) ? r.penalty(v, ctrl) : 0;
      // a fortified defender needs a clear margin: dice lost to the penalty are made up by numbers
      const need = foe * 1.4 + pen * 5 + 1;
      if (strength < need) continue;
      value -= foe * 0.2;
    }
    if (!best || value > best.value) best = { to: v, value, d };
  }
  // a lone village next door that nobody holds is worth a step even outside the plan (income, votes)
  if (!best) {
    for (const n of open) {
      if (r.controller(n) === null && r.hostile(n) === 0 && steps > 0) best ??= { to: n, value: 1, d: 1 };
    }
  }
  return best && best.value > 0 ? best : null;
}

export function scoreMarch(r: Reading, a: Of<"march">): number {
  const n = r.view.nobles[a.noble];
  if (!n?.village) return -1;
  const spare = staying(r, n.village, null) - r.garrison(n.village);
  if (spare <= 0) return -1;
  const strength = spare + 1;
  const obj = objective(r, n.village, strength, 2, roadsOutOf(r, n.village));
  return obj ? 2 + obj.value : -1;
}

/** A village our troops should stay in once we stand there: one of our plan, or any we would hold unopposed. */
function holdable(r: Reading, v: string): boolean {
  return r.hostile(v) === 0 && (r.inPlan(v) || r.controller(v) === null || r.controller(v) === r.me);
}

function typeValue(t: string): number {
  return t === "knight" || t === "champion" || t === "whitecloakKnight" ? 3 : t === "unsullied" || t === "recruit" ? 2 : 1;
}

/**
 * The decisions of a marching group: load, step, unload, halt, passage. `open` are the roads the
 * legal actions offer out of here now (a plain step, or passage still to ask): a road refused
 * closes, and the march looks for its goal along the others.
 */
export function scoreGroup(r: Reading, a: Action, g: MoveGroup, open: readonly string[]): number {
  const at = g.at;
  const left = Math.max(0, 2 - g.taken);
  const strength = groupStrength(r, g);
  // Before the first step the army is still being formed: plan with what it could take along.
  const potential = g.taken === 0 ? strength + Math.max(0, staying(r, at, g) - r.garrison(at)) : strength;
  const obj = objective(r, at, potential, left, open);
  switch (a.type) {
    case "load": {
      if (a.noble) {
        // take a captive along when nobody of ours stays to guard him (6.2.3)
        const n = r.view.nobles[a.noble];
        return n?.captor === r.me && staying(r, at, g) === 0 ? 3 : -3;
      }
      // troops join before the first step only: picking up what was just dropped would never end
      if (!obj || g.taken > 0) return -5;
      const t = a.unit!;
      const keep = r.garrison(at);
      if (staying(r, at, g) - sp(t) < keep) return -2;
      // the army is formed before it sets out: loading comes before any step
      return 12 + typeValue(t) * 0.1;
    }
    case "unload": {
      if (a.noble) return -3;
      const t = a.unit!;
      if (g.taken === 0) return -2;
      // drop the cheapest troop to hold a village we want, when the march goes on past it
      const here = staying(r, at, g) === 0 && holdable(r, at);
      if (here && g.units.length >= 2 && obj && obj.to !== at && left > 0) return 9.5 - typeValue(t);
      return -2;
    }
    case "step": {
      // 5.2: a raid won must move on (no halt): the best step left, toward the goal or a village we can hold
      if (g.raided && g.units.length > 0 && left > 0) {
        const goal = obj ? 3 - dist(a.to, obj.to) : 0;
        return 2 + goal + (holdable(r, a.to) ? 1 : 0) - r.hostile(a.to) * 0.2 - (a.secretPassage ? 4 : 0);
      }
      if (!obj) return -3;
      const then = dist(a.to, obj.to);
      if (then + 1 > obj.d) return -3; // off the shortest open way
      if (then >= dist(at, obj.to) && g.taken > 0) return -3; // a detour is for setting out, not for wandering
      let s = 10 - 3 * then;
      if (a.to !== obj.to && r.hostile(a.to) > 0) s -= 6; // we would stop there, held up
      if (a.secretPassage) s -= 4; // keep the card for a battle or an escape
      return s;
    }
    case "halt":
      // arrived in a village we want that an enemy holds: stay for the Battle Phase
      if (g.taken > 0 && r.hostile(at) > 0 && r.wanted().has(at)) return 20;
      // arrived in a village worth holding with too few troops to leave one behind: stay and hold it
      if (g.taken > 0 && staying(r, at, g) === 0 && g.units.length < 2 && holdable(r, at)) return 15;
      if (!obj || left === 0) return 6;
      return 0;
    // both name the road the march would leave by (SF-15): only the road toward the goal is worth it
    case "askPassage":
      return obj && dist(a.to, obj.to) + 1 <= obj.d ? 3 : -1;
    case "raid": {
      if (!obj || dist(a.to, obj.to) + 1 > obj.d) return -1;
      const foe = r.hostile(at);
      return strength > foe * 2 + 2 ? 4 : -2;
    }
    case "sail":
    case "askShips":
      return -2;
    default:
      return 0;
  }
}
