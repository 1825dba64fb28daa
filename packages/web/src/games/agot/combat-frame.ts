/** The combat frame as a view shows it (the engine's CombatFrame, its secrets redacted), and finding it. */
import type { GameView } from "./types.ts";

export interface CombatFrameView {
  kind: "combat";
  start: { attacker: string; from: string; to: string };
  attackers: { type: string; routed: boolean }[];
  neutral: number | null;
  step: string;
  sides: { attacker: { house: string; card: string | null }; defender: { house: string; card: string | null } | null };
  support: { area: string; house: string; side: string }[];
  revealed: boolean;
}

export const isCombat = (f: unknown): f is CombatFrameView => typeof f === "object" && f !== null && (f as { kind?: unknown }).kind === "combat";

/** The combat on the stack, innermost first; null when none is under way. */
export const combatOf = (view: GameView): CombatFrameView | null => [...view.stack].reverse().find(isCombat) ?? null;
