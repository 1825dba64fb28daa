/**
 * Winning (rulebook p.16): at once on a seventh castle/stronghold area; otherwise after round 10
 * by castles, then strongholds, then supply, then available power, then Iron Throne position
 * (ruling AG-6: the rulebook's chain, not the later FAQ's).
 */
import { boardOf, type Board } from "../data/board.ts";
import { HOUSES, type HouseId } from "../data/houses.ts";
import { TARGARYEN_HOME } from "../data/mod.ts";
import type { AreaState, Game } from "../state.ts";
import { controller, VICTORY_CASTLES } from "./control.ts";
import { playerHouses } from "./commanders.ts";


const HOUSE_INDEX: Readonly<Partial<Record<string, number>>> = Object.fromEntries(HOUSES.map((h, i) => [h, i]));
/** Reused by every call (the engine is synchronous), so the check allocates nothing. */
const castleTally = new Int32Array(HOUSES.length);

function tally(a: AreaState, landHome: HouseId | null): void {
  const c = a.house !== null && a.units.length > 0 ? a.house : a.powerToken !== null ? a.powerToken : landHome;
  if (c === null) return;
  const at = HOUSE_INDEX[c];
  if (at !== undefined) castleTally[at]!++;
}

/**
 * Tallies castles walking the record with for-in, which avoids a keyed lookup per castle area,
 * when its keys are in the board's order (as setup and the engine make them); false if not.
 * The board's per-index tables say whether an area has a castle, and its printed shield if land.
 */
function tallyInBoardOrder(areas: Readonly<Record<string, AreaState>>, board: Board): boolean {
  castleTally.fill(0);
  const { ids, isCastle, landHome } = board;
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i]) return false;
    if (isCastle[i]) tally(areas[id]!, landHome[i]!);
    i++;
  }
  return i === ids.length;
}

export function castleCounts(g: Game): Partial<Record<HouseId, { castles: number; strongholds: number }>> {
  const out: Partial<Record<HouseId, { castles: number; strongholds: number }>> = {};
  for (const h of g.houses) out[h] = { castles: 0, strongholds: 0 };
  for (const id of boardOf(g).castleIds) {
    const def = boardOf(g).areas[id]!;
    const c = controller(g, id);
    if (c === null || !out[c]) continue;
    out[c].castles++;
    if (def.castle === "stronghold") out[c].strongholds++;
  }
  return out;
}

/**
 * A house's place on the Victory track: its castle and stronghold areas; Targaryen's is the loyalty
 * tokens it collected plus 1 while it controls Pentos (cards.md 6.5, mod-setup.md 4).
 */
export function victoryPoints(g: Game, house: HouseId, counts?: ReturnType<typeof castleCounts>): number {
  if (house === "targaryen" && g.mod) return g.mod.loyaltyCollected + (controller(g, TARGARYEN_HOME) === "targaryen" ? 1 : 0);
  // Counted only here: the driver asks Targaryen's place after every step (loyaltyWinner), and
  // counting every castle of the board for an answer that does not read them was an eighth of a
  // Mother of Dragons game's time.
  return (counts ?? castleCounts(g))[house]?.castles ?? 0;
}

/**
 * Houses best first by the end-of-game chain (AG-6); Targaryen's first key is its Victory track
 * place (cards.md 7 #44). Vassals never win or lose (summary "Additional vassal rules"), so they
 * are not ranked.
 */
export function ranking(g: Game): HouseId[] {
  const counts = castleCounts(g);
  const key = (h: HouseId): number[] => [
    victoryPoints(g, h, counts),
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
  const board = boardOf(g);
  if (!tallyInBoardOrder(g.areas, board)) {
    castleTally.fill(0);
    for (const id of board.castleIds) tally(g.areas[id]!, board.areas[id]!.kind === "land" ? board.areas[id]!.home : null);
  }
  // Targaryen never counts castles: it wins by loyalty (cards.md 6.5), the loyalty rules' check.
  for (const h of playerHouses(g)) if (h !== "targaryen" && castleTally[HOUSE_INDEX[h]!]! >= VICTORY_CASTLES) return h;
  return null;
}
