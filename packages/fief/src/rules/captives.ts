/**
 * 6.2.3 "After a Battle, the victorious Leader decides which army captures any remaining lone
 * nobles", and "If the captor is defeated in battle [...] all captives the captor had are
 * transferred to the army that won the battle". When the winning side has more than one army (a
 * circumstantial alliance: allies, or a leader's army with others that joined him), the winning
 * leader names the army that takes them; with one army there is nothing to choose.
 *
 * Kingsroad's readings: one army takes all the battle's captives (the text says "which army", and a
 * captive "can be transferred to another army present" afterwards); an army is a house of the
 * winning side with troops in the village (nobles without troops are "lone", 6.2.3; an army may be
 * "led by a Noble" or not, 6.3.1). Until the leader chooses, the captives wait where they are (the
 * settle loop does not set them free) and nothing else happens; a cruel noble in the chosen army
 * kills them (11.1, `capture`). The winner's control of the village (5.1) is settled once they are
 * taken, so that a lone noble still standing free is never counted as present.
 */
import { VILLAGE, type VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { writableNoble } from "../draft.ts";
import { capture, giveControl, refreshControl } from "../lifecycle.ts";
import { noblesAt, unitsAt, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, NobleId } from "../state.ts";
import { say, type Log, type StepRules } from "./types.ts";

/** The end of a won battle: the captives go to the winning side's one army, or wait for its leader's choice; then the winner takes control. */
export function takeCaptives(s: FiefState, v: VillageId, winner: House, side: readonly House[], losers: readonly House[], log: Log): void {
  const lone = noblesAt(s, v).filter((n) => losers.includes(n.house) && unitsAt(s, v, n.house).length === 0).map((n) => n.id);
  const held = nobleList(s).filter((c) => c.village === v && c.captor !== null && losers.includes(c.captor)).map((c) => c.id);
  const armies = s.turnOrder.filter((h) => side.includes(h) && unitsAt(s, v, h).length > 0);
  if ((lone.length || held.length) && armies.length > 1) {
    s.captiveChoice = { village: v, chooser: winner, armies, lone, held, losers: [...losers] };
    say(log, "captivesWait", `${winner} chooses which army at ${VILLAGE[v]!.name} takes the captives.`);
    return;
  }
  give(s, v, armies[0] ?? winner, lone, held);
  winnerTakesControl(s, v, winner, losers);
}

/**
 * 5.1: the winner takes control from a beaten controller with no troops left, through giveControl
 * so that what control carries follows (a Fortified City's fief title, 4.4.1).
 */
function winnerTakesControl(s: FiefState, v: VillageId, winner: House, losers: readonly House[]): void {
  const vs = s.villages[v]!;
  if (vs.controller === null || (losers.includes(vs.controller) && unitsAt(s, v, vs.controller).length === 0)) giveControl(s, v, winner);
  refreshControl(s, v);
}

function give(s: FiefState, v: VillageId, army: House, lone: readonly NobleId[], held: readonly NobleId[]): void {
  for (const id of held) {
    const c = s.nobles[id];
    // captives change hands; one taken back by his own house's army is free where he stands
    // (the noble's record is shared with the state before: taken before it is written, draft.ts)
    if (c?.village === v && c.captor !== null) writableNoble(s, id).captor = c.house === army ? null : army;
  }
  // after them: a cruel captor's killing must not leave them to a beaten house (lifecycle.ts `kill`)
  for (const id of lone) if (s.nobles[id]?.village === v && s.nobles[id]!.captor === null) capture(s, id, army);
}

export const captiveRules: StepRules = {
  prompts(s) {
    const c = s.captiveChoice;
    return c ? [{ seat: c.chooser, kind: "captives", text: `You won the battle at ${VILLAGE[c.village]!.name}: choose which army of your side takes the captives.` }] : [];
  },
  legal(s, seat) {
    const c = s.captiveChoice;
    if (!c || c.chooser !== seat) return [];
    return c.armies.map((house): Action => ({ type: "captives", house }));
  },
  apply(s, seat, a, log) {
    const c = s.captiveChoice;
    if (!c || a.type !== "captives") return;
    s.captiveChoice = null;
    give(s, c.village, a.house as House, c.lone, c.held);
    winnerTakesControl(s, c.village, c.chooser, c.losers ?? []);
    say(log, "captives", `${seat} gives the captives at ${VILLAGE[c.village]!.name} to ${a.house}'s army.`, { village: c.village, army: a.house });
  },
};
