/** Catelyn Stark (0): Stark's Defense order in the embattled area counts twice; an attacker has none (cards.md 2.2). */
import type { CardAbility } from "../ability.ts";

export const catelynStark: CardAbility = { card: "catelyn-stark", defenseMultiplier: (_g, _f, side) => (side === "defender" ? 2 : 1) };
