/**
 * Titles: slots per noble (B. Titles), granting, vacating, inheritance and the royal succession
 * (1.5, 1.5.1, 1.5.2). Functions here work on a draft state.
 */
import type { FiefState, MasterTitle, NobleId, TitleId } from "./state.ts";
import { own, writableNoble, writableUnit } from "./draft.ts";
import { PER_PLAYER } from "./data/rules.ts";
import { has, housesNobles, isMaster, noble, titleKind, titlesOf, nobleList, wardenTitle } from "./query.ts";

/** Slots per noble (B.): two fief titles, one military, one high; Mother of Dragons is extra. */
const SLOTS = { fief: 2, military: 1, high: 1, special: 1 } as const;

export function freeSlot(s: FiefState, id: NobleId, t: TitleId): boolean {
  const kind = titleKind(t);
  return titlesOf(s, id).filter((x) => titleKind(x) === kind).length < SLOTS[kind];
}

/**
 * Gives a title to a noble. If he has no free slot, his previous title of that kind must go (B.):
 * his house then transfers it to another noble who may stand for it, or returns it to the board
 * (a pending `transfers` entry; the title stays with him until that choice is made).
 * The King also takes the Protector of the Realm.
 */
export function grantTitle(s: FiefState, t: TitleId, id: NobleId): void {
  if (!freeSlot(s, id, t)) {
    const kind = titleKind(t);
    const old = titlesOf(s, id).find((x) => titleKind(x) === kind && x !== "king" && x !== "queen" && x !== "protector" && !s.transfers.some((p) => p.title === x));
    if (old) own(s, "transfers").push({ title: old, from: id });
  }
  const prev = s.titles[t];
  if (prev && prev !== id) removeTitle(s, t);
  own(s, "titles")[t] = id;
  if (t === "king") {
    const spouse = noble(s, id).spouse;
    grantProtector(s, id);
    if (spouse && s.nobles[spouse]) {
      if (s.titles.queen && s.titles.queen !== spouse) removeTitle(s, "queen");
      own(s, "titles").queen = spouse; // 1.5.1 the King's wife is Queen
      if (s.titles.protector === spouse) delete own(s, "titles").protector;
    } else if (s.titles.queen) {
      removeTitle(s, "queen"); // a Queen Regent loses the title to the new King (1.5.1)
    }
    revertWhitecloaks(s); // 4.2.7: the Queensguard reverts when a new King is crowned
  }
}

function grantProtector(s: FiefState, id: NobleId): void {
  // the Protector is a military title: a Warden title must be transferred or returned (FAQ)
  for (const w of titlesOf(s, id)) if (w.startsWith("warden:") && !s.transfers.some((p) => p.title === w)) own(s, "transfers").push({ title: w, from: id });
  own(s, "titles").protector = id;
}

/** Puts a title back on the board, with its Small Council card to the discard (1.3, 2.4.3). */
export function removeTitle(s: FiefState, t: TitleId): void {
  delete own(s, "titles")[t];
  if (isMaster(t)) {
    const src = s.councilSource[t as MasterTitle];
    if (src === "card") own(s, "courtDiscard").push("Join the Small Council");
    delete own(s, "councilSource")[t as MasterTitle];
  }
  if (t === "motherOfDragons") own(s, "courtDiscard").push("Mother of Dragons");
  // 2.4.6 note: a tax stays only while its title stays in the levying house.
  s.taxes = s.taxes.filter((m) => {
    if (m.title !== t) return true;
    const holder = s.titles[t];
    return holder !== undefined && s.nobles[holder]?.house === m.house;
  });
}

/**
 * A noble leaves play (dies, or takes the black): fief titles pass to another noble of his house
 * who may hold them (4.4.1), the King's titles follow the succession (1.5), others go back.
 */
