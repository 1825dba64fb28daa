/** Nymeria Sand (1): +1 fortification defending, +1 sword attacking (cards.md 2.2). */
import type { CardAbility } from "../ability.ts";

export const nymeriaSand: CardAbility = {
  card: "nymeria-sand",
  swords: (_g, _f, side) => (side === "attacker" ? 1 : 0),
  fortifications: (_g, _f, side) => (side === "defender" ? 1 : 0),
};
