/**
 * Captain Groleo (MoD deck B, 1): when Targaryen attacks a land area its army could reach by ship
 * transport, +1 strength per Targaryen ship in any area next to the embattled area, sea or port,
 * whether or not they carried the army (alt-house-cards.md 2.8). Like the peer, only whether the
 * target is reachable by transport is checked, not how the army moved: an army that could also
 * walk, or dragons that flew, still qualify (UNCERTAIN there; no record of the route is kept).
 */
import { boardOf } from "../../../data/board.ts";
import { transportDestinations } from "../../movement.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";

export const captainGroleo: CardAbility = {
  card: "captain-groleo",
  strength(g, f, side) {
    const board = boardOf(g);
    const to = f.start.to;
    if (side !== "attacker" || board.areas[to]!.kind !== "land" || board.areas[f.start.from]!.kind !== "land") return 0;
    const house = houseOf(f, side);
    if (!transportDestinations(g, house, f.start.from).includes(to)) return 0;
    let ships = 0;
    for (const id of board.adjacent[to]!) {
      const a = g.areas[id]!;
      if (board.areas[id]!.kind !== "land" && a.house === house) ships += a.units.filter((u) => u.type === "ship").length;
    }
    return ships;
  },
};
