import { automatic } from "../../engine/context.ts";
import type { ActionPhaseFrame } from "./frames.ts";

/** Placeholder until the Action phase lands: orders are simply removed. */
export const actionRules = {
  action: automatic<ActionPhaseFrame>((g) => {
    for (const a of Object.values(g.areas)) a.order = null;
    g.stack.pop();
  }),
};
