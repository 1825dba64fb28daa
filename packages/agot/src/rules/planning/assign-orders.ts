/**
 * Assign Orders (rulebook p.11-12): one order face down on every area holding the house's units,
 * all houses at once. When some house has fewer eligible tokens than areas ("Not Enough Order
 * Tokens?"), everyone places in turn order and that house places all its eligible tokens, leaving
 * areas of its choice empty. A house is finished when every area has an order or it has no
 * eligible token left; the step ends when all are finished.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { ORDERS, ORDER_KINDS } from "../../data/orders.ts";
import type { HouseId } from "../../data/houses.ts";
import { ANY_AREA, type AreaId } from "../../data/board.ts";
import type { OrderKind } from "../../data/orders.ts";
import { priorAsk, prompt, withLegalActions, type AgotPrompt, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { position, turnOrder } from "../tracks.ts";
import { deciderOf, hasVassals, isVassal, playerHouses } from "../commanders.ts";
import type { AssignOrdersFrame } from "./frames.ts";
import { houseFinished, houseStatus, placeableCountGiven, placeableKindsGiven, planningStatus, type PlanningStatus } from "./orders.ts";
import { newMessengerRavenFrame } from "./raven.ts";
import { writableArea } from "../../engine/clone.ts";

// No token left to place is the same as no kind left to place (a special kind is placeable exactly
// while a special token may still be placed), and the kinds are the cheaper question.
const finished = (g: Game, house: HouseId, status: PlanningStatus): boolean =>
  status.unordered.length === 0 || placeableKindsGiven(g, house, status.placed).length === 0;

export function newAssignOrdersFrame(g: Game): AssignOrdersFrame {
  const status = planningStatus(g);
  const short = playerHouses(g).some((h) => placeableCountGiven(g, h, status[h]!.placed) < status[h]!.unordered.length);
  return { kind: "assign-orders", sequential: short, done: [] };
}

/**
 * Every place-order action, built once per (board area, kind) and frozen: a placement lists areas x
 * kinds actions (often 50+), about 40% of a game's actions are placements, and the same few hundred
 * objects serve them all. Frozen, so a caller cannot change one under another state's list.
 */
const KIND_INDEX: Readonly<Record<string, number>> = Object.fromEntries(ORDER_KINDS.map((k, i) => [k, i]));
const PLACE_ORDER: Readonly<Partial<Record<string, readonly Action[]>>> = Object.fromEntries(
  Object.keys(ANY_AREA).map((area) => [area, ORDER_KINDS.map((order): Action => Object.freeze({ type: "place-order", area, order }))]),
);

function placements(unordered: readonly AreaId[], kinds: readonly OrderKind[]): Action[] {
  const out: Action[] = [];
  for (const area of unordered) {
    const row = PLACE_ORDER[area];
    for (const order of kinds) out.push(row ? row[KIND_INDEX[order]!]! : { type: "place-order", area, order });
  }
  return out;
}

/**
 * Made outside `prompts` so that the closure holds only its arguments: a closure made there would
 * keep the whole state alive through the enclosing scope, and the driver caches it in a WeakMap
 * keyed by that state (a value that holds its own key makes every garbage collection slower).
 */
const deferredPlacements = (unordered: readonly AreaId[], kinds: readonly OrderKind[]) => (): Action[] => placements(unordered, kinds);

/** Houses that still have to place, in the order they may act now, with their status. */
function waiting(g: Game, f: AssignOrdersFrame): { house: HouseId; status: PlanningStatus }[] {
  const status = planningStatus(g);
  // Plain loops: this runs after every placement.
  const pending: { house: HouseId; status: PlanningStatus }[] = [];
  for (const house of turnOrder(g)) {
    if (f.done.includes(house) || isVassal(g, house) || finished(g, house, status[house]!)) continue;
    pending.push({ house, status: status[house]! });
    if (f.sequential) break;
  }
  return pending;
}

/** The prompt of `house` (not done) with its deferred actions offered, or null when it is finished. */
function housePrompt(g: Game, f: AssignOrdersFrame, house: HouseId, s: PlanningStatus): AgotPrompt | null {
  if (s.unordered.length === 0) return null;
  const kinds = placeableKindsGiven(g, house, s.placed);
  if (kinds.length === 0) return null; // finished: no token it may place
  return withLegalActions(
    prompt(house, "assign-orders", "Place an order token face down on each area holding your units.", {
      areas: s.unordered,
      sequential: f.sequential,
    }),
    deferredPlacements(s.unordered, kinds),
  );
}

