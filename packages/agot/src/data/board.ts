/**
 * The board of the base game as typed data, read from facts.json (a copy of
 * shared/reference/agot/facts.json). Adjacency there already accounts for rivers and bridges.
 *
 * ```ts
 * AREAS["winterfell"].castle      // "stronghold"
 * isAdjacent("winterfell", "the-shivering-sea")
 * portLand("port-of-pyke")        // "pyke"
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
  /** Printed garrison/neutral value in facts.json: a home garrison, or King's Landing and The Eyrie's neutral force. */
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

const board = facts.boards.westeros as { areas: RawArea[]; adjacent: [string, string][] };

export const AREAS: Readonly<Record<AreaId, AreaDef>> = Object.fromEntries(
  board.areas.map((a) => [
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

export const AREA_IDS: readonly AreaId[] = board.areas.map((a) => a.id);

/** Areas with a castle or stronghold: the only ones the Victory track counts. */
export const CASTLE_AREA_IDS: readonly AreaId[] = board.areas.filter((a) => a.castle !== undefined).map((a) => a.id);

const adjacency: Record<AreaId, AreaId[]> = Object.fromEntries(AREA_IDS.map((id) => [id, [] as AreaId[]]));
for (const [a, b] of board.adjacent) {
  adjacency[a]!.push(b);
  adjacency[b]!.push(a);
}
for (const id of AREA_IDS) adjacency[id]!.sort();

/** Areas adjacent to `id` (rivers and bridges applied). Ship transport is not adjacency. */
export const ADJACENT: Readonly<Record<AreaId, readonly AreaId[]>> = adjacency;

export function isAdjacent(a: AreaId, b: AreaId): boolean {
  return ADJACENT[a]?.includes(b) ?? false;
}

export function area(id: AreaId): AreaDef {
  const def = AREAS[id];
  if (!def) throw new Error(`unknown area ${id}`);
  return def;
}

export const isArea = (id: string): id is AreaId => id in AREAS;

/** A port lies between exactly one land area and one sea area. */
export function portLand(port: AreaId): AreaId {
  const land = ADJACENT[port]?.find((x) => AREAS[x]?.kind === "land");
  if (!land) throw new Error(`${port} is not a port`);
  return land;
}

export function portSea(port: AreaId): AreaId {
  const sea = ADJACENT[port]?.find((x) => AREAS[x]?.kind === "sea");
  if (!sea) throw new Error(`${port} is not a port`);
  return sea;
}

/** The port of a land area, if it has one. */
export function portOf(land: AreaId): AreaId | null {
  return ADJACENT[land]?.find((x) => AREAS[x]?.kind === "port") ?? null;
}

/** A land area with a sea (not a port) next to it: ship transport can start or end there. */
export function isCoastal(land: AreaId): boolean {
  return AREAS[land]?.kind === "land" && (ADJACENT[land] ?? []).some((x) => AREAS[x]?.kind === "sea");
}

export const HOME_AREA: Readonly<Partial<Record<HouseId, AreaId>>> = Object.fromEntries(
  Object.values(AREAS)
    .filter((a) => a.home !== null)
    .map((a) => [a.home, a.id]),
);
