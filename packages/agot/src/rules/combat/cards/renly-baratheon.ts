/**
 * Renly Baratheon (3): if Baratheon wins, it may upgrade one footman to a knight from its reserve:
 * a footman of its army, or of an area whose Baratheon Support order backed Baratheon; never one
 * left behind in the march's origin (cards.md 7 #18). The army is named by the embattled area.
 */
import { boardOf } from "../../../data/board.ts";
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import { reserve } from "../../units.ts";
import type { CardAbility } from "../ability.ts";
import { army, houseOf } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";
import { standingSupport } from "../support.ts";
import { chooseDecision, PASS } from "./choice.ts";
import { writableArea } from "../../../engine/clone.ts";

/** Knights in reserve; an attacking army's own knights are in transit, off the board, so they are counted here. */
function knightsLeft(g: Game, f: CombatFrame, side: Side): number {
  const inTransit = side === "attacker" ? f.attackers.filter((u) => u.type === "knight").length : 0;
  return reserve(g, houseOf(f, side), "knight") - inTransit;
}

export function renlyTargets(g: Game, f: CombatFrame, side: Side): string[] {
  const house = houseOf(f, side);
  const out: string[] = [];
  if (army(g, f, side).some((u) => u.type === "footman")) out.push(f.start.to);
  for (const s of standingSupport(g, f, side)) {
    if (s.house === house && g.areas[s.area]!.units.some((u) => u.type === "footman")) out.push(s.area);
  }
  return out;
}

export const renlyBaratheon: CardAbility = {
  card: "renly-baratheon",
  winLose(g, f, side) {
    if (f.victor !== side || knightsLeft(g, f, side) <= 0) return;
    const targets = renlyTargets(g, f, side);
    if (targets.length > 0) f.decision = { kind: "renly", house: houseOf(f, side), side, options: [...targets, PASS] };
  },
  decisions: {
    renly: chooseDecision(
      () => "Renly Baratheon: upgrade one footman (of your army or a supporting area) to a knight, or pass.",
      (g, f, d, area, ctx) => {
        if (area === PASS) return;
        // An area's list is copied, not written: states share unit lists (engine/clone.ts).
        const inTransit = area === f.start.to && d.side === "attacker";
        const units = inTransit ? f.attackers : g.areas[area]!.units.slice();
        let i = units.findIndex((u) => u.type === "footman" && !u.routed);
        if (i < 0) i = units.findIndex((u) => u.type === "footman");
        units[i] = { type: "knight", routed: units[i]!.routed };
        if (!inTransit) writableArea(g, area).units = units;
        ctx.emit("combat-ability", `Renly Baratheon: ${HOUSE_NAMES[d.house]} upgrades a footman in ${boardOf(g).areas[area]!.name} to a knight.`, {
          card: "renly-baratheon",
          area,
        });
      },
    ),
  },
};
