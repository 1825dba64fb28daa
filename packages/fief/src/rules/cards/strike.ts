/**
 * Cards that strike nobles and villages: Uprising (2.4.7), Assassination (2.4.9, variant 10.2),
 * Justice (2.4.10), Abduction (2.4.11). The Secret Passage escape (2.4.8.3) is in escape.ts.
 */
import { REGIONS, VILLAGE, VILLAGES, type VillageId } from "../../data/board.ts";
import { own, writableNoble, writableVillage, writableHouse } from "../../draft.ts";
import type { House } from "../../data/nobles.ts";
import { rollBattleDie, rollD6 } from "../../dice.ts";
import { capture, kill, refreshControl } from "../../lifecycle.ts";
import { has, houses, isRoyal, noble, noblesAt, unitsAt, nobleList } from "../../query.ts";
import type { Action } from "../../schema.ts";
import type { FiefState, NobleId } from "../../state.ts";
import { say, type Log } from "../types.ts";
import { unseen } from "./unseen.ts";

/**
 * Villages where an Uprising may be played by this house (taxed by someone else, or in Famine; no
 * Sept), and nobles it may be played on (2.4.7: a tyrant; 1.1.2: a Gods cursed noble, "as with the
 * tyrant attribute"). A village holding nobles and no troops may be struck: "Nobles may occupy a
 * Village without Troops, but are very vulnerable to Uprisings [...] they are immediately killed"
 * (2.4.1 note). A village with neither gives the uprising nothing to attack (2.4.7: "any Troops in
 * the Village are immediately attacked").
 *
 * SF-28: "Any Player may play an Uprising card on the Noble" (1.1.2) leaves out the cursed noble's
 * own house, as with a tyrant: "A Player may not play an Uprising card if he initiated the event
 * causing the Uprising" (2.4.7), and the curse comes of his house's own choice to embrace R'hllor.
 * A noble both tyrant and Gods cursed gives two grounds, so two plays (`attribute`), one per reach.
 */
export function uprisingActions(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  // a village needs another house's tax or a Famine: without either anywhere, no village is listed (most of the time)
  const cause = s.taxes.some((t) => t.house !== seat) || famineAnywhere(s);
  if (cause) {
    // villages holding troops or free nobles, found in one pass (unitsAt / noblesAt per village cost a scan each)
    const occupied = new Set<string>();
    for (const u of s.units) occupied.add(u.village);
    for (const n of nobleList(s)) if (n.village && n.captor === null) occupied.add(n.village);
    for (const v of VILLAGES) {
      if (s.villages[v]!.sept || !occupied.has(v)) continue;
      const r = VILLAGE[v]!.region, f = VILLAGE[v]!.fief;
      const taxedByOther = s.taxes.some((t) => t.house !== seat && ((t.kind === "tallage" && t.fief === f) || (t.kind === "warden" && t.region === r)));
      const famine = s.regions[String(r)]!.disasters.includes("Famine");
      if (taxedByOther || famine) out.push({ type: "play", card: "Uprising", village: v });
    }
  }
  for (const n of nobleList(s)) {
    if (!n.village || n.captor !== null || n.house === seat || s.villages[n.village]!.sept) continue;
    const tyrant = has(n, "tyrant");
    // SF-28, refined 2026-12-01 (D5): on a noble both tyrant and Gods cursed the card's player names
    // the attribute he plays it on, each with its reach (strike.ts `aftermath`)
    if (tyrant && n.godsCursed) out.push({ type: "play", card: "Uprising", target: n.id, attribute: "tyrant" }, { type: "play", card: "Uprising", target: n.id, attribute: "godsCursed" });
    else if (tyrant || n.godsCursed) out.push({ type: "play", card: "Uprising", target: n.id });
  }
  return out;
}

/** Whether a Famine lies on any region (asked for every house after every game event: the board's region numbers, no list of keys made). */
function famineAnywhere(s: FiefState): boolean {
  for (let i = 0; i < REGIONS.length; i++) if (s.regions[REGIONS[i]!]?.disasters.includes("Famine")) return true;
  return false;
}

/** How an uprising strikes, beyond its village and dice (2.4.7). */
export interface StrikeOptions {
  readonly secretPassage?: boolean; // a Secret Passage cancels the attacker penalty
  readonly first?: House; // the army the card's player chose to strike first
  readonly causedBy?: House; // SF-17: the one house that caused it (names the new controller)
  readonly tyrant?: NobleId; // played on this tyrant: SF-28
}

