/**
 * Every action in words, and the areas it touches. The prompt panel lists legal actions with
 * these sentences; the map highlights the areas so a click can pick among them.
 */
import type { Action } from "./types.ts";
import { areaName, cardName, choiceName, count, HOUSE_CARDS, houseName, orderName, unitName, unitsText } from "./names.ts";

export { unitsText };

const unit = unitName;

export function cardText(id: string): string {
  const c = HOUSE_CARDS[id];
  if (!c) return cardName(id);
  const icons = [c.swords > 0 ? count(c.swords, "sword") : "", c.fortifications > 0 ? count(c.fortifications, "tower") : ""].filter(Boolean);
  return `${c.name} (${c.strength}${icons.length > 0 ? `, ${icons.join(", ")}` : ""})`;
}

export function describe(a: Action): string {
  switch (a.type) {
    case "place-order":
      return `${orderName(a.order)} in ${areaName(a.area)}`;
    case "raven-replace-order":
      return `Replace the order in ${areaName(a.area)} with ${orderName(a.order)}`;
    case "raven-look-at-wildlings":
      return "Look at the top wildling card";
    case "raven-keep-wildling-card":
      return a.bottom ? "Bury it at the bottom of the deck" : "Keep it on top of the deck";
    case "raven-pass":
      return "Pass";
    case "choose":
      return choiceName(a.choice);
    case "bid":
      return `Bid ${a.amount}`;
    case "break-tie":
      return `${houseName(a.house)} comes first`;
    case "muster":
      return `Muster a ${unit(a.unit)} in ${areaName(a.to)}${a.to === a.castle ? "" : ` (from ${areaName(a.castle)})`}`;
    case "upgrade":
      return `Upgrade a footman to a ${unit(a.unit)} in ${areaName(a.at)}`;
    case "destroy-unit":
      return `Destroy a ${unit(a.unit)} in ${areaName(a.area)}`;
    case "replace-unit":
      return `Replace a ${unit(a.unit)} in ${areaName(a.area)}`;
    case "discard-house-card":
      return `Discard ${cardText(a.card)}`;
    case "take-house-card":
      return `Take back ${cardText(a.card)}`;
    case "raid":
      return a.target === null ? `Remove the raid in ${areaName(a.from)}` : `Raid ${areaName(a.target)} from ${areaName(a.from)}`;
    case "resolve-march":
      return `Resolve the march in ${areaName(a.area)}`;
    case "move":
      return `Move ${unitsText(a.units)} to ${areaName(a.to)}`;
    case "leave-power-token":
      return a.leave ? "Leave a power token to keep control" : "Leave no power token";
    case "consolidate-power":
      return a.muster ? `Muster in ${areaName(a.area)}` : `Consolidate power in ${areaName(a.area)}`;
    case "support":
      return a.side === "none" ? `Support no one from ${areaName(a.area)}` : `Support the ${a.side} from ${areaName(a.area)}`;
    case "house-card":
      return cardText(a.card);
    case "use-blade":
      return a.use ? "Use the Valyrian Steel Blade" : "Do not use the blade";
    case "casualty":
      return `Lose a ${unit(a.unit)}`;
    case "retreat":
      return `Retreat to ${areaName(a.to)}`;
    case "replace-port-ships":
      return `Replace ${count(a.count, "ship")} in the port with your own`;
    case "done":
      return "Done";
    default:
      // Mother of Dragons' buy-loan, place-unit and gift-power are named by their own controls
      // (prompts/mod/, a chunk of its own: a base game's page does not carry their words).
      // A newer server may send action types this client does not know yet: still offer them.
      return JSON.stringify(a);
  }
}

/** The board areas an action names, for highlighting and map clicks. */
export function areasOf(a: Action): string[] {
  switch (a.type) {
    case "place-order":
    case "raven-replace-order":
    case "destroy-unit":
    case "replace-unit":
    case "resolve-march":
    case "consolidate-power":
    case "support":
    case "buy-loan":
    case "place-unit":
      return [a.area];
    case "muster":
      return [a.to];
    case "upgrade":
      return [a.at];
    case "raid":
      return a.target === null ? [a.from] : [a.target];
    case "move":
      return [a.to];
    case "retreat":
      return [a.to];
    case "choose":
      return [a.choice];
    default:
      return [];
  }
}
