/**
 * The Fief heuristic bot. Like the AGoT heuristic (../agot/heuristic.ts), every legal action gets
 * a score and the best is played, exact ties broken with the bot's own RNG (one draw per decision,
 * so a seed fixes the game). It reads only its seat's view: the plan (which fiefs to take, where
 * to march, what to buy) is worked out again from the view at every decision. Unknown actions
 * score -1 and `done` 0, so a new engine decision is declined rather than played blindly.
 */
import { NOBLE_CARD, type Action, type FiefView } from "@kingsroad/fief";
import type { Bot } from "../bot.ts";
import { pickBest } from "../choose.ts";
import {
  acceptTruce,
  grantPassage,
  scoreBattleChoice,
  scoreChooseStart,
  scoreControl,
  scoreDeclare,
  scoreJoin,
  scoreLose,
  scorePillage,
  scorePlace,
  scoreSiege,
  scoreStrikeFirst,
  scoreTransfer,
} from "./battle.ts";
import {
  acceptMarriage,
  scoreAbility,
  scoreBreakTie,
  scoreCandidate,
  scoreDiscard,
  scoreDraw,
  scoreOutlaw,
  scorePardon,
  scorePlay,
  scorePropose,
  scoreVote,
} from "./court.ts";
import { moveOf, roadsOutOf, scoreGroup, scoreMarch } from "./movement.ts";
import { budget, scoreBuy, scoreCouncilBid, scoreRansom, scoreWallBid, type Budget } from "./purchase.ts";
import { Reading } from "./read.ts";

interface Situation {
  r: Reading;
  kind: string;
  text: string;
  legal: readonly Action[];
  budget: Budget | null;
  /** Roads a marching group may still leave by (a plain step or a passage to ask), from `legal`. */
  open: string[] | null;
}

function openRoads(s: Situation, at: string): string[] {
  if (s.open === null) {
    // no step is offered before a troop is loaded: then the view tells which roads are guarded
    const moves = s.legal.some((a) => a.type === "step" || a.type === "askPassage" || a.type === "raid");
    s.open = moves ? [...new Set(s.legal.flatMap((a) => ((a.type === "step" && !a.secretPassage) || a.type === "askPassage" ? [a.to] : [])))] : roadsOutOf(s.r, at);
  }
  return s.open;
}

function budgetOf(s: Situation): Budget {
  s.budget ??= budget(s.r);
  return s.budget;
}

/** Yes or no to a request or a prompt asked of us (`answer`). */
function answer(s: Situation, accept: boolean): number {
  const { r } = s;
  const req = r.view.request;
  const from = req?.from ?? "";
  const data = (req?.data ?? {}) as Record<string, unknown>;
  let yes: boolean;
  switch (s.kind) {
    case "answer-marriage":
      yes = acceptMarriage(r, from);
      break;
    case "answer-passage":
      yes = grantPassage(r, from, String(data.village ?? ""));
      break;
    case "answer-landing":
    case "answer-ships":
      yes = r.friendly(from);
      break;
    case "answer-truce":
      yes = acceptTruce(r);
      break;
    case "answer-join":
      yes = true; // more strength on our side
      break;
    case "answer-ransom": {
      const n = r.view.nobles[String(data.noble ?? "")];
      const full = 2 + 2 * (n ? r.titlesOf(n.id).length : 0);
      yes = Number(data.amount ?? 0) >= full * 0.5;
      break;
    }
    case "answer-consent": {
      const t = r.view.nobles[String(data.target ?? "")];
      yes = !!t && r.friendly(t.house);
      break;
    }
    case "answer-dodge":
      yes = true;
      break;
    case "escapeWith": {
      // SF-29: our own nobles and our friends' go along, a rival's stays with the captor
      const n = r.view.nobles[r.view.escape?.ask[0] ?? ""];
      yes = !!n && (n.house === r.me || r.friendly(n.house));
      break;
    }
    case "revive":
      // Baratheon's one revival is kept for his own house: the dead noble is gone from the view,
      // so his house is read from the printed card named in the prompt (bannermen: not ours to tell)
      yes = revivesOurOwn(r, s.text);
      break;
    case "heal":
      yes = s.text.includes(`spare ${r.me}'s`) || r.view.turnOrder.some((h) => r.friendly(h) && s.text.includes(`spare ${h}'s`));
      break;
    case "calmUprising": {
      const v = r.view.uprising?.village ?? "";
      yes = r.mine(v) > 0 || r.controller(v) === r.me;
      break;
    }
    default:
      yes = false; // annulment, R'hllor, abduction help, and anything new
  }
  return accept === yes ? 1 : 0;
}

