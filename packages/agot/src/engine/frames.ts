/**
 * The union of every frame kind. Each rules area owns its frame types (in its frames.ts) and its
 * FrameRules; engine/registry.ts maps kinds to rules.
 */
import type { RoundFrame } from "../rules/round-frame.ts";
import type { PlanningFrame } from "../rules/planning/frames.ts";
import type { WesterosFrame } from "../rules/westeros/frames.ts";
import type { ActionFrame } from "../rules/action/frames.ts";
import type { CombatFrame } from "../rules/combat/frames.ts";
import type { IronBankFrame } from "../rules/iron-bank/frames.ts";

export type Frame = RoundFrame | PlanningFrame | WesterosFrame | ActionFrame | CombatFrame | IronBankFrame;
export type FrameKind = Frame["kind"];
export type FrameOf<K extends FrameKind> = Extract<Frame, { kind: K }>;
