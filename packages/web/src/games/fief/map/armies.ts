/** Who stands in a village, house by house: troops by type, free nobles, captives, road occupants. */
import type { FiefView } from "../types.ts";

export interface Army {
  house: string;
  troops: number;
  byType: Record<string, number>;
  /** Free nobles of this house here (captives are counted with their captor). */
  nobles: string[];
  /** Nobles of other houses this house holds captive here. */
  captives: string[];
  /** The roads its troops occupy: the villages they came from this movement into a village another house controls (5, SF-15). */
  roads: string[];
}

export function armiesAt(view: FiefView, village: string): Army[] {
  const by = new Map<string, Army>();
  const army = (house: string): Army => {
    let a = by.get(house);
    if (!a) by.set(house, (a = { house, troops: 0, byType: {}, nobles: [], captives: [], roads: [] }));
    return a;
  };
  for (const u of view.units) {
    if (u.village !== village) continue;
    const a = army(u.house);
    a.troops++;
    a.byType[u.type] = (a.byType[u.type] ?? 0) + 1;
    if (u.road && !a.roads.includes(u.road)) a.roads.push(u.road);
  }
  for (const n of Object.values(view.nobles)) {
    if (n.village !== village) continue;
    if (n.captor) army(n.captor).captives.push(n.id);
    else army(n.house).nobles.push(n.id);
  }
  return [...by.values()].sort((a, b) => a.house.localeCompare(b.house));
}
