/**
 * Nobles entering and leaving play, captivity, and village control (2.4.1, 5.1, 6.2.3).
 * Functions here work on a draft state.
 */
import { cloneJson } from "@kingsroad/core";
import { own, ownRecords, ownUnits, writableNoble, writableVillage } from "./draft.ts";
import { FIEF, VILLAGE, type VillageId } from "./data/board.ts";
import type { House } from "./data/nobles.ts";
import type { FiefState, NobleId, TitleId } from "./state.ts";
import { captiveList, fiefTitle, has, houses, noble, noblesAt, present, presentHouses, titleHolder, titlesOf, unitsAt, nobleList, villageEntries } from "./query.ts";
import { freeSlot, vacateTitles } from "./titles.ts";
import { say, type Log } from "./rules/types.ts";

/** A noble dies: titles pass on or go back, his Court Event card is discarded (2.4.1). */
export function kill(s: FiefState, id: NobleId): void {
  const n = s.nobles[id];
  if (!n) return;
  // Baratheon may cancel one death per game: keep what is needed to bring him back
  if (s.config.houses.includes("baratheon") && !s.houses.baratheon!.usedOnce.includes("baratheon")) {
    own(s, "revivals").push({ noble: cloneJson(n), titles: titlesOf(s, id) });
  }
  vacateTitles(s, id, true);
  if (n.courtCard) own(s, "courtDiscard").push(n.courtCard);
  // Night's Watch recruits desert when their brother dies (4.2.5).
  if (n.brother && n.village) s.units = s.units.filter((u) => !(u.house === n.house && u.type === "recruit"));
  delete ownRecords(s, "nobles")[id];
  s.placements = s.placements.filter((p) => p !== id);
  // captives he was the only guard of stay with his house's troops; if none, they go free
  releaseUnguarded(s);
}

/**
 * Baratheon cancels a death (house ability): the noble comes back with all his titles and is
 * placed as if just released from captivity.
 */
export function revive(s: FiefState, r: FiefState["revivals"][number]): void {
  const n = { ...r.noble, captor: null, village: null };
  if (n.spouse && (!s.nobles[n.spouse] || s.nobles[n.spouse]!.spouse)) n.spouse = null;
  if (n.spouse) writableNoble(s, n.spouse).spouse = n.id;
  ownRecords(s, "nobles")[n.id] = n;
  for (const t of r.titles) own(s, "titles")[t] = n.id;
  if (r.titles.includes("king") && n.spouse) own(s, "titles").queen = n.spouse;
  if (n.courtCard) {
    const i = s.courtDiscard.lastIndexOf(n.courtCard);
    if (i >= 0) own(s, "courtDiscard").splice(i, 1);
  }
  if (r.titles.includes("motherOfDragons")) {
    const i = s.courtDiscard.lastIndexOf("Mother of Dragons");
    if (i >= 0) own(s, "courtDiscard").splice(i, 1);
  }
  own(s, "placements").push(n.id);
}

/** Takes a noble captive; a cruel noble of the captor present kills him instead (6.2.2, 11.1). */
export function capture(s: FiefState, id: NobleId, captor: House): void {
  const n = noble(s, id);
  const v = n.village;
  if (v && noblesAt(s, v, captor).some((c) => has(c, "cruel"))) {
    kill(s, id);
    return;
  }
  writableNoble(s, id).captor = captor;
  // captives of a captured noble are transferred to the new captor (6.2.3)
  for (const c of nobleList(s)) if (c.captor === n.house && c.village === v && !present(s, v!, n.house)) writableNoble(s, c.id).captor = captor;
}

/** A captive set free is placed as a newly played noble (4.1, 2.4.8.3): his owner chooses where. */
export function release(s: FiefState, id: NobleId): void {
  writableNoble(s, id).captor = null;
  if (!s.placements.includes(id)) own(s, "placements").push(id);
}

/** 6.2.3: "The Noble remains a Captive as long as he occupies the same space as his captor's Troops and/or Nobles." */
export function releaseUnguarded(s: FiefState): void {
  // asked after every action: only the captives (kept per nobles map), most of the time none
  for (const n of captiveList(s)) {
    if (n.captor && n.village && !present(s, n.village, n.captor)) release(s, n.id);
  }
}

/** Where a newly played (or freed) noble may be placed (2.4.1). */
export function placementOptions(s: FiefState, h: House, id: NobleId): VillageId[] {
  const forts = Object.keys(s.villages).filter((v) => s.villages[v]!.controller === h && s.villages[v]!.stronghold);
  if (forts.length) return forts;
  const withNobles = [...new Set(nobleList(s).filter((n) => n.house === h && n.id !== id && n.village && n.captor === null && !s.placements.includes(n.id)).map((n) => n.village!))];
  if (withNobles.length) return withNobles.sort();
  return Object.keys(VILLAGE);
}

/** SF-3 / 6.2.3: a noble with none of his own troops, facing another house's troop, is captured (first in turn order). */
export function captureLoneNobles(s: FiefState, v: VillageId): void {
  for (const n of noblesAt(s, v)) {
    if (unitsAt(s, v, n.house).length > 0) continue;
    const captor = s.turnOrder.find((h) => h !== n.house && unitsAt(s, v, h).length > 0);
    if (captor) capture(s, n.id, captor);
  }
}

