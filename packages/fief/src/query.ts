/**
 * Read-only questions about a state: who is where, who controls what, who holds which title.
 */
import { FIEF, REGION, VILLAGE, type RegionId, type VillageId } from "./data/board.ts";
import type { Attribute, House } from "./data/nobles.ts";
import type { FiefState, Noble, NobleId, TitleId, Unit, VillageState } from "./state.ts";

export const houses = (s: FiefState): House[] => s.config.houses;

export function noble(s: FiefState, id: NobleId): Noble {
  const n = s.nobles[id];
  if (!n) throw new Error(`unknown noble ${id}`);
  return n;
}

/** Nobles of a house in play (alive, on the board or held captive). */
export function housesNobles(s: FiefState, h: House): Noble[] {
  return nobleList(s).filter((n) => n.house === h && n.village !== null);
}

export const has = (n: Noble, a: Attribute): boolean => n.attributes.includes(a);

export function unitsAt(s: FiefState, v: VillageId, h?: House): Unit[] {
  return s.units.filter((u) => u.village === v && (h === undefined || u.house === h));
}

/** Free (uncaptured) nobles of a house standing in a village. */
export function noblesAt(s: FiefState, v: VillageId, h?: House): Noble[] {
  return nobleList(s).filter((n) => n.village === v && n.captor === null && (h === undefined || n.house === h));
}

export function captivesHeldAt(s: FiefState, v: VillageId, captor: House): Noble[] {
  return nobleList(s).filter((n) => n.village === v && n.captor === captor);
}

/** Houses with troops or free nobles in a village. */
export function presentHouses(s: FiefState, v: VillageId): House[] {
  const out = new Set<House>();
  for (const u of s.units) if (u.village === v) out.add(u.house);
  for (const n of nobleList(s)) if (n.village === v && n.captor === null) out.add(n.house);
  return houses(s).filter((h) => out.has(h));
}

export function present(s: FiefState, v: VillageId, h: House): boolean {
  return s.units.some((u) => u.village === v && u.house === h) || noblesAt(s, v, h).length > 0;
}

export function titleHolder(s: FiefState, t: TitleId): Noble | null {
  const id = s.titles[t];
  return id ? (s.nobles[id] ?? null) : null;
}

export function titlesOf(s: FiefState, id: NobleId): TitleId[] {
  return (Object.entries(s.titles) as [TitleId, NobleId][]).filter(([, n]) => n === id).map(([t]) => t);
}

export function houseOfTitle(s: FiefState, t: TitleId): House | null {
  return titleHolder(s, t)?.house ?? null;
}

export const isFiefTitle = (t: TitleId): boolean => t.startsWith("fief:");
export const isWarden = (t: TitleId): boolean => t.startsWith("warden:");
export const isMaster = (t: TitleId): boolean => t.startsWith("master:");
export const isCouncil = (t: TitleId): boolean => isMaster(t) || t === "hand";
/** B. Titles: the three kinds of slot. Mother of Dragons is special (no slot). */
export function titleKind(t: TitleId): "fief" | "military" | "high" | "special" {
  if (isFiefTitle(t)) return "fief";
  if (isWarden(t) || t === "protector") return "military";
  if (t === "motherOfDragons") return "special";
  return "high";
}

export function controlledVillages(s: FiefState, h: House): VillageId[] {
  return Object.keys(s.villages).filter((v) => s.villages[v]!.controller === h);
}

/** Fiefs whose title a house holds (8. one VP each). */
export function fiefsOf(s: FiefState, h: House): string[] {
  return Object.keys(FIEF).filter((f) => houseOfTitle(s, `fief:${f}`) === h);
}

export function wardensOf(s: FiefState, h: House): RegionId[] {
  return ([1, 2, 3, 4, 5] as RegionId[]).filter((r) => houseOfTitle(s, `warden:${r}`) === h);
}

export function regionGoverned(s: FiefState, r: RegionId): boolean {
  return s.titles[`warden:${r}`] !== undefined;
}

export function fiefGoverned(s: FiefState, f: string): boolean {
  return s.titles[`fief:${f}`] !== undefined;
}

export function allies(s: FiefState, a: House, b: House): boolean {
  return allyOf(s, a) === b;
}

/**
 * A marriage between nobles of two houses makes them allies, only with five or more players
 * (8.2, SF-5).
 */
export function allyOf(s: FiefState, h: House): House | null {
  if (houses(s).length < 5) return null;
  for (const n of nobleList(s)) {
    if (n.house === h && n.village !== null && n.spouse) {
      const sp = s.nobles[n.spouse];
      if (sp && sp.village !== null && sp.house !== h) return sp.house;
    }
  }
  return null;
}

export function married(s: FiefState, h: House): boolean {
  return nobleList(s).some((n) => n.house === h && n.village !== null && n.spouse !== null);
}

export function regionNobles(s: FiefState, r: RegionId): Noble[] {
  return nobleList(s).filter((n) => n.village !== null && VILLAGE[n.village]!.region === r);
}

export function villagesOfRegion(r: RegionId): readonly VillageId[] {
  return REGION[r].villages;
}

/** Strongholds or Fortified Cities a house controls that are not besieged. */
export function fortressesOf(s: FiefState, h: House): VillageId[] {
  return controlledVillages(s, h).filter((v) => s.villages[v]!.stronghold);
}

export function isRoyal(s: FiefState, id: NobleId): boolean {
  return s.titles.king === id || s.titles.queen === id || has(noble(s, id), "prince of westeros");
}

export function seatIndex(s: FiefState, h: House): number {
  return s.turnOrder.indexOf(h);
}

/**
 * The nobles as a list. A frozen nobles map (a returned state's, shared by the drafts after it
 * until a rule writes a noble) never changes, so its list is made once and kept beside it; an
 * unfrozen map (a draft's, once written) is listed afresh. Callers only read the list.
 */
const nobleLists = new WeakMap<FiefState["nobles"], readonly Noble[]>();

export function nobleList(s: FiefState): readonly Noble[] {
  const map = s.nobles;
  if (!Object.isFrozen(map)) return Object.values(map);
  let list = nobleLists.get(map);
  if (!list) nobleLists.set(map, (list = Object.values(map)));
  return list;
}

/** The villages' states with their ids, listed once per frozen villages map as `nobleList` does. */
const villageLists = new WeakMap<FiefState["villages"], readonly [VillageId, VillageState][]>();

export function villageEntries(s: FiefState): readonly [VillageId, VillageState][] {
  const map = s.villages;
  if (!Object.isFrozen(map)) return Object.entries(map);
  let list = villageLists.get(map);
  if (!list) villageLists.set(map, (list = Object.entries(map)));
  return list;
}
