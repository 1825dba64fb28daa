/** A house's home area on this game's board (The Eyrie for Arryn in Mother of Dragons), for the later books' Arryn cards. */
import { boardOf, type AreaId } from "../../../data/board.ts";
import type { HouseId } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";

export function homeArea(g: Game, house: HouseId): AreaId | null {
  const board = boardOf(g);
  return board.ids.find((id) => board.areas[id]!.home === house && board.areas[id]!.kind === "land") ?? null;
}
