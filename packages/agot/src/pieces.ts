/**
 * What lies in one area of the board: units, an order token, a power token, a garrison, a neutral
 * force (part of the state, state.ts). Frames hold units as well (a march's units in transit), and
 * the frame types sit below state.ts (engine/frames.ts), so these types live apart from it.
 */
import type { HouseId, UnitType } from "./data/houses.ts";
import type { OrderKind } from "./data/orders.ts";

export interface Unit {
  readonly type: UnitType;
  /** Routed units are tipped over: strength 0, cannot move or support, die if they must retreat again (p.21). */
  routed: boolean;
}

export interface PlacedOrder {
  readonly house: HouseId;
  kind: OrderKind;
}

export interface AreaState {
  /** The house owning the units here; null when there are none. */
  house: HouseId | null;
  units: Unit[];
  order: PlacedOrder | null;
  /** A power token establishing control (land areas only, p.24). */
  powerToken: HouseId | null;
  /** A garrison token: adds to its house's defense of this home area (p.27). */
  garrison: { house: HouseId; strength: number } | null;
  /** Strength of a neutral force token here; null when none (p.26). */
  neutralForce: number | null;
}
