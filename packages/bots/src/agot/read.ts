/**
 * Reading the board from a seat's view: control, strengths, threats. Everything here works on
 * `GameView` (what the seat may see) plus the printed board data, never on the hidden state.
 * Estimates are deliberately simple: a beginner counts the units next door and the visible orders.
 */
import { boardOf, ORDERS, unitStrength, type AreaId, type GameView, type HouseId } from "@kingsroad/agot";

type AreaView = GameView["areas"][string];

/** Who controls an area, as the rulebook defines it (p.24): units, then a power token, then the home shield. */
export function controllerOf(view: GameView, id: AreaId): HouseId | null {
  const a = view.areas[id];
  if (!a) return null;
  if (a.house !== null && a.units.length > 0) return a.house;
  if (a.powerToken !== null) return a.powerToken;
  const def = boardOf(view).areas[id];
  if (def && def.home !== null && def.kind === "land" && view.houses.includes(def.home)) return def.home;
  return null;
}

/** Standing strength of the units in an area; siege engines only count when attacking a castle. */
export function unitsStrength(view: GameView, units: AreaView["units"], attackingCastle: boolean): number {
  let s = 0;
  for (const u of units) {
    if (u.routed) continue;
    if (u.type === "siege-engine" && !attackingCastle) continue;
    s += unitStrength(view, u.type);
  }
  return s;
}

/** What an attacker would face in `id`: units, garrison, neutral force and a visible defense order. */
export function defenseStrength(view: GameView, id: AreaId): number {
  const a = view.areas[id];
  if (!a) return 0;
  let s = unitsStrength(view, a.units, false) + (a.garrison?.strength ?? 0) + (a.neutralForce ?? 0);
  const kind = a.order?.kind ?? null;
  if (kind !== null && ORDERS[kind].type === "defense") s += ORDERS[kind].strength;
  return s;
}

/** Strength that adjacent areas of `house` could lend with visible (or any, when hidden) support orders. */
export function supportAvailable(view: GameView, id: AreaId, house: HouseId): number {
  let s = 0;
  const castle = boardOf(view).areas[id]?.castle != null;
  for (const n of boardOf(view).adjacent[id] ?? []) {
    const a = view.areas[n];
    if (!a || a.house !== house || a.order === null) continue;
    const kind = a.order.kind;
    if (kind !== null && ORDERS[kind].type !== "support") continue;
    // A hidden order might be a support; count half of it, as a cautious player would.
    const bonus = kind === null ? 0 : ORDERS[kind].strength;
    const units = unitsStrength(view, a.units, castle) + bonus;
    s += kind === null ? Math.floor(units / 2) : units;
  }
  return s;
}

/** The strongest enemy force that could march into `id` next: the largest adjacent enemy army. */
export function threatTo(view: GameView, id: AreaId, me: HouseId): number {
  let worst = 0;
  const castle = boardOf(view).areas[id]?.castle != null;
  for (const n of boardOf(view).adjacent[id] ?? []) {
    const a = view.areas[n];
    if (!a || a.house === null || a.house === me || a.units.length === 0) continue;
    // Ships cannot march onto land and footmen cannot sail, so only matching kinds threaten.
    const landTarget = boardOf(view).areas[id]?.kind === "land";
    const relevant = a.units.filter((u) => (u.type === "ship") !== landTarget);
    worst = Math.max(worst, unitsStrength(view, relevant, castle));
  }
  return worst;
}

/** How much an area is worth holding: castles and strongholds above all, then barrels and crowns. */
export function areaValue(view: GameView, id: AreaId, me: HouseId): number {
  const def = boardOf(view).areas[id];
  if (!def) return 0;
  let v = def.supply * 1.5 + def.power * 1.5;
  if (def.castle === "castle") v += 5;
  if (def.castle === "stronghold") v += 7;
  if (boardOf(view).homeArea[me] === id) v += 6;
  if (def.home !== null && def.home !== me && view.houses.includes(def.home)) v += 2; // a rival's capital
  // Targaryen takes the loyalty tokens of an area it controls: each is a step on its Victory track (cards.md 6.5).
  if (me === "targaryen") v += (view.mod?.loyalty[id] ?? 0) * 5;
  return v;
}

export const myHome = (view: GameView, me: HouseId): AreaId | null => boardOf(view).homeArea[me] ?? null;

/** Breadth-first distance over land and sea adjacency; used to steer retreats toward home. */
export function distance(view: GameView, from: AreaId, to: AreaId, limit = 12): number {
  if (from === to) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; d <= limit; d++) {
    const next: AreaId[] = [];
    for (const a of frontier)
      for (const n of boardOf(view).adjacent[a] ?? []) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    frontier = next;
  }
  return limit + 1;
}

export function myAreas(view: GameView, me: HouseId): AreaId[] {
  return Object.keys(view.areas).filter((id) => view.areas[id]!.house === me && view.areas[id]!.units.length > 0);
}

/** Castle areas a house controls, as the Victory track counts them. */
export function castlesOf(view: GameView, house: HouseId): number {
  let n = 0;
  for (const id of Object.keys(view.areas)) if (boardOf(view).areas[id]?.castle != null && controllerOf(view, id) === house) n++;
  return n;
}
