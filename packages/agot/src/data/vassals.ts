/**
 * Vassal setup facts (Mother of Dragons, mod-setup.md 3.2 and 4; facts.json `modSetup`): each
 * vassal's starting units from its vassal setup card, its starting supply.
 */
import facts from "./facts.json" with { type: "json" };
import type { AreaId } from "./board.ts";
import type { HouseId, UnitType } from "./houses.ts";

export interface VassalUnits {
  readonly area: AreaId;
  readonly unitType: UnitType;
  readonly count: number;
}

/** The units on each house's vassal setup card (replacing its player screen's when it is a vassal). */
export const VASSAL_STARTING_UNITS = facts.modSetup.vassalStartingUnits as unknown as Readonly<Partial<Record<HouseId, readonly VassalUnits[]>>>;

/** Every vassal starts on space 4 of the supply track, whatever its barrels (mod-setup.md 4). */
export const VASSAL_STARTING_SUPPLY = 4;
