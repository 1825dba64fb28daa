/**
 * The nine houses, their nobles and attributes (rulebook 11.1 and 11.5; facts.json).
 */
import facts from "./facts.json" with { type: "json" };
import { HOUSES, type House } from "./houses.ts";

export { HOUSES, type House };

export const ATTRIBUTES = [
  "cunning", "persuasive", "coward", "loyal", "rich", "swift", "extravagant", "tyrant", "ordinary", "blessed",
  "shadow", "cannot marry", "hard to marry", "fearless", "cruel", "cursed", "unlucky", "ambitious",
  "heart breaker", "storm", "night's watch", "prince of westeros",
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export type Sex = "lord" | "lady";

export interface NobleCard {
  readonly name: string;
  readonly sex: Sex;
  readonly attributes: readonly Attribute[];
}

export interface HouseFacts {
  readonly house: House;
  readonly lords: readonly NobleCard[];
  readonly ladies: readonly NobleCard[];
  readonly initialLord: string | null;
  readonly initialLady: string;
  /** The fief whose villages hold the house's starting village (Targaryen: none, see setup). */
  readonly homeFief: string | null;
}

const HOME: Record<House, string | null> = {
  arryn: "vale", baratheon: "stormlands", greyjoy: "iron-islands", lannister: "westerlands",
  martell: "dorne", stark: "north", tully: "riverlands", tyrell: "reach", targaryen: null,
};

export const HOUSE_FACTS: Readonly<Record<House, HouseFacts>> = Object.fromEntries(
  facts.nobles.map((h) => {
    const house = h.house as House;
    const card = (sex: Sex) => (n: { name: string; attributes: string[] }): NobleCard => ({ name: n.name, sex, attributes: n.attributes as Attribute[] });
    return [house, {
      house,
      lords: h.lords.map(card("lord")),
      ladies: h.ladies.map(card("lady")),
      initialLord: h.initial.lord,
      initialLady: h.initial.lady,
      homeFief: HOME[house],
    }];
  }),
) as unknown as Record<House, HouseFacts>;

/** Every named noble card by name (names are unique across houses). */
export const NOBLE_CARD: Readonly<Record<string, NobleCard & { house: House }>> = Object.fromEntries(
  HOUSES.flatMap((house) => [...HOUSE_FACTS[house].lords, ...HOUSE_FACTS[house].ladies].map((c) => [c.name, { ...c, house }])),
);

export const BANNERMEN = facts.bannermen;
export const HEIR_CARDS = facts.heirCards;
