/**
 * Combat positions for the "later books" house cards (alt-house-cards.md): an eight-player Mother
 * of Dragons game whose players hold the later books' decks, so the invariants and the scenario
 * checks hold them to those decks.
 */
import type { Draft } from "immer";
import { LATER_BOOKS_CARD_IDS, type HouseId } from "../../src/data/houses.ts";
import type { Action } from "../../src/actions.ts";
import type { Game } from "../../src/state.ts";
import { act } from "../helpers.ts";
import { combat, duel, inCombat, type DuelSpec } from "./combat-setup.ts";

/** Switches a Mother of Dragons game to the later books' decks, every card in hand. */
export function laterBooks(d: Draft<Game>): void {
  (d.config as { houseCards?: string }).houseCards = "later-books";
  d.mod!.modules = { ...d.mod!.modules, houseCards: "later-books" };
  for (const h of d.houses) d.houseCards[h] = { hand: [...LATER_BOOKS_CARD_IDS[h]], discard: [] };
}

/** `duel` in an eight-player Mother of Dragons game with the later books' decks. */
export const lbDuel = (o: DuelSpec): Game =>
  duel({
    mod: 8,
    ...o,
    setup: (d) => {
      laterBooks(d);
      o.setup?.(d);
    },
  });

/** Answers the support questions: each area's side from `sides`, else "none". */
export function declare(g: Game, sides: Record<string, "attacker" | "defender" | "none">): Game {
  let s = g;
  while (inCombat(s) && combat(s).decision?.kind === "support") {
    const d = combat(s).decision!;
    const area = d.options![0]!;
    s = act(s, d.house, { type: "support", area, side: sides[area] ?? "none" });
  }
  return s;
}

export const choose = (g: Game, seat: HouseId, choice: string): Game => act(g, seat, { type: "choose", choice } satisfies Action);

/** The options of the decision asked now. */
export const options = (g: Game): string[] => [...(combat(g).decision?.options ?? [])];

/** The kind of the combat decision asked now, or null (none asked, or the combat is over). */
export const pendingKind = (g: Game): string | null => (inCombat(g) ? (combat(g).decision?.kind ?? null) : null);
