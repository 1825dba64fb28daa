/** The Action phase's frame rules (rulebook p.14-16), registered in engine/registry.ts. */
import { marchRules } from "./march.ts";
import { actionPhaseRules } from "./phase.ts";

export const actionRules = {
  action: actionPhaseRules,
  march: marchRules,
};
