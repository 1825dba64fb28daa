/**
 * Khal Drogo (4), Mother of Dragons (cards.md 6.3): +1 strength and +1 sword for every standing
 * Targaryen knight in Targaryen's army (supporting knights do not count). After the combat, won or
 * lost, Khal Drogo leaves the game instead of the discard pile.
 */
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { army, houseOf } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";
import { removeFromGame } from "../resolution.ts";

const CARD = "khal-drogo";

const knights = (g: Game, f: CombatFrame, side: Side): number => army(g, f, side).filter((u) => u.type === "knight" && !u.routed).length;

export const khalDrogo: CardAbility = {
  card: CARD,
  strength: knights,
  swords: knights,
  cleanup(g, f, side, ctx) {
    removeFromGame(g, houseOf(f, side), CARD);
    ctx.emit("combat-ability", "Khal Drogo is removed from the game.", { card: CARD, removed: CARD });
    return true;
  },
};
