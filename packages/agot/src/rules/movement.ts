/**
 * Where units can go: adjacency plus ship transport (rulebook p.23; ruling AG-3: only sea areas
 * holding the moving house's own ships bridge, routed ships included; ports never bridge).
 * Shared by marches and retreats.
 */
import { boardOf, type AreaId } from "../data/board.ts";
import type { HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";

const hasOwnShips = (g: Game, id: AreaId, house: HouseId): boolean =>
  boardOf(g).areas[id]!.kind === "sea" && g.areas[id]!.house === house && g.areas[id]!.units.length > 0;

/** Land areas reachable from land area `from` by ship transport alone (not counting `from`). */
export function transportDestinations(g: Game, house: HouseId, from: AreaId): AreaId[] {
  const queue: AreaId[] = boardOf(g).adjacent[from]!.filter((id) => hasOwnShips(g, id, house));
  // Most land areas have no own ships next to them: nothing to search.
  if (queue.length === 0) return queue;
  const seen = new Set<AreaId>();
  for (const id of queue) seen.add(id);
  const lands = new Set<AreaId>();
  while (queue.length > 0) {
    const sea = queue.shift()!;
    for (const next of boardOf(g).adjacent[sea]!) {
      if (boardOf(g).areas[next]!.kind === "land" && next !== from && !g.blocked.includes(next)) lands.add(next);
      else if (!seen.has(next) && hasOwnShips(g, next, house)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...lands].sort();
}

/**
 * Areas a unit of this kind could enter from `from` in one move (march or retreat), before any
 * check of who is there: land units walk to adjacent land or sail by transport; ships go to
 * adjacent seas and ports (port ownership is checked by the caller).
 */
export function moveTargets(g: Game, house: HouseId, from: AreaId, landUnits: boolean): AreaId[] {
  // ADJACENT lists are sorted and without repeats, so the adjacent part needs no sorting; only
  // areas added by transport make a sort necessary.
  const out: AreaId[] = [];
  for (const id of boardOf(g).adjacent[from]!) {
    if (g.blocked.includes(id)) continue;
    const kind = boardOf(g).areas[id]!.kind;
    if (landUnits ? kind === "land" : kind === "sea" || kind === "port") out.push(id);
  }
  if (landUnits && boardOf(g).areas[from]!.kind === "land") {
    const byShip = transportDestinations(g, house, from);
    if (byShip.length > 0) {
      for (const id of byShip) if (!out.includes(id)) out.push(id);
      out.sort();
    }
  }
  return out;
}
