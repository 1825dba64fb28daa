/**
 * Mother of Dragons' facts a player asks for (what a loan costs me, the interest I owe, dragon
 * strength round by round, Targaryen's victory score), answered by the engine's own rule functions
 * where they read only the board (imported by path, as board-facts.ts does) so the page and the
 * rules never disagree. Only the
 * table's MoD chunk imports this.
 */
import { boardOf } from "../../../../../../agot/src/data/board.ts";
import { LOAN_SLOT_COSTS } from "../../../../../../agot/src/data/loans.ts";
import { DRAGON_TOKEN_ROUNDS, LOYALTY_VICTORY } from "../../../../../../agot/src/data/mod.ts";
// Not rules/iron-bank/bank.ts: it reaches the engine's state copier, whose generated code
// (new Function) the page's Content Security Policy refuses, which blanked every MoD game page.
import { controller } from "../../../../../../agot/src/rules/control.ts";
import { isVassal } from "../../../../../../agot/src/rules/commanders.ts";
import { dragonStrength } from "../../../../../../agot/src/rules/dragons.ts";
import { victoryPoints } from "../../../../../../agot/src/rules/victory.ts";
import type { Game } from "@kingsroad/agot";
import type { GameView } from "../../types.ts";

export { LOAN_SLOT_COSTS, LOYALTY_VICTORY };

type HouseId = Game["houses"][number];

// The rules used here read the board (areas, houses, mod's board and improvements) and the bank's
// slots, which a view carries unchanged; none reads the hidden loan deck.
const asGame = (view: GameView): Game => view as unknown as Game;

/** The player holding Braavos (its controller, unless a vassal: AG-32), as rules/iron-bank/bank.ts's braavosHolder. */
export function braavosPlayer(view: GameView): string | null {
  if (view.areas["braavos"] === undefined) return null;
  const c = controller(asGame(view), "braavos");
  return c === null || isVassal(asGame(view), c) ? null : c;
}

/** What `house` pays for the loan of `slot`: 1 less for Braavos' holder (bank.ts's loanCost). */
export const loanCostFor = (view: GameView, house: string, slot: number): number => Math.max(0, (LOAN_SLOT_COSTS[slot] ?? 0) - (braavosPlayer(view) === house ? 1 : 0));

/** The loans `house` holds: 1 power of interest each at the start of every round from the second (cards.md 6.9). */
export const loansOf = (view: GameView, house: string): readonly string[] => view.mod?.bank?.loans[house as HouseId] ?? [];

/** Dragon strength now (cards.md 6.6). */
export const dragonStrengthNow = (view: GameView): number => dragonStrength(view);

/**
 * Dragon strength in each round 1-10 as the track stands now: the tokens in the box (Fire Made
 * Flesh's included) plus those whose round has come by then.
 */
export function dragonStrengthByRound(view: GameView): { round: number; strength: number; token: boolean }[] {
  const track = view.mod?.dragonTrack ?? [];
  return Array.from({ length: 10 }, (_, i) => {
    const round = i + 1;
    return { round, strength: dragonStrength({ round, mod: view.mod }), token: track.includes(round) };
  });
}

/** The printed rounds of the five tokens (2, 4, 6, 8, 10), to tell one Fire Made Flesh took. */
export const DRAGON_ROUNDS = DRAGON_TOKEN_ROUNDS;

/** Targaryen's place on its Victory track: loyalty collected, +1 while it holds Pentos (cards.md 6.5). */
export const targaryenVictory = (view: GameView): number => victoryPoints(asGame(view), "targaryen");

/** True while Targaryen controls Pentos (its +1). */
export const holdsPentos = (view: GameView): boolean => targaryenVictory(view) > (view.mod?.loyaltyCollected ?? 0);

/** Loyalty tokens lying on the board, by area (only those with some). */
export const loyaltyOnBoard = (view: GameView): [string, number][] => Object.entries(view.mod?.loyalty ?? {}).filter(([, n]) => (n ?? 0) > 0) as [string, number][];

/** An area's name on this game's board (Essos and the Vale as Mother of Dragons draws them). */
export const modAreaName = (view: GameView, id: string): string => boardOf(view).areas[id]?.name ?? id;
