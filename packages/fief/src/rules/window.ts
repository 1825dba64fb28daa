/**
 * 2.4 The effect/pass protocol: "between two game events each Player can declare ONE Player's
 * effect [...] OR pass. Proceed this way in turn order until all Players pass." A window opens
 * after a game event; in turn order each house declares one effect (resolved at once, requests,
 * uprisings and losses included) or passes; it closes once every house has passed in a row. The
 * round starts with "the first Player in turn (Phase 1, 3 and 8) or the Player in Phase (Phase 2,
 * 4, 5, 6 and 7)" (`playerInPhase`, signals.ts).
 *
 * The rules record each game event (`gameEvent`, signals.ts) and the round's sequencer (round.ts
 * `sequence`) opens its window here (`openWindow`). The game events of the 2.4 list and where each
 * is recorded:
 * - Gods cursed roll: announcements.ts `godsCursedRoll` (each noble's roll at the start of the
 *   round, and the Protector's and the Hand's when they embrace R'hllor).
 * - a Wedding: announcements.ts `applyMarriage`.
 * - one Election (the complete process): elections.ts `electionHeld`, after each title's result
 *   (elected, not elected, or no candidate declared); the next election waits for the window.
 * - Attack on the Wall roll: round.ts (Phase 7, the sequencer itself), the end of the round waits
 *   for the window.
 * - Discard Subphase of one Player: draw.ts, once the player's turn of Phase 2.1-2.2 is over.
 * - revealing a Disaster / resolving a Disaster: draw.ts `nextDisaster`, one card at a time.
 * - any non Opportunity card played: cards/play.ts, in the Play Cards Subphase.
 * - the whole Income Phase: round.ts (the sequencer). any Purchases: purchase.ts, after each house's purchases.
 * - regular Movement (one step): movement.ts, after each step of a march (a voyage of the Master
 *   of Ships counts as its one step); the march goes on after the window.
 * - preRaid/Battle attack: battle.ts, after the archers' preBattle strike (6.1) and its losses.
 * - one Raid/Battle round: battle.ts, after each round's losses (the last round's window is the
 *   one after the battle).
 *
 * Kingsroad's readings, next to the rule:
 * - Discard Subphase: each player discards and draws before the next (Phase 2) and "no
 *   opportunity card may be played during [the Draw Cards] Subphase" (2.2), so the window after a
 *   player's discards is held once his draws are done, before the next player discards.
 * - The effects offered here are the bounded ones of the 2.4 list: opportunity cards, house
 *   abilities and title privileges (each spent per round or consuming a captive, a card or a
 *   marker), each only where it applies at that moment (a Secret Passage cancels a fortification's
 *   attacker penalties between the rounds of a battle there, 2.4.8.2, and nowhere else).
 * - SF-16: a Diplomacy-token effect (a gift that spends a marker: 3 per house, so they run out)
 *   and, during Phase 5, giving control of a village to a house present there (5.1) are declared
 *   here too; a house may not give on a village it received in the same pass round, which keeps
 *   the round finite. Gifts that spend nothing (open gold, cards through a rookery) and declaring
 *   battles stay on the house's own turn: unbounded back-and-forth gifts would never end.
 * - Who is asked follows from public information only (ENGINE.md: hands are hidden, their sizes
 *   are not; see cards/unseen.ts): a house is asked when an ability or privilege is open to it, or
 *   when it holds a card and some opportunity card not yet seen face up would have a play for it
 *   now; it may pass even when its actual cards allow nothing. A house whose public situation
 *   allows no effect (no card in hand, or no unseen card playable, and no ability) passes without
 *   being asked: the rule's pass is the only thing it could say.
 * - SF-22, refined 2026-12-01 (D2): the window asks all its houses at once (one prompt each,
 *   marked secret: who is still to answer is nobody else's business) and applies the answers in
 *   turn order from the house after the last one that acted (the player in phase first): the
 *   first house in that order that declares an effect resolves it, the answers after it are
 *   dropped, and all are asked again; the window closes once every house has passed on the same
 *   state. An answer counts only once every house before it has passed, which is all a house
 *   knows when asked in turn (2.4's round exactly). A house's standing answers (state.ts
 *   `StandingAnswers`, set by its `standing` action, standing.ts) pass for it: it is not asked.
 *   Passes are told to the passing house alone: the table sees a window open, then close.
 * - Events that follow each other without anyone deciding (the disasters, the elections, the
 *   archers' strike and the first battle round) wait for the window: `then` says what comes next.
 */
