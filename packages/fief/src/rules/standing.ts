/**
 * SF-22, refined 2026-12-01 (D2 b): a house's standing answers to the 2.4 pass rounds. "Each house
 * may set standing answers, kept in its private part of the state and applied for it": "pass while
 * none of my cards can be played now" (`cards`), "do not stop for my marker gifts or gifts of
 * control" (`gifts`), "pass to the end of this phase" (`phase`), and "I want to act" (`act`), which
 * suspends them for the next window (window.ts `passesStanding`, `advanceWindow`).
 *
 * The `standing` action is valid at any time, prompted or not, and is not a game event: it changes
 * nothing but the house's own record (the engine accepts it without listing it among the legal
 * actions, so bots and self-play, which pick from those lists, never spend a move on it). It is a
 * pass given in advance, as a player says at a table that he passes on everything this phase.
 */
import type { House } from "../data/nobles.ts";
import { writableHouse } from "../draft.ts";
import type { Action } from "../schema.ts";
import type { FiefState, StandingAnswers } from "../state.ts";
import type { Log } from "./types.ts";
import { phaseKey } from "./window.ts";

export type StandingAction = Extract<Action, { type: "standing" }>;

/** The house's standing answers once the action is applied (a new record: a frozen one is shared). */
export function withStanding(s: FiefState, st: StandingAnswers | undefined, a: StandingAction): StandingAnswers {
  const { cards, gifts, phase, act } = st ?? {};
  const next: { cards?: true; gifts?: true; phase?: string; act?: true } = {};
  if (a.answer === "cards" ? a.on : cards) next.cards = true;
  if (a.answer === "gifts" ? a.on : gifts) next.gifts = true;
  const p = a.answer === "phase" ? (a.on ? phaseKey(s) : undefined) : phase;
  if (p !== undefined) next.phase = p;
  if (a.answer === "act" ? a.on : act) next.act = true;
  return next;
}

/** Applies a `standing` action on a draft; told to the house alone (it shows nothing hidden of anyone else). */
export function applyStanding(s: FiefState, seat: House, a: StandingAction, log: Log): void {
  const hs = writableHouse(s, seat);
  hs.standing = withStanding(s, hs.standing, a);
  const what = { cards: "pass while none of my cards can be played", gifts: "do not stop for my gifts", phase: "pass to the end of this phase", act: "I want to act" }[a.answer];
  log.push({ type: "standing", text: `${seat}: "${what}" ${a.on ? "on" : "off"}.`, data: { answer: a.answer, on: a.on }, visibleTo: [seat], ownChoice: true });
}
