/** Maps every frame kind to the rules that drive it. */
import type { FrameRules } from "./context.ts";
import type { Action } from "../actions.ts";
import type { HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import type { Frame, FrameKind, FrameOf } from "./frames.ts";
import { roundRules } from "../rules/round.ts";
import { planningRules } from "../rules/planning/index.ts";
import { westerosRules } from "../rules/westeros/index.ts";
import { actionRules } from "../rules/action/index.ts";
import { combatRules } from "../rules/combat/index.ts";
import { ironBankRules } from "../rules/iron-bank/index.ts";
import { giftRules, type FreeScratch } from "../rules/gifting.ts";

export type RulesTable = { [K in FrameKind]: FrameRules<FrameOf<K>> };

const table: RulesTable = { ...roundRules, ...planningRules, ...westerosRules, ...actionRules, ...combatRules, ...ironBankRules };

export function rulesFor(frame: Frame): FrameRules<Frame> {
  const rules = table[frame.kind] as FrameRules<Frame> | undefined;
  if (!rules) throw new Error(`no rules for frame ${frame.kind}`);
  return rules;
}

/**
 * The free actions: legal for any player seat whenever their rule allows, prompted or not, and
 * moving no frame (engine/driver.ts checks them before the prompted path). Only MoD's gifting.
 */
export const freeActions = [giftRules] as const;

/** The free action rules for an action of that type, if it is one. */
export const freeRulesFor = (type: unknown): (typeof freeActions)[number] | undefined => freeActions.find((r) => r.type === type);

/**
 * Every free action `seat` may take now. A loop, not `flatMap`: the driver lists these with every
 * legal-action list of a Mother of Dragons game, and `flatMap` took longer than the one rule's list.
 */
export function freeActionsFor(g: Game, seat: HouseId, scratch?: FreeScratch): Action[] {
  if (freeActions.length === 1) return freeActions[0].legalActions(g, seat, scratch);
  const out: Action[] = [];
  for (const r of freeActions) for (const a of r.legalActions(g, seat, scratch)) out.push(a);
  return out;
}
