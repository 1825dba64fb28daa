/**
 * 4.3.4 Healing, the quarantine: "If a Plague hits a Village with a Maester, the Controller may
 * exempt all Troops and Nobles of any Player he wishes from its effects as long as they remain
 * inside the Village (stay in quarantine)."
 *
 * The exemption is conditional: the pieces healed are recorded, and a healed piece found in another
 * village while that Plague is still in effect (the card lies on the region until the end of the
 * round, 2.3) has left its quarantine and suffers the Plague it was spared (2.3.3): a noble rolls
 * 1d6 and dies on 1-3 (a blessed noble is immune), the healed troops that left together lose half
 * their number, rounded down, chosen by their player among those troops only.
 *
 * Kingsroad's readings, next to the rule (candidate RULINGS questions):
 * - Leaving is leaving, wherever the piece goes: a march step or a voyage of the Master of Ships,
 *   into the plagued region or out of it, or a freed captive placed elsewhere (6.2.3). The text
 *   names no destination; the exemption only lasts "as long as they remain inside the Village".
 * - The piece is struck once, when it leaves; it is then out of quarantine and, like any piece that
 *   already suffered this Plague, is not struck again (2.3.3 "are not affected again").
 * - A piece off the board (a noble waiting to be placed) has not yet left: it is struck when it is
 *   placed in another village, not if it comes back to its Maester's village.
 * - Once the Plague card is gone (end of round) the quarantine is over and leaving costs nothing.
 */
import { VILLAGE, type VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { rollD6 } from "../dice.ts";
import { kill } from "../lifecycle.ts";
import { has, noble, unitsAt, nobleList } from "../query.ts";
import { own } from "../draft.ts";
import type { FiefState } from "../state.ts";
import { say, type Log } from "./types.ts";

const plagued = (s: FiefState, v: VillageId): boolean => s.regions[String(VILLAGE[v]!.region)]!.disasters.includes("Plague");

/** The Maester's controller spared house `h` at `v`: its troops and nobles there go into quarantine. */
export function quarantine(s: FiefState, v: VillageId, h: House): void {
  const nobles = nobleList(s).filter((n) => n.house === h && n.village === v).map((n) => n.id);
  const units = unitsAt(s, v, h).map((u) => u.id);
  if (nobles.length || units.length) (own(s, "quarantine") ?? (s.quarantine = [])).push({ village: v, round: s.round, nobles, units });
}

/**
 * Strikes the healed pieces that have left their village (called whenever the game settles) and
 * forgets the quarantines whose Plague is over or whose pieces are all gone.
 */
export function breakQuarantine(s: FiefState, log: Log): void {
  // asked after every action: the check alone here, so V8 optimizes it small, the rest on its own
  if (!s.quarantine?.length || holdsAsItIs(s, s.quarantine)) return;
  strikeLeavers(s, log);
}

function strikeLeavers(s: FiefState, log: Log): void {
  const q = own(s, "quarantine")!;
  for (const e of [...q]) {
    if (e.round !== s.round || !plagued(s, e.village)) {
      e.nobles = [];
      e.units = [];
    }
    const gone = (v: VillageId | null) => v !== null && v !== e.village;
    const leavers = e.nobles.filter((id) => s.nobles[id] && gone(s.nobles[id]!.village));
    e.nobles = e.nobles.filter((id) => s.nobles[id] && !leavers.includes(id));
    const left = s.units.filter((u) => e.units.includes(u.id) && gone(u.village));
    e.units = e.units.filter((id) => s.units.some((u) => u.id === id) && !left.some((u) => u.id === id));
    for (const id of leavers) {
      const n = noble(s, id);
      say(log, "quarantineBroken", `${n.name} leaves the Maester's quarantine at ${VILLAGE[e.village]!.name}.`);
      if (has(n, "blessed")) continue;
      if (rollD6(s) <= 3) {
        say(log, "plagueDeath", `${n.name} dies of the plague.`);
        kill(s, id);
      }
    }
    // troops that left together (same house, same village now) lose half their number
    const groups = new Map<string, typeof left>();
    for (const u of left) groups.set(`${u.house}/${u.village}`, [...(groups.get(`${u.house}/${u.village}`) ?? []), u]);
    for (const g of groups.values()) {
      const u0 = g[0]!;
      say(log, "quarantineBroken", `${g.length} of ${u0.house}'s troops leave the Maester's quarantine at ${VILLAGE[e.village]!.name}.`);
      const half = Math.floor(g.length / 2);
      if (half > 0) own(s, "losses").push({ house: u0.house, village: u0.village, remaining: half, mode: "units", reason: "the Plague (quarantine left)", nobles: false, only: g.map((u) => u.id) });
    }
  }
  s.quarantine = q.filter((e) => e.nobles.length > 0 || e.units.length > 0);
}

/**
 * Whether every quarantine still holds with all its pieces in place (the Plague still on its
 * region this round, each noble still in play and not elsewhere, each troop still at the
 * village), so `breakQuarantine` would change nothing: asked after every action, it leaves the
 * shared list alone instead of copying it.
 */
function holdsAsItIs(s: FiefState, quarantines: NonNullable<FiefState["quarantine"]>): boolean {
  for (const e of quarantines) {
    if ((e.nobles.length === 0 && e.units.length === 0) || e.round !== s.round || !plagued(s, e.village)) return false;
    for (const id of e.nobles) {
      const n = s.nobles[id];
      if (!n || (n.village !== null && n.village !== e.village)) return false;
    }
    for (const id of e.units) if (s.units.find((u) => u.id === id)?.village !== e.village) return false;
  }
  return true;
}
