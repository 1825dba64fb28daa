/** The three Westeros decks as data (cards.md section 3; facts.json westerosDecks). */
import facts from "./facts.json" with { type: "json" };

export type WesterosCardType =
  | "supply"
  | "mustering"
  | "a-throne-of-blades"
  | "last-days-of-summer"
  | "winter-is-coming"
  | "game-of-thrones"
  | "dark-wings-dark-words"
  | "clash-of-kings"
  | "put-to-the-sword"
  | "storm-of-swords"
  | "rains-of-autumn"
  | "sea-of-storms"
  | "web-of-lies"
  | "feast-for-crows"
  | "wildlings-attack";

export interface WesterosCardDef {
  readonly type: WesterosCardType;
  readonly name: string;
  /** Advances the wildling threat when drawn (cards.md 3.2-3.4). */
  readonly wildlingIcon: boolean;
}

export const WESTEROS_CARDS: Readonly<Record<WesterosCardType, WesterosCardDef>> = {
  supply: { type: "supply", name: "Supply", wildlingIcon: false },
  mustering: { type: "mustering", name: "Mustering", wildlingIcon: false },
  "a-throne-of-blades": { type: "a-throne-of-blades", name: "A Throne of Blades", wildlingIcon: true },
  "last-days-of-summer": { type: "last-days-of-summer", name: "Last Days of Summer", wildlingIcon: true },
  "winter-is-coming": { type: "winter-is-coming", name: "Winter is Coming", wildlingIcon: false },
  "game-of-thrones": { type: "game-of-thrones", name: "Game of Thrones", wildlingIcon: false },
  "dark-wings-dark-words": { type: "dark-wings-dark-words", name: "Dark Wings, Dark Words", wildlingIcon: true },
  "clash-of-kings": { type: "clash-of-kings", name: "Clash of Kings", wildlingIcon: false },
  "put-to-the-sword": { type: "put-to-the-sword", name: "Put to the Sword", wildlingIcon: false },
  "storm-of-swords": { type: "storm-of-swords", name: "Storm of Swords", wildlingIcon: true },
  "rains-of-autumn": { type: "rains-of-autumn", name: "Rains of Autumn", wildlingIcon: true },
  "sea-of-storms": { type: "sea-of-storms", name: "Sea of Storms", wildlingIcon: true },
  "web-of-lies": { type: "web-of-lies", name: "Web of Lies", wildlingIcon: true },
  "feast-for-crows": { type: "feast-for-crows", name: "Feast for Crows", wildlingIcon: true },
  "wildlings-attack": { type: "wildlings-attack", name: "Wildlings Attack", wildlingIcon: false },
};

/** Deck I, II, III contents, one entry per physical card. */
export const WESTEROS_DECKS: readonly (readonly WesterosCardType[])[] = (
  facts.westerosDecks as { type: string; quantity?: number }[][]
).map((deck) => deck.flatMap((c) => Array.from({ length: c.quantity ?? 1 }, () => c.type as WesterosCardType)));

export type WildlingCardType =
  | "silence-at-the-wall"
  | "preemptive-raid"
  | "crow-killers"
  | "rattleshirts-raiders"
  | "massing-on-the-milkwater"
  | "a-king-beyond-the-wall"
  | "mammoth-riders"
  | "the-horde-descends"
  | "skinchanger-scout";

export const WILDLING_CARD_NAMES: Readonly<Record<WildlingCardType, string>> = {
  "silence-at-the-wall": "Silence at the Wall",
  "preemptive-raid": "Preemptive Raid",
  "crow-killers": "Crow Killers",
  "rattleshirts-raiders": "Rattleshirt's Raiders",
  "massing-on-the-milkwater": "Massing on the Milkwater",
  "a-king-beyond-the-wall": "A King Beyond the Wall",
  "mammoth-riders": "Mammoth Riders",
  "the-horde-descends": "The Horde Descends",
  "skinchanger-scout": "Skinchanger Scout",
};

export const WILDLING_DECK: readonly WildlingCardType[] = (facts.wildlingCards as { type: string }[]).map(
  (c) => c.type as WildlingCardType,
);

/** The wildling track runs 0..12 in steps of 2 (rulebook p.22). */
export const WILDLING_THREAT_MAX = 12;
