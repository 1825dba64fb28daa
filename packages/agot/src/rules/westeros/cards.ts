/**
 * The fifteen Westeros card types (rulebook p.8-10; cards.md 3.2-3.4). `resolveWesterosCard`
 * carries out a card, pushing a frame when someone must decide. Winter is Coming never gets here:
 * it is replaced as it is drawn (phase.ts, AG-4).
 *
 * ```ts
 * resolveWesterosCard(g, "game-of-thrones", ctx)  // power for crowns and trading ports
 * ```
 */
import type { Draft } from "immer";
import { boardOf, portLand, portSea } from "../../data/board.ts";
import { HOUSE_NAMES, type HouseId } from "../../data/houses.ts";
import { WESTEROS_CARDS, type WesterosCardType } from "../../data/westeros-cards.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game, OrderRestriction } from "../../state.ts";
import { controlledLand, controller } from "../control.ts";
import { gainPower } from "../power.ts";
import { bladeHolder, ironThroneHolder, ravenHolder, turnOrder } from "../tracks.ts";
import { newClashOfKingsFrame } from "./clash-of-kings.ts";
import { newWesterosChoiceFrame } from "./frames.ts";
import { newMusterFrame } from "./muster.ts";
import { updateSupply } from "./supply-reconcile.ts";
import { newWildlingAttackFrame } from "./wildlings/attack.ts";

/** Deck III cards that forbid orders this round (cards.md 3.4). */
const RESTRICTION: Partial<Record<WesterosCardType, OrderRestriction>> = {
  "storm-of-swords": "no-defense",
  "rains-of-autumn": "no-march-special",
  "sea-of-storms": "no-raid",
  "web-of-lies": "no-support",
  "feast-for-crows": "no-consolidate-power",
};

const RESTRICTION_TEXT: Readonly<Record<OrderRestriction, string>> = {
  "no-defense": "Defense orders",
  "no-march-special": "March +1 orders",
  "no-raid": "Raid orders",
  "no-support": "Support orders",
  "no-consolidate-power": "Consolidate Power orders",
};

export function restrictOrders(g: Draft<Game>, r: OrderRestriction, ctx: Ctx): void {
  // A new list, never a write to the old one: states share it (engine/clone.ts).
  if (!g.restrictions.includes(r)) g.restrictions = [...g.restrictions, r];
  ctx.emit("restriction", `${RESTRICTION_TEXT[r]} cannot be played this round.`, { restriction: r });
}

/** Ports paying 1 power in Game of Thrones: holding the house's ships, the connected sea free of enemy ships (p.25). */

export function tradingPorts(g: Game, house: HouseId): string[] {
  // The port areas, in board order.
  return boardOf(g).portIds.filter((id) => {
    const port = g.areas[id]!;
    if (port.house !== house || port.units.length === 0 || controller(g, portLand(boardOf(g), id)) !== house) return false;
    const sea = g.areas[portSea(boardOf(g), id)]!;
    return !(sea.house !== null && sea.house !== house && sea.units.length > 0);
  });
}

/** Power a house collects from Game of Thrones: a token per crown icon in controlled land areas, plus trading ports. */
export function gameOfThronesIncome(g: Game, house: HouseId): number {
  const crowns = controlledLand(g, house).reduce((n, id) => n + boardOf(g).areas[id]!.power, 0);
  return crowns + tradingPorts(g, house).length;
}

/** Game of Thrones (p.25 "Trade with the Free Cities"; AG-5 for Dark Wings, Dark Words). */
export function collectGameOfThronesPower(g: Draft<Game>, ctx: Ctx): void {
  for (const h of turnOrder(g)) {
    const due = gameOfThronesIncome(g, h);
    const got = gainPower(g, h, due);
    const capped = got < due ? ` (${due - got} more than its Power Pool holds)` : "";
    ctx.emit("power", `${HOUSE_NAMES[h]} collects ${got} power${capped}.`, { house: h, due, got });
  }
}

/** Resolves one revealed Westeros card (or the effect a choice named). */
export function resolveWesterosCard(g: Draft<Game>, card: WesterosCardType, ctx: Ctx): void {
  const restriction = RESTRICTION[card];
  if (restriction) {
    restrictOrders(g, restriction, ctx);
    return;
  }
  switch (card) {
    case "supply":
      updateSupply(g, ctx);
      return;
    case "mustering":
      g.stack.push(newMusterFrame(g, turnOrder(g), null));
      return;
    case "a-throne-of-blades":
      g.stack.push(newWesterosChoiceFrame("a-throne-of-blades", ironThroneHolder(g), ironThroneHolder(g), ["supply", "mustering", "nothing"]));
      return;
    case "game-of-thrones":
      collectGameOfThronesPower(g, ctx);
      return;
    case "dark-wings-dark-words":
      g.stack.push(newWesterosChoiceFrame("dark-wings-dark-words", ravenHolder(g), ravenHolder(g), ["clash-of-kings", "game-of-thrones", "nothing"]));
      return;
    case "clash-of-kings":
      g.stack.push(newClashOfKingsFrame());
      return;
    case "put-to-the-sword":
      g.stack.push(newWesterosChoiceFrame("put-to-the-sword", bladeHolder(g), bladeHolder(g), ["no-defense", "no-march-special", "nothing"]));
      return;
    case "wildlings-attack":
      g.stack.push(newWildlingAttackFrame(g.wildlings.threat, null));
      return;
    case "last-days-of-summer":
    case "winter-is-coming":
      // Last Days of Summer only advances the wildlings; Winter is Coming is replaced as drawn.
      ctx.emit("westeros-nothing", `${WESTEROS_CARDS[card].name} has no further effect.`, { card });
      return;
    default:
      return;
  }
}