/**
 * One or more uprising dice against the troops of a village (or of a tyrant's house only). The
 * army `first` chosen by the card's player is struck first (2.4.7: "the Player who played the
 * Uprising card chooses which Troops are attacked first"), by default the controller's; then the
 * other armies in turn order (Kingsroad's reading: the rule names only the first). Each army's
 * player chooses his casualties; hits left when an army is wiped out fall on the next. The
 * fortification's penalty protects its controller's army only, so it counts when that army is first.
 */
export function resolveUprising(s: FiefState, v: VillageId, only: House | null, cards: number, log: Log, o: StrikeOptions = {}): void {
  const { secretPassage = false, first } = o;
  const vs = s.villages[v]!;
  const cause = { ...(o.causedBy ? { causedBy: o.causedBy } : {}), ...(o.tyrant ? { tyrant: o.tyrant } : {}) };
  if (unitsAt(s, v).filter((u) => !only || u.house === only).length === 0) {
    // 2.4.1 note: nobles without troops "are very vulnerable to Uprisings [...] During an Uprising
    // they are immediately killed": no troops to attack, so no die is rolled (and no penalty counts)
    say(log, "uprising", `The uprising at ${v} meets no troops.`);
    aftermath(s, v, only, only ? [only] : [], cause);
    return;
  }
  const victim = only ?? first ?? vs.controller ?? unitsAt(s, v)[0]?.house ?? null;
  if (!victim) return;
  const fortified = vs.controller === victim && vs.stronghold;
  // attacker penalties apply (6.2.1); a Secret Passage cancels them unless a Maester guards the fortification
  const penalty = fortified && !(secretPassage && !vs.maester) ? (vs.fortified ? 2 : 1) : 0;
  const dice = Math.max(0, cards - penalty);
  let hits = 0;
  for (let i = 0; i < dice; i++) hits += rollBattleDie(s) + 1; // SF-2: +1 per die actually rolled
  say(log, "uprising", `The uprising at ${v} rolls ${dice} dice for ${hits} hits.`);
  if (hits === 0) return;
  const victims = only ? [only] : [victim, ...s.turnOrder.filter((h) => h !== victim && unitsAt(s, v, h).length > 0)];
  s.strike = { village: v, only, victims, struck: [], hits, ...cause };
  continueStrike(s, log);
}

/** Moves an uprising's strike on once the last army's losses are taken (called from flow.settle). */
export function continueStrike(s: FiefState, log: Log): void {
  const k = s.strike;
  if (!k) return;
  while (k.victims.length && k.hits > 0) {
    const h = k.victims.shift()!;
    k.struck.push(h);
    if (unitsAt(s, k.village, h).length === 0) continue;
    own(s, "losses").push({ house: h, village: k.village, remaining: k.hits, mode: "hits", reason: "an uprising", nobles: false });
    k.hits = 0;
    return;
  }
  s.strike = null;
  aftermath(s, k.village, k.only, k.struck, k);
  void log;
}

/**
 * 2.4.7 "If the Uprising kills all Troops in a Village": the nobles left are killed ("Captives are
 * not taken"), the mills and the Stronghold destroyed (Fortified Cities and Maesters resist). An
 * uprising on a tyrant or a cursed noble strikes his house alone and spares the village; on a
 * tyrant it kills him alone, "nor other Nobles and Troops located in the same Village" (Phase 3,
 * 11.1) sparing his house's other nobles too; on a cursed noble, whose text spares only "characters
 * and Troops belonging to other Players" (1.1.2), every noble of his house there falls (SF-28). On a
 * noble who is both, the reach is that of the attribute the card's player named (SF-28, D5).
 *
 * Kingsroad's reading (SF-28): a village that had nobles and no troops ends the same way (none of
 * its troops is left standing), so its mills and Stronghold fall with them.
 */
function aftermath(s: FiefState, v: VillageId, only: House | null, struck: House[], o: { causedBy?: House; tyrant?: NobleId }): void {
  if (unitsAt(s, v).filter((u) => struck.includes(u.house) || !only).length > 0) {
    refreshControl(s, v, o.causedBy); // the armies wiped out may have held the village
    return;
  }
  const fallen = o.tyrant ? noblesAt(s, v).filter((x) => x.id === o.tyrant) : noblesAt(s, v).filter((x) => struck.includes(x.house) || !only);
  for (const n of fallen) kill(s, n.id); // no captives are taken
  if (!only) {
    const vs = writableVillage(s, v); // taken after the deaths above, which may have written the village
    vs.mills = 0;
    if (vs.stronghold && !vs.fortified && !vs.maester) vs.stronghold = false; // Fortified Cities and Maesters resist
  }
  refreshControl(s, v, o.causedBy);
}

