/**
 * Setting up vassals (Mother of Dragons setup; mod-setup.md 1-4): every house of Westeros nobody
 * plays is a vassal for the whole game. It starts with the units of its vassal setup card, its
 * garrison (placed with the players'), supply 4, no power and no house cards of its own (it draws
 * from the shared vassal deck in combat). Then the tracks are adjusted: if a vassal sits on one of
 * the top three spaces of a track, every vassal goes to the bottom of that track, in its printed
 * order, Targaryen staying last. The vassal order-token sets are dealt at the start of each
 * Planning phase (rules/planning/claim-vassals.ts), round 1 included.
 */
import { boardOf } from "./data/board.ts";
import { HOUSES, VASSAL_CARD_IDS, type HouseId } from "./data/houses.ts";
import { WESTEROS_HOUSES } from "./data/mod.ts";
import { VASSAL_STARTING_SUPPLY, VASSAL_STARTING_UNITS } from "./data/vassals.ts";
import type { VassalsState } from "./mod-state.ts";
import type { Game, TrackName } from "./state.ts";

/** The houses in play with vassals: the players' and every house of Westeros (mod-setup.md 1, item 3). */
export const housesWithVassals = (players: readonly HouseId[]): HouseId[] =>
  HOUSES.filter((h) => players.includes(h) || WESTEROS_HOUSES.includes(h));

/** The houses of Westeros no player took, in HOUSES order. */
export const vassalsFor = (players: readonly HouseId[]): HouseId[] => WESTEROS_HOUSES.filter((h) => !players.includes(h));

/**
 * Any vassal on spaces 1-3 sends all vassals after the last player, keeping their order; Targaryen
 * (never a vassal) stays on the last space (mod-setup.md 2.2).
 */
export function adjustTrack(track: readonly HouseId[], vassals: readonly HouseId[]): HouseId[] {
  if (!track.slice(0, 3).some((h) => vassals.includes(h))) return [...track];
  const players = track.filter((h) => !vassals.includes(h) && h !== "targaryen");
  const tail = track.includes("targaryen") ? ["targaryen" as const] : [];
  return [...players, ...track.filter((h) => vassals.includes(h)), ...tail];
}

/** Turns the houses listed into vassals of a game just set up (their player units not placed). */
export function setUpVassals(g: Game, vassals: readonly HouseId[]): void {
  const board = boardOf(g);
  for (const h of vassals) {
    for (const u of VASSAL_STARTING_UNITS[h] ?? []) {
      const a = g.areas[u.area];
      if (a === undefined || !board.areas[u.area]) throw new Error(`vassal ${h} starts in ${u.area}, not on this board`);
      a.house = h;
      for (let i = 0; i < u.count; i++) a.units.push({ type: u.unitType, routed: false });
    }
    g.supply[h] = VASSAL_STARTING_SUPPLY;
    g.power[h] = 0;
    g.houseCards[h] = { hand: [], discard: [] };
  }
  for (const t of ["ironThrone", "fiefdoms", "kingsCourt"] as const satisfies readonly TrackName[]) g.tracks[t] = adjustTrack(g.tracks[t], vassals);
  g.mod!.vassals = { ...noVassalsYet(), houses: [...vassals] };
}

/** The vassals' state before any house is one: a full table's, when its first player leaves (drop-out.ts). */
export const noVassalsYet = (): VassalsState => ({ houses: [], commanders: {}, deck: [...VASSAL_CARD_IDS], leaving: [] });
