/**
 * 6.2.3 "After a Battle, the victorious Leader decides which army captures any remaining lone
 * nobles", and "If the captor is defeated in battle [...] all captives the captor had are
 * transferred to the army that won the battle". SF-33: when the winning side has more than one army
 * (a circumstantial alliance: allies, or a leader's army with others that joined him), the winning
 * leader names, captive by captive, the army of his side that takes each one (6 "The Leader of a
 * Circumstantial Alliance decides [...] the Control of any prisoners", as losses are allocated unit
 * by unit); with one army there is nothing to ask.
 *
 * The captives the beaten captors held are given first, then the lone nobles: a cruel noble in the
 * army taking a lone noble kills him (11.1, `capture`), and his death must not set free a held
 * captive still waiting (lifecycle.ts `kill`). A captive given to his own house's army is set free
 * and, like every freed captive, placed as a newly played noble, his owner choosing where (4.1 "If a
 * Noble is set free, no matter how, he is placed as if they had been newly played (2.4.1)").
 *
 * Kingsroad's readings: an army is a house of the winning side with troops in the village (nobles
 * without troops are "lone", 6.2.3; an army may be "led by a Noble" or not, 6.3.1). Until the
 * leader has named them all, the captives wait where they are (the settle loop does not set them
 * free) and nothing else happens. The winner's control of the village (5.1) is settled once they
 * are all taken, so that a lone noble still standing free is never counted as present.
 */
import { VILLAGE, type VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { own, writableNoble } from "../draft.ts";
import { capture, giveControl, refreshControl, release } from "../lifecycle.ts";
import { noblesAt, unitsAt, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { CaptiveChoice, FiefState, NobleId } from "../state.ts";
import { say, type Log, type StepRules } from "./types.ts";

/** The end of a won battle: the captives go to the winning side's one army, or wait for its leader's choices; then the winner takes control. */
export function takeCaptives(s: FiefState, v: VillageId, winner: House, side: readonly House[], losers: readonly House[], log: Log): void {
  const lone = noblesAt(s, v).filter((n) => losers.includes(n.house) && unitsAt(s, v, n.house).length === 0).map((n) => n.id);
  const held = nobleList(s).filter((c) => c.village === v && c.captor !== null && losers.includes(c.captor)).map((c) => c.id);
  const armies = s.turnOrder.filter((h) => side.includes(h) && unitsAt(s, v, h).length > 0);
  if ((lone.length || held.length) && armies.length > 1) {
    s.captiveChoice = { village: v, chooser: winner, armies, lone, held, losers: [...losers] };
    say(log, "captivesWait", `${winner} chooses which army at ${VILLAGE[v]!.name} takes each captive.`);
    return;
  }
  const army = armies[0] ?? winner;
  for (const id of held) giveHeld(s, v, id, army);
  for (const id of lone) giveLone(s, v, id, army);
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

/** A beaten captor's captive changes hands; given to his own house's army he is set free and placed anew (SF-33, 4.1). */
function giveHeld(s: FiefState, v: VillageId, id: NobleId, army: House): void {
  const c = s.nobles[id];
  if (c?.village !== v || c.captor === null) return;
  if (c.house === army) release(s, id);
  else writableNoble(s, id).captor = army; // the record may be shared with the state before (draft.ts)
}

/** A lone noble of the beaten side is captured by the army named (a cruel noble there kills him, 11.1). */
function giveLone(s: FiefState, v: VillageId, id: NobleId, army: House): void {
  if (s.nobles[id]?.village === v && s.nobles[id]!.captor === null) capture(s, id, army);
}

/** Whether a captive of the list still waits for the leader's word (not dead, freed or taken since). */
function waiting(s: FiefState, c: CaptiveChoice, id: NobleId, isHeld: boolean): boolean {
  const n = s.nobles[id];
  if (n?.village !== c.village) return false;
  return isHeld ? n.captor !== null && (c.losers ?? []).includes(n.captor) : n.captor === null;
}

/** The captive the leader names an army for now: the held ones first, then the lone nobles. */
export function nextCaptive(c: CaptiveChoice): NobleId | undefined {
  return c.held[0] ?? c.lone[0];
}

export const captiveRules: StepRules = {
  prompts(s) {
    const c = s.captiveChoice;
    const id = c && nextCaptive(c);
    if (!c || !id) return [];
    const name = s.nobles[id]?.name ?? id;
    return [{ seat: c.chooser, kind: "captives", text: `You won the battle at ${VILLAGE[c.village]!.name}: choose which army of your side takes ${name}.` }];
  },
  legal(s, seat) {
    const c = s.captiveChoice;
    const noble = c && nextCaptive(c);
    if (!c || !noble || c.chooser !== seat) return [];
    return c.armies.map((house): Action => ({ type: "captives", house, noble }));
  },
  apply(s, seat, a, log) {
    const c = own(s, "captiveChoice");
    if (!c || a.type !== "captives") return;
    const army = a.house as House;
    const name = s.nobles[a.noble]?.name ?? a.noble;
    if (c.held[0] === a.noble) {
      c.held.shift();
      const freed = s.nobles[a.noble]?.house === army;
      giveHeld(s, c.village, a.noble, army);
      say(log, "captives", freed ? `${seat} gives ${name} back to ${army}'s army: he is set free.` : `${seat} gives ${name} to ${army}'s army.`, { village: c.village, army, noble: a.noble });
    } else {
      c.lone.shift();
      giveLone(s, c.village, a.noble, army);
      say(log, "captives", `${seat} gives ${name} to ${army}'s army.`, { village: c.village, army, noble: a.noble });
    }
    // a cruel captor's killing may have ended another's wait (lifecycle.ts `kill`)
    while (c.held.length && !waiting(s, c, c.held[0]!, true)) c.held.shift();
    while (c.lone.length && !waiting(s, c, c.lone[0]!, false)) c.lone.shift();
    if (nextCaptive(c)) return;
    s.captiveChoice = null;
    winnerTakesControl(s, c.village, c.chooser, c.losers ?? []);
  },
};
