/** Every decision a combat can ask for, by kind: the steps' own and those the card texts open. */
import type { DecisionRules } from "./ability.ts";
import { bladeDecisions } from "./cards-step.ts";
import { cardDecisions } from "./abilities.ts";
import { casualtyDecision } from "./casualties.ts";
import { portDecision } from "./resolution.ts";
import { retreatDecisions } from "./retreat.ts";
import { supportDecision } from "./support.ts";

let table: Record<string, DecisionRules> | null = null;

export function decisionRules(kind: string): DecisionRules {
  // Built on first use, once combat/index.ts has registered the card texts.
  table ??= {
    support: supportDecision,
    casualty: casualtyDecision,
    "port-ships": portDecision,
    ...bladeDecisions,
    ...retreatDecisions,
    ...cardDecisions(),
  };
  const rules = table[kind];
  if (!rules) throw new Error(`no rules for the combat decision ${kind}`);
  return rules;
}
