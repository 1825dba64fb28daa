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
 * - Events that follow each other without anyone deciding (the disasters, the elections, the
 *   archers' strike and the first battle round) wait for the window: `then` says what comes next.
 */
import type { House } from "../data/nobles.ts";
import { OPPORTUNITY, type Card } from "../data/rules.ts";
import type { Action } from "../schema.ts";
import type { FiefState, WindowResume } from "../state.ts";
import { abilityActions, applyAbility } from "./abilities.ts";
import { cardActions, hasCardPlay, playCard } from "./cards/play.ts";
import { askHolding, unseen } from "./cards/unseen.ts";
import { applyGift, markerGiftActions, mayGiveWithMarker } from "./diplomacy.ts";
import { say, type Log, type StepRules } from "./types.ts";

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
 * An event while a window is open starts its round again (it is a new "between two game events");
 * the pending continuation is kept.
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
  s.window = { queue: [...order.slice(i), ...order.slice(0, i)], turn: 0, passes: 0, event, then: next ?? undefined, received: received?.length ? received : undefined };
}

/**
 * Skips the houses whose public situation allows only a pass and closes the window once everyone has passed in a row.
 * Called whenever the game settles; a window waits while an effect is still being resolved.
 * Returns what the phase does next when the window closes with a continuation.
 */
export function advanceWindow(s: FiefState): WindowResume | null {
  const w = s.window;
  if (!w) return null;
  while (w.passes < w.queue.length) {
    const seat = w.queue[w.turn % w.queue.length]!;
    if (mayDeclare(s, seat)) return null;
    w.passes++;
    w.turn = (w.turn + 1) % w.queue.length;
  }
  s.window = null;
  return w.then ?? null;
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

/**
 * Whether the house's public situation lets it declare an effect: a card in hand while some
 * opportunity card not yet seen would have a play for it now, or an ability or privilege open to
 * it (public: titles, captives, markers). Never which cards it holds (ENGINE.md, cards/unseen.ts).
 * The cards are asked first: a house holding any usually has a play among them (the abilities
 * and marker gifts have one about one time in fifteen, and cost more to find).
 */
export function mayDeclare(s: FiefState, seat: House): boolean {
  const size = s.houses[seat]!.hand.length;
  if (size > 0) {
    // a Secret Passage beside the card: an Abduction through a fortification (2.4.11 note)
    const passage = size >= 2 && unseen(s, "Secret Passage");
    for (const c of CARD_ORDER) {
      if (!unseen(s, c)) continue;
      const hand: Card[] = passage && c !== "Secret Passage" ? [c, "Secret Passage"] : [c];
      if (askHolding(s, seat, hand, (held) => hasCardPlay(held, seat, c))) return true;
    }
  }
  // publicEffects(s, seat).length > 0, without building the lists further than needed
  return abilityActions(s, seat).some((a) => !receivedHere(s, seat, a)) || mayGiveWithMarker(s, seat);
}

function seatNow(s: FiefState): House | null {
  const w = s.window;
  return w && w.passes < w.queue.length ? w.queue[w.turn % w.queue.length]! : null;
}

export const windowRules: StepRules = {
  prompts(s) {
    const h = seatNow(s);
    return h ? [{ seat: h, kind: "effect", text: `After ${s.window!.event}: declare one effect (opportunity card, ability, privilege, Diplomacy marker, giving control) or pass (done).` }] : [];
  },
  legal(s, seat) {
    if (seatNow(s) !== seat) return [];
    return [...windowEffects(s, seat), { type: "done" }];
  },
  apply(s, seat, a, log) {
    const w = s.window;
    if (!w) return;
    if (a.type === "done") {
      w.passes++;
      say(log, "pass", `${seat} passes.`);
    } else {
      w.passes = 0;
      // a new list: the draft shares the one before with the state it was made of (draft.ts `draftWindow`)
      if (a.type === "ability" && a.name === "giveControl") w.received = [...(w.received ?? []), { village: a.target!, house: a.give as House }];
      if (a.type === "play") playCard(s, seat, a, log);
      else if (a.type === "ability") applyAbility(s, seat, a, log);
      else if (a.type === "gift") applyGift(s, seat, a, log);
      // Lannister looked and may still exchange (once per game): the same effect, so his turn goes on
      if (a.type === "ability" && a.name === "lannister" && s.peek) return;
    }
    w.turn = (w.turn + 1) % w.queue.length;
  },
};
