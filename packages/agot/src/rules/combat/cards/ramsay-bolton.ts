/**
 * Ramsay Bolton (ADwD, 3): while Reek is in Stark's hand (read when strength is computed), +1
 * strength and 3 swords (alt-house-cards.md 2.3).
 */
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";

const reekInHand = (g: Game, f: CombatFrame, side: Side): boolean => g.houseCards[houseOf(f, side)]?.hand.includes("reek") ?? false;

export const ramsayBolton: CardAbility = {
  card: "ramsay-bolton",
  strength: (g, f, side) => (reekInHand(g, f, side) ? 1 : 0),
  swords: (g, f, side) => (reekInHand(g, f, side) ? 3 : 0),
};
