/**
 * Winning (rulebook p.16): at once on a seventh castle/stronghold area; otherwise after round 10
 * by castles, then strongholds, then supply, then available power, then Iron Throne position
 * (ruling AG-6: the rulebook's chain, not the later FAQ's).
 */
import { AREAS, AREA_IDS, CASTLE_AREA_IDS } from "../data/board.ts";
import { HOUSES, type HouseId } from "../data/houses.ts";
import type { AreaState, Game } from "../state.ts";
import { controller, VICTORY_CASTLES } from "./control.ts";
import { playerHouses } from "./commanders.ts";

/** Per castle area (CASTLE_AREA_IDS order): the house whose printed shield it bears, if a land area. */
const CASTLE_LAND_HOME: readonly (HouseId | null)[] = CASTLE_AREA_IDS.map((id) => (AREAS[id]!.kind === "land" ? AREAS[id]!.home : null));

const HOUSE_INDEX: Readonly<Partial<Record<string, number>>> = Object.fromEntries(HOUSES.map((h, i) => [h, i]));
/** Reused by every call (the engine is synchronous), so the check allocates nothing. */
const castleTally = new Int32Array(HOUSES.length);

function tally(a: AreaState, landHome: HouseId | null): void {
  const c = a.house !== null && a.units.length > 0 ? a.house : a.powerToken !== null ? a.powerToken : landHome;
  if (c === null) return;
  const at = HOUSE_INDEX[c];
  if (at !== undefined) castleTally[at]!++;
}

/** Per board index (AREA_IDS order): whether the area has a castle, and its printed shield if land. */
const IS_CASTLE: readonly boolean[] = AREA_IDS.map((id) => AREAS[id]!.castle !== null);
const LAND_HOME: readonly (HouseId | null)[] = AREA_IDS.map((id) => (AREAS[id]!.kind === "land" ? AREAS[id]!.home : null));

/**
 * Tallies castles walking the record with for-in, which avoids a keyed lookup per castle area,
 * when its keys are in AREA_IDS order (as setup and the engine make them); false if not.
 */
function tallyInBoardOrder(areas: Readonly<Record<string, AreaState>>): boolean {
  castleTally.fill(0);
  let i = 0;
  for (const id in areas) {
    if (id !== AREA_IDS[i]) return false;
    if (IS_CASTLE[i]) tally(areas[id]!, LAND_HOME[i]!);
    i++;
  }
  return i === AREA_IDS.length;
}

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

/** Houses best first by the end-of-game chain (AG-6); vassals never win or lose (summary "Additional vassal rules"), so they are not ranked. */
export function ranking(g: Game): HouseId[] {
  const counts = castleCounts(g);
  const key = (h: HouseId): number[] => [
    counts[h]!.castles,
    counts[h]!.strongholds,
    g.supply[h] ?? 0,
    g.power[h] ?? 0,
    -g.tracks.ironThrone.indexOf(h),
  ];
  return [...playerHouses(g)].sort((a, b) => {
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
  if (!tallyInBoardOrder(g.areas)) {
    castleTally.fill(0);
    for (let i = 0; i < CASTLE_AREA_IDS.length; i++) tally(g.areas[CASTLE_AREA_IDS[i]!]!, CASTLE_LAND_HOME[i]!);
  }
  for (const h of playerHouses(g)) if (castleTally[HOUSE_INDEX[h]!]! >= VICTORY_CASTLES) return h;
  return null;
}
