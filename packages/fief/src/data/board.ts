/**
 * The board of A Song of Ice and Fief as typed data: villages, fiefs, Warden Regions, roads.
 * Copied from shared/reference/fief/facts.json so the package is self-contained at run time.
 *
 * ```ts
 * neighbours("riverrun"); // ["the-twins", "seagard", "harrenhal", "the-golden-tooth"]
 * ```
 */
import facts from "./facts.json" with { type: "json" };

export const VILLAGES = facts.villages.map((v) => v.id);
export type VillageId = string;
export const FIEFS = Object.keys(facts.fiefs);
export type FiefId = string;
export const REGIONS = [1, 2, 3, 4, 5] as const;
export type RegionId = (typeof REGIONS)[number];

export interface VillageFacts {
  readonly id: VillageId;
  readonly name: string;
  readonly fief: FiefId;
  readonly region: RegionId;
  readonly principal: boolean;
  readonly coastal: boolean;
}

const coastal = new Set(facts.coastalVillages);
export const VILLAGE: Readonly<Record<VillageId, VillageFacts>> = Object.fromEntries(
  facts.villages.map((v) => [
    v.id,
    { id: v.id, name: v.name, fief: v.fief, region: v.region as RegionId, principal: v.principal === true, coastal: coastal.has(v.id) },
  ]),
);

export interface FiefFacts {
  readonly id: FiefId;
  readonly name: string;
  readonly house: string;
  readonly title: string;
  readonly villages: readonly VillageId[];
  readonly titleCost: number;
}
export const FIEF: Readonly<Record<FiefId, FiefFacts>> = Object.fromEntries(
  Object.entries(facts.fiefs).map(([id, f]) => [id, { id, name: f.name, house: f.house, title: f.title, villages: f.villages, titleCost: f.titleCost }]),
);

export interface RegionFacts {
  readonly id: RegionId;
  readonly warden: string;
  readonly villages: readonly VillageId[];
  readonly principal: VillageId;
}
export const REGION: Readonly<Record<RegionId, RegionFacts>> = Object.fromEntries(
  Object.entries(facts.regions).map(([id, r]) => [Number(id), { id: Number(id) as RegionId, warden: r.warden, villages: r.villages, principal: r.principal }]),
) as unknown as Record<RegionId, RegionFacts>;

/** Maritime roads are ordinary roads (rulebook, setup 1). */
const ALL_ROADS: readonly (readonly [string, string])[] = [...facts.roads, ...facts.maritimeRoads].map((r) => [r[0] as string, r[1] as string] as const);

const ADJ: Record<VillageId, VillageId[]> = Object.fromEntries(VILLAGES.map((v) => [v, [] as VillageId[]]));
for (const [a, b] of ALL_ROADS) {
  ADJ[a]!.push(b);
  ADJ[b]!.push(a);
}

export function neighbours(v: VillageId): readonly VillageId[] {
  return ADJ[v] ?? [];
}

export function isVillage(v: string): boolean {
  return v in VILLAGE;
}

export function regionOf(v: VillageId): RegionId {
  return VILLAGE[v]!.region;
}

export function fiefOf(v: VillageId): FiefId {
  return VILLAGE[v]!.fief;
}

export const COASTAL_VILLAGES: readonly VillageId[] = facts.coastalVillages;
