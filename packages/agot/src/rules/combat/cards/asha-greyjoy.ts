/** Asha Greyjoy (1): if nobody (not even Greyjoy itself) supports Greyjoy, +2 swords and +1 fortification (cards.md 7 #7). */
import type { CardAbility } from "../ability.ts";
import { isSupported } from "../support.ts";

export const ashaGreyjoy: CardAbility = {
  card: "asha-greyjoy",
  swords: (g, f, side) => (isSupported(g, f, side) ? 0 : 2),
  fortifications: (g, f, side) => (isSupported(g, f, side) ? 0 : 1),
};
