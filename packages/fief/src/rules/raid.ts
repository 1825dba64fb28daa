/**
 * The end of a raid (5.2): the battle hands the march back to the Movement Phase.
 */
import type { House } from "../data/nobles.ts";
import type { FiefState } from "../state.ts";

/**
 * After a raid battle against `beaten`: a won raid must move on (5.2); a lost one ends the march.
 * A won raid gets past the house it beat only (SF-15, refined 2026-12-01 (D1)): another house that
 * guards the road aimed at (or the passage through) still needs asking, a Secret Passage or a raid
 * of its own.
 */
export function afterRaid(s: FiefState, won: boolean, beaten: House): void {
  const m = s.step.kind === "movement" ? s.step : null;
  if (!m?.group) return;
  const g = m.group;
  g.units = g.units.filter((id) => s.units.some((u) => u.id === id));
  g.nobles = g.nobles.filter((id) => s.nobles[id] && (s.nobles[id]!.captor === null || s.nobles[id]!.captor === s.nobles[g.leader]?.house));
  if (!s.nobles[g.leader] || s.nobles[g.leader]!.captor || !won) {
    m.group = null;
    return;
  }
  // the beaten house has no army left there (5.2, 6.3.2); granting it says so even if it had one
  if (!(g.granted ??= []).includes(beaten)) g.granted.push(beaten);
  g.raided = g.units.length > 0;
}