/** Who may send the assassin (the house's nobles on the board, no Brother of the Night's Watch) and at whom (10.2: not at one's own house). */
function assassinationParties(s: FiefState, seat: House) {
  const sponsors = nobleList(s).filter((n) => n.house === seat && n.village && !n.brother);
  const targets = nobleList(s).filter((n) => n.village && (!s.config.options.assassinationVariant || n.house !== seat));
  return { sponsors, targets };
}

/** Whether an Assassination has a play (without listing every target and sponsor pair). */
export function mayAssassinate(s: FiefState, seat: House): boolean {
  const { sponsors, targets } = assassinationParties(s, seat);
  return sponsors.length > 0 && targets.length > 0;
}

export function assassinationActions(s: FiefState, seat: House): Action[] {
  const { sponsors, targets } = assassinationParties(s, seat);
  return targets.flatMap((t) => sponsors.map((sp) => ({ type: "play" as const, card: "Assassination", target: t.id, noble: sp.id })));
}

export function playAssassination(s: FiefState, seat: House, target: string, sponsor: string, log: Log): void {
  writableNoble(s, sponsor).assassin = true;
  const victim = noble(s, target);
  // 10.2: the target's house may play a Secret Passage before the die roll to ignore the attempt.
  // It is asked whenever it holds a card while a Secret Passage is not yet seen, and refuses when
  // it has none: asking only a holder would show the table what it holds (ENGINE.md, unseen.ts).
  if (s.config.options.assassinationVariant && s.houses[victim.house]!.hand.length > 0 && unseen(s, "Secret Passage")) {
    s.request = { kind: "dodge", from: seat, to: victim.house, data: { target, sponsor } };
    return;
  }
  assassinationRoll(s, seat, target, sponsor, log);
}

/** The attempt itself; a victim who was his house's last piece in a village costs it control, and the card's player names the new controller (SF-17). */
export function assassinationRoll(s: FiefState, seat: House, target: string, sponsor: string, log: Log): void {
  if (s.config.options.assassinationVariant) {
    const d = rollD6(s); // 10.2: assassinated on 1-3
    if (d > 3) {
      say(log, "assassinationFailed", `${target} survives the assassination attempt (rolled ${d}).`);
      return;
    }
  }
  say(log, "assassination", `${target} is assassinated; ${sponsor} carries the bloody knife.`);
  killBy(s, seat, target);
}

/** A noble dies of a house's card: where he stood, that house names the new controller if control is lost (5.1 note, SF-17). */
function killBy(s: FiefState, seat: House | undefined, id: NobleId): void {
  const where = s.nobles[id]?.village;
  kill(s, id);
  if (where) refreshControl(s, where, seat);
}

/** 2.4.10 Justice: the noble is beheaded; the card's player caused any loss of control (SF-17). */
export function playJustice(s: FiefState, seat: House, target: string, log: Log): void {
  say(log, "justice", `Justice is served: ${target} is beheaded.`);
  killBy(s, seat, target);
}

/** 2.4.10: the King, the Queen, the Heir and the Hand are immune. */
export function justiceActions(s: FiefState): Action[] {
  return nobleList(s)
    .filter((n) => n.village && (n.assassin || n.outlaw) && !isRoyal(s, n.id) && s.titles.hand !== n.id)
    .map((n) => ({ type: "play" as const, card: "Justice", target: n.id }));
}

/**
 * 2.4.11 Abduction: one of your nobles takes captive an opponent's noble in his village "that does
 * not benefit from a fortification bonus" (Kingsroad: a noble in a Stronghold or Fortified City his
 * house controls). Note: "A Player can play a Secret Passage outside of combat to negate the
 * fortification bonus for an abduction": the abductor's own card, his shadow noble's once-per-round
 * Secret Passage effect on himself (2.4.8 attribute), or another house's card, asked for with a
 * request (2.4.8: "A secret passage may be played by a Player other than the Player benefiting
 * from its effect"). Each house may be asked once per round (the request must not ping-pong).
 *
 * Kingsroad's readings (candidate RULINGS questions):
 * - A Maester's fortification keeps its bonus: Defence Lore (4.3.4) forbids Secret Passages against
 *   it and the summary lists the Maester as "no Secret Passage".
 * - "Outside of combat": not in a village where a battle is being fought.
 * - The text gives the victim's house no defence request; once captive he may escape with his own
 *   Secret Passage (2.4.8.3), unless the abductor is cruel (the victim is never a captive).
 */
