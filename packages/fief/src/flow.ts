/**
 * Which rules are in charge now, and the dispatcher: a pending request (answered by the asked
 * seat) comes first, then losses to take, then nobles to place, then the step itself. What comes
 * next once a rule is done (the next phase, the 2.4 pass round) is the round's (rules/round.ts).
 */
import type { House } from "./data/nobles.ts";
import { placementOptions } from "./lifecycle.ts";
import { noble } from "./query.ts";
import { writableNoble, own, writableHouse } from "./draft.ts";
import type { Action } from "./schema.ts";
import type { FiefState, MasterTitle } from "./state.ts";
import { announce, applyMarriage, canMarry, handConverts, refuseMarriage } from "./rules/announcements.ts";
import { answerAbductionHelp, assassinationRoll, continueStrike } from "./rules/cards/strike.ts";
import { afterLosses, answerJoin, answerTruce, battleDecide, battleDeclare, battleJoin } from "./rules/battle.ts";
import { joinCouncil } from "./rules/cards/court.ts";
import { playCard, playCards } from "./rules/cards/play.ts";
import { discardDraw, healingRules, reassignHealing } from "./rules/draw.ts";
import { election } from "./rules/elections.ts";
import { losses, settleLosses } from "./rules/losses.ts";
import { answerLanding, answerPassage, martell, movement } from "./rules/movement.ts";
import { afterRansom, answerRansom, councilAward, councilBid, purchase, ransom } from "./rules/purchase.ts";
import { pillage, siege } from "./rules/siege.ts";
import { chooseStart } from "./rules/start.ts";
import { say, type Log, type StepRules } from "./rules/types.ts";
import { recoverFiefTitles, refreshAllControl, releaseUnguarded, revive } from "./lifecycle.ts";
import { annul, applyAbility, theft } from "./rules/abilities.ts";
import { applyGift } from "./rules/diplomacy.ts";
import { nextWallUprising, nightsWatchArrives, wallBid } from "./rules/wall.ts";
import { uprisingRules } from "./rules/cards/uprising.ts";
import { escapeRules } from "./rules/cards/escape.ts";
import { pruneTransfers, transferRules } from "./rules/transfers.ts";
import { advanceWindow, windowRules } from "./rules/window.ts";
import { resumeAfterWindow, sequence } from "./rules/round.ts";
import { controlRules, pruneControlChoices } from "./rules/control.ts";
import { fiefTitleRules, pruneFiefTitleChoices } from "./rules/fortified.ts";
import { persuasionRules } from "./rules/persuasion.ts";
import { captiveRules } from "./rules/captives.ts";
import { rerollRules } from "./rules/champions.ts";
import { breakQuarantine } from "./rules/quarantine.ts";
import { answerShips } from "./rules/ships.ts";

const none: StepRules = { prompts: () => [], legal: () => [], apply: () => {} };

