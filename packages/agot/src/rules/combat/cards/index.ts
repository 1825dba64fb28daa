/** Every house card text ability, one file each (cards.md section 2.2); cards without text have only icons. */
import type { CardAbility, DecisionRules } from "../ability.ts";

// A function, not a constant: a card module imported first must not meet this list half-built.
const abilities = (): readonly CardAbility[] => [];

let table: Record<string, CardAbility> | null = null;

export function abilityOf(card: string | null): CardAbility | null {
  table ??= Object.fromEntries(abilities().map((a) => [a.card, a]));
  return card === null ? null : (table[card] ?? null);
}

/** The decisions opened by card texts, by decision kind. */
export const cardDecisions = (): Record<string, DecisionRules> => Object.assign({}, ...abilities().map((a) => a.decisions ?? {}));

/** Card ids with a text ability implemented here. */
export const abilityCards = (): string[] => abilities().map((a) => a.card);
