/**
 * The end of a raid (5.2): the battle hands the march back to the Movement Phase.
 */
import type { FiefState } from "../state.ts";
import { stillNeeded } from "./roads.ts";

/** After a raid battle: a won raid must move on (5.2) along the road it fought for; a lost one ends the march. */
export function afterRaid(s: FiefState, won: boolean): void {
  const m = s.step.kind === "movement" ? s.step : null;
  if (!m?.group) return;
  const g = m.group;
  g.units = g.units.filter((id) => s.units.some((u) => u.id === id));
  g.nobles = g.nobles.filter((id) => s.nobles[id] && (s.nobles[id]!.captor === null || s.nobles[id]!.captor === s.nobles[g.leader]?.house));
  if (!s.nobles[g.leader] || s.nobles[g.leader]!.captor || !won) {
    m.group = null;
    return;
  }
  // the raid fought its way through whoever guarded that road (SF-15)
  if (g.road) (g.granted ??= []).push(...stillNeeded(s, m.order[m.turn]!, g, g.road));
  g.raided = g.units.length > 0;
}
