/** The rules of every Westeros-phase frame kind (see frames.ts), merged by engine/registry.ts. */
import { westerosChoiceRules } from "./choice.ts";
import { westerosIVRules } from "./deck-iv.ts";
import { clashOfKingsRules } from "./clash-of-kings.ts";
import { destroyUnitsRules, replaceUnitsRules } from "./losses.ts";
import { musterRules } from "./muster.ts";
import { portRevertRules } from "./port-revert.ts";
import { westerosPhaseRules } from "./phase.ts";
import { supplyReconcileRules } from "./supply-reconcile.ts";
import { wildlingAttackRules } from "./wildlings/attack.ts";
import { houseCardChoiceRules } from "./wildlings/house-cards.ts";

export const westerosRules = {
  westeros: westerosPhaseRules,
  "westeros-choice": westerosChoiceRules,
  "clash-of-kings": clashOfKingsRules,
  muster: musterRules,
  "supply-reconcile": supplyReconcileRules,
  "wildling-attack": wildlingAttackRules,
  "destroy-units": destroyUnitsRules,
  "replace-units": replaceUnitsRules,
  "house-card-choice": houseCardChoiceRules,
  "port-revert": portRevertRules,
  "westeros-iv": westerosIVRules,
};
