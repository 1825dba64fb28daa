/**
 * Winning (rulebook p.16): at once on a seventh castle/stronghold area; otherwise after round 10
 * by castles, then strongholds, then supply, then available power, then Iron Throne position
 * (ruling AG-6: the rulebook's chain, not the later FAQ's).
 */
import { AREAS, CASTLE_AREA_IDS } from "../data/board.ts";
import { HOUSES, type HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import { controller, VICTORY_CASTLES } from "./control.ts";

/** Per castle area (CASTLE_AREA_IDS order): the house whose printed shield it bears, if a land area. */
const CASTLE_LAND_HOME: readonly (HouseId | null)[] = CASTLE_AREA_IDS.map((id) => (AREAS[id]!.kind === "land" ? AREAS[id]!.home : null));

const HOUSE_INDEX: Readonly<Partial<Record<string, number>>> = Object.fromEntries(HOUSES.map((h, i) => [h, i]));
/** Reused by every call (the engine is synchronous), so the check allocates nothing. */
const castleTally = new Int32Array(HOUSES.length);

export function castleCounts(g: Game): Partial<Record<HouseId, { castles: number; strongholds: number }>> {
  const out: Partial<Record<HouseId, { castles: number; strongholds: number }>> = {};
  for (const h of g.houses) out[h] = { castles: 0, strongholds: 0 };
  for (const id of CASTLE_AREA_IDS) {
    const def = AREAS[id]!;
    const c = controller(g, id);
    if (c === null || !out[c]) continue;
    out[c].castles++;
    if (def.castle === "stronghold") out[c].strongholds++;
  }
  return out;
}

/** Houses best first by the end-of-game chain (AG-6). */
export function ranking(g: Game): HouseId[] {
  const counts = castleCounts(g);
  const key = (h: HouseId): number[] => [
    counts[h]!.castles,
    counts[h]!.strongholds,
    g.supply[h] ?? 0,
    g.power[h] ?? 0,
    -g.tracks.ironThrone.indexOf(h),
  ];
  return [...g.houses].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  });
}

/** The house that has just reached seven castle areas, if any (only one can, one change at a time). */
export function sevenCastleWinner(g: Game): HouseId | null {
  // The driver asks after every automatic step, so count by index into `houses` without building
  // `castleCounts`' per-house records; the answer is the same.
  // `controller` inlined over tables built once. A home shield of a house not in play is tallied
  // but never read: only houses in play are looked at below.
  castleTally.fill(0);
  for (let i = 0; i < CASTLE_AREA_IDS.length; i++) {
    const a = g.areas[CASTLE_AREA_IDS[i]!]!;
    const c = a.house !== null && a.units.length > 0 ? a.house : a.powerToken !== null ? a.powerToken : CASTLE_LAND_HOME[i]!;
    if (c === null) continue;
    const at = HOUSE_INDEX[c];
    if (at !== undefined) castleTally[at]!++;
  }
  for (const h of g.houses) if (castleTally[HOUSE_INDEX[h]!]! >= VICTORY_CASTLES) return h;
  return null;
}
