/**
 * A player leaving a Mother of Dragons game (the setup's drop-out rule: "If a player (other than
 * Targaryen) leaves a game session early between rounds, treat their house and all of their units
 * as a vassal"). The server calls `leaveGame` when a player leaves; the house turns into a vassal
 * at the end of the current round (rules/vassals.ts), so a round under way is finished as it was
 * begun and the table goes on without the player from the next round's Westeros phase.
 *
 * A player may leave only while at least three players of Westeros houses stay (AG-38): below that
 * the refusal is `TOO_FEW_PLAYERS`, and the server seats a stand-in bot instead (P-1).
 *
 * ```ts
 * const r = leaveGame(state, "tyrell");
 * if (r.ok) state = r.value.state;   // Tyrell is a vassal from the end of this round
 * ```
 */
import { err, ok, TOO_FEW_PLAYERS, type GameEvent, type Result, type RuleError } from "@kingsroad/core";
import { HOUSE_NAMES, isHouse } from "./data/houses.ts";
import { cloneGame } from "./engine/clone.ts";
import { Ctx } from "./engine/context.ts";
import { playerHouses } from "./rules/commanders.ts";
import type { Game } from "./state.ts";
import { noVassalsYet } from "./vassal-setup.ts";

const fail = (code: string, message: string): Result<never, RuleError> => err({ code, message });

/**
 * The fewest players of Westeros houses (Targaryen not counted) a table goes on with, AG-38: the
 * table never drops below three players (SUM "When playing with 3 players, House Targaryen is not
 * available"; four with Targaryen, "only playable in a game with 4 or more players"), nor rises
 * above four vassals, the four sets of vassal order tokens the box holds (SUM "for each vassal,
 * assign a set of 4 vassal order tokens"; mod-setup.md 1.1).
 */
export const MIN_WESTEROS_PLAYERS_LEFT = 3;

export function leaveGame(g: Game, house: string): Result<{ state: Game; events: GameEvent[] }, RuleError> {
  if (g.outcome) return fail("GAME_OVER", "The game is over.");
  if (!isHouse(house) || !g.houses.includes(house)) return fail("UNKNOWN_SEAT", `There is no house ${JSON.stringify(String(house))} in this game.`);
  // A full table (all eight houses played) has no vassals yet, but the drop-out rule still holds
  // while the vassals module is on: the first player to leave starts the vassals' state.
  const v = g.mod?.vassals ?? (g.mod?.modules.vassals ? noVassalsYet() : undefined);
  if (v === undefined) return fail("NO_VASSALS", "Only a Mother of Dragons game with vassals lets a player leave: the house becomes a vassal.");
  if (v.houses.includes(house)) return fail("ALREADY_VASSAL", `${HOUSE_NAMES[house]} is a vassal already.`);
  // "If a player (other than Targaryen) leaves": Targaryen never becomes a vassal (mod-setup.md 5, item 4).
  if (house === "targaryen") return fail("TARGARYEN_STAYS", "Targaryen never becomes a vassal: its player cannot leave this way.");
  if (v.leaving.includes(house)) return fail("ALREADY_LEAVING", `${HOUSE_NAMES[house]} already leaves at the end of this round.`);
  const staying = playerHouses(g).filter((h) => h !== house && h !== "targaryen" && !v.leaving.includes(h));
  if (staying.length < MIN_WESTEROS_PLAYERS_LEFT) {
    return fail(TOO_FEW_PLAYERS, `${HOUSE_NAMES[house]} cannot become a vassal: at least ${MIN_WESTEROS_PLAYERS_LEFT} players of Westeros houses (Targaryen aside) must stay for the game to go on.`);
  }
  const next = cloneGame(g) as Game;
  next.mod!.vassals = { ...v, leaving: [...v.leaving, house] };
  const ctx = new Ctx();
  ctx.emit("player-leaving", `${HOUSE_NAMES[house]}'s player leaves; ${HOUSE_NAMES[house]} becomes a vassal at the end of round ${g.round}.`, { house });
  return ok({ state: next, events: ctx.events });
}
