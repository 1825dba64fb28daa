/**
 * Who guards which road (Phase 5, FAQ Phase 5, SF-15): the permissions a march needs to leave the
 * village it stands in along one road. Troops carry the road they occupy (`Unit.road`, set by
 * movement.ts as they arrive); the controller and a besieger guard every road.
 */
import type { VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { unitsAt } from "../query.ts";
import type { FiefState, MoveGroup } from "../state.ts";

/**
 * 5, FAQ Phase 5 and SF-15: leaving a village along the road to `to` needs the permission of its
 * controller when passing through it (when an opponent's army holds it; every road), of its
 * besiegers when leaving one's besieged fortress (6.4.1; every road), and of every other house
 * whose troops occupy that road (they arrived along it this movement); not of those on other roads.
 */
export function passageNeeded(s: FiefState, seat: House, g: MoveGroup, to: VillageId): House[] {
  const here = g.at;
  const ctrl = s.villages[here]!.controller;
  const out: House[] = [];
  const siege = s.villages[here]!.siege;
  // 6.4.1: every besieger still there (allies with their own engines too, 6.4)
  if (g.from === null && siege && ctrl === seat) for (const h of [siege.besieger, ...(siege.allies ?? []).map((x) => x.house)]) if (unitsAt(s, here, h).length > 0) out.push(h);
  if (g.from !== null && ctrl && ctrl !== seat && unitsAt(s, here, ctrl).length > 0) out.push(ctrl);
  for (const h of s.turnOrder) if (h !== seat && !out.includes(h) && unitsAt(s, here, h).some((u) => u.road === to)) out.push(h);
  return out;
}

/** The houses whose permission the march still lacks to leave towards `to` (answers and won raids count). */
export function stillNeeded(s: FiefState, seat: House, g: MoveGroup, to: VillageId): House[] {
  const granted = g.granted ?? [];
  return passageNeeded(s, seat, g, to).filter((h) => !granted.includes(h));
}