/**
 * 5.1: control follows occupation; the first to arrive keeps it. When the controller is gone and
 * several houses remain, one of them takes it at once (the first in turn order) and a house is
 * asked to name the new one (`controlRules`): 5.1 note, "whoever causes the loss of Village
 * Control determines the new Controller amongst the Players present in the Village. If more than
 * one Player or no Player caused it, the previous Controller makes the choice". SF-17: `causedBy`
 * is the house whose single effect caused the loss (its Uprising card with no other house's card
 * added, its Assassination, Justice or Abduction); without it (he left, several houses or nobody
 * caused it) the previous controller names. A battle's winner takes control in `endBattle`. An
 * empty village of a governed fief belongs to the fief's titled house.
 */
export function refreshControl(s: FiefState, v: VillageId, causedBy?: House): void {
  const here = presentHouses(s, v);
  const before = s.villages[v]!.controller;
  if (before === null || !here.includes(before)) {
    const vs = writableVillage(s, v);
    const inOrder = s.turnOrder.filter((h) => here.includes(h));
    if (inOrder.length) {
      vs.controller = inOrder[0]!;
      if (before !== null && inOrder.length > 1) (own(s, "controlChoices") ?? (s.controlChoices = [])).push({ village: v, chooser: causedBy ?? before });
    } else {
      const lord = titleHolder(s, fiefTitle(VILLAGE[v]!.fief));
      vs.controller = lord ? lord.house : null;
    }
  }
  if (s.villages[v]!.controller !== before) controlChanged(s, v, before);
}

/** Hands a village to another house present (5.1), with what control carries. */
export function giveControl(s: FiefState, v: VillageId, to: House): void {
  const before = s.villages[v]!.controller;
  writableVillage(s, v).controller = to;
  if (before !== to) controlChanged(s, v, before);
}

export function refreshAllControl(s: FiefState): void {
  for (const v of Object.keys(s.villages)) refreshControl(s, v);
}

/** Control changed hands: a Fortified City carries its fief title with it (4.4.1); a siege by the new controller ends. */
function controlChanged(s: FiefState, v: VillageId, _before: House | null): void {
  const vs = s.villages[v]!;
  if (vs.siege && vs.siege.besieger === vs.controller) vs.siege = null;
  else if (vs.siege?.allies?.some((a) => a.house === vs.controller)) vs.siege = null; // an allied besieger took it (6.4)
  if (vs.fortified && vs.controller) {
    const fief = VILLAGE[v]!.fief;
    const t = fiefTitle(fief);
    const holder = titleHolder(s, t);
    if (!holder || holder.house !== vs.controller) {
      const takers = fiefTitleTakers(s, vs.controller, t);
      if (takers[0]) {
        own(s, "titles")[t] = takers[0];
        // 4.4.1 "he also takes the Fief Title": placed under the noble card he chooses; the first holds it meanwhile
        if (takers.length > 1) (own(s, "fiefTitleChoices") ?? (s.fiefTitleChoices = [])).push({ title: t, house: vs.controller });
        emptyVillagesFollowTitle(s, fief);
      } else if (holder) delete own(s, "titles")[t];
    }
  }
}

/**
 * 4.4.1: a fief title put back on the map because no noble of the house could take it "can be
 * recovered (at no cost) by this House as soon as a new Noble appears and the House still Controls
 * the Fief's Fortified City". Kingsroad's reading: it is recovered at once when a noble of the house
 * enters play (placed as newly played), held by the new noble if he may hold it; the house then
 * chooses the holder among those who may (`fiefTitleChoices`, as for a captured Fortified City).
 */
export function recoverFiefTitles(s: FiefState, id: NobleId, log: Log): void {
  const n = s.nobles[id];
  if (!n || !n.village || n.captor || n.brother) return;
  for (const [v, vs] of villageEntries(s)) {
    if (!vs.fortified || vs.controller !== n.house) continue;
    const t: TitleId = fiefTitle(VILLAGE[v]!.fief);
    if (s.titles[t]) continue;
    const takers = fiefTitleTakers(s, n.house, t);
    if (!takers.length) continue;
    own(s, "titles")[t] = takers.includes(id) ? id : takers[0]!;
    if (takers.length > 1) (own(s, "fiefTitleChoices") ?? (s.fiefTitleChoices = [])).push({ title: t, house: n.house });
    emptyVillagesFollowTitle(s, VILLAGE[v]!.fief);
    say(log, "fiefTitle", `${n.house} recovers ${FIEF[VILLAGE[v]!.fief]!.title}: it still holds ${VILLAGE[v]!.name}.`);
  }
}

/**
 * 5.1 "Unoccupied Villages in a Governed Fief are considered Controlled by the Fief's titled Noble":
 * when the title passes to another house (with its Fortified City, or recovered), the fief's empty
 * villages go with it; occupied ones keep their controller.
 */
function emptyVillagesFollowTitle(s: FiefState, fief: string): void {
  const holder = titleHolder(s, fiefTitle(fief));
  if (!holder) return;
  for (const v of FIEF[fief]!.villages) {
    if (presentHouses(s, v).length === 0 && s.villages[v]!.controller !== holder.house) giveControl(s, v, holder.house);
  }
}

/** The nobles of a house who may take a fief title now (on the board, not sworn to the Watch, a slot for it). */
export function fiefTitleTakers(s: FiefState, h: House, t: TitleId): NobleId[] {
  return nobleList(s).filter((n) => n.house === h && n.village && !n.brother && (s.titles[t] === n.id || freeSlot(s, n.id, t))).map((n) => n.id);
}

/** Removes a troop from the board (it returns to its house's stockpile). */
export function removeUnit(s: FiefState, unitId: number): void {
  s.units = s.units.filter((u) => u.id !== unitId);
}

export function addUnit(s: FiefState, h: House, type: FiefState["units"][number]["type"], v: VillageId): void {
  ownUnits(s).push({ id: s.nextUnitId++, house: h, type, village: v, steps: 0, road: null });
}

export { houses };
