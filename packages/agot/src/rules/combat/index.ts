import { automatic } from "../../engine/context.ts";
import type { CombatPlaceholderFrame } from "./frames.ts";

export const combatRules = {
  combat: automatic<CombatPlaceholderFrame>((g) => {
    g.stack.pop();
  }),
};