import type { House } from "../data/nobles.ts";
import { OPPORTUNITY, type Card } from "../data/rules.ts";
import type { Action } from "../schema.ts";
import type { FiefState, StandingAnswers, WindowResume } from "../state.ts";
import { writableHouse } from "../draft.ts";
import { abilityActions, applyAbility } from "./abilities.ts";
import { cardActions, hasCardPlay, playCard } from "./cards/play.ts";
import { askHolding, unseen } from "./cards/unseen.ts";
import { applyGift, markerGiftActions, mayGiveWithMarker } from "./diplomacy.ts";
import type { Log, StepRules } from "./types.ts";

/** SF-16: a village received in this pass round is not given on in it (the only loop the round could run). */
function receivedHere(s: FiefState, seat: House, a: Action): boolean {
  return a.type === "ability" && a.name === "giveControl" && (s.window?.received ?? []).some((r) => r.village === a.target && r.house === seat);
}

/** The abilities, privileges and marker gifts a house may declare in a window: public facts only (SF-22). */
function publicEffects(s: FiefState, seat: House): Action[] {
  return [...abilityActions(s, seat).filter((a) => !receivedHere(s, seat, a)), ...markerGiftActions(s, seat)];
}

/** The effects a house may declare in a window. */
export function windowEffects(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  for (const c of new Set(s.houses[seat]!.hand)) if (OPPORTUNITY.has(c as Card)) out.push(...cardActions(s, seat, c as Card));
  out.push(...publicEffects(s, seat));
  return out;
}

/**
 * Opens a window after a game event, starting with `first`; `then` is what the phase does once it
 * closes. Called by the round's sequencer only (round.ts), when it reads a `gameEvent` signal.
 * An event while a window is open starts its round again (it is a new "between two game events"):
 * the answers given are dropped; the pending continuation is kept.
 */
export function openWindow(s: FiefState, first: House, event: string, then: WindowResume | null = null): void {
  if (s.outcome) return;
  const order = s.turnOrder;
  const i = Math.max(0, order.indexOf(first));
  const pending = s.window?.then ?? null;
  if (pending && then) throw new Error(`2.4: ${event} while the window after ${s.window!.event} still waits to go on`);
  const next = then ?? pending;
  const received = s.window?.received; // SF-16: still the same pass round for what was given in it
  // the same keys every time, undefined where unused (left out of JSON and the hash): one hidden class for every window
  s.window = { queue: [...order.slice(i), ...order.slice(0, i)], turn: 0, passes: 0, event, then: next ?? undefined, received: received?.length ? received : undefined, answers: undefined };
}

/** The round and phase a "pass to the end of this phase" answer names (SF-22 D2). */
export const phaseKey = (s: FiefState): string => `${s.round}:${s.phase}`;

/**
 * SF-22 (D2 b): whether the house's standing answers pass for it on this state. "Pass while none
 * of my cards can be played now" reads its real hand (for itself alone: nobody else sees whether
 * it was asked); "do not stop for my marker gifts or gifts of control" leaves those effects out;
 * "pass to the end of this phase" passes on everything until the phase changes. "I want to act"
 * suspends them all, and a Lannister in the middle of his look-and-exchange is never passed.
 */
