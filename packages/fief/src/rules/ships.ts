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
import type { FiefState, MoveGroup, NobleId } from "../state.ts";
import { say, type Log } from "./types.ts";

const rained = (s: FiefState, v: VillageId) => s.regions[String(VILLAGE[v]!.region)]!.disasters.includes("Heavy Rain");

/** The house of the Master of Ships, if the title is held and his privilege is unspent this round. */
function masterFree(s: FiefState): House | null {
  const m = titleHolder(s, "master:ships");
  return m && !s.houses[m.house]!.usedRound.includes("ships") ? m.house : null;
}

/** The house whose Master of Ships designated this noble this round, if any. */
function designatedBy(s: FiefState, id: NobleId): House | null {
  return s.config.houses.find((h) => s.houses[h]!.usedRound.includes(`ships:${id}`)) ?? null;
}

/** Whether the Master of Ships designated this noble this round. */
export function designated(s: FiefState, id: NobleId): boolean {
  return designatedBy(s, id) !== null;
}

/** SF-25: a designation marks the noble and spends nothing; only the voyage spends the privilege. */
function designate(s: FiefState, master: House, id: NobleId, log: Log): void {
  writableHouse(s, master).usedRound.push(`ships:${id}`);
  say(log, "shipsDesignated", `The Master of Ships designates ${noble(s, id).name} for a voyage.`);
}

/** The voyage spends the round's privilege of the Master who allowed it (SF-25): the designating house, or the sailing Master's own. */
export function spendVoyage(s: FiefState, seat: House, leader: NobleId): void {
  writableHouse(s, designatedBy(s, leader) ?? seat).usedRound.push("ships");
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
  if (master === seat || designated(s, g.leader)) {
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
  s.request = { kind: "ships", from: seat, to: master, data: { noble: g.leader } };
  say(log, "shipsAsked", `${seat} asks the Master of Ships to designate ${noble(s, g.leader).name} for a voyage.`);
}

export function answerShips(s: FiefState, accept: boolean, d: { noble?: string }, log: Log): void {
  const master = masterFree(s);
  if (accept && master && d.noble && s.nobles[d.noble]) designate(s, master, d.noble, log);
}

/** The Master's house designates a noble of another house during the Movement Phase (`ability` "ships"). */
export function designationActions(s: FiefState, seat: House): Action[] {
  const st = s.step;
  if (st.kind !== "movement" || masterFree(s) !== seat) return [];
  const out: Action[] = [];
  for (const n of nobleList(s)) {
    if (n.house === seat || n.captor || !n.village || !VILLAGE[n.village]!.coastal || rained(s, n.village)) continue;
    if (st.moved.includes(n.id) || s.placements.includes(n.id) || unitsAt(s, n.village, n.house).length === 0 || designated(s, n.id)) continue;
    out.push({ type: "ability", name: "ships", noble: n.id });
  }
  return out;
}

export function applyDesignation(s: FiefState, seat: House, id: NobleId, log: Log): void {
  designate(s, seat, id, log);
}