export function abductionActions(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  const hs = s.houses[seat]!;
  for (const mine of nobleList(s)) {
    if (mine.house !== seat || !mine.village || mine.captor) continue;
    const v = mine.village;
    const vs = s.villages[v]!;
    for (const t of noblesAt(s, v)) {
      if (t.house === seat) continue;
      // 4.2.7 "if there are Whitecloaks on the same Village": any royal house's, so the Queen's guard the King too
      if (isRoyal(s, t.id) && unitsAt(s, v).some((u) => u.type.startsWith("whitecloak"))) continue;
      if (t.brother && unitsAt(s, v, t.house).some((u) => u.type === "recruit")) continue;
      const play = { type: "play" as const, card: "Abduction", noble: mine.id, target: t.id };
      if (!(vs.stronghold && vs.controller === t.house)) {
        out.push(play);
        continue;
      }
      // the fortification bonus protects, unless a Secret Passage negates it outside of combat
      if (vs.maester || s.battle?.village === v) continue;
      if (hs.hand.includes("Secret Passage")) out.push({ ...play, secretPassage: "card" });
      if (has(mine, "shadow") && !hs.usedRound.includes(`shadow:${mine.id}`)) out.push({ ...play, secretPassage: "shadow" });
      for (const h of houses(s)) {
        if (h !== seat && h !== t.house && !hs.usedRound.includes(`abductionHelp:${h}`)) out.push({ ...play, secretPassage: "card", helper: h });
      }
    }
  }
  return out;
}

/**
 * Plays an Abduction (the card is already out of the hand). Returns false when it waits on another
 * house's Secret Passage: the card waits in the request (played, seen by all, in nobody's hand)
 * until that house answers, and goes back to its owner's hand on a refusal.
 */
export function playAbduction(s: FiefState, seat: House, a: Extract<Action, { type: "play" }>, log: Log): boolean {
  const hs = writableHouse(s, seat);
  if (a.helper) {
    hs.usedRound.push(`abductionHelp:${a.helper}`);
    s.request = { kind: "abduction", from: seat, to: a.helper as House, data: { noble: a.noble, target: a.target, card: "Abduction" } };
    say(log, "abductionHelpAsked", `${seat} asks ${a.helper} to play a Secret Passage so that ${a.noble} may abduct ${a.target} from his fortification.`);
    return false;
  }
  if (a.secretPassage === "card") {
    hs.hand.splice(hs.hand.indexOf("Secret Passage"), 1);
    own(s, "fortuneDiscard").push("Secret Passage");
    say(log, "secretPassage", `${seat} plays a Secret Passage: ${a.target}'s fortification does not protect him.`);
  } else if (a.secretPassage === "shadow") {
    hs.usedRound.push(`shadow:${a.noble}`);
    say(log, "secretPassage", `${a.noble} finds a secret passage into ${a.target}'s fortification.`);
  }
  abduct(s, seat, a.noble!, a.target!, log);
  return true;
}

/**
 * The asked house answers: it plays its Secret Passage (both cards are discarded and the abduction
 * happens, if abductor and victim still stand together) or refuses (the Abduction, waiting in the
 * request, goes back to its owner's hand). Two houses' cards caused the abduction: the previous
 * controller names the new one if control is lost (5.1 note "more than one Player", SF-17).
 */
export function answerAbductionHelp(s: FiefState, accept: boolean, from: House, helper: House, d: { noble?: string; target?: string }, log: Log): void {
  const by = s.nobles[d.noble ?? ""], victim = s.nobles[d.target ?? ""];
  const theirs = s.houses[helper]!.hand;
  if (!accept || !by || !victim || by.captor || victim.captor || !by.village || by.village !== victim.village || !theirs.includes("Secret Passage")) {
    writableHouse(s, from).hand.push("Abduction");
    return;
  }
  const helperHand = writableHouse(s, helper).hand;
  helperHand.splice(helperHand.indexOf("Secret Passage"), 1);
  own(s, "fortuneDiscard").push("Secret Passage");
  own(s, "fortuneDiscard").push("Abduction");
  say(log, "secretPassage", `${helper} plays a Secret Passage for ${from}: ${victim.id}'s fortification does not protect him.`);
  abduct(s, from, by.id, victim.id, log, true);
}

/**
 * The abduction itself: the victim is taken captive, or killed by a cruel abductor (11.1). If he
 * was his house's last piece there and control is lost, the abductor's house names the new
 * controller, or the previous controller when another house's card helped (SF-17).
 */
function abduct(s: FiefState, seat: House, by: string, target: string, log: Log, helped = false): void {
  const where = noble(s, target).village!;
  if (has(noble(s, by), "cruel")) {
    say(log, "abduction", `${by} abducts and kills ${target}.`);
    kill(s, target);
  } else {
    capture(s, target, seat);
    say(log, "abduction", `${by} abducts ${target}.`);
  }
  refreshControl(s, where, helped ? undefined : seat);
}
