/**
 * Assign Orders (rulebook p.11-12): one order face down on every area holding the house's units,
 * all houses at once. When some house has fewer eligible tokens than areas ("Not Enough Order
 * Tokens?"), everyone places in turn order and that house places all its eligible tokens, leaving
 * areas of its choice empty. A house is finished when every area has an order or it has no
 * eligible token left; the step ends when all are finished.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { ORDERS } from "../../data/orders.ts";
import type { HouseId } from "../../data/houses.ts";
import type { AreaId } from "../../data/board.ts";
import type { OrderKind } from "../../data/orders.ts";
import { prompt, withLegalActions, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { turnOrder } from "../tracks.ts";
import type { AssignOrdersFrame } from "./frames.ts";
import { houseStatus, placeableCountGiven, placeableKindsGiven, planningStatus, type PlanningStatus } from "./orders.ts";
import { newMessengerRavenFrame } from "./raven.ts";

const finished = (g: Game, house: HouseId, status: PlanningStatus): boolean =>
  status.unordered.length === 0 || placeableCountGiven(g, house, status.placed) === 0;

export function newAssignOrdersFrame(g: Game): AssignOrdersFrame {
  const status = planningStatus(g);
  const short = g.houses.some((h) => placeableCountGiven(g, h, status[h]!.placed) < status[h]!.unordered.length);
  return { kind: "assign-orders", sequential: short, done: [] };
}

function placements(unordered: readonly AreaId[], kinds: readonly OrderKind[]): Action[] {
  const out: Action[] = [];
  for (const area of unordered) for (const order of kinds) out.push({ type: "place-order", area, order });
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
  const pending = turnOrder(g)
    .filter((h) => !f.done.includes(h) && !finished(g, h, status[h]!))
    .map((house) => ({ house, status: status[house]! }));
  return f.sequential ? pending.slice(0, 1) : pending;
}

export const assignOrdersRules: FrameRules<AssignOrdersFrame> = {
  prompts(g, f) {
    // Only the seat that acts needs its actions listed: they are built when asked for.
    return waiting(g, f).map(({ house, status }) => {
      const kinds = placeableKindsGiven(g, house, status.placed);
      return withLegalActions(
        prompt(house, "assign-orders", "Place an order token face down on each area holding your units.", {
          areas: status.unordered,
          sequential: f.sequential,
        }),
        deferredPlacements(status.unordered, kinds),
      );
    });
  },

  legalActions(g, f, house) {
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
    if (action.type !== "place-order") return;
    g.areas[action.area]!.order = { house, kind: action.order };
    if (finished(g, house, houseStatus(g, house))) f.done.push(house);
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
