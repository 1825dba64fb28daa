/**
 * The boards as typed data, read from facts.json (a copy of shared/reference/agot/facts.json):
 * the base game's `westeros`, and Mother of Dragons' `westeros-7p` (Arryn's Vale: The Eyrie a home
 * stronghold, The Vale of Arryn, The Bite, Port of the Eyrie) and `westeros-with-essos` (the same
 * plus the Essos side board), mod-setup.md 1. Adjacency already accounts for rivers and bridges;
 * it differs between boards (The Bite takes some of The Narrow Sea's neighbours), so every rule
 * reads the board of its game: `boardOf(g)`.
 *
 * ```ts
 * const b = boardOf(g);
 * b.areas["winterfell"].castle      // "stronghold"
 * isAdjacent(b, "winterfell", "the-shivering-sea")
 * portLand(b, "port-of-pyke")       // "pyke"
 * ```
 */
import facts from "./facts.json" with { type: "json" };
import type { HouseId } from "./houses.ts";

export type AreaId = string;
export type AreaKind = "land" | "sea" | "port";
export type CastleKind = "castle" | "stronghold";

export interface AreaDef {
  readonly id: AreaId;
  readonly name: string;
  readonly kind: AreaKind;
  readonly castle: CastleKind | null;
  /** Supply barrels printed in the area. */
  readonly supply: number;
  /** Power (crown) icons printed in the area. */
  readonly power: number;
  /** The house whose home area this is (its printed shield), if any. */
  readonly home: HouseId | null;
  /** Printed garrison/neutral value in facts.json: a home garrison, or a neutral force (King's Landing, the base game's Eyrie, Braavos). */
  readonly printedGarrison: number;
}

interface RawArea {
  id: string;
  name: string;
  kind: string;
  castle?: string;
  supply?: number;
  power?: number;
  home?: string;
  garrison?: number;
}

export const BOARD_IDS = ["westeros", "westeros-7p", "westeros-with-essos"] as const;
export type BoardId = (typeof BOARD_IDS)[number];

export interface Board {
  readonly id: BoardId;
  readonly areas: Readonly<Record<AreaId, AreaDef>>;
  /** Every area in the board's fixed order; a game's `areas` record has its keys in this order. */
  readonly ids: readonly AreaId[];
  /** Areas with a castle or stronghold: the only ones the Victory track counts. */
  readonly castleIds: readonly AreaId[];
  /** Areas adjacent to each area, sorted (rivers and bridges applied). Ship transport is not adjacency. */
  readonly adjacent: Readonly<Record<AreaId, readonly AreaId[]>>;
  /** The home area of each house whose shield the board prints. */
  readonly homeArea: Readonly<Partial<Record<HouseId, AreaId>>>;
  /** Per index of `ids`: whether the area is land, its castle, and its printed shield if land (hot loops read these). */
  readonly isLand: readonly boolean[];
  readonly isCastle: readonly boolean[];
  readonly landHome: readonly (HouseId | null)[];
  /** Each area's position in `ids`. */
  readonly index: Readonly<Record<AreaId, number>>;
  /** The port areas, in board order. */
  readonly portIds: readonly AreaId[];
}

function buildBoard(id: BoardId): Board {
  const raw = (facts.boards as Record<BoardId, { areas: RawArea[]; adjacent: [string, string][] }>)[id];
  const areas: Record<AreaId, AreaDef> = Object.fromEntries(
    raw.areas.map((a) => [
      a.id,
      {
        id: a.id,
        name: a.name,
        kind: a.kind as AreaKind,
        castle: (a.castle ?? null) as CastleKind | null,
        supply: a.supply ?? 0,
        power: a.power ?? 0,
        home: (a.home ?? null) as HouseId | null,
        printedGarrison: a.garrison ?? 0,
      } satisfies AreaDef,
    ]),
  );
  const ids = raw.areas.map((a) => a.id);
  const adjacency: Record<AreaId, AreaId[]> = Object.fromEntries(ids.map((x) => [x, [] as AreaId[]]));
  for (const [a, b] of raw.adjacent) {
    adjacency[a]!.push(b);
    adjacency[b]!.push(a);
  }
  for (const x of ids) adjacency[x]!.sort();
  return {
    id,
    areas,
    ids,
    castleIds: ids.filter((x) => areas[x]!.castle !== null),
    adjacent: adjacency,
    homeArea: Object.fromEntries(
      Object.values(areas)
        .filter((a) => a.home !== null)
        .map((a) => [a.home, a.id]),
    ),
    isLand: ids.map((x) => areas[x]!.kind === "land"),
    isCastle: ids.map((x) => areas[x]!.castle !== null),
    landHome: ids.map((x) => (areas[x]!.kind === "land" ? areas[x]!.home : null)),
    index: Object.fromEntries(ids.map((x, i) => [x, i])),
    portIds: ids.filter((x) => areas[x]!.kind === "port"),
  };
}

export const BOARDS: Readonly<Record<BoardId, Board>> = Object.fromEntries(BOARD_IDS.map((id) => [id, buildBoard(id)])) as Record<BoardId, Board>;

/**
 * Improvement and degradation tokens on one area (Mother of Dragons, cards.md 6.10; summary
 * "Improvement and degradation"): "The area is treated as having the matching icon printed on the
 * board", and a degraded icon "as if it is no longer there". Only loans place them.
 */
export interface AreaImprovement {
  /** Power improvements: extra crown icons. */
  readonly power?: number;
  /** Supply improvements: extra barrels. */
  readonly supply?: number;
  /** A castle upgraded to a stronghold (Master-at-Arms), or a castle degraded away (Pyromancer). */
  readonly castle?: "stronghold" | "degraded";
}

