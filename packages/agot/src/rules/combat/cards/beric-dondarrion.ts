/**
 * Beric Dondarrion (vassal card, 3), if the vassal wins: "after casualties are taken", one of its
 * own units still standing in the embattled area's army is destroyed, its commander choosing which;
 * none when the casualties (a Tides of Battle skull) left none. Taken after the casualties step,
 * before retreats (AG-39, CHANGE: the peer takes it when the victor is known, before casualties,
 * cards.md 6.4.3 and 8; the printed text comes first).
 */
import type { Action } from "../../../actions.ts";
import { HOUSE_NAMES, type UnitType } from "../../../data/houses.ts";
import type { CardAbility } from "../ability.ts";
import { army, destroyArmyUnit } from "../army.ts";

/** Standing unit types of the side's army (a winner's units are standing). */
function types(units: readonly { type: UnitType; routed: boolean }[]): UnitType[] {
  return [...new Set(units.filter((u) => !u.routed).map((u) => u.type))].sort();
}

export const bericDondarrion: CardAbility = {
  card: "beric-dondarrion",
  afterCasualties(g, f, side, ctx) {
    if (f.victor !== side) return;
    const options = types(army(g, f, side));
    if (options.length === 0) return;
    if (options.length === 1) {
      destroyArmyUnit(g, f, side, options[0]!);
      ctx.emit("combat-ability", `Beric Dondarrion: ${HOUSE_NAMES[f.sides[side]!.house]} loses a ${options[0]}.`, { card: "beric-dondarrion", unit: options[0] });
      return;
    }
    f.decision = { kind: "beric", house: f.sides[side]!.house, side, options };
  },
  decisions: {
    beric: {
      text: () => "Beric Dondarrion: your vassal won; choose which of its units in the battle is destroyed.",
      legal: (_g, _f, d) => d.options!.map((unit): Action => ({ type: "casualty", unit: unit as UnitType })),
      apply(g, f, d, action, ctx) {
        if (action.type !== "casualty") return;
        destroyArmyUnit(g, f, d.side!, action.unit);
        ctx.emit("combat-ability", `Beric Dondarrion: ${HOUSE_NAMES[d.house]} loses a ${action.unit}.`, { card: "beric-dondarrion", unit: action.unit });
      },
    },
  },
};
