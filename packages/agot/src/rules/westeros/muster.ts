/** Mustering (rulebook p.9). PLACEHOLDER signature, owned and completed by the Westeros rules. */
import type { AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import type { Game } from "../../state.ts";
import type { WesterosFrame } from "./frames.ts";

/**
 * A frame in which `houses` (in the given order, normally turn order) muster in every castle and
 * stronghold they control, or only in `onlyArea` (a Special Consolidate Power order, The Horde
 * Descends reward). Push it; it pops when every house is done.
 */
export function newMusterFrame(_g: Game, _houses: readonly HouseId[], _onlyArea: AreaId | null): WesterosFrame {
  return { kind: "westeros", step: "start" };
}
