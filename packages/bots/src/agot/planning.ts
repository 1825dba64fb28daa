/**
 * Planning: which order goes where (rulebook p.11-13). Orders are placed one at a time, so the bot
 * scores every (area, order) pair and places the most valuable first; special tokens naturally
 * land where their bonus matters most. A sensible beginner's reading of each area:
 * threatened castle -> defend; a target it can take next door -> march; a neighbour that will fight
 * -> support; an enemy order next door -> raid; otherwise gather power.
 */
import { boardOf, ORDERS, unitStrength, type AreaId, type GameView, type HouseId, type OrderKind } from "@kingsroad/agot";
import { areaValue, controllerOf, defenseStrength, threatTo, unitsStrength } from "./read.ts";
import { scoreIronBankOrder } from "./iron-bank.ts";

interface AreaPlan {
  threat: number;
  strength: number;
  /** Value of the best area this army could take with a march (0: nothing worth it). */
  attack: number;
  /** Adjacent areas of mine that may fight, or enemies I might attack: reasons to support. */
  fights: number;
  /** Enemy areas next door carrying an order (raid targets). */
  raidTargets: number;
}

/** Per-decision cache: the analysis of an area does not depend on the order being scored. */
export type PlanCache = Map<AreaId, AreaPlan>;

function analyse(view: GameView, me: HouseId, id: AreaId): AreaPlan {
  const a = view.areas[id]!;
  const land = boardOf(view).areas[id]?.kind === "land";
  const strength = unitsStrength(view, a.units, false);
  let attack = 0;
  let fights = 0;
  let raidTargets = 0;
  for (const n of boardOf(view).adjacent[id] ?? []) {
    const t = view.areas[n];
    const def = boardOf(view).areas[n];
    if (!t || !def || view.blocked.includes(n)) continue;
    const owner = controllerOf(view, n);
    const enemyHere = t.house !== null && t.house !== me && t.units.length > 0;
    if (enemyHere && t.order !== null) raidTargets++;
    if (t.house === me && t.units.length > 0 && threatTo(view, n, me) > 0) fights++;
    if (enemyHere) fights++;
    // Land armies march on land, fleets on sea; ports are left to the fleets' own logic.
    if ((def.kind === "land") !== land || def.kind === "port") continue;
    if (owner === me && !enemyHere) continue;
    const mine = unitsStrength(view, a.units, def.castle !== null) + 1;
    const theirs = defenseStrength(view, n);
    if (mine > theirs) attack = Math.max(attack, areaValue(view, n, me) + (theirs === 0 ? 1 : 3));
  }
  if (land) attack = Math.max(attack, flightAttack(view, me, id));
  return { threat: threatTo(view, id, me), strength, attack, fights, raidTargets };
}

/**
 * Dragons alone may fly to any land area (cards.md 6.6, AG-33): once they are strong (strength 1 or
 * more: round 2 on, cards.md 6.6 "Strength") the best area the area's dragons could take by flight.
 */
function flightAttack(view: GameView, me: HouseId, id: AreaId): number {
  const dragons = view.areas[id]!.units.filter((u) => u.type === "dragon" && !u.routed).length;
  const each = dragons > 0 ? unitStrength(view, "dragon") : 0;
  if (each < 1) return 0;
  const board = boardOf(view);
  let best = 0;
  for (const n of board.ids) {
    const t = view.areas[n];
    if (n === id || !t || board.areas[n]?.kind !== "land" || view.blocked.includes(n)) continue;
    const enemyHere = t.house !== null && t.house !== me && t.units.length > 0;
    if (controllerOf(view, n) === me && !enemyHere) continue;
    const theirs = defenseStrength(view, n);
    if (dragons * each + 1 > theirs) best = Math.max(best, areaValue(view, n, me) + (theirs === 0 ? 1 : 3));
  }
  return best;
}

export function scorePlaceOrder(view: GameView, me: HouseId, area: AreaId, kind: OrderKind, cache: PlanCache): number {
  let plan = cache.get(area);
  if (!plan) {
    plan = analyse(view, me, area);
    cache.set(area, plan);
  }
  const def = boardOf(view).areas[area];
  const order = ORDERS[kind];
  const value = areaValue(view, area, me);
  const land = def?.kind === "land";
  const castle = def?.castle != null;
  // A sea order on land is removed unused (cards.md 6.8): keep it for the ships.
  if (order.sea && land) return -1;
  switch (order.type) {
    case "iron-bank":
      return plan.threat > 0 ? 0.2 : scoreIronBankOrder(view, me);
    case "defense":
      if (plan.threat === 0) return 0.2;
      // Worth it where losing the area hurts and the enemy can actually out-muscle us.
      return (castle ? 6 : 2) + value * 0.3 + Math.min(plan.threat, 6) * 0.5 + order.strength - (plan.threat <= plan.strength - 2 ? 3 : 0);
    case "march":
      if (plan.attack === 0) return land ? 0.5 : 0.3;
      // Leaving a threatened castle empty is how beginners lose their home; stay unless the prize is big.
      return 4 + plan.attack + order.strength * 1.5 - (castle && plan.threat > 0 ? value * 0.5 : 0);
    case "support":
      return plan.fights === 0 ? 0.3 : 2.5 + plan.fights * 0.8 + plan.strength * 0.3 + order.strength;
    case "raid":
      return plan.raidTargets === 0 ? 0.1 : 2 + plan.raidTargets * 0.7 + (order.special ? 0.5 : 0);
    case "consolidate-power": {
      if (!land) return 0;
      const crowns = def?.power ?? 0;
      // The special token in a castle musters; elsewhere it is only a slightly better crown.
      return 1.5 + crowns * 2 + (order.special ? (castle ? 2.5 : 0.2) : 0) - (plan.threat > 0 ? 1 : 0);
    }
  }
}
