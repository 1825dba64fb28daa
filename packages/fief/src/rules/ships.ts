/**
 * 1.3.1 Master of Ships: "Once per turn, during the Movement Phase (Phase 5), any Noble in a
 * coastal Village designated by the Master of Ships may, instead of moving normally, make a special
 * move to any other coastal Village. The Noble needs to ask the Army controlling the destination for
 * landing permission. If permission is denied, he cannot land in his intended destination, but he
 * may try in another or not move at all. Note: If there is no army no permission is needed, a Secret
 * Passage may be used to avoid the denial. Note: Both the initial and destination villages must not
 * be under Bad Weather for this moment to be possible."
 *
 * Who asks whom, as Kingsroad reads it:
 * - The Master's house designates; no consent of the designated noble's house is needed, since the
 *   noble only "may" sail: his house decides when it marches with him whether he sails or moves
 *   normally. The voyage spends the Master's privilege for the round ("once per turn"; a turn is a
 *   round), not the designation (SF-25): a designated noble who moves normally, or finds no landing
 *   and stays, leaves it unspent, and the Master may designate another noble. Once a voyage is
 *   made, no other designated noble may sail that round.
 * - The privilege is the title's, not a house's (SF-25, refined 2026-12-01 (D3)): one voyage a round
 *   in all, recorded on the round's Movement step (`voyage`), so a title that passes after the
 *   voyage (its Master dead, a Join the Small Council card seating another) brings no second one,
 *   and a title that passes before any voyage carries the unspent privilege. A designation names
 *   the Master who made it (`designations`); only those of the Master of Ships of the moment the
 *   noble sets out count: a former holder's lapse.
 * - The Master's house designates a noble of another house during the Movement Phase, on its own
 *   turn or in a 2.4 pass round (`ability` "ships"): a free noble of another house in a coastal
 *   village without Heavy Rain, with troops there, who has not moved yet this phase and is not
 *   designated already (so that designations, which spend nothing, cannot repeat without end).
 * - A house marching from a coastal village may ask the Master's house for the designation of its
 *   marching noble before its first step (`askShips`, answered by the Master's house). Each house may
 *   ask once per round, so that refusals cannot repeat without end.
 * - The Master's own house needs no designation: its marches sail directly (he designates his own).
 * - The designated noble's house asks the landing permission (`landing` request) of the house
 *   controlling the destination when an army of another house stands there, or plays a Secret
 *   Passage instead of asking.
 */
import { writableHouse } from "../draft.ts";
import { COASTAL_VILLAGES, VILLAGE, type VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { noble, titleHolder, unitsAt, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, MoveGroup, Noble, NobleId } from "../state.ts";
import { say, type Log } from "./types.ts";

const rained = (s: FiefState, v: VillageId) => s.regions[String(VILLAGE[v]!.region)]!.disasters.includes("Heavy Rain");

function movementStep(s: FiefState) {
  return s.step.kind === "movement" ? s.step : null;
}

/** The Master of Ships (the noble holding the title), if the round's voyage is still unmade (SF-25, D3). */
function masterFree(s: FiefState): Noble | null {
  const st = movementStep(s);
  return st && st.voyage === undefined ? titleHolder(s, "master:ships") : null;
}

/** Whether the present Master of Ships designated this noble this round (a former holder's designation lapsed: D3). */
export function designated(s: FiefState, id: NobleId): boolean {
  const master = s.titles["master:ships"];
  return master !== undefined && (movementStep(s)?.designations ?? []).some((d) => d.noble === id && d.master === master);
}

/** SF-25: a designation marks the noble with the Master who made it and spends nothing; only the voyage spends the privilege. */
function designate(s: FiefState, master: Noble, id: NobleId, log: Log): void {
  const st = movementStep(s);
  if (!st) return;
  (st.designations ??= []).push({ master: master.id, noble: id });
  say(log, "shipsDesignated", `The Master of Ships designates ${noble(s, id).name} for a voyage.`);
}

/** The voyage spends the round's privilege, the title's whoever holds it now or later (SF-25, D3). */
export function spendVoyage(s: FiefState, leader: NobleId): void {
  const st = movementStep(s);
  if (st) st.voyage = leader;
}

/** Whether a landing at `to` needs the permission of its controller: an army of another house holds it. */
export function landingNeeded(s: FiefState, seat: House, to: VillageId): House | null {
  const ctrl = s.villages[to]!.controller;
  return ctrl && ctrl !== seat && unitsAt(s, to).some((u) => u.house !== seat) ? ctrl : null;
}

/** The voyage actions of a march that has not stepped yet: `sail` when allowed, else `askShips`. */
export function shipsActions(s: FiefState, seat: House, g: MoveGroup): Action[] {
  const here = g.at;
  if (g.taken !== 0 || g.units.length === 0 || !VILLAGE[here]!.coastal || rained(s, here)) return [];
  const master = masterFree(s);
  if (!master) return []; // a voyage was made this round (SF-25), or there is no Master
  if (master.house === seat || designated(s, g.leader)) {
    const out: Action[] = [];
    const card = s.houses[seat]!.hand.includes("Secret Passage");
    for (const to of COASTAL_VILLAGES) {
      if (to === here || rained(s, to)) continue;
      out.push({ type: "sail", to });
      if (card && landingNeeded(s, seat, to)) out.push({ type: "sail", to, secretPassage: "card" });
    }
    return out;
  }
  if (!s.houses[seat]!.usedRound.includes("shipsAsked")) return [{ type: "askShips" }];
  return [];
}

/** The marching house asks the Master's house to designate its marching noble. */
export function askShips(s: FiefState, seat: House, g: MoveGroup, log: Log): void {
  const master = masterFree(s)!;
  writableHouse(s, seat).usedRound.push("shipsAsked");
  s.request = { kind: "ships", from: seat, to: master.house, data: { noble: g.leader } };
  say(log, "shipsAsked", `${seat} asks the Master of Ships to designate ${noble(s, g.leader).name} for a voyage.`);
}

export function answerShips(s: FiefState, accept: boolean, d: { noble?: string }, log: Log): void {
  const master = masterFree(s);
  if (accept && master && d.noble && s.nobles[d.noble]) designate(s, master, d.noble, log);
}

/** The Master's house designates a noble of another house during the Movement Phase (`ability` "ships"). */
export function designationActions(s: FiefState, seat: House): Action[] {
  const st = s.step;
  const master = masterFree(s);
  if (st.kind !== "movement" || master?.house !== seat) return [];
  const out: Action[] = [];
  for (const n of nobleList(s)) {
    if (n.house === seat || n.captor || !n.village || !VILLAGE[n.village]!.coastal || rained(s, n.village)) continue;
    if (st.moved.includes(n.id) || s.placements.includes(n.id) || unitsAt(s, n.village, n.house).length === 0 || designated(s, n.id)) continue;
    out.push({ type: "ability", name: "ships", noble: n.id });
  }
  return out;
}

export function applyDesignation(s: FiefState, id: NobleId, log: Log): void {
  const master = masterFree(s);
  if (master) designate(s, master, id, log);
}