export function passesStanding(s: FiefState, seat: House): boolean {
  const st: StandingAnswers | undefined = s.houses[seat]!.standing;
  if (!st || st.act || s.peek?.by === seat) return false;
  if (st.phase !== undefined && st.phase === phaseKey(s)) return true;
  if (!st.cards && !st.gifts) return false;
  if (st.cards ? hasRealCardPlay(s, seat) : mayPlayUnseen(s, seat)) return false;
  const abilities = abilityActions(s, seat).filter((a) => !receivedHere(s, seat, a) && !(st.gifts && a.type === "ability" && a.name === "giveControl"));
  if (abilities.length > 0) return false;
  return st.gifts ? true : !mayGiveWithMarker(s, seat);
}

function hasRealCardPlay(s: FiefState, seat: House): boolean {
  for (const c of new Set(s.houses[seat]!.hand)) if (OPPORTUNITY.has(c as Card) && cardActions(s, seat, c as Card).length > 0) return true;
  return false;
}

/**
 * Whether the window puts its question to the house now: its public situation allows an effect
 * (`mayDeclare`) and its standing answers do not pass for it. While Lannister looks at a hand
 * (his exchange may follow at once, "right after"), he alone is asked.
 */
function asked(s: FiefState, seat: House): boolean {
  if (s.peek) return seat === s.peek.by;
  return mayDeclare(s, seat) && !passesStanding(s, seat);
}

function answerOf(s: FiefState, seat: House): Action | undefined {
  const answers = s.window?.answers;
  if (!answers) return undefined;
  for (let i = 0; i < answers.length; i++) if (answers[i]!.house === seat) return answers[i]!.action;
  return undefined;
}

/**
 * Applies the answers in turn order (SF-22 D2 a): houses not asked pass (silently, or by their
 * standing answers); the first asked house that has not answered yet holds the window; the first
 * that declares an effect resolves it, and the answers after it are dropped. Once every house has
 * passed on the same state the window closes ("I want to act" presses are spent with it).
 * Called whenever the game settles; returns what the phase does next when the window closes with
 * a continuation, "again" after an effect (the game settles once more), null while it waits.
 */
export function advanceWindow(s: FiefState, log: Log): WindowResume | "again" | null {
  const w = s.window;
  if (!w) return null;
  for (let i = 0; i < w.queue.length; i++) {
    const seat = w.queue[i]!;
    if (!asked(s, seat)) continue;
    const a = answerOf(s, seat);
    if (!a) return null;
    if (a.type === "done") continue;
    resolve(s, seat, a, log);
    return "again";
  }
  s.window = null;
  for (const h of s.turnOrder) {
    const st = s.houses[h]!.standing;
    if (!st?.act) continue;
    const { act: _spent, ...rest } = st;
    writableHouse(s, h).standing = rest;
  }
  return w.then ?? null;
}

/** One declared effect, resolved; the houses are asked again, from the house after it. */
function resolve(s: FiefState, seat: House, a: Action, log: Log): void {
  const w = s.window!;
  const i = w.queue.indexOf(seat);
  // Lannister looked and may still exchange (once per game): the same effect, so his turn goes on
  const looks = a.type === "ability" && a.name === "lannister";
  const from = looks ? i : i + 1;
  // new lists: the draft shares the ones before with the state it was made of (draft.ts `draftWindow`)
  w.queue = [...w.queue.slice(from), ...w.queue.slice(0, from)];
  w.answers = undefined;
  if (a.type === "ability" && a.name === "giveControl") w.received = [...(w.received ?? []), { village: a.target!, house: a.give as House }];
  if (a.type === "play") playCard(s, seat, a, log);
  else if (a.type === "ability") applyAbility(s, seat, a, log);
  else if (a.type === "gift") applyGift(s, seat, a, log);
  if (!looks) s.peek = null; // the exchange (or any other effect) ends the look: everyone is asked again
}

