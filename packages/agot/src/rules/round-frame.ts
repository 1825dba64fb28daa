/**
 * The round frame's type and constructor. Its rules (round.ts) import the phases, which import the
 * state; the state's union of frame types (engine/frames.ts) needs this type without all that.
 */

export interface RoundFrame {
  readonly kind: "round";
  /** What the round frame does next when it is on top again. */
  step: "planning" | "action" | "end-of-round";
}

export const newRoundFrame = (): RoundFrame => ({ kind: "round", step: "planning" });