export function vacateTitles(s: FiefState, id: NobleId, dying: boolean): void {
  const n = noble(s, id);
  for (const t of titlesOf(s, id)) {
    if (s.titles[t] !== id) continue; // already moved on (the King's succession takes the Protector with it)
    if (t.startsWith("fief:")) {
      const heir = housesNobles(s, n.house).find((o) => o.id !== id && !o.brother && freeSlot(s, o.id, t));
      delete own(s, "titles")[t];
      if (heir) own(s, "titles")[t] = heir.id;
      else removeTitle(s, t);
    } else if (t === "king") {
      succession(s, id);
    } else if (t === "protector" && s.titles.king === id) {
      // handled with the King
    } else if (t === "queen") {
      removeTitle(s, t);
      if (s.titles.protector === id) removeTitle(s, "protector");
    } else {
      removeTitle(s, t);
    }
  }
  if (dying && n.spouse) {
    if (s.nobles[n.spouse]) writableNoble(s, n.spouse).spouse = null;
    writableNoble(s, id).spouse = null;
  }
}

/** 1.5: the Heir inherits King and Protector; else the Queen keeps the Protector as regent. */
function succession(s: FiefState, kingId: NobleId): void {
  delete own(s, "titles").king;
  delete own(s, "titles").protector;
  const heir = nobleList(s).find((o) => o.village !== null && o.id !== kingId && has(o, "prince of westeros"));
  const queen = s.titles.queen;
  if (heir) {
    if (queen) delete own(s, "titles").queen; // his mother loses the Queen title
    own(s, "titles").king = heir.id;
    grantProtector(s, heir.id);
    for (const t of titlesOf(s, heir.id)) if (titleKind(t) === "high" && t !== "king") removeTitle(s, t);
    if (heir.spouse && s.nobles[heir.spouse]) own(s, "titles").queen = heir.spouse;
  } else if (queen) {
    const q = s.nobles[queen]!;
    for (const w of titlesOf(s, q.id)) if (w.startsWith("warden:")) removeTitle(s, w);
    own(s, "titles").protector = queen; // Queen Regent
  }
  // 4.2.7 Kingsguard revert to normal troops
  revertWhitecloaks(s);
}

/** Whitecloaks serve the King and Queen only; with no royal of their house they revert (4.2.7). */
export function revertWhitecloaks(s: FiefState): void {
  const royalHouses = new Set([s.titles.king, s.titles.queen].filter((x): x is string => !!x).map((x) => s.nobles[x]!.house));
  const gone = new Set<number>();
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i]!;
    if ((u.type === "whitecloakKnight" || u.type === "whitecloakManAtArms") && !royalHouses.has(u.house)) {
      const type = u.type === "whitecloakKnight" ? "knight" : "menAtArms";
      const pool = type === "knight" ? PER_PLAYER.knights : u.house === "targaryen" ? 0 : PER_PLAYER.menAtArms;
      // "if available": with no counter left in the stockpile the Whitecloak is removed (the unit's
      // record is shared with the state before: taken before it is written, draft.ts)
      if (s.units.filter((x) => x.house === u.house && x.type === type).length < pool) writableUnit(s, i).type = type;
      else gone.add(u.id);
    }
  }
  s.units = s.units.filter((u) => !gone.has(u.id));
}

/** 1.1.4.1: an outlaw loses every title but Fief, King, Queen and Mother of Dragons. */
export function declareOutlaw(s: FiefState, id: string): void {
  const n = writableNoble(s, id);
  n.outlaw = true;
  for (const t of titlesOf(s, id)) {
    if (t.startsWith("fief:") || t === "king" || t === "queen" || t === "motherOfDragons") continue;
    if (t === "protector" && (s.titles.king === id || s.titles.queen === id)) continue; // royal titles cannot be transferred
    removeTitle(s, t);
  }
  // 2.4.6.2 note: a region that becomes ungoverned loses its warden tax markers.
  s.taxes = s.taxes.filter((m) => m.kind !== "warden" || m.region === undefined || s.titles[wardenTitle(m.region)] !== undefined || m.title === "hand");
}
