import { automatic } from "../../engine/context.ts";
import type { CombatPlaceholderFrame } from "./frames.ts";

/** Placeholder: the attackers go back where they came from. */
export const combatRules = {
  combat: automatic<CombatPlaceholderFrame>((g, f) => {
    const from = g.areas[f.start.from]!;
    from.house = f.start.attacker;
    from.units.push(...f.start.units);
    g.stack.pop();
  }),
};
