/**
 * Clean Up (rulebook p.16): every order left on the board goes back to its house (orders left in
 * areas emptied by combat too, cards.md 7 #43), routed units stand up, and the Messenger Raven and
 * the Valyrian Steel Blade turn back to their available side.
 */
import type { Draft } from "immer";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { writableArea } from "../../engine/clone.ts";

export function cleanUp(g: Draft<Game>, ctx: Ctx): void {
  let orders = 0;
  let rallied = 0;
  for (const id in g.areas) {
    const read = g.areas[id]!;
    const routed = read.units.some((u) => u.routed);
    if (read.order === null && !routed) continue;
    // Only areas that change are written (engine/clone.ts copies an area on its first write).
    const a = writableArea(g, id);
    if (a.order !== null) orders++;
    a.order = null;
    // New units in a new list, never a write to the old ones: states share them (engine/clone.ts).
    if (!routed) continue;
    a.units = a.units.map((u) => {
      if (u.routed) rallied++;
      return u.routed ? { type: u.type, routed: false } : u;
    });
  }
  g.bladeUsed = false;
  g.ravenUsed = false;
  ctx.emit(
    "clean-up",
    `Clean up: ${orders} remaining order${orders === 1 ? "" : "s"} return to their houses, ${rallied} routed unit${rallied === 1 ? "" : "s"} stand up, and the Valyrian Steel Blade and the Messenger Raven are available again.`,
    { orders, rallied },
  );
}
