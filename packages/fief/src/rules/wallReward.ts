/**
 * 4.2.2, the Wall bid's reward: "The highest bidder draws from the top of the Fortune deck until he
 * has drawn one greybacked card. [...] If the highest bidder has 3 cards in hand, he can discard one
 * card from his hand, showing it and placing it face up on the corresponding Discard Pile or play
 * Opportunity card(s) before drawing his bonus card. The Opportunity card(s) played must be
 * completely resolved before the bonus card is drawn."
 * With fewer than 3 cards he draws at once. With 3 he is asked: discard one (shown; then he draws),
 * play opportunity cards (each resolved first; once his hand has room he may draw), or keep his
 * hand and draw nothing (2.2: never more than 3 cards).
 * Stark may then discard the card drawn (his house ability, see `drawBonus`).
 */
import { writableHouse } from "../draft.ts";
import type { Card } from "../data/rules.ts";
import type { House } from "../data/nobles.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { handActions } from "./cards/play.ts";
import { drawFortune } from "./draw.ts";
import { discardCard } from "./cards/discard.ts";
import { say, type Log } from "./types.ts";

/** Who is still to decide about the reward: the highest bidder with 3 cards, or Stark who may discard the card drawn. */
export interface RewardStage {
  readonly house: House;
  readonly drawn?: boolean;
}

/** The highest bidder takes his reward: drawn now, or the stage to ask him. */
export function wallReward(s: FiefState, h: House, log: Log): RewardStage | null {
  if (s.houses[h]!.hand.length >= 3) return { house: h };
  return drawBonus(s, h, log);
}

/**
 * Draws the bonus card. Stark's house ability (once per round, "discard one card drawn from either
 * the Court Event or the Fortune and Disaster cards", with no phase named) applies to it too: he
 * is then asked whether to discard it.
 */
function drawBonus(s: FiefState, h: House, log: Log): RewardStage | null {
  const c = drawFortune(s, h, log);
  say(log, "wallReward", `${h} draws a Fortune card for the highest Wall bid.`);
  if (c) say(log, "drawSeen", `You draw ${c}.`, { card: c }, [h]);
  return h === "stark" && c && !s.houses.stark!.usedRound.includes("stark") ? { house: h, drawn: true } : null;
}

export function rewardActions(s: FiefState, seat: House, stage: RewardStage): Action[] {
  const hand = s.houses[seat]!.hand;
  if (stage.drawn) return hand.length ? [{ type: "starkDiscard", card: hand[hand.length - 1]! }, { type: "done" }] : [{ type: "done" }];
  const out: Action[] = hand.length >= 3
    ? [...new Set(hand)].map((card) => ({ type: "discard" as const, card }))
    : [{ type: "draw", deck: "fortune" }];
  out.push(...handActions(s, seat, true), { type: "done" });
  return out;
}

/** Applies the reward choice; returns the stage still to decide, or null once the reward is settled. */
export function applyReward(s: FiefState, seat: House, stage: RewardStage, a: Action, log: Log): RewardStage | null {
  const hand = writableHouse(s, seat).hand;
  if (stage.drawn) {
    if (a.type === "starkDiscard") {
      hand.splice(hand.lastIndexOf(a.card as Card), 1);
      discardCard(s, a.card as Card);
      writableHouse(s, seat).usedRound.push("stark");
      say(log, "starkDiscard", `Stark discards the card just drawn: ${a.card}.`);
    }
    return null;
  }
  if (a.type === "discard") {
    hand.splice(hand.indexOf(a.card as Card), 1);
    discardCard(s, a.card as Card);
    say(log, "discard", `${seat} discards ${a.card} before drawing the Wall's reward.`, { card: a.card });
    return drawBonus(s, seat, log);
  }
  if (a.type === "draw") return drawBonus(s, seat, log);
  say(log, "wallRewardKept", `${seat} keeps his hand and draws no card for the Wall bid.`);
  return null;
}
