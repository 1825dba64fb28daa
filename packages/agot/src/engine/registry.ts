/** Maps every frame kind to the rules that drive it. */
import type { FrameRules } from "./context.ts";
import type { Frame, FrameKind, FrameOf } from "./frames.ts";
import { roundRules } from "../rules/round.ts";
import { planningRules } from "../rules/planning/index.ts";
import { westerosRules } from "../rules/westeros/index.ts";
import { actionRules } from "../rules/action/index.ts";
import { combatRules } from "../rules/combat/index.ts";
import { ironBankRules } from "../rules/iron-bank/index.ts";

export type RulesTable = { [K in FrameKind]: FrameRules<FrameOf<K>> };

const table: RulesTable = { ...roundRules, ...planningRules, ...westerosRules, ...actionRules, ...combatRules, ...ironBankRules };

export function rulesFor(frame: Frame): FrameRules<Frame> {
  const rules = table[frame.kind] as FrameRules<Frame> | undefined;
  if (!rules) throw new Error(`no rules for frame ${frame.kind}`);
  return rules;
}
