/**
 * Queen of Thorns (ADwD, 1), cancel step: the opponent's card keeps its printed strength and icons,
 * but all its text is ignored in this combat (alt-house-cards.md 2.6): passive bonuses, timed
 * texts and clean-up texts alike (`sideAbility`). Against Jaqen H'ghar the two cancels go in Iron
 * Throne order: the Queen first leaves Jaqen without text; Jaqen first sends the Queen back and
 * Tyrell's random replacement resolves as usual (possibly the Queen again).
 */
import { houseCard, HOUSE_NAMES } from "../../../data/houses.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import { otherSide } from "../frames.ts";

export const queenOfThornsDwd: CardAbility = {
  card: "queen-of-thorns-dwd",
  cancel(_g, f, side, ctx) {
    const foe = otherSide(side);
    const card = f.sides[foe]?.card ?? null;
    if (card === null) return;
    f.textIgnored = [...(f.textIgnored ?? []), foe];
    ctx.emit("combat-ability", `Queen of Thorns: the text of ${HOUSE_NAMES[opponentHouse(f, side)]}'s ${houseCard(card).name} is ignored in this combat.`, {
      card: "queen-of-thorns-dwd",
      ignored: card,
    });
  },
};
