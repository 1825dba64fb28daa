/**
 * An Uprising in progress (2.4.7): first every house in turn order from the card's player may boost it with more
 * Uprising cards or a Secret Passage (which cancels the attacker penalty); then the Warden of the
 * region (free) may try to calm it, and each Member of the Small Council may pay 3 Gold Dragons to
 * try (1-2 fails, and a failed Warden is stoned to death; 3-6 stops it); then it strikes.
 */
import { VILLAGE, type VillageId } from "../../data/board.ts";
import type { House } from "../../data/nobles.ts";
import { rollD6 } from "../../dice.ts";
import { kill, refreshControl } from "../../lifecycle.ts";
import { own, writableHouse, writableGold } from "../../draft.ts";
import { has, isCouncil, noble, titleHolder, titlesOf, nobleList, wardenTitle } from "../../query.ts";
import type { Action } from "../../schema.ts";
import type { FiefState, NobleId } from "../../state.ts";
import { discardCard } from "./discard.ts";
import { say, type Log, type StepRules } from "../types.ts";
import { resolveUprising } from "./strike.ts";
import { unseen } from "./unseen.ts";

/**
 * The card's player boosts first: "Multiple Uprising cards can be played on a Village at the same
 * time, even by different Players" (2.4.7), so he may add his other Uprising cards (or a Secret
 * Passage: "by any Player") before the other houses, in turn order after him, are asked.
 */
export function startUprising(s: FiefState, seat: House, village: string, only: House | null, log: Log, tyrant?: NobleId): void {
  const i = s.turnOrder.indexOf(seat);
  const boosters = [...s.turnOrder.slice(i), ...s.turnOrder.slice(0, i)];
  // every uprising with the same parts in one order, undefined where unused (left out of JSON and the hash): one hidden class
  s.uprising = { village, only, cards: 1, secretPassage: false, by: seat, stage: "boost", queue: boosters, calmers: [], first: undefined, uncalmable: undefined, joint: undefined, tyrant: tyrant || undefined };
  say(log, "uprising", `${seat} raises an Uprising at ${VILLAGE[village]!.name}.`);
  advanceUprising(s, log);
}

/**
 * 2.4.7: the card played on a village, or on a tyrant (or Gods cursed noble) where he stands. SF-28,
 * refined 2026-12-01 (D5): the attribute it is played on sets its reach. On a tyrant he falls alone
 * with his troops ("nor other Nobles and Troops located in the same Village", Phase 3, 11.1); on a
 * Gods cursed noble his house's other nobles there fall too (1.1.2 spares only "characters and
 * Troops belonging to other Players"). A noble who is both is struck as the card's player names
 * (`attribute`, offered for him only: `uprisingActions`).
 */
export function playUprising(s: FiefState, seat: House, a: { village?: string; target?: string; attribute?: "tyrant" | "godsCursed" }, log: Log): void {
  const t = a.target ? noble(s, a.target) : null;
  const v: VillageId = a.village ?? t!.village!;
  const asTyrant = t !== null && has(t, "tyrant") && (!t.godsCursed || a.attribute === "tyrant");
  startUprising(s, seat, v, t ? t.house : null, log, asTyrant ? t.id : undefined);
}

/**
 * Phase 7, the Shadow Tower falls: each house without a Brother "will suffer an Uprising on a random
 * Noble [...] This uprising cannot be calmed, but can be boosted normally. Fortification rules
 * apply." It strikes the victim's army only (as on a tyrant); the other houses, in turn order after
 * him, may boost it; no calming attempt follows (the victim raised nothing: `by` is his house so
 * that the boosters are the others). Started one at a time from `wall.ts`.
 */
export function startWallUprising(s: FiefState, victim: House, village: string, log: Log): void {
  const i = s.turnOrder.indexOf(victim);
  const boosters = [...s.turnOrder.slice(i + 1), ...s.turnOrder.slice(0, i)];
  s.uprising = { village, only: victim, cards: 1, secretPassage: false, by: victim, stage: "boost", queue: boosters, calmers: [], first: undefined, uncalmable: true, joint: undefined, tyrant: undefined };
  say(log, "uprising", `The people of ${VILLAGE[village]!.name} rise against ${victim}.`);
  advanceUprising(s, log);
}

function calmers(s: FiefState, seat: House, village: string): { house: House; noble: string; paid: boolean }[] {
  const out: { house: House; noble: string; paid: boolean }[] = [];
  const warden = titleHolder(s, wardenTitle(VILLAGE[village]!.region));
  if (warden && warden.captor === null && !warden.outlaw) out.push({ house: warden.house, noble: warden.id, paid: false });
  for (const n of nobleList(s)) {
    if (n.captor === null && n.village && titlesOf(s, n.id).some(isCouncil)) out.push({ house: n.house, noble: n.id, paid: true });
  }
  void seat;
  return out;
}

/**
 * Whether a house is asked to boost: it holds a card while an Uprising, or a Secret Passage that
 * could still cancel the penalty, is not yet seen. Public information only (ENGINE.md: hands are
 * hidden, their sizes are not; cards/unseen.ts): a house whose cards add nothing is asked all the
 * same and passes, so that being asked does not tell the table what it holds.
 */
