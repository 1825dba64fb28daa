/**
 * The vassal house cards (Mother of Dragons, summary "Combat with vassals"; cards.md 6.4.3). A
 * vassal has no hand of its own: when it fights, its commander shuffles the shared deck of seven
 * and draws three (AG-34: the attacker's commander first); the commander plays one, and the other
 * two are the vassal's hand until the end of the combat. At clean-up all seven go back together.
 *
 * The drawn cards sit in the vassal's `houseCards` hand, so every rule that reads a hand (choosing,
 * Tyrion, Patchface, Jaqen) works unchanged; the view hides them from all but the commander until
 * the cards are revealed (view.ts).
 */
import type { Draft } from "immer";
import { shuffle } from "@kingsroad/core";
import { HOUSE_NAMES, VASSAL_CARD_IDS } from "../../data/houses.ts";
import { writableCards } from "../../engine/clone.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { commanderOf, deciderOf, hasVassals, isVassal } from "../commanders.ts";
import { gainPower } from "../power.ts";
import { houseOf } from "./army.ts";
import { SIDES, type CombatFrame } from "./frames.ts";

export const VASSAL_HAND_SIZE = 3;

/** Draws three vassal cards for each vassal in the combat, the attacker's first (AG-34). */
export function drawVassalHands(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  if (!hasVassals(g as Game) || f.sides.defender === null) return;
  const v = g.mod!.vassals!;
  for (const side of SIDES) {
    const house = houseOf(f as CombatFrame, side);
    if (!isVassal(g as Game, house)) continue;
    const [deck, rng] = shuffle(g.rng, v.deck);
    g.rng = [...rng] as typeof g.rng;
    const drawn = deck.slice(0, VASSAL_HAND_SIZE);
    // The rest stays in printed order: the deck is open to anyone, and shuffled at every draw.
    v.deck = v.deck.filter((c) => !drawn.includes(c));
    writableCards(g, house).hand = drawn;
    ctx.emit("vassal-cards-drawn", `${HOUSE_NAMES[deciderOf(g as Game, house)]} draws ${VASSAL_HAND_SIZE} vassal house cards for ${HOUSE_NAMES[house]}.`, { side, house });
    ctx.emit("vassal-cards-seen", `${HOUSE_NAMES[house]} draws ${drawn.join(", ")}.`, { side, house, cards: drawn }, [house]);
  }
}

/** Clean-up: every vassal card in play, in a vassal's hand or discard goes back to the deck. */
export function returnVassalCards(g: Draft<Game>, f: Draft<CombatFrame>): void {
  if (!hasVassals(g as Game) || f.sides.defender === null) return;
  const v = g.mod!.vassals!;
  let back = false;
  for (const side of SIDES) {
    const house = houseOf(f as CombatFrame, side);
    if (!isVassal(g as Game, house)) continue;
    const cards = writableCards(g, house);
    if (cards.hand.length > 0 || cards.discard.length > 0) back = true;
    cards.hand = [];
    cards.discard = [];
  }
  if (back) v.deck = VASSAL_CARD_IDS.filter((c) => !Object.values(g.houseCards).some((h) => h!.hand.includes(c) || h!.discard.includes(c)));
}

/** A vassal that wins earns its commander 1 power (summary "Combat with vassals", reward). */
export function rewardCommander(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  if (!hasVassals(g as Game) || f.victor === null || f.sides.defender === null) return;
  const winner = houseOf(f as CombatFrame, f.victor);
  const commander = commanderOf(g as Game, winner);
  if (commander === null) return;
  const got = gainPower(g as Game, commander, 1);
  ctx.emit("vassal-reward", `${HOUSE_NAMES[commander]} gains ${got} power: its vassal ${HOUSE_NAMES[winner]} won the combat.`, { house: commander, vassal: winner, gained: got });
}
