/**
 * Ser Loras Tyrell (3), after combat: if Tyrell attacked, won and moved in (not kept out by
 * Arianne), its March order goes onto the conquered area instead of being removed, to be resolved
 * again later this Action phase (cards.md 7 #23).
 */
import { boardOf } from "../../../data/board.ts";
import type { CardAbility } from "../ability.ts";
import { writableArea } from "../../../engine/clone.ts";

export const serLorasTyrell: CardAbility = {
  card: "ser-loras-tyrell",
  afterCombat(g, f, side, ctx) {
    if (side !== "attacker" || f.victor !== "attacker" || !f.movedIn) return;
    const house = f.sides.attacker.house;
    writableArea(g, f.start.to).order = { house, kind: f.start.marchOrder };
    ctx.emit("combat-ability", `Ser Loras Tyrell: the March order moves into ${boardOf(g).areas[f.start.to]!.name}.`, {
      card: "ser-loras-tyrell",
      area: f.start.to,
      order: f.start.marchOrder,
    });
  },
};
