/** Daenerys Targaryen (1, deck A), Mother of Dragons (cards.md 6.3): +2 strength if a dragon is in either army of this combat. */
import type { CardAbility } from "../ability.ts";
import { army } from "../army.ts";

export const daenerysTargaryen: CardAbility = {
  card: "daenerys-targaryen-a",
  strength: (g, f) => ([...army(g, f, "attacker"), ...army(g, f, "defender")].some((u) => u.type === "dragon") ? 2 : 0),
};
