/** Frames of the Westeros phase (owned by the Westeros rules). */
export interface WesterosPhaseFrame {
  readonly kind: "westeros";
  step: "start";
}
export type WesterosFrame = WesterosPhaseFrame;

/** Pushed by the round at the start of every round after the first. */
export const newWesterosFrame = (): WesterosFrame => ({ kind: "westeros", step: "start" });