function mayBoost(s: FiefState, h: House): boolean {
  const u = s.uprising!;
  if (s.houses[h]!.hand.length === 0) return false;
  return unseen(s, "Uprising") || (unseen(s, "Secret Passage") && !u.secretPassage && !s.villages[u.village]!.maester);
}

/** Skips boosters who publicly have nothing to add and calmers who cannot pay; resolves when nobody is left to ask. */
function advanceUprising(s: FiefState, log: Log): void {
  const u = s.uprising!;
  if (u.stage === "boost") {
    while (u.queue.length && !mayBoost(s, u.queue[0]!)) u.queue.shift();
    if (u.queue.length) return;
    u.stage = "calm";
    u.calmers = u.uncalmable ? [] : calmers(s, u.by, u.village);
  }
  while (u.calmers.length) {
    const c = u.calmers[0]!;
    if (!s.nobles[c.noble] || (c.paid && s.houses[c.house]!.gold < 3)) u.calmers.shift();
    else return;
  }
  // 2.4.7: with several armies in the village the card's player chooses which is attacked first
  if (!u.only && u.first === undefined && armies(s, u.village).length > 1) {
    u.stage = "order";
    return;
  }
  s.uprising = null;
  // SF-17: a Wall uprising has no cause, a boosted one several; else the card's player caused it
  const causedBy = u.uncalmable || u.joint ? undefined : u.by;
  resolveUprising(s, u.village, u.only, u.cards, log, { secretPassage: u.secretPassage, first: u.first, causedBy, tyrant: u.tyrant });
}

function armies(s: FiefState, village: string): House[] {
  return s.turnOrder.filter((h) => s.units.some((x) => x.house === h && x.village === village));
}

function boostActions(s: FiefState, h: House): Action[] {
  const u = s.uprising!;
  const hand = s.houses[h]!.hand;
  const out: Action[] = [];
  if (hand.includes("Uprising")) out.push({ type: "play", card: "Uprising", village: u.village });
  if (hand.includes("Secret Passage") && !u.secretPassage && !s.villages[u.village]!.maester) out.push({ type: "play", card: "Secret Passage", village: u.village });
  return out;
}

export const uprisingRules: StepRules = {
  prompts(s) {
    const u = s.uprising;
    if (!u) return [];
    if (u.stage === "boost") return [{ seat: u.queue[0]!, kind: "boostUprising", text: "Add an Uprising or a Secret Passage to the uprising, or pass." }];
    if (u.stage === "order") return [{ seat: u.by, kind: "strikeFirst", text: "Choose whose troops the uprising attacks first." }];
    const c = u.calmers[0]!;
    return [{ seat: c.house, kind: "calmUprising", text: `${c.noble} may try to calm the uprising${c.paid ? " for 3 Gold Dragons" : ""}.` }];
  },
  legal(s, seat) {
    const u = s.uprising;
    if (!u) return [];
    if (u.stage === "boost") return u.queue[0] === seat ? [...boostActions(s, seat), { type: "done" }] : [];
    if (u.stage === "order") return u.by === seat ? armies(s, u.village).map((house) => ({ type: "strikeFirst" as const, house })) : [];
    return u.calmers[0]?.house === seat ? [{ type: "answer", accept: true }, { type: "answer", accept: false }] : [];
  },
  apply(s, seat, a, log) {
    const u = own(s, "uprising")!;
    if (u.stage === "boost") {
      if (a.type === "play") {
        const hand = writableHouse(s, seat).hand;
        hand.splice(hand.indexOf(a.card as "Uprising"), 1);
        discardCard(s, a.card as "Uprising");
        if (a.card === "Uprising") u.cards++;
        else u.secretPassage = true;
        if (seat !== u.by) u.joint = true; // "even by different Players" (2.4.7): several causes (SF-17)
        say(log, "boost", `${seat} adds ${a.card} to the uprising.`);
        return; // the same house may add more
      }
      u.queue.shift();
      return advanceUprising(s, log);
    }
    if (u.stage === "order") {
      if (a.type !== "strikeFirst") return;
      u.first = a.house as House;
      say(log, "strikeFirst", `${seat} turns the uprising on ${a.house}'s troops first.`);
      return advanceUprising(s, log);
    }
    const c = u.calmers.shift()!;
    if (a.type === "answer" && a.accept) {
      if (c.paid) { writableGold(s, seat).gold -= 3; s.bankNet -= 3; }
      const d = rollD6(s);
      if (d >= 3) {
        say(log, "calmed", `${c.noble} calms the uprising (rolled ${d}).`);
        s.uprising = null;
        return;
      }
      say(log, "calmFailed", `${c.noble} fails to calm the uprising (rolled ${d}).`);
      if (!c.paid) {
        say(log, "stoned", `${c.noble} is stoned to death.`);
        const where = s.nobles[c.noble]?.village;
        kill(s, c.noble);
        if (where) refreshControl(s, where); // his own attempt: the previous controller names (SF-17)
      }
    }
    advanceUprising(s, log);
  },
};
