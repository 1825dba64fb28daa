/** Frames of the Action phase (owned by the action rules). */
export interface ActionPhaseFrame {
  readonly kind: "action";
  step: "start";
}
export type ActionFrame = ActionPhaseFrame;

/** Pushed by the round after the Planning phase. */
export const newActionFrame = (): ActionFrame => ({ kind: "action", step: "start" });
