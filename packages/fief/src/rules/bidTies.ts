/**
 * 1.5, the Protector of the Realm "Breaks any tie in elections and bids". The bids say the same
 * from the other side: "If there is a tie for highest bidder and no Protector of the Realm is in
 * play, nobody gets the Title" (4.2.1) and "no Fortune cards are drawn" (4.2.2). Kingsroad's
 * reading: with a Protector, he names the winner among the tied highest bidders (his own house or
 * another; he may not give it to a lower bidder), as he chooses among tied candidates in elections
 * (elections.ts). SF-11: a captive Protector still breaks ties, in elections as in bids: "A Captive
 * keeps his Titles, incomes and all of his other privileges" (6.2.3); breaking a tie is a privilege
 * of the title, not a vote. SF-11, refined 2026-12-01 (D10): a Protector off the board (his avatar
 * waiting to be placed, as after Baratheon's revival: "The revived Noble keeps all Titles and is
 * placed on the board as if he was just released from captivity") is in play too: "in play"
 * (4.2.1) means the title is held by a living noble, wherever his avatar is.
 */
import type { House } from "../data/nobles.ts";
import { titleHolder } from "../query.ts";
import type { Action } from "../schema.ts";
import type { BidTie, FiefState } from "../state.ts";

/** The house that breaks a tie now: the Protector's, captive or not, on the board or off it (SF-11, D10); null = nobody wins the tie. */
export function tieBreaker(s: FiefState): House | null {
  return titleHolder(s, "protector")?.house ?? null;
}

/** A tie for the highest bid, to be broken by the Protector; null when there is no tie or nobody breaks it. */
export function bidTie(s: FiefState, bids: readonly { house: House; amount: number }[]): BidTie | null {
  const best = Math.max(...bids.map((b) => b.amount));
  const tied = s.turnOrder.filter((h) => bids.some((b) => b.house === h && b.amount === best));
  const chooser = tieBreaker(s);
  return tied.length > 1 && chooser ? { tied, amount: best, chooser } : null;
}

export function tiePrompt(tie: BidTie, what: string): { seat: House; kind: string; text: string }[] {
  return [{ seat: tie.chooser, kind: "breakTie", text: `As Protector of the Realm, choose who wins the tied ${what} (${tie.tied.join(", ")}).` }];
}

export function tieActions(tie: BidTie, seat: House): Action[] {
  return tie.chooser === seat ? tie.tied.map((house) => ({ type: "breakBidTie" as const, house })) : [];
}
