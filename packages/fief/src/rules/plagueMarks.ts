/**
 * 2.3.3 Plague: "Nobles and Troops leaving a plagued Region and entering an adjacent plagued
 * Region or reentering the same Region are not affected again." The pieces a Plague has affected
 * this round are remembered (`s.plagueStruck`), so a march that leaves the region and comes back
 * into it, or into another plagued region, does not suffer it twice. A piece moving straight from
 * one plagued region to another is spared by the movement rule itself; these marks cover a piece
 * that went out through unplagued villages first. The marks expire with the round (the Plague card
 * lies on its region until then, 2.3).
 */
import { own } from "../draft.ts";
import type { FiefState, NobleId } from "../state.ts";

/** Remembers that these pieces have had this round's Plague. */
export function markPlagued(s: FiefState, nobles: readonly NobleId[], units: readonly number[]): void {
  if (nobles.length === 0 && units.length === 0) return;
  const marks = s.plagueStruck?.round === s.round ? own(s, "plagueStruck")! : (s.plagueStruck = { round: s.round, nobles: [], units: [] });
  for (const id of nobles) if (!marks.nobles.includes(id)) marks.nobles.push(id);
  for (const id of units) if (!marks.units.includes(id)) marks.units.push(id);
}

/** True when the noble has already been affected by a Plague this round. */
export const noblePlagued = (s: FiefState, id: NobleId): boolean => s.plagueStruck?.round === s.round && s.plagueStruck.nobles.includes(id);

/** True when the troop has already been affected by a Plague this round. */
export const unitPlagued = (s: FiefState, id: number): boolean => s.plagueStruck?.round === s.round && s.plagueStruck.units.includes(id);
