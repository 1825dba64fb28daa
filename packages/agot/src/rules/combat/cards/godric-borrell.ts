/**
 * Godric Borrell (1), Mother of Dragons (cards.md 6.2): when Arryn defends a sea area, +1 strength
 * for each land area adjacent to that sea which Arryn controls (units or a power token, p.24).
 */
import { boardOf } from "../../../data/board.ts";
import { controller } from "../../control.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const godricBorrell: CardAbility = {
  card: "godric-borrell",
  strength(g, f, side) {
    const board = boardOf(g);
    const sea = f.start.to;
    if (side !== "defender" || board.areas[sea]!.kind !== "sea") return 0;
    const house = houseOf(f, side);
    return board.adjacent[sea]!.filter((id) => board.areas[id]!.kind === "land" && controller(g, id) === house).length;
  },
};