/** The improvements of a game by area. A game's record is replaced, never changed in place: boards are cached by it. */
export type Improvements = Readonly<Partial<Record<AreaId, AreaImprovement>>>;

/** The board with the improvement tokens printed on it. */
function improve(base: Board, imp: Improvements): Board {
  const areas: Record<AreaId, AreaDef> = { ...base.areas };
  for (const id in imp) {
    const def = base.areas[id];
    const i = imp[id];
    if (!def || !i) continue;
    const castle = i.castle === "degraded" ? null : i.castle === "stronghold" ? "stronghold" : def.castle;
    areas[id] = { ...def, power: def.power + (i.power ?? 0), supply: def.supply + (i.supply ?? 0), castle };
  }
  return {
    ...base,
    areas,
    castleIds: base.ids.filter((x) => areas[x]!.castle !== null),
    isCastle: base.ids.map((x) => areas[x]!.castle !== null),
  };
}

// Improved boards by board and improvements. A game's improvements record is shared by the states
// that follow it until a loan replaces it (engine/clone.ts), so the last one asked for answers
// almost every call; other records (views, parsed states) are found by their text.
let lastImprovements: Improvements | null = null;
let lastImproved: Board | null = null;
const improvedByKey = new Map<string, Board>();
const MAX_IMPROVED_CACHED = 64;

function improvedBoard(id: BoardId, imp: Improvements): Board {
  if (imp === lastImprovements && lastImproved !== null && lastImproved.id === id) return lastImproved;
  const key = `${id}${JSON.stringify(imp)}`;
  let b = improvedByKey.get(key);
  if (b === undefined) {
    if (improvedByKey.size >= MAX_IMPROVED_CACHED) improvedByKey.clear();
    b = improve(BOARDS[id], imp);
    improvedByKey.set(key, b);
  }
  lastImprovements = imp;
  lastImproved = b;
  return b;
}

/**
 * The board a game is played on: Mother of Dragons records its board in the game's MoD record,
 * with the improvement tokens lying on it; every other game is on the base board. Takes anything
 * with that record (a game or a view).
 */
export function boardOf(g: { readonly mod?: { readonly board: BoardId; readonly improvements?: Improvements | undefined } | undefined }): Board {
  const mod = g.mod;
  if (!mod) return BASE_BOARD;
  return mod.improvements === undefined ? BOARDS[mod.board] : improvedBoard(mod.board, mod.improvements);
}

/** The base game's board. */
export const BASE_BOARD: Board = BOARDS.westeros;

/**
 * The base board's tables, for code that only ever shows the base game (names for display). Rules
 * read `boardOf(g)` instead: these are wrong for a Mother of Dragons game.
 */
export const AREAS: Readonly<Record<AreaId, AreaDef>> = BASE_BOARD.areas;
export const AREA_IDS: readonly AreaId[] = BASE_BOARD.ids;
export const CASTLE_AREA_IDS: readonly AreaId[] = BASE_BOARD.castleIds;
export const ADJACENT: Readonly<Record<AreaId, readonly AreaId[]>> = BASE_BOARD.adjacent;
export const HOME_AREA: Readonly<Partial<Record<HouseId, AreaId>>> = BASE_BOARD.homeArea;

/** Every area of every board by id, for names (an area's name is the same on every board). */
export const ANY_AREA: Readonly<Record<AreaId, AreaDef>> = Object.assign({}, ...BOARD_IDS.map((id) => BOARDS[id].areas).reverse());

/** Every area id by its place in `localeCompare` order, ranked once (see `compareAreaIds`). */
let localeRank: Map<string, number> | null = null;

/**
 * `a.localeCompare(b)` for area ids, the order rules list areas in (retreat options, supports):
 * the same answer, from a rank computed once per id, since `localeCompare` goes through the
 * collator on every call and retreats on the larger Mother of Dragons board sort many options.
 * Ids of no board fall back to `localeCompare`.
 */
export function compareAreaIds(a: string, b: string): number {
  localeRank ??= new Map(Object.keys(ANY_AREA).sort((x, y) => x.localeCompare(y)).map((id, i) => [id, i]));
  const ra = localeRank.get(a);
  const rb = localeRank.get(b);
  return ra === undefined || rb === undefined ? a.localeCompare(b) : ra - rb;
}

export function isAdjacent(b: Board, x: AreaId, y: AreaId): boolean {
  return b.adjacent[x]?.includes(y) ?? false;
}

export function area(b: Board, id: AreaId): AreaDef {
  const def = b.areas[id];
  if (!def) throw new Error(`unknown area ${id}`);
  return def;
}

export const isArea = (b: Board, id: string): id is AreaId => id in b.areas;

/** A port lies between exactly one land area and one sea area. */
export function portLand(b: Board, port: AreaId): AreaId {
  const land = b.adjacent[port]?.find((x) => b.areas[x]?.kind === "land");
  if (!land) throw new Error(`${port} is not a port`);
  return land;
}

export function portSea(b: Board, port: AreaId): AreaId {
  const sea = b.adjacent[port]?.find((x) => b.areas[x]?.kind === "sea");
  if (!sea) throw new Error(`${port} is not a port`);
  return sea;
}

/** The port of a land area, if it has one. */
export function portOf(b: Board, land: AreaId): AreaId | null {
  return b.adjacent[land]?.find((x) => b.areas[x]?.kind === "port") ?? null;
}

/** A land area with a sea (not a port) next to it: ship transport can start or end there. */
export function isCoastal(b: Board, land: AreaId): boolean {
  return b.areas[land]?.kind === "land" && (b.adjacent[land] ?? []).some((x) => b.areas[x]?.kind === "sea");
}
