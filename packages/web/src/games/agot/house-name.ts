/**
 * A house's name from its id, and ids in title case: small enough for the shell's first chunk (the
 * lobby, the seats), without the board's names that names.ts reads.
 */
import { HOUSE_NAMES, type HouseId } from "../../../../agot/src/data/houses.ts";

export function titleCase(id: string): string {
  const words = id.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const houseName = (id: string): string => HOUSE_NAMES[id as HouseId] ?? titleCase(id);
