/**
 * 2.4 Play Cards: in turn order each house plays any cards it likes, then says done.
 * Opportunity cards (green lightning) may also be played in the other windows listed in
 * `opportunityActions` (Kingsroad's reading of "at any time", see README).
 */
import { writableHouse } from "../../draft.ts";
import type { House } from "../../data/nobles.ts";
import { OPPORTUNITY, type Card, type CourtCard } from "../../data/rules.ts";
import type { RegionId } from "../../data/board.ts";
import type { Action } from "../../schema.ts";
import type { FiefState, MasterTitle } from "../../state.ts";
import { titleHolder } from "../../query.ts";
import { discardCard } from "./discard.ts";
import { say, type Log, type StepRules } from "../types.ts";
import { gameEvent, phaseOver } from "../signals.ts";
import { councilActions, joinCouncil, motherOfDragonsActions, newNobleActions, playNewNoble } from "./court.ts";
import { bonusActions, playBonus, playTax, taxActions } from "./fortune.ts";
import {
  abductionActions, assassinationActions, justiceActions, mayAssassinate, playAbduction, playAssassination, playJustice, uprisingActions,
} from "./strike.ts";
import { escapeActions, playEscape } from "./escape.ts";
import { grantTitle } from "../../titles.ts";
import { abilityActions } from "../abilities.ts";
import { giftActions } from "../diplomacy.ts";
import { battlePassageActions, playBattlePassage } from "./passage.ts";
import { playUprising } from "./uprising.ts";

/** Play actions for one card in hand. */
export function cardActions(s: FiefState, seat: House, card: Card): Action[] {
  switch (card) {
    case "A new Lord in the Court":
    case "A new Lady in the Court":
      return newNobleActions(s, seat, card);
    case "Mother of Dragons": return motherOfDragonsActions(s);
    case "Join the Small Council": return councilActions(s);
    case "Bountiful Harvest":
    case "Good Weather":
      return bonusActions(s, card);
    case "Taxes": return taxActions(s, seat);
    case "Uprising": return uprisingActions(s, seat);
    case "Secret Passage": return [...escapeActions(s, seat), ...battlePassageActions(s, seat)];
    case "Assassination": return assassinationActions(s, seat);
    case "Justice": return justiceActions(s);
    case "Abduction": return abductionActions(s, seat);
    default: return [];
  }
}

/**
 * Whether a card in hand would have a play now: `cardActions(...).length > 0`, without listing
 * an Assassination's target and sponsor pairs (up to some 1 500).
 */
export function hasCardPlay(s: FiefState, seat: House, card: Card): boolean {
  return card === "Assassination" ? mayAssassinate(s, seat) : cardActions(s, seat, card).length > 0;
}

export function handActions(s: FiefState, seat: House, opportunityOnly: boolean): Action[] {
  const out: Action[] = [];
  for (const c of new Set(s.houses[seat]!.hand)) {
    if (opportunityOnly && !OPPORTUNITY.has(c)) continue;
    out.push(...cardActions(s, seat, c));
  }
  return out;
}

/**
 * What a house may do at any moment of its own turn besides the step's business: opportunity
 * cards, house abilities and Council privileges, gifts (Kingsroad's windows for "at any time").
 */
export function opportunityActions(s: FiefState, seat: House): Action[] {
  return [...handActions(s, seat, true), ...abilityActions(s, seat), ...giftActions(s, seat)];
}

export function playCard(s: FiefState, seat: House, a: Extract<Action, { type: "play" }>, log: Log): void {
  const hand = writableHouse(s, seat).hand;
  const card = a.card as Card;
  hand.splice(hand.indexOf(card), 1);
  switch (card) {
    case "A new Lord in the Court":
    case "A new Lady in the Court":
      playNewNoble(s, seat, card as CourtCard, a.heir === true, log);
      return; // the card stays under the noble
    case "Mother of Dragons":
      grantTitle(s, "motherOfDragons", a.target!);
      say(log, "motherOfDragons", `${a.target} becomes the Mother of Dragons.`);
      return; // the card is the title; discarded when she dies
    case "Join the Small Council": {
      const hand_ = titleHolder(s, "hand");
      // 1.3.1: the Hand cannot forbid the nomination of the Master of Laws
      if (hand_ && hand_.house !== seat && a.office !== "master:laws") {
        // the played card waits in the request, out of the hand, until the Hand answers
        s.request = { kind: "consent", from: seat, to: hand_.house, data: { target: a.target, office: a.office, card } };
        say(log, "consentAsked", `${seat} asks the Hand of the King to consent to ${a.target} joining the Small Council.`);
        return;
      }
      joinCouncil(s, a.target!, a.office as MasterTitle, "card", log);
      return;
    }
    case "Bountiful Harvest":
    case "Good Weather":
      playBonus(s, card, a.region as RegionId, log);
      return; // on the map until Phase 8, or discarded with the disaster it cancels (fortune.ts)
    case "Taxes": playTax(s, seat, a, log); break;
    case "Uprising": playUprising(s, seat, a, log); break;
    case "Secret Passage":
      if (a.village !== undefined) playBattlePassage(s, seat, log);
      else playEscape(s, seat, a.noble!, log);
      break;
    case "Assassination": playAssassination(s, seat, a.target!, a.noble!, log); break;
    case "Justice": playJustice(s, seat, a.target!, log); break;
    case "Abduction":
      if (!playAbduction(s, seat, a, log)) return; // waits in the request on another house's Secret Passage
      break;
    default: break;
  }
  discardCard(s, card);
}

function active(s: FiefState): House | null {
  return s.step.kind === "playCards" ? (s.turnOrder[s.step.turn] ?? null) : null;
}

export const playCards: StepRules = {
  prompts(s) {
    const h = active(s);
    return h ? [{ seat: h, kind: "playCards", text: "Play any cards you wish, then done." }] : [];
  },
  legal(s, seat) {
    if (active(s) !== seat) return [];
    return [...handActions(s, seat, false), ...abilityActions(s, seat), ...giftActions(s, seat), { type: "done" }];
  },
  apply(s, seat, a, log) {
    if (a.type === "play") {
      playCard(s, seat, a, log);
      // 2.4: "any non Opportunity card played" is a game event; the player in phase starts the window
      if (!OPPORTUNITY.has(a.card as Card)) gameEvent(s, seat, `${seat}'s ${a.card}`);
      return;
    }
    if (a.type === "done" && s.step.kind === "playCards") {
      s.step.turn++;
      if (s.step.turn >= s.turnOrder.length) phaseOver(s);
    }
  },
};
