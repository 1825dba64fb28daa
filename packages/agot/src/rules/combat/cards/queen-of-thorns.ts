/**
 * Queen of Thorns (0), immediately: Tyrell must remove one of the opponent's orders in an area
 * adjacent to the embattled area, except the March order that started this combat (cards.md 7
 * #24); the order in the embattled area is not adjacent. A removed Support order stops counting
 * in this combat (AG-9). No target, no effect.
 */
import { boardOf } from "../../../data/board.ts";
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { ORDERS } from "../../../data/orders.ts";
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";
import { chooseDecision } from "./choice.ts";
import { writableArea } from "../../../engine/clone.ts";

export function queenOfThornsTargets(g: Game, f: CombatFrame, side: Side): string[] {
  const foe = opponentHouse(f, side);
  return boardOf(g).adjacent[f.start.to]!.filter((id) => id !== f.start.from && g.areas[id]!.order?.house === foe);
}

export const queenOfThorns: CardAbility = {
  card: "queen-of-thorns",
  immediately(g, f, side) {
    const targets = queenOfThornsTargets(g, f, side);
    if (targets.length > 0) f.decision = { kind: "queen-of-thorns", house: f.sides[side]!.house, side, options: targets };
  },
  decisions: {
    "queen-of-thorns": chooseDecision(
      () => "Queen of Thorns: remove one of your opponent's orders next to the embattled area.",
      (g, f, d, area, ctx) => {
        const order = g.areas[area]!.order!;
        writableArea(g, area).order = null;
        ctx.emit("combat-ability", `Queen of Thorns removes ${HOUSE_NAMES[order.house]}'s ${ORDERS[order.kind].name} in ${boardOf(g).areas[area]!.name}.`, {
          card: "queen-of-thorns",
          area,
          order: order.kind,
          by: d.house,
        });
      },
    ),
  },
};
