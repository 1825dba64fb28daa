/** Who controls an area (rulebook p.24) and what follows from it: castles, the Victory track. */
import { AREAS, AREA_IDS, type AreaId } from "../data/board.ts";
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
  const home = AREAS[id]?.home ?? null;
  if (home !== null && g.houses.includes(home) && AREAS[id]!.kind === "land") return home;
  return null;
}

/** Land areas controlled by `house`. Sea areas are never "controlled" for castles or power. */
export function controlledLand(g: Game, house: HouseId): AreaId[] {
  return AREA_IDS.filter((id) => AREAS[id]!.kind === "land" && controller(g, id) === house);
}

export function castleCount(g: Game, house: HouseId): number {
  return controlledLand(g, house).filter((id) => AREAS[id]!.castle !== null).length;
}

export function strongholdCount(g: Game, house: HouseId): number {
  return controlledLand(g, house).filter((id) => AREAS[id]!.castle === "stronghold").length;
}

/** A port is usable by ("owned by") the controller of its land area (p.25). */
export const VICTORY_CASTLES = 7;
