/**
 * Jon Connington (vassal card, 2), after combat, if the vassal lost: its commander may place one
 * knight of the vassal in the land area its army retreated to (attacking, the area it marched
 * from, unless Robb Stark sent it elsewhere) if the vassal still holds it, or in its home area if
 * it controls it; only with a knight in reserve and within supply (cards.md 6.4.3, AG-39). A
 * knight never goes to sea: after a naval battle only the home area is offered. An army destroyed
 * whole retreated nowhere: only the home area is offered, even where units the march left behind
 * still hold the area it set out from (AG-39, CHANGE).
 */
import { boardOf, type AreaId } from "../../../data/board.ts";
import { HOUSE_NAMES, type HouseId } from "../../../data/houses.ts";
import type { Game } from "../../../state.ts";
import { controller } from "../../control.ts";
import { addSupplyChecker } from "../../supply.ts";
import { addUnit, reserve } from "../../units.ts";
import type { CardAbility } from "../ability.ts";
import type { CombatFrame } from "../frames.ts";
import { chooseDecision, PASS } from "./choice.ts";

function knightAreas(g: Game, f: CombatFrame, house: HouseId): AreaId[] {
  if (reserve(g, house, "knight") === 0) return [];
  const out: AreaId[] = [];
  // Where the loser's army went (p.21: a beaten attacker to the area it marched from); null when
  // nothing retreated, the army destroyed (AG-39).
  const retreated = f.retreatedTo;
  // A knight is a land unit: a sea the vassal's ships retreated to takes none.
  if (retreated !== null && boardOf(g).areas[retreated]!.kind === "land" && g.areas[retreated]!.house === house && g.areas[retreated]!.units.length > 0) out.push(retreated);
  const home = boardOf(g).homeArea[house];
  if (home !== undefined && !out.includes(home) && controller(g, home) === house) out.push(home);
  const fits = addSupplyChecker(g, house);
  return out.filter((id) => fits(id));
}

export const jonConnington: CardAbility = {
  card: "jon-connington",
  afterCombat(g, f, side) {
    if (f.victor === side) return;
    const house = f.sides[side]!.house;
    const areas = knightAreas(g, f, house);
    if (areas.length > 0) f.decision = { kind: "jon-connington", house, side, options: [...areas, PASS] };
  },
  decisions: {
    "jon-connington": chooseDecision(
      () => "Jon Connington: place a knight of your vassal in one of these areas, or pass.",
      (g, _f, d, choice, ctx) => {
        if (choice === PASS) return;
        addUnit(g, choice, d.house, "knight");
        ctx.emit("combat-ability", `Jon Connington: ${HOUSE_NAMES[d.house]} places a knight in ${boardOf(g).areas[choice]!.name}.`, { card: "jon-connington", area: choice });
      },
    ),
  },
};
