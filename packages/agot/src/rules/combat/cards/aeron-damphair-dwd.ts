/**
 * Aeron Damphair (ADwD, 0), before combat: Greyjoy may discard any number of its available power
 * tokens, chosen once after every cancel and immediately text; Aeron gains +1 strength per token
 * (alt-house-cards.md 2.5). No tokens, no question.
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { losePower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import type { Side } from "../frames.ts";
import { chooseDecision, setNote } from "./choice.ts";

const paidKey = (side: Side) => `aeron-damphair-dwd:${side}`;

export const aeronDamphairDwd: CardAbility = {
  card: "aeron-damphair-dwd",
  beforeCombat(g, f, side) {
    const house = houseOf(f, side);
    const power = g.power[house] ?? 0;
    if (power === 0) return;
    f.decision = { kind: "aeron-dwd", house, side, options: Array.from({ length: power + 1 }, (_, n) => String(n)) };
  },
  strength: (_g, f, side) => Number(f.notes?.[paidKey(side)] ?? 0),
  decisions: {
    "aeron-dwd": chooseDecision(
      () => "Aeron Damphair: discard how many power tokens (+1 strength each)?",
      (g, f, d, choice, ctx) => {
        const paid = losePower(g, d.house, Number(choice));
        if (paid === 0) return;
        setNote(f, paidKey(d.side!), paid);
        ctx.emit("combat-ability", `Aeron Damphair: ${HOUSE_NAMES[d.house]} discards ${paid} power for +${paid}.`, { card: "aeron-damphair-dwd", paid });
      },
    ),
  },
};
