/**
 * The Action phase (rulebook p.14-16): raids, then marches, then consolidate power, then clean up.
 * In each of the first three steps the houses take turns in Iron Throne order, each resolving one
 * of its orders of that type; a house with none left is skipped; the cycle goes on until none of
 * that type remain. A turn with a single possible action (one raid with no target, one March order
 * to pick) is resolved without asking, and still logged.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import type { HouseId } from "../../data/houses.ts";
import type { AreaId } from "../../data/board.ts";
import { resolvesAs, type OrderType } from "../../data/orders.ts";
import { prompt, withLegalActions, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { position } from "../tracks.ts";
import { ordersOfType } from "../planning/orders.ts";
import { cleanUp } from "./cleanup.ts";
import { resolveIronBankOrder } from "../iron-bank/index.ts";
import { canMusterWith, consolidateActions, consolidateOrders, resolveConsolidate } from "./consolidate.ts";
import { newMarchFrame, type ActionPhaseFrame, type ActionStep } from "./frames.ts";
import { keepAsSupport, raidActions, resolveRaid } from "./raid.ts";
import { areaName, houseName, orderLabel } from "./text.ts";

const STEP_ORDER: Readonly<Record<Exclude<ActionStep, "clean-up">, OrderType>> = {
  raids: "raid",
  marches: "march",
  "consolidate-power": "consolidate-power",
};
const NEXT_STEP: Readonly<Record<Exclude<ActionStep, "clean-up">, ActionStep>> = {
  raids: "marches",
  marches: "consolidate-power",
  "consolidate-power": "clean-up",
};
const STEP_TEXT: Readonly<Record<ActionStep, string>> = {
  raids: "Resolve Raid orders.",
  marches: "Resolve March orders.",
  "consolidate-power": "Resolve Consolidate Power orders.",
  "clean-up": "Clean up.",
};

const ordersOf = ordersOfType;

const consolidateOrdersOrOfType = (g: Game, house: HouseId, step: Exclude<ActionStep, "clean-up">): AreaId[] =>
  step === "consolidate-power" ? consolidateOrders(g, house) : ordersOf(g, house, STEP_ORDER[step]);

/** The house whose turn it is in this step: the first from position `next` with an order of the step's type. */
function currentHouse(g: Game, f: ActionPhaseFrame): HouseId | null {
  if (f.step === "clean-up") return null;
  const type = STEP_ORDER[f.step];
  const track = g.tracks.ironThrone;
  // One pass over the board: of the houses with an order of this type, the one fewest places
  // after position `next`.
  let best = track.length;
  const areas = g.areas;
  for (const id in areas) {
    const o = areas[id]!.order;
    if (o === null || !resolvesAs(o.kind, type)) continue;
    // A vassal's Defense +1/Muster where it cannot muster is not asked about (AG-44).
    if (o.kind === "vassal-defense-muster" && !canMusterWith(g, id)) continue;
    const at = track.indexOf(o.house);
    if (at < 0) continue;
    const steps = (((at - f.next) % track.length) + track.length) % track.length;
    if (steps < best) best = steps;
  }
  return best < track.length ? track[(f.next + best) % track.length]! : null;
}

function turnActions(g: Game, f: ActionPhaseFrame, house: HouseId): Action[] {
  switch (f.step) {
    case "raids":
      return raidActions(g, house);
    case "marches":
      return ordersOf(g, house, "march").map((area): Action => ({ type: "resolve-march", area }));
    case "consolidate-power":
      return consolidateActions(g, house);
    case "clean-up":
      return [];
  }
}

const PROMPTS: Readonly<Record<Exclude<ActionStep, "clean-up">, [string, string]>> = {
  raids: ["resolve-raid", "Resolve one of your Raid orders: choose what it raids, or nothing."],
  marches: ["resolve-march", "Choose which of your March orders to resolve."],
  "consolidate-power": ["consolidate-power", "Resolve one of your Consolidate Power orders."],
};

function resolveTurn(g: Draft<Game>, f: Draft<ActionPhaseFrame>, house: HouseId, action: Action, ctx: Ctx): void {
  // The next turn goes to the next position on the track, whoever sits there then.
  f.next = (position(g as Game, "ironThrone", house) + 1) % g.tracks.ironThrone.length;
  switch (action.type) {
    case "raid":
      resolveRaid(g, action.from, action.target, ctx);
      return;
    case "resolve-march": {
      const order = g.areas[action.area]!.order!;
      ctx.emit("march-start", `${houseName(house)} resolves the ${orderLabel(order.kind)} in ${areaName(action.area)}.`, { house, area: action.area });
      const frame = newMarchFrame(house, action.area, order.kind);
      g.stack.push(frame as Draft<typeof frame>);
      return;
    }
    case "consolidate-power":
      resolveConsolidate(g, action.area, action.muster, ctx);
      return;
    case "buy-loan":
      resolveIronBankOrder(g, action.area, action.slot, ctx);
      return;
    case "choose":
      keepAsSupport(g, house, ctx);
      return;
    default:
      throw new Error(`the Action phase cannot take ${action.type}`);
  }
}

/**
 * What `prompts` found when it asked nobody, for the `run` that follows it: the driver runs a
 * frame right after asking it for prompts on the same state, with nothing written in between, so
 * the turn's house and actions are the same (asked again, they were a tenth of the Action phase's
 * cost). Valid only for that state (`g`) and step; anything else asks afresh.
 */
let unasked: { g: Game; step: ActionStep; next: number; house: HouseId | null; actions: Action[] | null } | null = null;

export const actionPhaseRules: FrameRules<ActionPhaseFrame> = {
  prompts(g, f) {
    unasked = null;
    const house = currentHouse(g, f);
    if (house === null || f.step === "clean-up") {
      unasked = { g, step: f.step, next: f.next, house, actions: null };
      return [];
    }
    const actions = turnActions(g, f, house);
    if (actions.length <= 1) {
      unasked = { g, step: f.step, next: f.next, house, actions };
      return [];
    }
    const [kind, text] = PROMPTS[f.step];
    return [withLegalActions(prompt(house, kind, text, { areas: consolidateOrdersOrOfType(g, house, f.step) }), actions)];
  },

  legalActions(g, f, house) {
    return currentHouse(g, f) === house ? turnActions(g, f, house) : [];
  },

  apply(g, f, house, action, ctx) {
    resolveTurn(g, f, house, action, ctx);
  },

  run(g, f, ctx) {
    if (f.step === "clean-up") {
      cleanUp(g, ctx);
      g.stack.pop();
      return;
    }
    const memo = unasked !== null && unasked.g === g && unasked.step === f.step && unasked.next === f.next ? unasked : null;
    unasked = null;
    const house = memo ? memo.house : currentHouse(g as Game, f as ActionPhaseFrame);
    if (house === null) {
      f.step = NEXT_STEP[f.step];
      f.next = 0;
      ctx.emit("action-step", STEP_TEXT[f.step], { step: f.step });
      return;
    }
    const actions = memo?.actions ?? turnActions(g as Game, f as ActionPhaseFrame, house);
    if (actions.length !== 1) throw new Error(`the Action phase is waiting for ${houseName(house)}`);
    resolveTurn(g, f, house, actions[0]!, ctx);
  },
};