const requestRules: StepRules = {
  prompts(s) {
    const r = s.request;
    return r ? [{ seat: r.to, kind: `answer-${r.kind}`, text: `${r.from} asks you: ${r.kind}. Accept or refuse.` }] : [];
  },
  legal(s, seat) {
    const r = s.request;
    if (!r || r.to !== seat) return [];
    // only a card in hand helps (2.4.11, 10.2); a house without one is asked all the same (ENGINE.md: hands are hidden)
    if ((r.kind === "abduction" || r.kind === "dodge") && !s.houses[seat]!.hand.includes("Secret Passage")) return [{ type: "answer", accept: false }];
    return [{ type: "answer", accept: true }, { type: "answer", accept: false }];
  },
  apply(s, seat, a, log) {
    const r = s.request;
    if (!r || a.type !== "answer") return;
    s.request = null;
    say(log, "answer", `${seat} ${a.accept ? "accepts" : "refuses"} (${r.kind}).`);
    const d = r.data as Record<string, string>;
    switch (r.kind) {
      case "marriage": {
        const lord = noble(s, d.lord!), lady = noble(s, d.lady!);
        const affordable = [lord, lady].every((n) => !n.attributes.includes("hard to marry") || s.houses[n.house]!.gold >= 2);
        if (a.accept && canMarry(s, lord) && canMarry(s, lady) && affordable) applyMarriage(s, lord.id, lady.id, log);
        else if (!a.accept) refuseMarriage(s, r.from, lord.id, lady.id);
        return;
      }
      case "passage": return answerPassage(s, a.accept);
      case "landing": return answerLanding(s, a.accept, d.village!, log);
      case "truce": return answerTruce(s, a.accept, seat, log);
      case "join": return answerJoin(s, a.accept, r.from, d.side as "attacker" | "defender", log);
      case "ransom": return answerRansom(s, a.accept, { noble: d.noble!, amount: Number(d.amount) }, log);
      case "rhllor":
        if (a.accept && s.nobles[d.hand!]) handConverts(s, d.hand!, Number(d.gold), r.from, log);
        return;
      case "dodge":
        if (a.accept) {
          const hand = writableHouse(s, seat).hand;
          hand.splice(hand.indexOf("Secret Passage"), 1);
          own(s, "fortuneDiscard").push("Secret Passage");
          say(log, "dodge", `${d.target} escapes the assassin through a secret passage.`);
        } else if (s.nobles[d.target!]) assassinationRoll(s, r.from, d.target!, d.sponsor!, log);
        return;
      case "abduction": return answerAbductionHelp(s, a.accept, r.from, seat, d, log);
      case "ships": return answerShips(s, a.accept, d, log);
      case "annul":
        if (a.accept && s.nobles[d.noble!]?.spouse) annul(s, d.noble!, log);
        return;
      case "consent":
        if (a.accept && !s.titles[d.office as MasterTitle]) joinCouncil(s, d.target!, d.office as MasterTitle, "card", log);
        else own(s, "courtDiscard").push("Join the Small Council");
        return;
      default: return;
    }
  },
};

const placementRules: StepRules = {
  prompts(s) {
    const id = s.placements[0];
    if (!id) return [];
    const n = noble(s, id);
    return [{ seat: n.house, kind: "place", text: `Place ${n.name}.` }];
  },
  legal(s, seat) {
    const id = s.placements[0];
    if (!id) return [];
    const n = noble(s, id);
    if (n.house !== seat) return [];
    return placementOptions(s, seat, id).map((village) => ({ type: "place" as const, noble: id, village }));
  },
  apply(s, _seat, a, log) {
    if (a.type !== "place") return;
    own(s, "placements").shift();
    const n = writableNoble(s, a.noble);
    const fresh = n.village === null;
    n.village = a.village;
    say(log, "place", `${a.noble} is placed at ${a.village}.`);
    if (fresh) nightsWatchArrives(s, n, log);
    refreshAllControl(s);
    if (fresh) recoverFiefTitles(s, n.id, log); // 4.4.1 (lifecycle.ts)
  },
};

/** Baratheon is asked at each death whether to spend his once-per-game revival. */
const reviveRules: StepRules = {
  prompts(s) {
    const r = s.revivals[0];
    return r ? [{ seat: "baratheon", kind: "revive", text: `${r.noble.name} has died. Cancel his death (once per game)?` }] : [];
  },
  legal(s, seat) {
    return s.revivals.length && seat === "baratheon" ? [{ type: "answer", accept: true }, { type: "answer", accept: false }] : [];
  },
  apply(s, _seat, a, log) {
    if (a.type !== "answer") return;
    const r = own(s, "revivals").shift()!;
    if (!a.accept) return;
    writableHouse(s, "baratheon").usedOnce.push("baratheon");
    s.revivals = [];
    revive(s, r);
    say(log, "revive", `Baratheon cancels the death of ${r.noble.name}.`);
  },
};

const STEP: Record<FiefState["step"]["kind"], StepRules> = {
  chooseStart, announce, election, discardDraw, playCards, ransom, councilBid, councilAward, purchase, martell, movement,
  battleDeclare, battle: none, siege, pillage, over: none, wallBid,
};

