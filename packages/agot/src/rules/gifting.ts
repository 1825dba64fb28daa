/**
 * Mother of Dragons' gifting of power tokens (cards.md 6.11, RULINGS.md AG-37): "A player may give
 * any number of his available power tokens to another player (never to a vassal) at any time,
 * except that during a combat it is only allowed in the call-for-support step. The receiver's
 * 20-token cap applies."
 *
 * Nobody is ever asked to gift, so it cannot be a frame's decision: it is the engine's one free
 * action, legal for any player seat whether or not it is prompted, and applying it moves no frame.
 * The driver (engine/driver.ts) consults `freeActions` before the prompted path. One token per
 * action keeps the list short (at most 7 entries); giving n tokens is n actions.
 *
 * Tokens a house has bid and not yet paid (a bid stays secret until all have bid, and is paid at
 * the reveal) are in its hand, not available: they cannot be given, or a bid could outgrow what
 * its bidder holds when it is paid.
 */
import { HOUSE_NAMES, HOUSES, POWER_TOKENS_PER_HOUSE, type HouseId } from "../data/houses.ts";
import type { Ctx } from "../engine/context.ts";
import type { Action, ActionOf } from "../actions.ts";
import type { Game } from "../state.ts";
import { isVassal, playerHouses } from "./commanders.ts";
import { powerOnBoardByHouse, powerPool } from "./power.ts";

/**
 * What the free-action lists of one state may share, kept by the driver with the state's prompts
 * (engine/driver.ts): worked out for the first seat's list, read by the others', and handed on to
 * the next state when the action changed nothing it counts.
 */
export interface FreeScratch {
  /** Power tokens on the board by house (`powerOnBoardByHouse`); read only, never changed in place. */
  powerOnBoard?: Partial<Record<HouseId, number>>;
}

/** An action any player seat may take while it is legal, prompted or not; it changes no frame. */
export interface FreeActionRules<T extends Action["type"]> {
  readonly type: T;
  /** Why `seat` may not take `action` now, as a sentence for the player; null when it may. */
  readonly problem: (g: Game, seat: HouseId, action: ActionOf<T>) => string | null;
  readonly legalActions: (g: Game, seat: HouseId, scratch?: FreeScratch) => ActionOf<T>[];
  /** Applies an action `problem` accepts for `seat` to `g` (a private copy). */
  readonly apply: (g: Game, seat: HouseId, action: ActionOf<T>, ctx: Ctx) => void;
}

/** AG-37's timing: never during a combat except in its call-for-support step. */
function timingAllows(g: Game): boolean {
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i]!;
    if (f.kind === "combat") return f.step === "support";
  }
  return true;
}

/** Power tokens committed to a bid not yet revealed (and so not yet paid). */
function bidInHand(g: Game, house: HouseId): number {
  let n = 0;
  for (const f of g.stack) if ("bids" in f && !f.revealed) n += f.bids[house] ?? 0;
  return n;
}

/** The tokens `house` may give now. */
export const givablePower = (g: Game, house: HouseId): number => Math.max(0, (g.power[house] ?? 0) - bidInHand(g, house));

/** Why `seat` cannot give now, whomever to (null: it can, to someone who may receive). */
function giverProblem(g: Game, seat: HouseId): string | null {
  if (!g.mod?.modules.giftingPower) return "Gifting power tokens is a Mother of Dragons module this game does not play.";
  if (g.outcome) return "The game is over.";
  if (!g.houses.includes(seat) || isVassal(g, seat)) return `${HOUSE_NAMES[seat]} is not a player and cannot give power tokens.`;
  if (!timingAllows(g)) return "During a combat, power tokens can only be given in the call-for-support step.";
  if (givablePower(g, seat) === 0) return `${HOUSE_NAMES[seat]} has no available power token to give.`;
  return null;
}

/**
 * `giverProblem(g, seat) === null`, asked with every legal-action list of a Mother of Dragons game
 * (the driver lists each seat's gifts beside its prompted actions): one walk down the stack for
 * both the combat timing and the bids in hand, where `giverProblem` walks it twice and builds no
 * sentence here.
 */
function mayGive(g: Game, seat: HouseId): boolean {
  if (!g.mod?.modules.giftingPower || g.outcome || !g.houses.includes(seat) || isVassal(g, seat)) return false;
  const stack = g.stack;
  let bid = 0;
  let timing = true;
  for (let i = stack.length - 1; i >= 0; i--) {
    const f = stack[i]!;
    // The topmost combat decides the timing (`timingAllows`); frames below it matter no more.
    if (f.kind === "combat" && timing && f.step !== "support") return false;
    if (f.kind === "combat") timing = false;
    if ("bids" in f && !f.revealed) bid += f.bids[seat] ?? 0;
  }
  return (g.power[seat] ?? 0) - bid > 0;
}

/**
 * The gift to each house, one shared frozen object apiece (as prompted frames share `done`): the
 * list is built for every seat on every state of a game with gifting, and its objects are only read.
 */
const GIFT_TO = Object.fromEntries(HOUSES.map((h) => [h, Object.freeze({ type: "gift-power", to: h })])) as Readonly<Record<HouseId, ActionOf<"gift-power">>>;

function receiverProblem(g: Game, seat: HouseId, to: HouseId): string | null {
  if (to === seat) return "A house cannot give power tokens to itself.";
  if (!g.houses.includes(to)) return `${HOUSE_NAMES[to]} is not in this game.`;
  if (isVassal(g, to)) return `${HOUSE_NAMES[to]} is a vassal: power tokens are never given to a vassal.`;
  // The cap: a house never holds more than its 20 tokens, available plus on the board.
  if (powerPool(g, to) === 0) return `${HOUSE_NAMES[to]} already holds all its power tokens.`;
  return null;
}

export const giftRules: FreeActionRules<"gift-power"> = {
  type: "gift-power",
  problem: (g, seat, { to }) => giverProblem(g, seat) ?? receiverProblem(g, seat, to),
  legalActions(g, seat, scratch) {
    if (!mayGive(g, seat)) return [];
    // `receiverProblem` for every player at once: the driver lists these with every prompted
    // seat's actions, so the board is walked once here rather than once per receiver, and not
    // at all when the driver knows the previous state's count still holds (no token moved).
    const onBoard = scratch === undefined ? powerOnBoardByHouse(g) : (scratch.powerOnBoard ??= powerOnBoardByHouse(g));
    const out: ActionOf<"gift-power">[] = [];
    for (const to of playerHouses(g)) if (to !== seat && POWER_TOKENS_PER_HOUSE - (g.power[to] ?? 0) - (onBoard[to] ?? 0) !== 0) out.push(GIFT_TO[to]);
    return out;
  },
  apply(g, seat, { to }, ctx) {
    g.power[seat] = (g.power[seat] ?? 0) - 1;
    g.power[to] = (g.power[to] ?? 0) + 1;
    ctx.emit("power-gift", `${HOUSE_NAMES[seat]} gives a power token to ${HOUSE_NAMES[to]}.`, { from: seat, to });
  },
};
