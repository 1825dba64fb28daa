/**
 * Paxter Redwyne (ADwD, 1): in a combat at sea, each Tyrell ship in Tyrell's army or supporting
 * Tyrell is worth 2 instead of 1 (routed ships stay 0) (alt-house-cards.md 2.6). "At sea" reads the
 * embattled area: a sea or a port. The peer reads the attacker's starting area instead (UNCERTAIN
 * there); the two agree, since ships only reach seas and ports from seas and ports and an army
 * carried by ships starts on land and fights on land.
 */
import { boardOf } from "../../../data/board.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const paxterRedwyne: CardAbility = {
  card: "paxter-redwyne",
  unitStrength: (g, f, side, unit, unitHouse, forSide, value) =>
    forSide === side && unit.type === "ship" && unitHouse === houseOf(f, side) && boardOf(g).areas[f.start.to]!.kind !== "land" ? value + 1 : value,
};
