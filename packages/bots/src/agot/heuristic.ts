/**
 * The AGoT heuristic bot: a sensible beginner. Every legal action gets a score from the rules
 * area it belongs to; the best one is played and exact ties are broken with the bot's own RNG, so
 * a seed fixes every decision. Actions it does not recognise score 0, so the bot keeps playing
 * (as a cautious random player) when the engine grows new decisions.
 */
import type { Action, GameView, HouseId } from "@kingsroad/agot";
import type { Bot } from "../bot.ts";
import { pickBest } from "../choose.ts";
import {
  SCORE_DONE_MARCHING,
  scoreConsolidate,
  scoreLeavePowerToken,
  scoreMove,
  scoreRaid,
  scoreResolveMarch,
} from "./action-phase.ts";
import { scoreCasualty, scoreHouseCard, scoreRetreat, scoreSupport, scoreUseBlade } from "./combat.ts";
import { clashTrack, combatOf, marchOf, topKind, type CombatSeen, type MarchSeen } from "./frames.ts";
import { scoreBuyLoan, scoreFacelessMen, scoreLoanChoice } from "./iron-bank.ts";
import { scorePlaceOrder, type PlanCache } from "./planning.ts";
import { cardStrength, scoreBid, scoreBreakTie, scoreChoice, scoreLoss, scoreMuster, targetBid } from "./westeros.ts";
import { scoreClaim, scoreVassalOrder } from "./vassals.ts";

/** What one decision knows, computed once and shared by the scores of all its legal actions. */
interface Situation {
  view: GameView;
  /** The house deciding: the seat's own, or the vassal it commands (`detail.vassal`, Mother of Dragons). */
  me: HouseId;
  /** The seat's own house: the vassal's commander when `me` is a vassal. */
  seat: HouseId;
  promptKind: string;
  plan: PlanCache;
  combat: CombatSeen | null;
  march: MarchSeen | null;
  bidTarget: number | null;
  /** Whom a named choice affects, when the prompt says (`detail.subject`). */
  subject: HouseId | null;
}

function subjectOf(detail: unknown): HouseId | null {
  const subject = typeof detail === "object" && detail !== null ? (detail as { subject?: unknown }).subject : null;
  return typeof subject === "string" ? (subject as HouseId) : null;
}

function vassalOf(detail: unknown): HouseId | null {
  const v = typeof detail === "object" && detail !== null ? (detail as { vassal?: unknown }).vassal : null;
  return typeof v === "string" ? (v as HouseId) : null;
}

function situation(view: GameView, promptKind: string, detail: unknown): Situation {
  const seat = view.seat;
  if (seat === null) throw new Error("the heuristic bot needs a seat's view, not a spectator's");
  // A vassal's decision is scored as the vassal's own (its units, its combat), by its commander.
  const me = vassalOf(detail) ?? seat;
  return { view, me, seat, promptKind, plan: new Map(), combat: combatOf(view), march: marchOf(view), bidTarget: null, subject: subjectOf(detail) };
}

function bidTarget(s: Situation): number {
  if (s.bidTarget === null) {
    const wildlings = topKind(s.view) === "wildling-attack" || /wildling/i.test(s.promptKind);
    s.bidTarget = targetBid(s.view, s.me, wildlings, wildlings ? null : clashTrack(s.view));
  }
  return s.bidTarget;
}

export function scoreAction(s: Situation, a: Action): number {
  const { view, me } = s;
  switch (a.type) {
    case "place-order":
      if (me !== s.seat) return scoreVassalOrder(view, s.seat, me, a.area, a.order);
      return scorePlaceOrder(view, me, a.area, a.order, s.plan);
    case "raven-pass":
      return 1;
    case "raven-look-at-wildlings":
      return 0.5;
    case "raven-replace-order":
    case "raven-keep-wildling-card":
      return 0;
    case "choose":
      if (s.promptKind === "claim-vassal") return scoreClaim(view, me, a.choice);
      if (s.promptKind === "loan") return scoreLoanChoice(view, me, a.choice);
      return scoreChoice(view, me, s.promptKind, s.subject, a.choice);
    case "bid":
      return scoreBid(a.amount, bidTarget(s));
    case "break-tie":
      return scoreBreakTie(view, me, a.house);
    case "muster":
      return scoreMuster(view, me, a.to, a.unit, false);
    case "upgrade":
      return scoreMuster(view, me, a.at, a.unit, true);
    case "destroy-unit":
      // The Faceless Men and an unpaid debt destroy someone else's units: the reverse of a loss.
      if (s.promptKind === "loan") return scoreFacelessMen(view, me, a.area);
      if (s.promptKind === "iron-bank-debt") return -scoreLoss(view, view.areas[a.area]?.house ?? me, a.area, a.unit);
      return scoreLoss(view, me, a.area, a.unit);
    case "replace-unit":
      return scoreLoss(view, me, a.area, a.unit);
    case "discard-house-card":
      return -cardStrength(a.card);
    case "take-house-card":
      return cardStrength(a.card);
    case "raid":
      return scoreRaid(view, a.target);
    case "resolve-march":
      return scoreResolveMarch(view, a.area);
    case "move":
      return scoreMove(view, me, a.to, a.units, s.march);
    case "leave-power-token":
      return scoreLeavePowerToken(view, me, s.march, a.leave);
    case "consolidate-power":
      return scoreConsolidate(view, me, a.area, a.muster);
    case "buy-loan":
      return scoreBuyLoan(view, me, a.slot);
    case "place-unit":
      return 1 + scoreMuster(view, me, a.area, a.unit, false);
    case "support":
      return scoreSupport(view, me, a.side, s.combat, s.seat);
    case "house-card":
      return scoreHouseCard(view, me, a.card, s.combat);
    case "use-blade":
      return scoreUseBlade(view, me, a.use, s.combat);
    case "casualty":
      return scoreCasualty(a.unit, s.combat?.attacker === me);
    case "retreat":
      return scoreRetreat(view, me, a.to);
    case "replace-port-ships":
      return a.count;
    case "gift-power":
      // Giving a rival power never helps the giver win; `decide` leaves gifts out (README).
      return -Infinity;
    case "done":
      // Mustering and optional rewards are free: only stop when nothing else is left. A vassal's
      // orders stop when only weak placements are left (it places at most two anyway).
      if (s.promptKind === "assign-vassal-orders") return 0.4;
      return s.march ? SCORE_DONE_MARCHING : -10;
  }
}

export const agotHeuristicBot: Bot<GameView, Action> = {
  name: "heuristic",
  decide({ view, legal, prompt, rng }) {
    const s = situation(view, prompt.kind, prompt.detail);
    // Gifts (MoD) are legal at almost every step and never chosen: a prompted seat always has its decision's actions.
    const decisions = legal.filter((a) => a.type !== "gift-power");
    return pickBest(decisions.length > 0 ? decisions : legal, (a) => scoreAction(s, a), rng);
  },
};
