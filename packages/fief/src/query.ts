/**
 * Read-only questions about a state: who is where, who controls what, who holds which title.
 */
import { FIEF, FIEFS, REGION, REGIONS, VILLAGE, type RegionId, type VillageId } from "./data/board.ts";
import type { Attribute, House } from "./data/nobles.ts";
import type { FiefState, Noble, NobleId, TitleId, Unit, VillageState } from "./state.ts";
import { isShared } from "./sharing.ts";

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
  const index = presence(s);
  if (index) return housesOfBits(s, index.get(v) ?? 0);
  const out = new Set<House>();
  for (const u of s.units) if (u.village === v) out.add(u.house);
  for (const n of nobleList(s)) if (n.village === v && n.captor === null) out.add(n.house);
  return houses(s).filter((h) => out.has(h));
}

/** `presentHouses` for several villages at once, from one scan of the pieces. */
export function presentHousesIn(s: FiefState, villages: readonly VillageId[]): Map<VillageId, House[]> {
  const index = presence(s) ?? presenceBits(s);
  const out = new Map<VillageId, House[]>();
  for (let i = 0; i < villages.length; i++) out.set(villages[i]!, housesOfBits(s, index.get(villages[i]!) ?? 0));
  return out;
}

/** The houses whose bits are set, in the order of houses(s). */
function housesOfBits(s: FiefState, bits: number): House[] {
  const order = houses(s);
  const here: House[] = [];
  for (let j = 0; j < order.length; j++) if (bits & (1 << j)) here.push(order[j]!);
  return here;
}

/**
 * The houses present in each village (troops or free nobles), as bits of their index in
 * houses(s), from one scan of the pieces; villages with nobody are left out. A house not at the
 * table (index -1) sets bit 31, which nothing reads.
 */
function presenceBits(s: FiefState): Map<VillageId, number> {
  const order = houses(s);
  const found = new Map<VillageId, number>();
  const units = s.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    found.set(u.village, (found.get(u.village) ?? 0) | (1 << order.indexOf(u.house)));
  }
  const nobles = nobleList(s);
  for (let i = 0; i < nobles.length; i++) {
    const n = nobles[i]!;
    if (n.village === null || n.captor !== null) continue;
    found.set(n.village, (found.get(n.village) ?? 0) | (1 << order.indexOf(n.house)));
  }
  return found;
}

/**
 * `presenceBits` kept beside a shared unit list with the frozen nobles map it was worked out
 * with: most actions move no piece (a gift, a pass), so the next states ask the same question of
 * the same pieces. A draft's own list or nobles (being written) is scanned afresh: null here.
 */
const presences = new WeakMap<readonly Unit[], { nobles: FiefState["nobles"]; bits: Map<VillageId, number> }>();

function presence(s: FiefState): Map<VillageId, number> | null {
  const units = s.units;
  // not extensible = frozen here (Object.isFrozen reads every property of the map)
  if (!isShared(units) || Object.isExtensible(s.nobles)) return null;
  const kept = presences.get(units);
  if (kept && kept.nobles === s.nobles) return kept.bits;
  const bits = presenceBits(s);
  presences.set(units, { nobles: s.nobles, bits });
  return bits;
}

/**
 * A house's troops on the board by type (the stockpile limits, 4.2), counted once per shared unit
 * list like `presence`; a draft's own list is counted afresh.
 */
const troopCounts = new WeakMap<readonly Unit[], Map<House, Partial<Record<Unit["type"], number>>>>();

export function troopsOnBoard(s: FiefState, h: House): Partial<Record<Unit["type"], number>> {
  const units = s.units;
  const shared = isShared(units);
  let byHouse = shared ? troopCounts.get(units) : undefined;
  if (!byHouse) {
    byHouse = new Map();
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      let c = byHouse.get(u.house);
      if (!c) byHouse.set(u.house, (c = {}));
      c[u.type] = (c[u.type] ?? 0) + 1;
    }
    if (shared) troopCounts.set(units, byHouse);
  }
  return byHouse.get(h) ?? {};
}

export function present(s: FiefState, v: VillageId, h: House): boolean {
  const index = presence(s);
  if (index) return ((index.get(v) ?? 0) & (1 << houses(s).indexOf(h))) !== 0;
  return s.units.some((u) => u.village === v && u.house === h) || noblesAt(s, v, h).length > 0;
}

export function titleHolder(s: FiefState, t: TitleId): Noble | null {
  const id = s.titles[t];
  return id ? (s.nobles[id] ?? null) : null;
}

/** The titles each noble holds, per frozen titles map (in the map's order, as `titlesOf` lists them). */
const titleIndexes = new WeakMap<FiefState["titles"], Map<NobleId, TitleId[]>>();

export function titlesOf(s: FiefState, id: NobleId): TitleId[] {
  const titles = s.titles;
  // a frozen titles map (shared between states, draft.ts) is indexed once; a draft's is searched.
  // The rarer paths are functions of their own, so V8 optimizes this one small and keeps it.
  if (Object.isExtensible(titles)) return searchTitles(titles, id);
  const held = (titleIndexes.get(titles) ?? indexTitles(titles)).get(id);
  return held ? held.slice() : [];
}

function searchTitles(titles: FiefState["titles"], id: NobleId): TitleId[] {
  return (Object.entries(titles) as [TitleId, NobleId][]).filter(([, n]) => n === id).map(([t]) => t);
}

