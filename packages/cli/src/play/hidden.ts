/**
 * The hidden-information check (ENGINE.md: "two states that differ only in another seat's secret
 * give the same view"), done two ways:
 *
 * - perturbation: change the secrets a seat may not see in a copy of the state (game-specific,
 *   see HiddenRules.perturb) and compare the seat's views of both;
 * - alternatives: in a simultaneous decision, take two different actions of the acting seat with
 *   the same public part; as long as the decision is still open, no other seat's view, nor the
 *   events it is shown, may differ.
 */
import { canonicalJson, eventsFor, type RngState } from "@kingsroad/core";
import type { GameModule } from "../games.ts";

/**
 * Who the game waits for, and for what kind of decision: public (every client shows whom the table
 * waits for, and the pace of play tells it anyway), so it may not depend on a secret either.
 */
const askedSeats = (game: GameModule, state: unknown): string => canonicalJson(game.engine.pendingSeats(state).map((p) => `${p.seat}:${p.kind}`));

/** A sentence per leak found; empty when the views agree. */
export function perturbationLeaks(game: GameModule, state: unknown, rng: RngState): [string[], RngState] {
  const leaks: string[] = [];
  let r = rng;
  const asked = askedSeats(game, state);
  for (const seat of [...game.seats(state), null]) {
    let copy: unknown;
    [copy, r] = game.hidden.perturb(state, seat, r);
    if (canonicalJson(game.engine.view(state, seat)) !== canonicalJson(game.engine.view(copy, seat))) {
      leaks.push(`${seat ?? "a spectator"}'s view changes when secrets it may not see are changed`);
    } else if (askedSeats(game, copy) !== asked) {
      leaks.push(`who is asked to decide (${asked}) changes when secrets ${seat ?? "a spectator"} may not see are changed: ${askedSeats(game, copy)}`);
    }
  }
  return [leaks, r];
}

const samePromptedSeats = (game: GameModule, a: unknown, b: unknown): boolean =>
  canonicalJson(game.engine.pendingSeats(a).map((p) => p.seat)) === canonicalJson(game.engine.pendingSeats(b).map((p) => p.seat));

/**
 * For `actor` in a simultaneous decision: the first legal action other than `chosen` with the same
 * public part is played instead, and every other seat's view is compared. Returns leaks.
 */
export function alternativeLeaks(game: GameModule, state: unknown, actor: string, chosen: unknown, legal: readonly unknown[]): string[] {
  const prompted = game.engine.pendingSeats(state);
  if (prompted.length < 2) return [];
  const part = game.hidden.publicPart(chosen);
  if (part === null) return [];
  const key = canonicalJson(part);
  const chosenKey = canonicalJson(chosen);
  const other = legal.find((a) => {
    const p = game.hidden.publicPart(a);
    return p !== null && canonicalJson(p) === key && canonicalJson(a) !== chosenKey;
  });
  if (other === undefined) return [];
  const a = game.engine.applyAction(state, actor, chosen);
  const b = game.engine.applyAction(state, actor, other);
  if (!a.ok || !b.ok) return [];
  const sa = a.value.state;
  const sb = b.value.state;
  // Once the last secret is in, the reveal follows and the views differ by right.
  if (game.engine.pendingSeats(sa).length === 0 || !samePromptedSeats(game, sa, sb)) return [];
  const leaks: string[] = [];
  for (const seat of [...game.seats(state), null]) {
    if (seat === actor) continue;
    if (canonicalJson(game.engine.view(sa, seat)) !== canonicalJson(game.engine.view(sb, seat))) {
      leaks.push(`${seat ?? "a spectator"} can tell ${canonicalJson(chosen)} from ${canonicalJson(other)} played by ${actor}`);
    } else if (canonicalJson(eventsFor(a.value.events, seat)) !== canonicalJson(eventsFor(b.value.events, seat))) {
      leaks.push(`${seat ?? "a spectator"} is told in the event log whether ${actor} played ${canonicalJson(chosen)} or ${canonicalJson(other)}`);
    }
  }
  return leaks;
}

/**
 * The same action played on `state` and on a quiet perturbation of it for each other seat
 * (`HiddenRules.perturbQuiet`): who is asked next, the seat's view and the events it is shown must
 * be the same. This finds secrets that leak through what happens next (a house asked to respond
 * only when its hand holds a certain card) rather than through the state as it stands. Skipped
 * when the perturbation makes the action illegal.
 */
export function transitionLeaks(game: GameModule, state: unknown, actor: string, action: unknown, rng: RngState): [string[], RngState] {
  const quiet = game.hidden.perturbQuiet;
  if (!quiet) return [[], rng];
  const played = game.engine.applyAction(state, actor, action);
  if (!played.ok) return [[], rng];
  const after = played.value.state;
  const asked = askedSeats(game, after);
  const acting = new Set([actor, ...(game.hidden.committed?.(state) ?? [])]);
  const leaks: string[] = [];
  let r = rng;
  for (const seat of [...game.seats(state), null]) {
    if (seat !== null && acting.has(seat)) continue;
    let copy: unknown;
    [copy, r] = quiet(state, seat, actor, r);
    const alt = game.engine.applyAction(copy, actor, action);
    if (!alt.ok) continue;
    const who = seat ?? "a spectator";
    if (askedSeats(game, alt.value.state) !== asked) {
      leaks.push(`after ${actor} plays ${canonicalJson(action)}, who is asked (${asked} or ${askedSeats(game, alt.value.state)}) depends on secrets ${who} may not see`);
    } else if (canonicalJson(game.engine.view(after, seat)) !== canonicalJson(game.engine.view(alt.value.state, seat))) {
      leaks.push(`after ${actor} plays ${canonicalJson(action)}, ${who}'s view depends on secrets it may not see`);
    } else if (canonicalJson(eventsFor(played.value.events, seat)) !== canonicalJson(eventsFor(alt.value.events, seat))) {
      leaks.push(`after ${actor} plays ${canonicalJson(action)}, the events ${who} is shown depend on secrets it may not see`);
    }
  }
  return [leaks, r];
}
