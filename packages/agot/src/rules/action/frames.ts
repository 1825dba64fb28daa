/**
 * Frames of the Action phase (rulebook p.14-16): the phase itself, which cycles through the turn
 * order for raids, marches and consolidate power, and one frame per March order being resolved.
 */
import type { AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import type { OrderKind } from "../../data/orders.ts";
import type { UnitCounts } from "../../actions.ts";

/** The steps of the Action phase, in order (p.14). */
export type ActionStep = "raids" | "marches" | "consolidate-power" | "clean-up";

export interface ActionPhaseFrame {
  readonly kind: "action";
  step: ActionStep;
  /**
   * Iron Throne position (0 = first) that acts next in the current step. A position, not a house:
   * if the track changes mid-phase (Doran Martell), turn order follows the positions (cards.md 7 #11).
   */
  next: number;
}

/** One March order being resolved (p.15). */
export interface MarchFrame {
  readonly kind: "march";
  readonly house: HouseId;
  /** The area of the March order. */
  readonly from: AreaId;
  readonly order: OrderKind;
  /**
   * "moving": moves or `done`; "establish-control": the house just vacated `from` and decides on
   * a power token (p.24); "after-combat": the combat this march started has been resolved.
   */
  step: "moving" | "establish-control" | "after-combat";
  /** The move that starts a combat, held while the house decides on a power token before it (p.24). */
  pendingAttack: { to: AreaId; units: UnitCounts } | null;
}

export type ActionFrame = ActionPhaseFrame | MarchFrame;

/** Pushed by the round after the Planning phase. */
export const newActionFrame = (): ActionPhaseFrame => ({ kind: "action", step: "raids", next: 0 });

export const newMarchFrame = (house: HouseId, from: AreaId, order: OrderKind): MarchFrame => ({
  kind: "march",
  house,
  from,
  order,
  step: "moving",
  pendingAttack: null,
});
