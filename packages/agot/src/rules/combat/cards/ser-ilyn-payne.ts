/**
 * Ser Ilyn Payne (ADwD, 2), if Lannister wins (before casualties): Lannister may destroy one footman
 * of the opponent anywhere on the board, on top of the normal casualties; one in the losing army
 * counts too (it then no longer takes sword casualties or retreats). A unit left alone in its area
 * takes its order token with it. The Blackfish would stop it (alt-house-cards.md 2.2).
 */
import { boardOf } from "../../../data/board.ts";
import { HOUSE_NAMES } from "../../../data/houses.ts";
import { writableArea } from "../../../engine/clone.ts";
import type { Game } from "../../../state.ts";
import { removeUnit } from "../../units.ts";
import type { CardAbility } from "../ability.ts";
import { destroyArmyUnit, houseOf, opponentHouse } from "../army.ts";
import { preventsCasualties } from "../casualties.ts";
import { otherSide, type CombatFrame, type Side } from "../frames.ts";
import { chooseDecision, PASS } from "./choice.ts";

/** The option naming the attacking army in transit (its units are in no area). */
export const ATTACKING_ARMY = "attacking-army";

/** Where the opponent has a footman: areas, and the attacking army when the opponent attacked. */
export function ilynPayneTargets(g: Game, f: CombatFrame, side: Side): string[] {
  const foe = opponentHouse(f, side);
  const out = boardOf(g).ids.filter((id) => g.areas[id]!.house === foe && g.areas[id]!.units.some((u) => u.type === "footman"));
  if (otherSide(side) === "attacker" && f.attackers.some((u) => u.type === "footman")) out.push(ATTACKING_ARMY);
  return out;
}

export const serIlynPayne: CardAbility = {
  card: "ser-ilyn-payne",
  winLose(g, f, side, ctx) {
    if (f.victor !== side) return;
    const targets = ilynPayneTargets(g, f, side);
    if (targets.length === 0) return;
    if (preventsCasualties(f, otherSide(side))) {
      ctx.emit("combat-casualties-prevented", `${HOUSE_NAMES[opponentHouse(f, side)]}'s card prevents Ser Ilyn Payne's casualty.`, { side: otherSide(side) });
      return;
    }
    f.decision = { kind: "ilyn-payne", house: houseOf(f, side), side, options: [...targets, PASS] };
  },
  decisions: {
    "ilyn-payne": chooseDecision(
      (_g, f, d) => `Ser Ilyn Payne: destroy one of ${HOUSE_NAMES[opponentHouse(f, d.side!)]}'s footmen anywhere?`,
      (g, f, d, choice, ctx) => {
        if (choice === PASS) return;
        const foe = opponentHouse(f, d.side!);
        if (choice === ATTACKING_ARMY) destroyArmyUnit(g, f, "attacker", "footman");
        else {
          removeUnit(g as Game, choice, "footman");
          if (g.areas[choice]!.units.length === 0) writableArea(g, choice).order = null;
        }
        const where = choice === ATTACKING_ARMY ? "the attacking army" : boardOf(g).areas[choice]!.name;
        ctx.emit("combat-ability", `Ser Ilyn Payne destroys a ${HOUSE_NAMES[foe]} footman in ${where}.`, { card: "ser-ilyn-payne", house: foe, area: choice, unit: "footman" });
      },
    ),
  },
};
