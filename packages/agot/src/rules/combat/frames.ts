/** Frames of combat (owned by the combat rules). */
export interface CombatPlaceholderFrame {
  readonly kind: "combat";
}
export type CombatFrame = CombatPlaceholderFrame;