/**
 * Placing at the same time, right after a placement: only the placing house's prompt can differ
 * from the state it placed on. Another house's prompt depends on its own areas and orders, the
 * Star track and the restrictions, and a placement changes one order on the placer's own area.
 * So the others' prompts and offered actions are the older state's, in the same (turn) order.
 * Null when there is nothing to reuse.
 */
function promptsAfterPlacement(g: Game, f: AssignOrdersFrame): AgotPrompt[] | null {
  // With vassals the players' placing is followed by their commanders': asked afresh.
  if (f.sequential || hasVassals(g)) return null;
  const before = priorAsk("assign-orders");
  if (before === null) return null;
  const out: AgotPrompt[] = [];
  for (const p of before.prompts) {
    if (p.seat === before.seat) {
      if (f.done.includes(p.seat)) continue;
      const own = housePrompt(g, f, p.seat, houseStatus(g, p.seat));
      if (own) out.push(own);
      continue;
    }
    const legal = before.legal.get(p.seat);
    if (legal === undefined) return null;
    out.push(withLegalActions(p, legal));
  }
  return out;
}

const VASSAL_TEXT = "Place up to two of the vassal's order tokens face down on areas holding its units, then done.";

/**
 * The vassal whose orders are placed now: after every player has placed its own, commanders place
 * their vassals' in turn order (summary "Ordering vassals"), one vassal after another.
 */
function placingVassal(g: Game, f: AssignOrdersFrame): HouseId | null {
  let best: HouseId | null = null;
  let bestKey = Infinity;
  const n = g.tracks.ironThrone.length;
  for (const h of g.mod!.vassals!.houses) {
    if (f.done.includes(h) || houseFinished(g, h)) continue;
    const key = position(g, "ironThrone", deciderOf(g, h)) * n + position(g, "ironThrone", h);
    if (key < bestKey) {
      bestKey = key;
      best = h;
    }
  }
  return best;
}

function vassalActions(g: Game, vassal: HouseId): Action[] {
  const s = houseStatus(g, vassal);
  return [...placements(s.unordered, placeableKindsGiven(g, vassal, s.placed)), { type: "done" }];
}

export const assignOrdersRules: FrameRules<AssignOrdersFrame> = {
  prompts(g, f) {
    const reused = promptsAfterPlacement(g, f);
    if (reused) return reused;
    // Only the seat that acts needs its actions listed: they are built when asked for.
    const status = planningStatus(g);
    const out: AgotPrompt[] = [];
    for (const house of turnOrder(g)) {
      if (f.done.includes(house) || isVassal(g, house)) continue;
      const p = housePrompt(g, f, house, status[house]!);
      if (!p) continue;
      out.push(p);
      if (f.sequential) break;
    }
    if (out.length > 0 || !hasVassals(g)) return out;
    const vassal = placingVassal(g, f);
    return vassal === null ? out : [withLegalActions(prompt(vassal, "assign-vassal-orders", VASSAL_TEXT, { areas: houseStatus(g, vassal).unordered }), vassalActions(g, vassal))];
  },

  legalActions(g, f, house) {
    if (hasVassals(g) && isVassal(g, house)) return placingVassal(g, f) === house && waiting(g, f).length === 0 ? vassalActions(g, house) : [];
    // Placing at the same time, a house may act if it is not finished: its own status suffices.
    let status: PlanningStatus | undefined;
    if (f.sequential) status = waiting(g, f).find((w) => w.house === house)?.status;
    else if (g.tracks.ironThrone.includes(house) && !f.done.includes(house)) {
      status = houseStatus(g, house);
      if (finished(g, house, status)) status = undefined;
    }
    return status ? placements(status.unordered, placeableKindsGiven(g, house, status.placed)) : [];
  },

  apply(g, f, house, action) {
    if (action.type === "done") {
      f.done.push(house);
      return;
    }
    if (action.type !== "place-order") return;
    writableArea(g, action.area).order = { house, kind: action.order };
    if (houseFinished(g, house)) f.done.push(house);
  },

  run(g, f, ctx) {
    g.stack.pop();
    ctx.emit("orders-revealed", "All orders are revealed.", {
      orders: Object.entries(g.areas)
        .filter(([, a]) => a.order !== null)
        .map(([area, a]) => ({ area, house: a.order!.house, order: a.order!.kind, name: ORDERS[a.order!.kind].name })),
    });
    const raven = newMessengerRavenFrame(g);
    if (raven) g.stack.push(raven as Draft<typeof raven>);
  },
};
