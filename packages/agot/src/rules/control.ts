/** Who controls an area (rulebook p.24) and what follows from it: castles, the Victory track. */
import { boardOf, type AreaId } from "../data/board.ts";
import type { HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";

/**
 * Units control; else a power token; else the printed shield of a home area whose house is in play
 * ("a House is considered to have established control of its own home area", p.24).
 */
export function controller(g: Game, id: AreaId): HouseId | null {
  const a = g.areas[id];
  if (!a) return null;
  if (a.house !== null && a.units.length > 0) return a.house;
  if (a.powerToken !== null) return a.powerToken;
  const home = boardOf(g).areas[id]?.home ?? null;
  if (home !== null && g.houses.includes(home) && boardOf(g).areas[id]!.kind === "land") return home;
  return null;
}

/** Land areas controlled by `house`. Sea areas are never "controlled" for castles or power. */
export function controlledLand(g: Game, house: HouseId): AreaId[] {
  // One for-in walk with `controller` inlined over per-index tables: mustering, supply and power
  // ask this for every house, and a keyed lookup per area costs several times more.
  const out: AreaId[] = [];
  const areas = g.areas;
  const home = g.houses.includes(house) ? house : null;
  const board = boardOf(g);
  const ids = board.ids;
  const isLand = board.isLand;
  // Per board index: the printed shield of a land area (it counts only for a house in play).
  const landHome = board.landHome;
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i]) return ids.filter((id) => board.areas[id]!.kind === "land" && controller(g, id) === house);
    const a = areas[id]!;
    if (isLand[i]) {
      const c = a.house !== null && a.units.length > 0 ? a.house : a.powerToken !== null ? a.powerToken : landHome[i] === home ? home : null;
      if (c === house) out.push(id);
    }
    i++;
  }
  return out;
}


export function castleCount(g: Game, house: HouseId): number {
  return controlledLand(g, house).filter((id) => boardOf(g).areas[id]!.castle !== null).length;
}

export function strongholdCount(g: Game, house: HouseId): number {
  return controlledLand(g, house).filter((id) => boardOf(g).areas[id]!.castle === "stronghold").length;
}

/** A port is usable by ("owned by") the controller of its land area (p.25). */
export const VICTORY_CASTLES = 7;
