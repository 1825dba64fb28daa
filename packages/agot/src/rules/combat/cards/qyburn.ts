/**
 * Qyburn (ADwD, 0), before combat: Lannister may discard 2 available power tokens to pick a house
 * card lying in any house's discard pile (its own included; vassals keep none); Qyburn then has that
 * card's printed strength, swords and fortifications for this combat, not its text
 * (alt-house-cards.md 2.2). The copied values are added to Qyburn's printed 0, as the peer does: an
 * effect that zeroed "printed" strength (none in this variant) would not remove them (UNCERTAIN there).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import { losePower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";
import { chooseDecision, PASS, setNote } from "./choice.ts";

export const QYBURN_COST = 2;
const copyKey = (side: Side) => `qyburn:${side}`;

/** The card Qyburn copies in this combat, or null. */
const copied = (f: CombatFrame, side: Side) => {
  const c = f.notes?.[copyKey(side)];
  return typeof c === "string" ? houseCard(c) : null;
};

function discarded(g: Game): string[] {
  const out = new Set<string>();
  for (const h of g.houses) for (const c of g.houseCards[h]?.discard ?? []) out.add(c);
  return [...out].sort();
}

export const qyburn: CardAbility = {
  card: "qyburn",
  beforeCombat(g, f, side) {
    const house = houseOf(f, side);
    const pile = discarded(g);
    if ((g.power[house] ?? 0) < QYBURN_COST || pile.length === 0) return;
    f.decision = { kind: "qyburn", house, side, options: [...pile, PASS] };
  },
  strength: (_g, f, side) => copied(f, side)?.strength ?? 0,
  swords: (_g, f, side) => copied(f, side)?.swords ?? 0,
  fortifications: (_g, f, side) => copied(f, side)?.fortifications ?? 0,
  decisions: {
    qyburn: chooseDecision(
      () => `Qyburn: pay ${QYBURN_COST} power to take the strength and icons of a discarded house card?`,
      (g, f, d, card, ctx) => {
        if (card === PASS) return;
        losePower(g, d.house, QYBURN_COST);
        setNote(f, copyKey(d.side!), card);
        const c = houseCard(card);
        ctx.emit("combat-ability", `Qyburn: ${HOUSE_NAMES[d.house]} pays ${QYBURN_COST} power; Qyburn fights as ${c.name} (${c.strength}).`, { card: "qyburn", copied: card });
      },
    ),
  },
};
