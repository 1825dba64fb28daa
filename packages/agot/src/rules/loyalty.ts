/**
 * Targaryen's loyalty tokens (Mother of Dragons summary "Loyalty tokens", cards.md 6.5). Westeros IV
 * cards place them on areas; whenever Targaryen controls an area holding some, outside of combat, it
 * gains them: they leave the board (back to the box, to be placed again) and count on its Victory
 * track for good. Its track also counts 1 while it controls Pentos (`victoryPoints`); retaking Pentos
 * puts its garrison back. Reaching 7 wins at once.
 *
 * The driver calls `loyaltyUpkeep` after every automatic step, which is "any time" as closely as a
 * step machine gets: after every march, every token move and the end of the Westeros phase (the
 * moments the peer checks, cards.md 6.5) are all steps.
 */
import { boardOf, type AreaId, type Board } from "../data/board.ts";
import { LOYALTY_TOKENS, LOYALTY_VICTORY, TARGARYEN_HOME } from "../data/mod.ts";
import { writableArea } from "../engine/clone.ts";
import type { Ctx } from "../engine/context.ts";
import type { Game } from "../state.ts";
import { controller } from "./control.ts";
import { victoryPoints } from "./victory.ts";

const areaName = (g: Game, id: AreaId): string => boardOf(g).areas[id]?.name ?? id;

/** True in a game where Targaryen plays: the only games with loyalty tokens (cards.md 6.1). */
export const loyaltyInPlay = (g: Game): boolean => g.mod !== undefined && g.houses.includes("targaryen");

/**
 * A new token record: `loyalty` with `area`'s count set to `n` (0 removes the area), keys in the
 * order a spread then an assignment or a `delete` would leave them (a new area last; upkeep walks
 * them in that order, and its events follow it). Built key by key rather than spread and deleted
 * from: `delete` turned the record into a slow dictionary that every later spread, walk and
 * lookup paid for.
 */
function withCount(loyalty: Partial<Record<AreaId, number>>, area: AreaId, n: number): Partial<Record<AreaId, number>> {
  const out: Partial<Record<AreaId, number>> = {};
  let found = false;
  for (const id in loyalty) {
    if (id !== area) out[id] = loyalty[id];
    else {
      found = true;
      if (n !== 0) out[id] = n;
    }
  }
  if (!found && n !== 0) out[area] = n;
  return out;
}

/** Loyalty tokens lying on the board. */
export function loyaltyOnBoard(g: Game): number {
  let n = 0;
  for (const k in g.mod?.loyalty ?? {}) n += g.mod!.loyalty[k] ?? 0;
  return n;
}

/** Tokens left in the box: 20 less those on the board; collected tokens go back (summary "Loyalty tokens"). */
export const loyaltyInBox = (g: Game): number => LOYALTY_TOKENS - loyaltyOnBoard(g);

/** Puts one loyalty token on `area`, if the box has one left (cards.md 6.5: none placed when it is empty). */
export function placeLoyalty(g: Game, area: AreaId, ctx: Ctx): boolean {
  const mod = g.mod;
  if (!mod) return false;
  if (loyaltyInBox(g) === 0) {
    ctx.emit("loyalty-none", `No loyalty token is left to place in ${areaName(g, area)}.`, { area });
    return false;
  }
  mod.loyalty = withCount(mod.loyalty, area, (mod.loyalty[area] ?? 0) + 1);
  ctx.emit("loyalty-placed", `A loyalty token is placed in ${areaName(g, area)}.`, { area });
  return true;
}

/** Moves one loyalty token from `from` to `to` (Scattering Dissent, Word Spreads Quickly). */
export function moveLoyalty(g: Game, from: AreaId, to: AreaId, ctx: Ctx): void {
  const mod = g.mod!;
  const left = (mod.loyalty[from] ?? 0) - 1;
  if (left < 0) throw new Error(`no loyalty token in ${from}`);
  mod.loyalty = withCount(withCount(mod.loyalty, to, (mod.loyalty[to] ?? 0) + 1), from, left);
  ctx.emit("loyalty-moved", `A loyalty token moves from ${areaName(g, from)} to ${areaName(g, to)}.`, { from, to });
}

/**
 * Each area's adjacent land areas, per adjacency table, worked out once: Scattering Dissent and
 * Word Spreads Quickly ask which tokens can move (every token's neighbours) at each of their many
 * steps. Keyed by the table, not the board: a board with improvement tokens (data/board.ts) is a
 * new board sharing its adjacency, and improvements never change an area's kind.
 */
const landNeighbours = new WeakMap<Board["adjacent"], Readonly<Record<AreaId, readonly AreaId[]>>>();

function landAdjacent(g: Game): Readonly<Record<AreaId, readonly AreaId[]>> {
  const board = boardOf(g);
  let table = landNeighbours.get(board.adjacent);
  if (table === undefined) {
    const t: Record<AreaId, readonly AreaId[]> = {};
    for (const id of board.ids) t[id] = board.adjacent[id]!.filter((to) => board.areas[to]!.kind === "land");
    landNeighbours.set(board.adjacent, (table = t));
  }
  return table;
}

/** Land areas a loyalty token in `from` may move to: adjacent land areas (cards.md 6.7). A new list (the table's are shared). */
export const loyaltyMoves = (g: Game, from: AreaId): AreaId[] => landAdjacent(g)[from]!.slice();

/** Whether a loyalty token in `from` has somewhere to move: `loyaltyMoves(g, from).length > 0` without the list. */
export const loyaltyCanMove = (g: Game, from: AreaId): boolean => landAdjacent(g)[from]!.length > 0;

/** Loyalty is not gained during a combat (summary "Loyalty tokens"); the driver reads this too, after every step of a MoD game (a loop: no callback per frame). */
export function inCombat(g: Game): boolean {
  const stack = g.stack;
  for (let i = 0; i < stack.length; i++) if (stack[i]!.kind === "combat") return true;
  return false;
}

/**
 * Targaryen gains the tokens of every area it controls, and Pentos gets its garrison back when
 * Targaryen holds it again (summary "Pentos"), both outside of combat. No-op without Targaryen.
 */
export function loyaltyUpkeep(g: Game, ctx: Ctx): void {
  if (!loyaltyInPlay(g) || inCombat(g)) return;
  const mod = g.mod!;
  for (const id in mod.loyalty) {
    const n = mod.loyalty[id] ?? 0;
    if (n === 0 || controller(g, id) !== "targaryen") continue;
    mod.loyalty = withCount(mod.loyalty, id, 0);
    mod.loyaltyCollected += n;
    ctx.emit("loyalty-gained", `Targaryen gains ${n} loyalty token${n > 1 ? "s" : ""} in ${areaName(g, id)}.`, { area: id, count: n });
  }
  const home = g.areas[TARGARYEN_HOME];
  if (home && home.garrison === null && controller(g, TARGARYEN_HOME) === "targaryen") {
    const strength = boardOf(g).areas[TARGARYEN_HOME]!.printedGarrison;
    writableArea(g, TARGARYEN_HOME).garrison = { house: "targaryen", strength };
    ctx.emit("garrison-returns", `Targaryen holds Pentos again: its garrison returns.`, { area: TARGARYEN_HOME });
  }
}

/** Targaryen, once its Victory track place reaches 7 (summary "Loyalty tokens": it wins at once). */
export const loyaltyWinner = (g: Game): "targaryen" | null =>
  loyaltyInPlay(g) && victoryPoints(g, "targaryen") >= LOYALTY_VICTORY ? "targaryen" : null;
