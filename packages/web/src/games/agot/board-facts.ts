/**
 * Facts of the public board a player asks for (who controls an area, castles held, special-order
 * stars, armies against supply), answered by the engine's own rule functions so the page and the
 * rules never disagree. Imported by path from the rule modules that read only the board (no RNG,
 * no frames), as names.ts does with the data.
 */
import { boardOf, type Board } from "../../../../agot/src/data/board.ts";
import { controller } from "../../../../agot/src/rules/control.ts";
import { supplyLimit } from "../../../../agot/src/rules/supply.ts";
import { specialOrderStars } from "../../../../agot/src/rules/tracks.ts";
import type { Game } from "@kingsroad/agot";
import type { GameView } from "./types.ts";

type HouseId = Game["houses"][number];

// These rules read only `areas` (units, house, power token) and `houses`/`tracks`, which a view
// carries unchanged (its areas differ only in face-down orders, which they never read).
const asGame = (view: GameView): Game => view as unknown as Game;

/**
 * The board this game is played on, as the engine reads it (Mother of Dragons' boards, with the
 * Iron Bank's improvements and degradations printed on it): what each area prints (castle, crowns,
 * barrels, home).
 */
export const boardOfView = (view: GameView): Board => boardOf(view);

/** Who controls an area: units, else a power token, else the printed shield of a home area (p.24). */
export const controllerOf = (view: GameView, id: string): string | null => controller(asGame(view), id);

/** Castles and strongholds each house controls: the Victory track. */
export function castleCounts(view: GameView): Record<string, number> {
  const counts: Record<string, number> = {};
  const board = boardOf(view);
  for (const id of Object.keys(view.areas)) {
    if (!board.areas[id]?.castle) continue;
    const h = controllerOf(view, id);
    if (h) counts[h] = (counts[h] ?? 0) + 1;
  }
  return counts;
}

/** Special orders the house may place this round (its King's Court position). */
export const starsOf = (view: GameView, house: string): number => specialOrderStars(asGame(view), house as HouseId);

/** The army sizes a house's supply level allows, largest first. */
export const supplyLimits = (view: GameView, house: string): readonly number[] => supplyLimit(asGame(view), house as HouseId);

/** The house's armies (two or more units in one area), largest first. */
export function armySizes(view: GameView, house: string): number[] {
  return Object.values(view.areas)
    .filter((a) => a.house === house && a.units.length >= 2)
    .map((a) => a.units.length)
    .sort((a, b) => b - a);
}

/** Power tokens of the house standing on the board (not available to spend). */
export const powerOnBoard = (view: GameView, house: string): number => Object.values(view.areas).filter((a) => a.powerToken === house).length;