function revivesOurOwn(r: Reading, text: string): boolean {
  const name = text.split(" has died")[0] ?? "";
  return NOBLE_CARD[name]?.house === r.me;
}

function scoreAction(s: Situation, a: Action): number {
  const { r } = s;
  switch (a.type) {
    case "done":
      return 0;
    case "answer":
      return answer(s, a.accept);
    case "gift":
      return -50;
    case "chooseStart":
      return scoreChooseStart(r, a);
    case "propose":
      return scorePropose(r, a);
    case "outlaw":
      return scoreOutlaw(r, a);
    case "pardon":
      return scorePardon(r, a);
    case "candidate":
      return scoreCandidate(r, a);
    case "vote":
      return scoreVote(r, a);
    case "breakTie":
      return scoreBreakTie(r, a);
    case "breakBidTie":
      return a.house === r.me ? 5 : r.friendly(a.house) ? 3 : -r.vp(a.house);
    case "discard":
      return scoreDiscard(r, a);
    case "draw":
      return scoreDraw(r, a);
    case "play":
      return scorePlay(r, a);
    case "ability":
      return scoreAbility(r, a);
    case "place":
      return scorePlace(r, a);
    case "lose":
      return scoreLose(r, a);
    case "ransom":
      return scoreRansom(r, a);
    case "bid":
      return scoreCouncilBid(r, a);
    case "wallBid":
      return scoreWallBid(r, a);
    case "buy":
      return scoreBuy(r, a, budgetOf(s));
    case "martell":
      return a.position === "keep" ? 1 : 0;
    case "march":
      return moveOf(r) ? scoreMarch(r, a) : -1;
    case "load":
    case "unload":
    case "step":
    case "askPassage":
    case "raid":
    case "halt":
    case "sail":
    case "askShips": {
      const g = moveOf(r)?.group;
      return g ? scoreGroup(r, a, g, openRoads(s, g.at)) : a.type === "halt" ? 1 : -1;
    }
    case "declareBattle":
      return scoreDeclare(r, a);
    case "join":
      return scoreJoin(r, a);
    case "battleChoice":
      return scoreBattleChoice(r, a);
    case "persuade":
      return 1;
    case "siege":
      return scoreSiege(r, a);
    case "pillage":
      return scorePillage(r, a);
    case "transfer":
      return scoreTransfer(r, a);
    case "strikeFirst":
      return scoreStrikeFirst(r, a);
    case "control":
      return scoreControl(r, a);
    case "captives":
      // 6.2.3, SF-33 (asked captive by captive): our own army takes him (ransom, votes denied to his house; our own noble is set free), else a friend's
      return a.house === r.me ? 5 : r.friendly(a.house) ? 3 : -r.vp(a.house);
    case "split": {
      // a Greyjoy theft: half in each hand, so the pick takes half at most
      const gold = r.view.houses[r.me]!.gold;
      return -Math.abs(a.left - Math.floor(gold / 2));
    }
    default:
      return -1;
  }
}

export const fiefHeuristicBot: Bot<FiefView, Action> = {
  name: "heuristic",
  decide({ view, legal, prompt, rng }) {
    const s: Situation = { r: new Reading(view), kind: prompt.kind, text: prompt.text, legal, budget: null, open: null };
    return pickBest(legal, (a) => scoreAction(s, a), rng);
  },
};
