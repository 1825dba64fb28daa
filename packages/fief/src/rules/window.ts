/**
 * 2.4 The effect/pass protocol: "between two game events each Player can declare ONE Player's
 * effect [...] OR pass. Proceed this way in turn order until all Players pass." A window opens
 * after a game event; in turn order each house declares one effect (resolved at once, requests,
 * uprisings and losses included) or passes; it closes once every house has passed in a row.
 *
 * Kingsroad's readings, next to the rule:
 * - Windows open after these game events of the 2.4 list: the whole Income Phase, each house's
 *   Purchases, each completed march (regular Movement) and each battle (not a raid: its window
 *   waits for the march to halt). Elsewhere (announcements, elections, play cards) the house whose
 *   turn it is keeps its own-turn window; no window opens in the Draw Cards Subphase (2.4: "except
 *   during the Draw Cards Subphase").
 * - The effects offered here are the bounded ones of the 2.4 list: opportunity cards, house
 *   abilities and title privileges (each spent per round or consuming a captive, a card or a
 *   marker). Gifts, giving control of a village and declaring battles stay on the house's own turn:
 *   unbounded back-and-forth gifts would let a window never close.
 * - A house with no effect it could declare passes without being asked: the rule's pass is the only
 *   thing it could say, and asking would add nothing but a prompt.
 */
import type { House } from "../data/nobles.ts";
import { OPPORTUNITY, type Card } from "../data/rules.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { abilityActions, applyAbility } from "./abilities.ts";
import { cardActions, playCard } from "./cards/play.ts";
import { say, type Log, type StepRules } from "./types.ts";

/** Abilities that are not in the window: giving control (its own step, 5.1) could ping-pong forever. */
const OWN_TURN_ONLY = new Set(["giveControl"]);

/** The effects a house may declare in a window. */
export function windowEffects(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  for (const c of new Set(s.houses[seat]!.hand)) if (OPPORTUNITY.has(c as Card)) out.push(...cardActions(s, seat, c as Card));
  for (const a of abilityActions(s, seat)) if (a.type === "ability" && !OWN_TURN_ONLY.has(a.name)) out.push(a);
  return out;
}

/** Opens a window after a game event, starting with `first` (the player in phase, or the first player). */
export function openWindow(s: FiefState, first: House, event: string): void {
  if (s.outcome) return;
  const order = s.turnOrder;
  const i = Math.max(0, order.indexOf(first));
  s.window = { queue: [...order.slice(i), ...order.slice(0, i)], turn: 0, passes: 0, event };
}

/**
 * Skips the houses that could only pass and closes the window once everyone has passed in a row.
 * Called whenever the game settles; a window waits while an effect is still being resolved.
 */
export function advanceWindow(s: FiefState): void {
  const w = s.window;
  if (!w) return;
  while (w.passes < w.queue.length) {
    const seat = w.queue[w.turn % w.queue.length]!;
    if (windowEffects(s, seat).length > 0) return;
    w.passes++;
    w.turn = (w.turn + 1) % w.queue.length;
  }
  s.window = null;
}

function seatNow(s: FiefState): House | null {
  const w = s.window;
  return w && w.passes < w.queue.length ? w.queue[w.turn % w.queue.length]! : null;
}

export const windowRules: StepRules = {
  prompts(s) {
    const h = seatNow(s);
    return h ? [{ seat: h, kind: "effect", text: `After ${s.window!.event}: declare one effect (opportunity card, ability, privilege) or pass (done).` }] : [];
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
      if (a.type === "play") playCard(s, seat, a, log);
      else if (a.type === "ability") applyAbility(s, seat, a, log);
      // Lannister looked and may still exchange (once per game): the same effect, so his turn goes on
      if (a.type === "ability" && a.name === "lannister" && s.peek) return;
    }
    w.turn = (w.turn + 1) % w.queue.length;
  },
};