/**
 * The opportunity cards in the order `mayDeclare` asks about them: the answer (whether any has a
 * play) does not depend on the order, so the cards that most often have a play for the least work
 * come first. Measured over 16 random six-player games (78 000 questions; per card: how often it
 * had a play when asked, and the time to find out): Mother of Dragons 97% / 1.0 us, Assassination
 * 89% / 1.0 us, Justice 44% / 0.9 us, Uprising 39% / 2.6 us, Abduction 6% / 2.2 us, Join the Small
 * Council 4% / 2.3 us, Secret Passage 0% / 0.8 us (an escape or a passage into a battle is rare).
 * A card not ranked here comes last. (BENCHMARKS.md, issue 12, eleventh pass.)
 */
const LIKELY_FIRST: readonly Card[] = ["Mother of Dragons", "Assassination", "Justice", "Uprising", "Abduction", "Join the Small Council", "Secret Passage"];
const rank = (c: Card): number => (LIKELY_FIRST.includes(c) ? LIKELY_FIRST.indexOf(c) : LIKELY_FIRST.length);
const CARD_ORDER: readonly Card[] = [...OPPORTUNITY].sort((a, b) => rank(a) - rank(b));

/** Whether the house holds a card while some opportunity card not yet seen would have a play for it now (public: hand sizes only). */
function mayPlayUnseen(s: FiefState, seat: House): boolean {
  const size = s.houses[seat]!.hand.length;
  if (size === 0) return false;
  // a Secret Passage beside the card: an Abduction through a fortification (2.4.11 note)
  const passage = size >= 2 && unseen(s, "Secret Passage");
  for (const c of CARD_ORDER) {
    if (!unseen(s, c)) continue;
    const hand: Card[] = passage && c !== "Secret Passage" ? [c, "Secret Passage"] : [c];
    if (askHolding(s, seat, hand, (held) => hasCardPlay(held, seat, c))) return true;
  }
  return false;
}

/**
 * Whether the house's public situation lets it declare an effect: a card in hand while some
 * opportunity card not yet seen would have a play for it now, or an ability or privilege open to
 * it (public: titles, captives, markers). Never which cards it holds (ENGINE.md, cards/unseen.ts).
 * The cards are asked first: a house holding any usually has a play among them (the abilities
 * and marker gifts have one about one time in fifteen, and cost more to find).
 */
export function mayDeclare(s: FiefState, seat: House): boolean {
  if (mayPlayUnseen(s, seat)) return true;
  // publicEffects(s, seat).length > 0, without building the lists further than needed
  return abilityActions(s, seat).some((a) => !receivedHere(s, seat, a)) || mayGiveWithMarker(s, seat);
}

/** The houses the window asks now and that have not answered yet, in turn order from the one whose answer counts first. */
export function windowAsks(s: FiefState): House[] {
  const w = s.window;
  if (!w) return [];
  return w.queue.filter((h) => asked(s, h) && !answerOf(s, h));
}

export const windowRules: StepRules = {
  prompts(s) {
    const text = `After ${s.window?.event}: declare one effect (opportunity card, ability, privilege, Diplomacy marker, giving control) or pass (done). Every house is asked at once; the answers count in turn order.`;
    return windowAsks(s).map((seat) => ({ seat, kind: "effect", text, secret: true as const }));
  },
  legal(s, seat) {
    const w = s.window;
    if (!w || !w.queue.includes(seat) || !asked(s, seat) || answerOf(s, seat)) return [];
    return [...windowEffects(s, seat), { type: "done" }];
  },
  apply(s, seat, a, log) {
    const w = s.window;
    if (!w) return;
    // a new list: the draft shares the one before with the state it was made of (draft.ts `draftWindow`)
    w.answers = [...(w.answers ?? []), { house: seat, action: a }];
    // told to the house alone (SF-22 D2 c): the table sees the window open, then close
    if (a.type === "done") log.push({ type: "pass", text: `${seat} passes.`, visibleTo: [seat], ownChoice: true });
  },
};
