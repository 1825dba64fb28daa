/**
 * Choose and reveal house cards (p.18-19), Tides of Battle draws (p.29, cards.md 5) and the
 * Valyrian Steel Blade (p.11 and p.20 step 4; with Tides of Battle, one use: redraw or +1).
 */
import type { Draft } from "immer";
import { shuffle } from "@kingsroad/core";
import type { Action } from "../../actions.ts";
import { houseCard, type HouseId } from "../../data/houses.ts";
import { spliced, writableCards } from "../../engine/clone.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { bladeHolder } from "../tracks.ts";
import { commanderOf, hasVassals } from "../commanders.ts";
import type { DecisionRules } from "./ability.ts";
import { sideOf } from "./army.ts";
import { otherSide, SIDES, type CombatFrame, type Side } from "./frames.ts";
import { overriddenTotal } from "./strength.ts";
import { newTidesDeck, TIDES_CARDS } from "./tides-deck.ts";

export const hand = (g: Game, house: HouseId): readonly string[] => g.houseCards[house]?.hand ?? [];

/** Cards a side may still choose in step 3. */
export function choosableCards(g: Game, f: CombatFrame, side: Side): string[] {
  const s = f.sides[side];
  return s && !s.chosen ? [...hand(g, s.house)] : [];
}

export const cardChoiceActions = (cards: readonly string[]): Action[] => cards.map((card): Action => ({ type: "house-card", card }));

/** Puts a card into play from the hand, face up (a replacement after Tyrion or Aeron). */
export function playCardOpenly(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, card: string | null, ctx: Ctx): void {
  const s = f.sides[side]!;
  if (card !== null) {
    const h = writableCards(g, s.house);
    h.hand = spliced(h.hand, h.hand.indexOf(card));
  }
  s.card = card;
  s.chosen = true;
  ctx.emit(
    "combat-card",
    card === null ? `${s.house} fights with no house card.` : `${s.house} plays ${houseCard(card).name}.`,
    { side, house: s.house, card },
  );
}

/** Reveal (p.18): both cards leave the hands at once, so the hands never betray a choice. */
export function revealCards(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  for (const side of SIDES) {
    const s = f.sides[side]!;
    if (s.card !== null) {
      const h = writableCards(g, s.house);
      h.hand = spliced(h.hand, h.hand.indexOf(s.card));
    }
  }
  f.revealed = true;
  const name = (side: Side) => {
    const c = f.sides[side]!.card;
    return c === null ? "no card" : houseCard(c).name;
  };
  ctx.emit("combat-cards-revealed", `${f.sides.attacker.house} reveals ${name("attacker")}; ${f.sides.defender!.house} reveals ${name("defender")}.`, {
    attacker: f.sides.attacker.card,
    defender: f.sides.defender!.card,
  });
}

function drawTides(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, ctx: Ctx): void {
  const card = g.tidesDeck[0];
  if (card === undefined) throw new Error("the Tides of Battle deck is empty");
  // A new list, never a write to the old one: states share it (engine/clone.ts).
  g.tidesDeck = g.tidesDeck.slice(1);
  const s = f.sides[side]!;
  s.tides = card;
  ctx.emit("combat-tides-drawn", `${s.house} draws a Tides of Battle card.`, { side, house: s.house });
  ctx.emit("combat-tides-seen", `You drew Tides of Battle "${card}".`, { side, card }, [s.house]);
}

/** Each combat draws from all 24 cards, freshly shuffled (cards.md 5, [FAQ1], AG-13). */
export function drawTidesForBoth(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const [deck, rng] = shuffle(g.rng, newTidesDeck());
  g.rng = [...rng] as typeof g.rng;
  g.tidesDeck = deck;
  for (const side of SIDES) drawTides(g, f, side, ctx);
}

export function revealTides(f: Draft<CombatFrame>, ctx: Ctx): void {
  f.tidesRevealed = true;
  const a = f.sides.attacker.tides!;
  const d = f.sides.defender!.tides!;
  ctx.emit("combat-tides-revealed", `Tides of Battle: ${f.sides.attacker.house} "${a}", ${f.sides.defender!.house} "${d}".`, {
    attacker: TIDES_CARDS[a],
    defender: TIDES_CARDS[d],
  });
}

/** The combatant side holding an unused blade right now (cards.md 7 #10: the holder at this step), or null. */
function bladeHolderSide(g: Game, f: CombatFrame): Side | null {
  if (g.bladeUsed || f.neutral !== null) return null;
  const holder = bladeHolder(g);
  const side = sideOf(f, holder);
  if (side !== null || !hasVassals(g)) return side;
  // A commander holding the blade may use it for its vassal (summary "Combat with vassals", step 4).
  if (commanderOf(g, f.sides.attacker.house) === holder) return "attacker";
  if (f.sides.defender !== null && commanderOf(g, f.sides.defender.house) === holder) return "defender";
  return null;
}

/** As above, but never for a side whose total a card sets outright: +1 would change nothing (alt-house-cards.md timing classes). */
export function bladeSide(g: Game, f: CombatFrame): Side | null {
  const side = bladeHolderSide(g, f);
  return side !== null && overriddenTotal(g, f, side) !== null ? null : side;
}

const bladeActions = (): Action[] => [
  { type: "use-blade", use: true },
  { type: "use-blade", use: false },
];

export const bladeDecisions: Record<string, DecisionRules> = {
  "blade-redraw": {
    text: () => "Use the Valyrian Steel Blade to discard your Tides of Battle card and draw another (then no +1 this round)?",
    legal: bladeActions,
    apply(g, f, d, action, ctx) {
      if (action.type !== "use-blade" || !action.use) return;
      g.bladeUsed = true;
      ctx.emit("combat-blade", `${d.house} uses the Valyrian Steel Blade to redraw its Tides of Battle card.`, { side: d.side, redraw: true });
      drawTides(g, f, d.side!, ctx);
    },
  },
  blade: {
    text: () => "Use the Valyrian Steel Blade for +1 combat strength?",
    legal: bladeActions,
    apply(g, f, d, action, ctx) {
      if (action.type !== "use-blade" || !action.use) return;
      g.bladeUsed = true;
      f.sides[d.side!]!.blade = true;
      ctx.emit("combat-blade", `${d.house} uses the Valyrian Steel Blade: +1.`, { side: d.side, bonus: 1 });
    },
  },
};

