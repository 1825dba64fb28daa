/**
 * Secret simultaneous bids of available power (Clash of Kings p.10, wildling attacks p.22).
 * A bid stays in its frame until every bidder has bid; `redactBids` shows a seat who has bid and
 * its own amount, never the others' (rulebook "Hidden information" p.28: "Bids must always be made
 * in secret").
 *
 * ```ts
 * bidActions(g, "stark")        // [{type:"bid",amount:0}, ... up to Stark's available power]
 * bidGroups({ stark: 3, lannister: 3, tyrell: 1 })   // [["stark","lannister"], ["tyrell"]]
 * ```
 */
import type { Action } from "../../actions.ts";
import { HOUSE_NAMES, POWER_TOKENS_PER_HOUSE, type ByHouse, type HouseId } from "../../data/houses.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { inTurnOrder } from "../tracks.ts";
import type { Bids } from "./frames.ts";

/** Every bid `house` may make: 0 up to its available power. */
export function bidActions(g: Game, house: HouseId): Action[] {
  const out: Action[] = [];
  for (let amount = 0; amount <= (g.power[house] ?? 0); amount++) out.push(BIDS[amount] ?? { type: "bid", amount });
  return out;
}

/**
 * Bid actions built once and shared by every list (a house has at most 20 power tokens; every
 * bidder is offered each amount up to its power at every bid of a Clash of Kings or wildling
 * attack). Frozen, so a caller cannot change one under another state's list.
 */
const BIDS: readonly Action[] = Array.from({ length: POWER_TOKENS_PER_HOUSE + 1 }, (_, amount): Action => Object.freeze({ type: "bid", amount }));

/** Bidders that have not bid yet, in turn order. */
export const stillToBid = (g: Game, f: Bids, bidders: readonly HouseId[]): HouseId[] =>
  inTurnOrder(g, bidders).filter((h) => f.bids[h] === undefined);

/** Records a bid; the event says who bid (public) and, to the bidder only, how much. */
export function recordBid(f: Bids, house: HouseId, amount: number, ctx: Ctx): void {
  f.bids[house] = amount;
  ctx.emit("bid-placed", `${HOUSE_NAMES[house]} has placed a secret bid.`, { house });
  ctx.emit("bid-placed-own", `${HOUSE_NAMES[house]} bids ${amount} power.`, { house, amount }, [house]);
}

/** Houses grouped by equal bid, highest bid first; inside a group in turn order. */
export function bidGroups(g: Game, bids: ByHouse<number>): HouseId[][] {
  const houses = inTurnOrder(g, Object.keys(bids) as HouseId[]);
  const amounts = [...new Set(houses.map((h) => bids[h]!))].sort((a, b) => b - a);
  return amounts.map((n) => houses.filter((h) => bids[h] === n));
}

export const describeBids = (g: Game, bids: ByHouse<number>): string =>
  inTurnOrder(g, Object.keys(bids) as HouseId[])
    .map((h) => `${HOUSE_NAMES[h]} ${bids[h]}`)
    .join(", ");

/**
 * The frame as `seat` sees it: before the reveal, `bids` holds only the seat's own bid and
 * `bidders` names who has bid.
 */
export function redactBids<F extends Bids>(f: F, seat: HouseId | null): F & { bidders?: HouseId[] } {
  if (f.revealed) return f;
  const bidders = Object.keys(f.bids) as HouseId[];
  const own: ByHouse<number> = seat !== null && f.bids[seat] !== undefined ? { [seat]: f.bids[seat] } : {};
  return { ...f, bids: own, bidders };
}
