/**
 * The Westeros phase (rulebook p.7-8): reveal the top card of each deck, advance the wildling
 * threat one space (+2) per wildling icon, then resolve the cards in order I, II, III.
 *
 * - Winter is Coming is replaced the moment it is drawn: its whole deck, discards included, is
 *   reshuffled and a new card revealed; the replacement's wildling icon counts (AG-4, cards.md 3.1).
 * - When the threat reaches 12 a wildling attack of strength 12 resolves at once, before the cards;
 *   surplus icons are lost (p.7). A Wildlings Attack card can then attack a second time (p.22 Note).
 * - Drawn cards go to the deck's discard pile, which only Winter is Coming shuffles back.
 * - With Targaryen (Mother of Dragons) a Westeros IV card is revealed with them and resolved after
 *   deck III (summary "Loyalty tokens", cards.md 6.7); it has no wildling icon and is never reshuffled.
 */
import type { Draft } from "immer";
import { shuffle } from "@kingsroad/core";
import { WESTEROS_CARDS, WILDLING_THREAT_MAX, type WesterosCardType } from "../../data/westeros-cards.ts";
import { automatic, type Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { resolveWesterosCard } from "./cards.ts";
import { WESTEROS_IV_CARDS } from "../../data/mod.ts";
import { newWesterosIVFrame, type WesterosPhaseFrame } from "./frames.ts";
import { newWildlingAttackFrame } from "./wildlings/attack.ts";

const DECK_NAMES = ["I", "II", "III"] as const;
/** Wildling strength gained per icon: one space of the track (p.7). */
export const THREAT_PER_ICON = 2;

function reshuffle(g: Draft<Game>, deck: number): void {
  const all = [...g.westeros.decks[deck]!, ...g.westeros.discards[deck]!];
  const [shuffled, rng] = shuffle(g.rng, all);
  g.westeros.decks[deck] = shuffled;
  g.westeros.discards[deck] = [];
  g.rng = rng as Draft<Game>["rng"];
}

/** Reveals the top card of `deck`, replacing Winter is Coming as often as it comes up (AG-4). */
export function drawWesterosCard(g: Draft<Game>, deck: number, ctx: Ctx): WesterosCardType {
  // Each draw takes a card off a deck of ten; a Winter is Coming reshuffle puts them all back.
  for (let tries = 0; tries < 1000; tries++) {
    if (g.westeros.decks[deck]!.length === 0) reshuffle(g, deck);
    // New lists, never writes to the old ones: states share deck lists (engine/clone.ts).
    const card = g.westeros.decks[deck]![0]!;
    g.westeros.decks[deck] = g.westeros.decks[deck]!.slice(1);
    g.westeros.discards[deck] = [...g.westeros.discards[deck]!, card];
    if (card !== "winter-is-coming") return card;
    ctx.emit("winter-is-coming", `Winter is Coming: Westeros deck ${DECK_NAMES[deck]} is reshuffled and a new card revealed.`, { deck });
    reshuffle(g, deck);
  }
  throw new Error(`Westeros deck ${deck} keeps yielding Winter is Coming`);
}

function draw(g: Draft<Game>, f: Draft<WesterosPhaseFrame>, ctx: Ctx): void {
  f.cards = [0, 1, 2].map((deck) => drawWesterosCard(g, deck, ctx));
  g.westeros.revealed = [...f.cards];
  ctx.emit("westeros-cards", `Westeros cards: ${f.cards.map((c, i) => `${DECK_NAMES[i]} ${WESTEROS_CARDS[c].name}`).join(", ")}.`, { cards: [...f.cards] });
  const deckIV = g.mod?.westerosIV;
  if (deckIV && deckIV.deck.length > 0) {
    const card = deckIV.deck[0]!;
    g.mod!.westerosIV = { deck: deckIV.deck.slice(1), discard: [...deckIV.discard, card] };
    f.cardIV = card;
    ctx.emit("westeros-iv-card", `Westeros deck IV: ${WESTEROS_IV_CARDS[card].name}.`, { card });
  }
  const icons = f.cards.filter((c) => WESTEROS_CARDS[c].wildlingIcon).length;
  const before = g.wildlings.threat;
  g.wildlings.threat = Math.min(WILDLING_THREAT_MAX, before + THREAT_PER_ICON * icons);
  if (icons > 0) {
    ctx.emit("wildling-threat", `${icons} wildling icon${icons > 1 ? "s" : ""}: the wildling threat rises from ${before} to ${g.wildlings.threat}.`, {
      from: before,
      to: g.wildlings.threat,
    });
  }
  f.step = "resolve";
  f.next = 0;
  if (before < WILDLING_THREAT_MAX && g.wildlings.threat === WILDLING_THREAT_MAX) {
    ctx.emit("wildling-attack", `The wildling threat reaches ${WILDLING_THREAT_MAX}: the wildlings attack before the cards are resolved.`, {
      strength: WILDLING_THREAT_MAX,
    });
    g.stack.push(newWildlingAttackFrame(WILDLING_THREAT_MAX, null));
  }
}

export const westerosPhaseRules = automatic<WesterosPhaseFrame>((g, f, ctx) => {
  if (f.step === "draw") {
    ctx.emit("phase", `Westeros phase of round ${g.round}.`, { phase: "westeros" });
    draw(g, f, ctx);
    return;
  }
  const card = f.cards[f.next];
  if (card === undefined) {
    if (f.cardIV !== undefined) {
      const iv = f.cardIV;
      delete f.cardIV;
      ctx.emit("westeros-iv-resolve", `Westeros deck IV: ${WESTEROS_IV_CARDS[iv].name}.`, { card: iv });
      g.stack.push(newWesterosIVFrame(iv));
      return;
    }
    g.stack.pop();
    return;
  }
  f.next += 1;
  ctx.emit("westeros-resolve", `Westeros deck ${DECK_NAMES[f.next - 1]}: ${WESTEROS_CARDS[card].name}.`, { card, deck: f.next - 1 });
  if (card === "wildlings-attack") {
    ctx.emit("wildling-attack", `The wildlings attack with strength ${g.wildlings.threat}.`, { strength: g.wildlings.threat });
  }
  resolveWesterosCard(g, card, ctx);
});
