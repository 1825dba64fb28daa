/**
 * Vassals and their commanders (Mother of Dragons, summary "Vassals"), as questions about a game:
 * which houses are vassals, which are players, who decides for a house, and which houses stand
 * under one banner (a commander and the vassals it commands this round). Every answer is the
 * base game's when the game has no vassals.
 *
 * ```ts
 * isVassal(g, "tyrell")          // true when nobody plays Tyrell
 * deciderOf(g, "tyrell")         // "stark" while Stark commands Tyrell
 * sameBanner(g, "stark", "tyrell") // true: Stark and its vassal never fight, raid or enter each other
 * ```
 */
import type { HouseId } from "../data/houses.ts";
import type { Game } from "../state.ts";

/** True when `house` is a vassal in this game. */
export const isVassal = (g: Game, house: HouseId): boolean => g.mod?.vassals?.houses.includes(house) ?? false;

/** True when the game has vassals at all (most games have none: callers skip their work then). */
export const hasVassals = (g: Game): boolean => (g.mod?.vassals?.houses.length ?? 0) > 0;

/** The houses played by players, in the order of `g.houses`: they bid, hold dominance tokens, win. */
export function playerHouses(g: Game): HouseId[] {
  const v = g.mod?.vassals;
  return v === undefined || v.houses.length === 0 ? g.houses : g.houses.filter((h) => !v.houses.includes(h));
}

/** Players in Iron Throne order (vassals skipped). */
export function playersInTurnOrder(g: Game): HouseId[] {
  const v = g.mod?.vassals;
  const track = g.tracks.ironThrone;
  return v === undefined || v.houses.length === 0 ? track : track.filter((h) => !v.houses.includes(h));
}

/** The commander of a vassal this round; null for a player or a vassal nobody commands yet. */
export function commanderOf(g: Game, house: HouseId): HouseId | null {
  const v = g.mod?.vassals;
  if (v === undefined || !v.houses.includes(house)) return null;
  return v.commanders[house] ?? null;
}

/**
 * The player who makes `house`'s decisions: the house itself, or its commander ("If any decisions
 * need to be made by a vassal, the vassal's commander makes the decisions for them"). A vassal
 * nobody commands (one whose player just left, before the next Planning phase) is decided for by
 * the highest player on the Iron Throne track, as other decisions nobody owns (a rule question,
 * listed in the package README).
 */
export function deciderOf(g: Game, house: HouseId): HouseId {
  if (!isVassal(g, house)) return house;
  return commanderOf(g, house) ?? playersInTurnOrder(g)[0] ?? house;
}

/** The vassals `commander` commands this round, in HOUSES order. */
export function vassalsOf(g: Game, commander: HouseId): HouseId[] {
  const v = g.mod?.vassals;
  if (v === undefined) return [];
  return v.houses.filter((h) => v.commanders[h] === commander);
}

/**
 * True when `a` and `b` serve one banner this round: the same house, a commander and its vassal, or
 * two vassals of one commander. They never attack, raid or enter each other's areas, and a vassal
 * never supports against its banner (summary "Ordering vassals", "Additional vassal rules"; AG-29).
 */
export function sameBanner(g: Game, a: HouseId, b: HouseId): boolean {
  if (a === b) return true;
  const ca = commanderOf(g, a);
  const cb = commanderOf(g, b);
  return ca === b || cb === a || (ca !== null && ca === cb);
}