function indexTitles(titles: FiefState["titles"]): Map<NobleId, TitleId[]> {
  const index = new Map<NobleId, TitleId[]>();
  for (const [t, n] of Object.entries(titles) as [TitleId, NobleId][]) {
    const list = index.get(n);
    if (list) list.push(t);
    else index.set(n, [t]);
  }
  titleIndexes.set(titles, index);
  return index;
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
  // from the villages' entries, kept while the map is frozen: no list of its keys made per call
  const entries = villageEntries(s);
  const out: VillageId[] = [];
  for (let i = 0; i < entries.length; i++) if (entries[i]![1].controller === h) out.push(entries[i]![0]);
  return out;
}

/** Fiefs whose title a house holds (8. one VP each). */
export function fiefsOf(s: FiefState, h: House): string[] {
  return FIEFS.filter((f) => houseOfTitle(s, fiefTitle(f)) === h);
}

export function wardensOf(s: FiefState, h: House): RegionId[] {
  return REGIONS.filter((r) => houseOfTitle(s, wardenTitle(r)) === h);
}

export function regionGoverned(s: FiefState, r: RegionId): boolean {
  return s.titles[wardenTitle(r)] !== undefined;
}

export function fiefGoverned(s: FiefState, f: string): boolean {
  return s.titles[fiefTitle(f)] !== undefined;
}

/**
 * The ids of the fief and Warden titles, each made once: a key built per lookup (`fief:${f}`) is
 * a new string to hash and look up in V8's string table every time, which cost about 6% of a
 * purchase list. Taken from an object's keys, so they are the very strings the titles map's keys
 * are (internalized).
 */
const FIEF_TITLES: Readonly<Record<string, TitleId>> = titleIds(FIEFS, (f) => `fief:${f}`);
const WARDEN_TITLES: Readonly<Record<string, TitleId>> = titleIds(REGIONS.map(String), (r) => `warden:${r}`);

function titleIds(ids: readonly string[], title: (id: string) => string): Record<string, TitleId> {
  const keys = Object.keys(Object.fromEntries(ids.map((id) => [title(id), true])));
  return Object.fromEntries(ids.map((id, i) => [id, keys[i] as TitleId]));
}

/** The title of a fief (`fief:<id>`). */
export function fiefTitle(f: string): TitleId {
  return FIEF_TITLES[f] ?? (`fief:${f}` as TitleId);
}

/** The title of a Warden Region (`warden:<n>`). */
export function wardenTitle(r: RegionId | number): TitleId {
  return WARDEN_TITLES[r] ?? (`warden:${r}` as TitleId);
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
  return keptBeside(nobleLists, s.nobles, listNobles);
}

const listNobles = (nobles: FiefState["nobles"]): readonly Noble[] => Object.values(nobles);

/**
 * What `make` works out from a map, kept beside it while the map is frozen (a returned state's,
 * shared by the drafts after it until a rule writes it): the cache is asked first, and a map that
 * can still change (a draft's own) is worked out afresh. Not extensible = frozen here, and cheaper
 * to ask (Object.isFrozen reads every property of a map this size, about 0.5 us). `make` is a
 * function of the map alone, made once: these are asked dozens of times per action, and a closure
 * per call (named by tsx as it is made) cost more than the lookup.
 */
function keptBeside<K extends object, V>(cache: WeakMap<K, V>, map: K, make: (map: K) => V): V {
  let kept = cache.get(map);
  if (kept !== undefined) return kept;
  kept = make(map);
  if (!Object.isExtensible(map)) cache.set(map, kept);
  return kept;
}

/**
 * The nobles held captive, kept once per frozen nobles map as `nobleList` does (asked for every
 * house after every game event: what a captor or a captive's house may do about them).
 */
const captiveLists = new WeakMap<FiefState["nobles"], readonly Noble[]>();

export function captiveList(s: FiefState): readonly Noble[] {
  return keptBeside(captiveLists, s.nobles, listCaptives);
}

const listCaptives = (nobles: FiefState["nobles"]): readonly Noble[] => keptBeside(nobleLists, nobles, listNobles).filter((n) => n.captor !== null);

/**
 * The villages under siege with their besiegers, in the villages' order (6.4: a besieger may lift
 * his siege at any time, asked of every house after every game event), kept once per frozen
 * villages map as `nobleList` does.
 */
const siegeLists = new WeakMap<FiefState["villages"], readonly { village: VillageId; besieger: House }[]>();

export function sieges(s: FiefState): readonly { village: VillageId; besieger: House }[] {
  return keptBeside(siegeLists, s.villages, listSieges);
}

function listSieges(villages: FiefState["villages"]): readonly { village: VillageId; besieger: House }[] {
  const entries = keptBeside(villageLists, villages, listVillages);
  const found: { village: VillageId; besieger: House }[] = [];
  for (let i = 0; i < entries.length; i++) {
    const siege = entries[i]![1].siege;
    if (siege) found.push({ village: entries[i]![0], besieger: siege.besieger });
  }
  return found;
}

/** The villages' states with their ids, listed once per frozen villages map as `nobleList` does. */
const villageLists = new WeakMap<FiefState["villages"], readonly [VillageId, VillageState][]>();

export function villageEntries(s: FiefState): readonly [VillageId, VillageState][] {
  return keptBeside(villageLists, s.villages, listVillages);
}

const listVillages = (villages: FiefState["villages"]): readonly [VillageId, VillageState][] => Object.entries(villages) as [VillageId, VillageState][];
