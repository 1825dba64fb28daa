/** Names for the game log of the Action phase: houses, areas and orders as players say them. */
import { ANY_AREA, type AreaId } from "../../data/board.ts";
import { HOUSE_NAMES, UNIT_TYPES, type HouseId, type UnitType } from "../../data/houses.ts";
import { ORDERS, type OrderKind, type OrderType } from "../../data/orders.ts";
import type { UnitCounts } from "../../actions.ts";

export const houseName = (h: HouseId): string => HOUSE_NAMES[h];
// An area has the same name on every board.
export const areaName = (id: AreaId): string => ANY_AREA[id]?.name ?? id;

const TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  march: "March",
  defense: "Defense",
  support: "Support",
  raid: "Raid",
  "consolidate-power": "Consolidate Power",
  "iron-bank": "Iron Bank",
};

/** "Consolidate Power order", "Special Raid order". */
export const orderLabel = (kind: OrderKind): string =>
  `${ORDERS[kind].special ? "Special " : ORDERS[kind].sea && ORDERS[kind].type !== "iron-bank" ? "Sea " : ""}${TYPE_LABELS[ORDERS[kind].type]} order`;

const UNIT_LABELS: Readonly<Record<UnitType, [string, string]>> = {
  footman: ["Footman", "Footmen"],
  knight: ["Knight", "Knights"],
  ship: ["Ship", "Ships"],
  "siege-engine": ["Siege Engine", "Siege Engines"],
  dragon: ["Dragon", "Dragons"],
};

/** "2 Footmen and 1 Knight". */
export function unitsLabel(c: UnitCounts): string {
  const parts = UNIT_TYPES.filter((t) => (c[t] ?? 0) > 0).map((t) => `${c[t]} ${UNIT_LABELS[t][c[t] === 1 ? 0 : 1]}`);
  if (parts.length <= 1) return parts[0] ?? "no units";
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
