/**
 * Commanding vassals (Mother of Dragons) to the bot's own ends: claim the vassals whose armies
 * stand next to its own areas (they can back its battles and guard its flanks), and give a vassal
 * orders that keep its home and support its commander (the bot declares a vassal's support for
 * its banner's side when the banner fights next door: combat.ts). A beginner's reading, as the
 * rest of the bot.
 */
import { boardOf, ORDERS, type AreaId, type GameView, type HouseId, type OrderKind } from "@kingsroad/agot";
import { areaValue, controllerOf, threatTo } from "./read.ts";

/** Areas holding `house`'s units. */
const armies = (view: GameView, house: HouseId): AreaId[] => Object.keys(view.areas).filter((id) => view.areas[id]!.house === house && view.areas[id]!.units.length > 0);

/** How many of the vassal's armies stand next to an area the commander controls. */
function neighbourhood(view: GameView, me: HouseId, vassal: HouseId): number {
  const b = boardOf(view);
  let n = 0;
  for (const id of armies(view, vassal)) if ((b.adjacent[id] ?? []).some((x) => controllerOf(view, x) === me)) n++;
  return n;
}

/** A claim: the vassal whose armies neighbour ours most, then the bigger one; passing is a last resort. */
export function scoreClaim(view: GameView, me: HouseId, choice: string): number {
  if (choice === "pass") return -1;
  const vassal = choice as HouseId;
  return 2 + neighbourhood(view, me, vassal) * 2 + armies(view, vassal).length * 0.2;
}

/**
 * A vassal order (at most two per vassal): Defense on its home or a threatened castle, the Raid/Support
 * token next to the commander's armies (it will back the commander's fights), a March only with a
 * prize next door that is not the commander's.
 */
export function scoreVassalOrder(view: GameView, commander: HouseId, vassal: HouseId, area: AreaId, kind: OrderKind): number {
  const b = boardOf(view);
  const def = b.areas[area];
  const home = def?.home === vassal;
  const castle = def?.castle != null;
  const threat = threatTo(view, area, vassal);
  const near = b.adjacent[area] ?? [];
  const commanderNext = near.filter((x) => view.areas[x]?.house === commander && view.areas[x]!.units.length > 0).length;
  switch (kind) {
    case "vassal-defense":
    case "vassal-defense-muster":
      return (home ? 5 : castle ? 3 : 0.5) + Math.min(threat, 6) * 0.4 + (kind === "vassal-defense" ? 1 : castle ? 0.5 : 0);
    case "vassal-raid-support":
      return commanderNext > 0 ? 4 + commanderNext : 1;
    case "vassal-march": {
      const prize = near.filter((x) => {
        const owner = controllerOf(view, x);
        return owner !== commander && owner !== vassal && b.areas[x]?.kind === def?.kind && view.areas[x]!.units.length === 0;
      });
      return prize.length === 0 ? 0.3 : 2 + Math.max(...prize.map((x) => areaValue(view, x, commander))) * 0.5;
    }
    default:
      return ORDERS[kind].vassal ? 0 : -1;
  }
}
