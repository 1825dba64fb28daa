/**
 * Anya Waynwood (1), Mother of Dragons (cards.md 6.2): if Arryn wins, it gains 3 power tokens and
 * so does every other house that declared support for Arryn in this combat (20 tokens at most,
 * `gainPower`; vassals, which hold no power, gain nothing).
 */
import { HOUSE_NAMES, type HouseId } from "../../../data/houses.ts";
import { isVassal } from "../../commanders.ts";
import { gainPower } from "../../power.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

const POWER = 3;

export const anyaWaynwood: CardAbility = {
  card: "anya-waynwood",
  winLose(g, f, side, ctx) {
    if (f.victor !== side) return;
    const arryn = houseOf(f, side);
    const supporters = f.support.filter((s) => s.side === side && s.house !== arryn).map((s) => s.house);
    const houses: HouseId[] = [arryn, ...new Set(supporters)].filter((h) => !isVassal(g, h));
    for (const h of houses) {
      const got = gainPower(g, h, POWER);
      ctx.emit("combat-ability", `Anya Waynwood: ${HOUSE_NAMES[h]} gains ${got} power.`, { card: "anya-waynwood", house: h, power: got });
    }
  },
};
