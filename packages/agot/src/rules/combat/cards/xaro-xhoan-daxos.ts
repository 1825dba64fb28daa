/**
 * Xaro Xhoan Daxos (2), Mother of Dragons (cards.md 6.3): when Targaryen's army holds more ships
 * than the opponent's army, each standing Targaryen ship of its army (not a supporting one) is
 * worth 2. Against Salladhor Saan the cards apply in Iron Throne order (cards.md 7 #5, AG-10).
 * Reading: the ships are counted routed or not; only standing ones gain (routed units are worth 0).
 */
import type { CardAbility } from "../ability.ts";
import { army, houseOf } from "../army.ts";
import { otherSide } from "../frames.ts";

export const xaroXhoanDaxos: CardAbility = {
  card: "xaro-xhoan-daxos",
  unitStrength(g, f, side, unit, unitHouse, forSide, value) {
    if (unit.type !== "ship" || forSide !== side || unitHouse !== houseOf(f, side)) return value;
    const own = army(g, f, side);
    // Supporting ships are other objects than the army's: only the army's own units gain.
    if (!own.includes(unit)) return value;
    const ships = (units: readonly { type: string }[]) => units.filter((u) => u.type === "ship").length;
    return ships(own) > ships(army(g, f, otherSide(side))) ? value + 1 : value;
  },
};
