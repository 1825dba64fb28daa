import { automatic } from "../../engine/context.ts";
import type { WesterosPhaseFrame } from "./frames.ts";

/** Placeholder until the Westeros phase lands: the phase does nothing. */
export const westerosRules = {
  westeros: automatic<WesterosPhaseFrame>((g) => {
    g.stack.pop();
  }),
};
