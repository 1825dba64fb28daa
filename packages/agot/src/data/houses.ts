/** Houses, their units, house cards (printed values) and the starting tracks, as typed data. */
import facts from "./facts.json" with { type: "json" };

/**
 * The six houses of the base game, then Mother of Dragons' two (cards.md 6.1). Games list their
 * houses in this order, so the base game's six keep the order they always had.
 */
export const HOUSES = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn", "targaryen"] as const;
export type HouseId = (typeof HOUSES)[number];
export const isHouse = (x: string): x is HouseId => (HOUSES as readonly string[]).includes(x);

/** Dragons exist only with Mother of Dragons' Targaryen (cards.md 6.6). */
export const UNIT_TYPES = ["footman", "knight", "ship", "siege-engine", "dragon"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export type ByHouse<T> = Partial<Record<HouseId, T>>;

export const HOUSE_NAMES: Readonly<Record<HouseId, string>> = {
  stark: "Stark",
  lannister: "Lannister",
  greyjoy: "Greyjoy",
  tyrell: "Tyrell",
  baratheon: "Baratheon",
  martell: "Martell",
  arryn: "Arryn",
  targaryen: "Targaryen",
};

export interface HouseCardDef {
  readonly id: string;
  /** The house whose deck holds the card; null for the shared vassal deck (Mother of Dragons). */
  readonly house: HouseId | null;
  readonly name: string;
  readonly strength: number;
  readonly swords: number;
  readonly fortifications: number;
  /** The ability id (same as the card id) when the card has a text ability. */
  readonly ability: string | null;
}

interface RawHouse {
  name: string;
  /** Targaryen has dragons and no siege engines; the others no dragons (cards.md 6.1). */
  unitLimits: Partial<Record<UnitType, number>>;
  houseCards: Record<string, { name: string; combatStrength?: number; swordIcons?: number; towerIcons?: number; ability?: string }>;
  supplyLevel: number;
}
const rawHouses = facts.houses as unknown as Record<string, RawHouse>;

export const UNIT_LIMITS: Readonly<Record<HouseId, Readonly<Record<UnitType, number>>>> = Object.fromEntries(
  HOUSES.map((h) => [h, Object.fromEntries(UNIT_TYPES.map((t) => [t, rawHouses[h]!.unitLimits[t] ?? 0]))]),
) as Record<HouseId, Record<UnitType, number>>;

export const STARTING_SUPPLY: Readonly<Record<HouseId, number>> = Object.fromEntries(
  HOUSES.map((h) => [h, rawHouses[h]!.supplyLevel]),
) as Record<HouseId, number>;

type RawCard = { name: string; combatStrength?: number; swordIcons?: number; towerIcons?: number; ability?: string };
const cardDef = (id: string, house: HouseId | null, c: RawCard): HouseCardDef => ({
  id,
  house,
  name: c.name,
  strength: c.combatStrength ?? 0,
  swords: c.swordIcons ?? 0,
  fortifications: c.towerIcons ?? 0,
  ability: c.ability ?? null,
});
const rawVassalCards = facts.vassalHouseCards as Record<string, RawCard>;

/**
 * Mother of Dragons' "later books" decks (alt-house-cards.md): the six base houses' A Dance with
 * Dragons decks, Arryn's A Feast for Crows deck, Targaryen's deck B.
 */
const rawLaterBooks: Record<string, Record<string, RawCard>> = Object.fromEntries(
  [facts.adwdHouseCards, facts.ffcHouseCards, facts.modBHouseCards].flatMap((books) =>
    Object.entries(books as Record<string, { houseCards: Record<string, RawCard> }>).map(([h, v]) => [h, v.houseCards]),
  ),
);

/** Every house card by id: each house's seven, and the seven of the shared vassal deck (cards.md 6.4.3). */
export const HOUSE_CARDS: Readonly<Record<string, HouseCardDef>> = Object.fromEntries([
  ...HOUSES.flatMap((h) => Object.entries(rawHouses[h]!.houseCards).map(([id, c]) => [id, cardDef(id, h, c)])),
  ...HOUSES.flatMap((h) => Object.entries(rawLaterBooks[h]!).map(([id, c]) => [id, cardDef(id, h, c)])),
  ...Object.entries(rawVassalCards).map(([id, c]) => [id, cardDef(id, null, c)]),
]);

/** The vassal house cards (Mother of Dragons, cards.md 6.4.3), in printed order. */
export const VASSAL_CARD_IDS: readonly string[] = Object.keys(rawVassalCards);

export function houseCard(id: string): HouseCardDef {
  const c = HOUSE_CARDS[id];
  if (!c) throw new Error(`unknown house card ${id}`);
  return c;
}

export const HOUSE_CARD_IDS: Readonly<Record<HouseId, readonly string[]>> = Object.fromEntries(
  HOUSES.map((h) => [h, Object.keys(rawHouses[h]!.houseCards)]),
) as Record<HouseId, string[]>;

/** Each house's "later books" deck (Mother of Dragons' houseCards "later-books", alt-house-cards.md 1). */
export const LATER_BOOKS_CARD_IDS: Readonly<Record<HouseId, readonly string[]>> = Object.fromEntries(
  HOUSES.map((h) => [h, Object.keys(rawLaterBooks[h]!)]),
) as Record<HouseId, string[]>;

/** Which decks a game deals its players: the printed ones, or the later books' (alt-house-cards.md). */
export type HouseCardDecks = "standard" | "later-books";

/** The seven cards `house` plays with under `decks`. */
export const houseCardIds = (house: HouseId, decks: HouseCardDecks = "standard"): readonly string[] =>
  decks === "later-books" ? LATER_BOOKS_CARD_IDS[house] : HOUSE_CARD_IDS[house];

/**
 * Combat strength of a standing unit; siege engines only count attacking a castle (rulebook p.17).
 * A dragon's strength changes by round (cards.md 6.6, `rules/dragons.ts`): 0 here is its round-1 value.
 */
export const UNIT_STRENGTH: Readonly<Record<UnitType, number>> = { footman: 1, knight: 2, ship: 1, "siege-engine": 4, dragon: 0 };

/** The six-player starting positions of the influence tracks, position 1 first. */
export const START_TRACKS = facts.tracks as { ironThrone: HouseId[]; fiefdoms: HouseId[]; kingsCourt: HouseId[] };

/** Houses allowed per player count in the base game (rulebook p.28). */
export const HOUSES_FOR_COUNT: Readonly<Record<3 | 4 | 5 | 6, readonly HouseId[]>> = {
  3: ["stark", "lannister", "baratheon"],
  4: ["stark", "lannister", "baratheon", "greyjoy"],
  5: ["stark", "lannister", "baratheon", "greyjoy", "tyrell"],
  6: ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"],
};

/** Supply track: the army sizes allowed at each supply level 0..6 (largest first). */
export const SUPPLY_LIMITS: readonly (readonly number[])[] = facts.supplyLimits;

/**
 * Special-order stars per King's Court position: 5-6 players, the 3-4 player overlay, and Mother of
 * Dragons' extended track (3,3,2,1,0,0,0,3: the 8th space is Targaryen's, mod-setup.md 2.3).
 */
export const KINGS_COURT_STARS = { full: [3, 3, 2, 1, 0, 0], overlay: facts.specialOrderStars[0]!, motherOfDragons: facts.specialOrderStars[1]! } as const;

export const MAX_ROUNDS: number = facts.maxRounds;
export const POWER_TOKENS_PER_HOUSE = 20;
export const STARTING_POWER = 5;
/** Every player starts a Mother of Dragons game with 7 (mod-setup.md 4, cards.md 6.1). */
export const STARTING_POWER_MOD = 7;
