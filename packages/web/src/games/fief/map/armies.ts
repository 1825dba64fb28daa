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
  /** Some of its troops arrived this movement in a village another house controls (5). */
  onRoad: boolean;
}

export function armiesAt(view: FiefView, village: string): Army[] {
  const by = new Map<string, Army>();
  const army = (house: string): Army => {
    let a = by.get(house);
    if (!a) by.set(house, (a = { house, troops: 0, byType: {}, nobles: [], captives: [], onRoad: false }));
    return a;
  };
  for (const u of view.units) {
    if (u.village !== village) continue;
    const a = army(u.house);
    a.troops++;
    a.byType[u.type] = (a.byType[u.type] ?? 0) + 1;
    if (u.onRoad) a.onRoad = true;
  }
  for (const n of Object.values(view.nobles)) {
    if (n.village !== village) continue;
    if (n.captor) army(n.captor).captives.push(n.id);
    else army(n.house).nobles.push(n.id);
  }
  return [...by.values()].sort((a, b) => a.house.localeCompare(b.house));
}
