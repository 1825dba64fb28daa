/**
 * The interpreter: validates an action against the top frame's legal actions, applies it with
 * Immer (so the old state is untouched), then runs frames that need nobody until someone must
 * decide or the game is over. A seventh castle ends the game the moment it is reached (p.16).
 */
import { produce, setAutoFreeze, type Draft } from "immer";
import { err, ok, type GameEvent, type Result, type RuleError } from "@kingsroad/core";
import { actionSchema, type Action } from "../actions.ts";
import { HOUSE_NAMES, isHouse, type HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";
import { ranking, sevenCastleWinner } from "../rules/victory.ts";
import { Ctx, type AgotPrompt } from "./context.ts";
import { jsonEqual } from "./equal.ts";
import { rulesFor } from "./registry.ts";

// States are never mutated after they are returned; freezing them would only cost time.
setAutoFreeze(false);

/** More runs than this without a prompt means a frame makes no progress: a bug, never input. */
const MAX_STEPS = 100_000;

const top = (g: Game) => g.stack[g.stack.length - 1];

function checkSevenCastles(g: Draft<Game>, ctx: Ctx): boolean {
  const winner = sevenCastleWinner(g as Game);
  if (!winner) return false;
  const rest = ranking(g as Game).filter((h) => h !== winner);
  g.outcome = { winner, ranking: [winner, ...rest], reason: "seven-castles" };
  ctx.emit("game-over", `${HOUSE_NAMES[winner]} controls seven castles and strongholds and wins the game.`, { outcome: g.outcome });
  return true;
}

/** Runs frames until someone has to decide. */
export function settle(g: Draft<Game>, ctx: Ctx): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    if (g.outcome || checkSevenCastles(g, ctx)) return;
    const frame = top(g as Game);
    if (!frame) throw new Error("the frame stack is empty");
    const rules = rulesFor(frame);
    if (rules.prompts(g as Game, frame).length > 0) return;
    rules.run(g as Draft<Game>, frame as Draft<typeof frame>, ctx);
  }
  throw new Error(`no progress after ${MAX_STEPS} steps in frame ${top(g as Game)?.kind}`);
}

export function pendingPrompts(g: Game): AgotPrompt[] {
  if (g.outcome) return [];
  const frame = top(g);
  return frame ? rulesFor(frame).prompts(g, frame) : [];
}

export function legalActionsFor(g: Game, seat: string): Action[] {
  if (g.outcome || !isHouse(seat)) return [];
  const frame = top(g);
  if (!frame) return [];
  const rules = rulesFor(frame);
  if (!rules.prompts(g, frame).some((p) => p.seat === seat)) return [];
  return rules.legalActions(g, frame, seat);
}

const fail = (code: string, message: string): Result<never, RuleError> => err({ code, message });

export function applyAction(g: Game, seat: string, input: unknown): Result<{ state: Game; events: GameEvent[] }, RuleError> {
  if (g.outcome) return fail("GAME_OVER", "The game is over.");
  if (!isHouse(seat) || !g.houses.includes(seat)) return fail("UNKNOWN_SEAT", `There is no house ${JSON.stringify(String(seat))} in this game.`);
  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) {
    // One readable sentence (zod's own message is a JSON dump of every issue).
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
    return fail("MALFORMED_ACTION", `That action is malformed${where}: ${issue?.message ?? "unknown shape"}.`);
  }
  const action = parsed.data;
  const frame = top(g);
  if (!frame) return fail("NO_DECISION", "Nothing is waiting for a decision.");
  const rules = rulesFor(frame);
  const prompts = rules.prompts(g, frame);
  if (!prompts.some((p) => p.seat === seat)) {
    const waiting = prompts.map((p) => HOUSE_NAMES[p.seat]).join(", ");
    return fail("NOT_YOUR_DECISION", `It is not ${HOUSE_NAMES[seat]}'s decision now${waiting ? `; waiting for ${waiting}` : ""}.`);
  }
  const legal = rules.legalActions(g, frame, seat);
  if (!legal.some((a) => jsonEqual(a, action))) {
    const asked = prompts.find((p) => p.seat === seat)!;
    return fail("ILLEGAL_ACTION", `${HOUSE_NAMES[seat]} cannot do that now. ${asked.text}`);
  }
  const ctx = new Ctx();
  try {
    const state = produce(g, (draft) => {
      const f = draft.stack[draft.stack.length - 1]!;
      rulesFor(f).apply(draft, f as never, seat as HouseId, action, ctx);
      draft.actionCount += 1;
      settle(draft, ctx);
    });
    return ok({ state, events: ctx.events });
  } catch (e) {
    // A throw here is a bug in the rules, not bad input; report it without changing the state.
    return fail("INTERNAL_ERROR", `The engine failed on this action: ${(e as Error).message}`);
  }
}

/** Runs the first frames of a freshly built state (setup or scenario). */
export function start(g: Game): { state: Game; events: GameEvent[] } {
  const ctx = new Ctx();
  const state = produce(g, (draft) => settle(draft, ctx));
  return { state, events: ctx.events };
}
