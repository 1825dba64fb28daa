/**
 * What every rules module sees: the frame-rules contract, the event collector, and the prompt shape.
 *
 * The game is an interpreter over a stack of frames (state.stack). The top frame is the resolution
 * under way. If its `prompts` name seats, the game waits for their actions; otherwise the driver
 * calls `run`, which must make progress (change the frame's step, push a child frame, or pop
 * itself). A child frame sits above its parent until it pops; the parent then continues from the
 * step it recorded before pushing. All of it is plain data, so any position can be saved and resumed.
 */
import type { Draft } from "immer";
import type { GameEvent, Prompt } from "@kingsroad/core";
import type { Action } from "../actions.ts";
import type { HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import { cloneJson } from "./clone.ts";

export class Ctx {
  readonly events: GameEvent[] = [];
  /** `data` is copied: an event must not share objects with a state that later steps write to. */
  emit(type: string, text: string, data?: unknown, visibleTo?: HouseId[]): void {
    // Keys are added only when present, in this order (type, text, data, visibleTo), without the
    // temporary objects of conditional spreads: events are built at every step.
    const e: { -readonly [K in keyof GameEvent]: GameEvent[K] } = { type, text };
    if (data !== undefined) e.data = cloneJson(data);
    if (visibleTo) e.visibleTo = [...visibleTo];
    this.events.push(e);
  }
}

export interface AgotPrompt extends Prompt {
  readonly seat: HouseId;
}

export interface FrameRules<F> {
  /** Who must decide now. Empty: the frame runs on its own. Never empty forever: see `run`. */
  prompts(g: Game, f: F): AgotPrompt[];
  /** Every action `house` may take now; `apply` accepts exactly these. */
  legalActions(g: Game, f: F, house: HouseId): Action[];
  /** Applies an action already checked to be in `legalActions`. Mutates the draft. */
  apply(g: Draft<Game>, f: Draft<F>, house: HouseId, action: Action, ctx: Ctx): void;
  /** Called when `prompts` is empty; must change the frame, push a child, or pop. Mutates the draft. */
  run(g: Draft<Game>, f: Draft<F>, ctx: Ctx): void;
  /**
   * The frame as `seat` may see it (null: a spectator). Frames holding secrets (bids, chosen
   * house cards, Tides of Battle draws) must hide them; frames without secrets omit this.
   */
  redact?(g: Game, f: F, seat: HouseId | null): unknown;
}

export const prompt = (seat: HouseId, kind: string, text: string, detail?: unknown): AgotPrompt =>
  detail === undefined ? { seat, kind, text } : { seat, kind, text, detail };

/**
 * Legal actions a frame already derived while deciding to ask (a frame that asks only when there
 * is a choice has listed the choices), handed to the driver beside the prompts rather than in them:
 * prompts are shown to clients. The driver empties this list before it asks a frame for prompts
 * and takes it right after, so what it takes belongs to exactly that state. A function is called
 * at most once, when the seat's actions are first wanted. Either must give exactly what the frame's
 * `legalActions` gives for that seat (the self-play suite compares the two on every state).
 */
export type OfferedLegalActions = Action[] | (() => Action[]);
let offered: [HouseId, OfferedLegalActions][] = [];

export function withLegalActions(p: AgotPrompt, legal: OfferedLegalActions): AgotPrompt {
  offered.push([p.seat, legal]);
  return p;
}

/** Forgets what was offered (the driver calls this before asking a frame). */
export function clearOfferedLegalActions(): void {
  if (offered.length > 0) offered = [];
}

/** What the frame just asked offered, by seat; the list is emptied. */
export function takeOfferedLegalActions(): [HouseId, OfferedLegalActions][] | null {
  if (offered.length === 0) return null;
  const out = offered;
  offered = [];
  return out;
}

/**
 * What the state an action was applied to asked of the same frame: its prompts, the legal actions
 * offered with them, and the seat that acted. The driver sets it just before applying an action
 * and clears it as soon as the first frame after the action has been asked (or the action failed),
 * so a frame sees it only when asked right after an action applied to it. A frame whose prompts
 * for other seats cannot have changed by that action may reuse them (Assign Orders).
 */
export interface PriorAsk {
  readonly kind: string;
  readonly seat: HouseId;
  readonly prompts: readonly AgotPrompt[];
  readonly legal: ReadonlyMap<HouseId, OfferedLegalActions>;
}
let prior: PriorAsk | null = null;

export function setPriorAsk(p: PriorAsk | null): void {
  prior = p;
}

/** The prior ask if it was made of a frame of this kind, else null. */
export function priorAsk(kind: string): PriorAsk | null {
  return prior !== null && prior.kind === kind ? prior : null;
}

/** A frame rules object that never asks anyone: it only runs. */
/** Shared by every automatic frame's `prompts` (the driver asks after every step); frozen. */
const NOBODY: AgotPrompt[] = Object.freeze([]) as unknown as AgotPrompt[];

export function automatic<F>(run: FrameRules<F>["run"]): FrameRules<F> {
  return {
    prompts: () => NOBODY,
    legalActions: () => [],
    apply: () => {
      throw new Error("automatic frame received an action");
    },
    run,
  };
}
