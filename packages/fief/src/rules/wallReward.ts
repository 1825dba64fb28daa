/**
 * 4.2.2, the Wall bid's reward: "The highest bidder draws from the top of the Fortune deck until he
 * has drawn one greybacked card. [...] If the highest bidder has 3 cards in hand, he can discard one
 * card from his hand, showing it and placing it face up on the corresponding Discard Pile or play
 * Opportunity card(s) before drawing his bonus card. The Opportunity card(s) played must be
 * completely resolved before the bonus card is drawn."
 * With fewer than 3 cards he draws at once. With 3 he is asked: discard one (shown; then he draws),
 * play opportunity cards (each resolved first; once his hand has room he may draw), or keep his
 * hand and draw nothing (2.2: never more than 3 cards).
 */
import type { Card } from "../data/rules.ts";
import type { House } from "../data/nobles.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { handActions } from "./cards/play.ts";
import { discardCard, drawFortune } from "./draw.ts";
import { say, type Log } from "./types.ts";

/** The highest bidder takes his reward: drawn now, or (3 cards in hand) the house to ask. */
export function wallReward(s: FiefState, h: House, log: Log): House | null {
  if (s.houses[h]!.hand.length >= 3) return h;
  drawBonus(s, h, log);
  return null;
}

function drawBonus(s: FiefState, h: House, log: Log): void {
  drawFortune(s, h, log);
  say(log, "wallReward", `${h} draws a Fortune card for the highest Wall bid.`);
}

export function rewardActions(s: FiefState, seat: House): Action[] {
  const hand = s.houses[seat]!.hand;
  const out: Action[] = hand.length >= 3
    ? [...new Set(hand)].map((card) => ({ type: "discard" as const, card }))
    : [{ type: "draw", deck: "fortune" }];
  out.push(...handActions(s, seat, true), { type: "done" });
  return out;
}

/** Applies the reward choice; true once the reward is settled (the phase goes on to the purchases). */
export function applyReward(s: FiefState, seat: House, a: Action, log: Log): boolean {
  if (a.type === "discard") {
    const hand = s.houses[seat]!.hand;
    hand.splice(hand.indexOf(a.card as Card), 1);
    discardCard(s, a.card as Card);
    say(log, "discard", `${seat} discards ${a.card} before drawing the Wall's reward.`, { card: a.card });
    drawBonus(s, seat, log);
    return true;
  }
  if (a.type === "draw") drawBonus(s, seat, log);
  else say(log, "wallRewardKept", `${seat} keeps his hand and draws no card for the Wall bid.`);
  return a.type === "draw" || a.type === "done";
}
