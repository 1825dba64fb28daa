/**
 * Names for ids, read from the engine's data modules (never re-typed here). Imported from the data
 * files by path rather than from the package index (which exports only the engine), so the rules
 * engine and its dependencies stay out of the bundle; a relative path works unchanged in Vite,
 * tsc and vitest.
 */
import { AREAS } from "../../../../agot/src/data/board.ts";
import { HOUSE_CARDS, HOUSE_NAMES, HOUSES_FOR_COUNT, type HouseId } from "../../../../agot/src/data/houses.ts";
import { ORDERS, type OrderKind } from "../../../../agot/src/data/orders.ts";
import { WESTEROS_CARDS, type WesterosCardType } from "../../../../agot/src/data/westeros-cards.ts";

export { AREAS, HOUSE_CARDS, HOUSE_NAMES, HOUSES_FOR_COUNT, ORDERS, WESTEROS_CARDS };
export type { HouseId, OrderKind };

export const areaName = (id: string): string => AREAS[id]?.name ?? id;

export const houseName = (id: string): string => HOUSE_NAMES[id as HouseId] ?? titleCase(id);

export const orderName = (kind: string): string => ORDERS[kind as OrderKind]?.name ?? titleCase(kind);

export const cardName = (id: string): string => HOUSE_CARDS[id]?.name ?? titleCase(id);

export const westerosCardName = (t: string): string => WESTEROS_CARDS[t as WesterosCardType]?.name ?? titleCase(t);

export const TRACK_NAMES = { ironThrone: "Iron Throne", fiefdoms: "Fiefdoms", kingsCourt: "King's Court" } as const;

export const UNIT_NAMES: Readonly<Record<string, string>> = {
  footman: "footman",
  knight: "knight",
  ship: "ship",
  "siege-engine": "siege engine",
};

export function titleCase(id: string): string {
  const words = id.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A named option of a `choose` action: an area, a house, a track, or words from its id. */
export function choiceName(choice: string): string {
  if (AREAS[choice]) return AREAS[choice].name;
  if (HOUSE_NAMES[choice as HouseId]) return HOUSE_NAMES[choice as HouseId];
  if (choice in TRACK_NAMES) return TRACK_NAMES[choice as keyof typeof TRACK_NAMES];
  return titleCase(choice);
}
