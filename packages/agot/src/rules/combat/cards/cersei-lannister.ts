/**
 * Cersei Lannister (0): if Lannister wins, it may remove one order of the loser anywhere on the
 * board, except the two orders of this combat (cards.md 7 #25). No order, no effect.
 */
import { boardOf } from "../../../data/board.ts";
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { ORDERS } from "../../../data/orders.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";
import { writableArea } from "../../../engine/clone.ts";

export const cerseiLannister: CardAbility = {
  card: "cersei-lannister",
  winLose(g, f, side) {
    if (f.victor !== side) return;
    const foe = opponentHouse(f, side);
    const targets = boardOf(g).ids.filter((id) => id !== f.start.from && id !== f.start.to && g.areas[id]!.order?.house === foe);
    if (targets.length > 0) f.decision = { kind: "cersei", house: f.sides[side]!.house, side, options: [...targets, PASS] };
  },
  decisions: {
    cersei: chooseDecision(
      () => "Cersei Lannister: remove one order of the loser anywhere on the board, or pass.",
      (g, _f, d, area, ctx) => {
        if (area === PASS) return;
        const order = g.areas[area]!.order!;
        writableArea(g, area).order = null;
        ctx.emit("combat-ability", `Cersei Lannister removes ${HOUSE_NAMES[order.house]}'s ${ORDERS[order.kind].name} in ${boardOf(g).areas[area]!.name}.`, {
          card: "cersei-lannister",
          area,
          order: order.kind,
          by: d.house,
        });
      },
    ),
  },
};
