/**
 * Stannis Baratheon (ADwD, 4), before combat, mandatory: if no house declared support for
 * Baratheon, every Support order next to the embattled area is removed (Baratheon's own and a
 * vassal's kept Support +1 too) and so no support counts in this combat (alt-house-cards.md 2.1).
 * The declarations are read, not whether their orders still stand (the peer's reading).
 */
import { boardOf } from "../../../data/board.ts";
import { ORDERS } from "../../../data/orders.ts";
import { writableArea } from "../../../engine/clone.ts";
import type { CardAbility } from "../ability.ts";

export const stannisBaratheonDwd: CardAbility = {
  card: "stannis-baratheon-dwd",
  beforeCombat(g, f, side, ctx) {
    if (f.support.some((s) => s.side === side)) return;
    const removed: string[] = [];
    for (const id of boardOf(g).adjacent[f.start.to]!) {
      const o = g.areas[id]!.order;
      if (o === null || ORDERS[o.kind].type !== "support") continue;
      writableArea(g, id).order = null;
      removed.push(id);
    }
    f.support = f.support.map((s) => ({ ...s, side: "none" as const }));
    ctx.emit("combat-ability", `Stannis Baratheon: nobody supports Baratheon, so every Support order next to the battle is removed (${removed.length}).`, {
      card: "stannis-baratheon-dwd",
      areas: removed,
    });
  },
};
