/** Frames of combat (owned by the combat rules). */
import type { AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import type { OrderKind } from "../../data/orders.ts";
import type { Game, Unit } from "../../state.ts";

/** What a march hands to combat (rulebook p.15-17). */
export interface CombatStart {
  readonly attacker: HouseId;
  /** The area of the March order; the attackers retreat here if they lose (AG-2). */
  readonly from: AreaId;
  /** The embattled area: enemy units, an enemy garrison alone, or a neutral force. */
  readonly to: AreaId;
  /** The March order used: its strength modifier applies to the attacker. */
  readonly marchOrder: OrderKind;
  /** The marching units, already taken out of `from`: they are in transit until combat ends. */
  readonly units: Unit[];
}

export interface CombatPlaceholderFrame {
  readonly kind: "combat";
  readonly start: CombatStart;
}
export type CombatFrame = CombatPlaceholderFrame;

/** Pushed by a march that enters an area held by another house or a neutral force. */
export function newCombatFrame(_g: Game, start: CombatStart): CombatFrame {
  return { kind: "combat", start };
}
