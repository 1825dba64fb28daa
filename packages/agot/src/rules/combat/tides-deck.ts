/** The Tides of Battle deck (cards.md section 5); its use in combat is part of the combat rules. */
export interface TidesCardDef {
  readonly id: string;
  readonly strength: number;
  readonly swords: number;
  readonly fortifications: number;
  readonly skulls: number;
}

const KINDS: readonly (TidesCardDef & { count: number })[] = [
  { id: "blank", strength: 0, swords: 0, fortifications: 0, skulls: 0, count: 8 },
  { id: "one-sword", strength: 1, swords: 1, fortifications: 0, skulls: 0, count: 4 },
  { id: "one-fortification", strength: 1, swords: 0, fortifications: 1, skulls: 0, count: 4 },
  { id: "two", strength: 2, swords: 0, fortifications: 0, skulls: 0, count: 4 },
  { id: "three", strength: 3, swords: 0, fortifications: 0, skulls: 0, count: 2 },
  { id: "skull", strength: 0, swords: 0, fortifications: 0, skulls: 1, count: 2 },
];

export const TIDES_CARDS: Readonly<Record<string, TidesCardDef>> = Object.fromEntries(
  KINDS.map(({ count: _count, ...def }) => [def.id, def]),
);

/** The 24 cards, one id per physical card, unshuffled. */
export const newTidesDeck = (): string[] => KINDS.flatMap((k) => Array.from({ length: k.count }, () => k.id));