/** The rules that decide who acts now. */
export function current(s: FiefState): StepRules {
  if (s.outcome) return none;
  if (s.request && (s.request.kind === "greyjoy-split" || s.request.kind === "greyjoy-pick")) return theft;
  if (s.revivals.length) return reviveRules;
  if (s.transfers.length) return transferRules;
  if (s.captiveChoice) return captiveRules; // 6.2.3: the battle just won settles its captives first
  if (s.request) return requestRules;
  if (s.escape) return escapeRules;
  if (s.uprising) return uprisingRules;
  if (s.healing?.length) return healingRules;
  if (s.controlChoices?.length) return controlRules;
  if (s.fiefTitleChoices?.length) return fiefTitleRules;
  if (s.losses.length) return losses;
  if (s.placements.length) return placementRules;
  if (s.window) return windowRules; // 2.4: the pass round runs once the effect before it is resolved
  if (s.battle && s.battle.stage === "decide") return battleDecide;
  if (s.battle && s.battle.stage === "join") return battleJoin;
  if (s.battle && s.battle.stage === "persuade") return persuasionRules;
  if (s.battle && s.battle.stage === "reroll") return rerollRules;
  return STEP[s.step.kind];
}

/** Applies a legal action on a draft and moves the game on until someone must decide. */
export function dispatch(s: FiefState, seat: House, a: Action, log: Log): void {
  const rules = current(s);
  if (a.type !== "ability" || a.name !== "exchange") s.peek = null; // the exchange follows the look at once
  if (rules === windowRules) windowRules.apply(s, seat, a, log);
  else if (a.type === "play" && rules !== playCards && rules !== councilAward && rules !== uprisingRules) playCard(s, seat, a, log);
  else if (a.type === "ability") applyAbility(s, seat, a, log);
  else if (a.type === "gift") applyGift(s, seat, a, log);
  else rules.apply(s, seat, a, log);
  settle(s, log);
}

/**
 * Resumes what waits on queues: a battle after its losses; nobles whose placement has no choice.
 * The round's sequencer first reads what the rule just run signalled (round.ts `sequence`).
 */
export function settle(s: FiefState, log: Log): void {
  sequence(s, log);
  breakQuarantine(s, log); // 4.3.4: healed pieces that left their Maester's village suffer the Plague
  for (let guard = 0; guard < 1000; guard++) {
    sequence(s, log);
    pruneMarch(s);
    pruneTransfers(s);
    if (s.step.kind === "ransom" && !s.request) afterRansom(s, log); // a captive freed or killed by a 2.4 effect leaves the queue
    if (!s.battle && !s.captiveChoice) releaseUnguarded(s); // 6.2.3: a captive whose captor has nobody left beside him goes free (after a battle the winner takes him)
    settleLosses(s, log);
    if (s.healing?.length) reassignHealing(s, log);
    pruneControlChoices(s);
    pruneFiefTitleChoices(s);
    const choosing = !!(s.healing?.length || s.controlChoices?.length || s.fiefTitleChoices?.length || s.escape || s.captiveChoice);
    if (s.request || s.losses.length || s.placements.length || choosing) {
      // drop placements of nobles no longer in play
      s.placements = s.placements.filter((id) => s.nobles[id]);
      if (s.request || s.losses.length || s.placements.length || choosing) return;
    }
    if (s.strike) {
      continueStrike(s, log);
      continue;
    }
    if (s.battle && s.battle.stage === "losses") {
      afterLosses(s, log);
      continue;
    }
    if (nextWallUprising(s, log)) continue; // Phase 7: the Shadow Tower's uprisings one after the other (wall.ts)
    if (!s.uprising && !choosing && !s.revivals.length && !s.transfers.length) {
      // 2.4: once everyone has passed, the phase goes on to its next game event (which may open the next window)
      const then = advanceWindow(s, log);
      if (then === "again") continue; // an effect was declared and resolved: the game settles again
      if (then) {
        resumeAfterWindow(s, then, log);
        continue;
      }
    }
    return;
  }
}

/** A march loses the troops and nobles that died or were taken on the way. */
function pruneMarch(s: FiefState): void {
  if (s.step.kind !== "movement" || !s.step.group) return;
  const g = s.step.group;
  const leader = s.nobles[g.leader];
  if (!leader || leader.captor || leader.village !== g.at) {
    s.step.group = null;
    return;
  }
  g.units = g.units.filter((id) => s.units.some((u) => u.id === id && u.village === g.at));
  g.nobles = g.nobles.filter((id) => s.nobles[id] && s.nobles[id]!.village === g.at && (s.nobles[id]!.captor === null || s.nobles[id]!.captor === leader.house));
}

/** The one seat's legal actions now. */
export function legal(s: FiefState, seat: House): Action[] {
  return current(s).legal(s, seat);
}

export function prompts(s: FiefState) {
  return current(s).prompts(s);
}

export { placementRules, requestRules };
