/**
 * The table of house card texts the combat steps consult (`abilityOf`), filled from above: the
 * card modules sit on top of the steps whose helpers they use, so the steps cannot import them.
 * `combat/index.ts`, the combat area's top module, registers `cards/index.ts`'s list when it loads;
 * an expansion registers its own cards the same way. Until something registers, asking throws:
 * a silent empty table would play every card as if it had no text.
 */
import type { CardAbility, DecisionRules } from "./ability.ts";
import type { CombatFrame, Side } from "./frames.ts";

let table: Record<string, CardAbility> | null = null;

/** Adds card texts to the table; a card registered twice is a bug. */
export function registerCardAbilities(abilities: readonly CardAbility[]): void {
  const next = { ...table };
  for (const a of abilities) {
    if (next[a.card]) throw new Error(`the house card ${a.card} has two texts`);
    next[a.card] = a;
  }
  table = next;
}

/**
 * The text a side's card has in this combat: none when an effect ignores it (Queen of Thorns, ADwD).
 * Steps ask this, not `abilityOf`, for a card in play.
 */
export function sideAbility(f: CombatFrame, side: Side): CardAbility | null {
  if (f.textIgnored?.includes(side)) return null;
  return abilityOf(f.sides[side]?.card ?? null);
}

export function abilityOf(card: string | null): CardAbility | null {
  if (table === null) throw new Error("no house card texts are registered (rules/combat/index.ts registers them)");
  return card === null ? null : (table[card] ?? null);
}

/** The decisions opened by registered card texts, by decision kind. */
export function cardDecisions(): Record<string, DecisionRules> {
  return Object.assign({}, ...Object.values(table ?? {}).map((a) => a.decisions ?? {}));
}
