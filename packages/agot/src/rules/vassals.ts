/**
 * A player turned into a vassal (Mother of Dragons setup: "If a player (other than Targaryen)
 * leaves a game session early between rounds, treat their house and all of their units as a
 * vassal"). Its units, power tokens on the board and track positions stay; its available power
 * goes back to the pool and its house cards leave the game (a vassal fights with the vassal deck).
 * It is commanded from the next Planning phase on (rules/planning/claim-vassals.ts).
 */
import { HOUSE_NAMES, type HouseId } from "../data/houses.ts";
import type { Ctx } from "../engine/context.ts";
import type { Game } from "../state.ts";
import { writableCards } from "../engine/clone.ts";

export function becomeVassal(g: Game, house: HouseId, ctx: Ctx): void {
  const v = g.mod!.vassals!;
  if (v.houses.includes(house)) return;
  v.houses = g.houses.filter((h) => h === house || v.houses.includes(h));
  v.leaving = v.leaving.filter((h) => h !== house);
  g.power[house] = 0;
  const cards = writableCards(g, house);
  cards.hand = [];
  cards.discard = [];
  ctx.emit("vassal-dropped-out", `${HOUSE_NAMES[house]}'s player has left: ${HOUSE_NAMES[house]} is a vassal from now on.`, { house });
}

/** At the end of a round, the houses whose players asked to leave become vassals. */
export function dropOutLeavers(g: Game, ctx: Ctx): void {
  const leaving = g.mod?.vassals?.leaving ?? [];
  for (const h of leaving) becomeVassal(g, h, ctx);
}
