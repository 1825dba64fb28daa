/**
 * Mace Tyrell (4), immediately: one footman of the opponent's army is destroyed, routed or not
 * (Tyrell picks when both kinds are there, cards.md 7 #16); never a supporting one. The Blackfish
 * prevents it (cards.md 7 #15). If it was the last defender the combat goes on (cards.md 7 #17,
 * uncertain there; the peer's reading per AG-10).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { Draft } from "immer";
import type { Ctx } from "../../../engine/context.ts";
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { army, destroyArmyUnit, houseOf } from "../army.ts";
import { preventsCasualties } from "../casualties.ts";
import { otherSide, type CombatFrame, type Side } from "../frames.ts";
import { chooseDecision } from "./choice.ts";

const STANDING = "footman";
const ROUTED = "routed-footman";

function kill(g: Draft<Game>, f: Draft<CombatFrame>, foe: Side, routed: boolean, ctx: Ctx): void {
  destroyArmyUnit(g, f, foe, "footman", routed);
  ctx.emit("combat-ability", `Mace Tyrell destroys a ${routed ? "routed " : ""}${HOUSE_NAMES[houseOf(f, foe)]} footman.`, {
    card: "mace-tyrell",
    side: foe,
    unit: "footman",
    routed,
  });
}

export const maceTyrell: CardAbility = {
  card: "mace-tyrell",
  immediately(g, f, side, ctx) {
    const foe = otherSide(side);
    const footmen = army(g, f, foe).filter((u) => u.type === "footman");
    if (footmen.length === 0) return;
    if (preventsCasualties(f, foe)) {
      ctx.emit("combat-casualties-prevented", `${HOUSE_NAMES[houseOf(f, foe)]}'s card prevents Mace Tyrell's casualty.`, { side: foe });
      return;
    }
    const kinds = [...new Set(footmen.map((u) => u.routed))];
    if (kinds.length === 1) return kill(g, f, foe, kinds[0]!, ctx);
    f.decision = { kind: "mace", house: houseOf(f, side), side, options: [STANDING, ROUTED] };
  },
  decisions: {
    mace: chooseDecision(
      () => "Mace Tyrell: destroy a standing or a routed footman of the opponent?",
      (g, f, d, choice, ctx) => kill(g, f, otherSide(d.side!), choice === ROUTED, ctx),
    ),
  },
};
