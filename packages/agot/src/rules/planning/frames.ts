/** Frames of the Planning phase (rulebook p.11-12). */
import type { HouseId } from "../../data/houses.ts";

export interface AssignOrdersFrame {
  readonly kind: "assign-orders";
  /** "Not enough order tokens" (p.12): everyone places in turn order instead of simultaneously. */
  readonly sequential: boolean;
  /** Houses that have finished placing. */
  done: HouseId[];
}

export interface MessengerRavenFrame {
  readonly kind: "messenger-raven";
  readonly house: HouseId;
  /** "choose": swap, look or pass; "looked": the holder saw the top wildling card and keeps or buries it. */
  step: "choose" | "looked";
}

export type PlanningFrame = AssignOrdersFrame | MessengerRavenFrame;
