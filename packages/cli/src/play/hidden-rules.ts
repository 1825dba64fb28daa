/**
 * The shape of a game's secrets for the hidden-information check (hidden.ts): each game's secrets
 * module (agot-secrets.ts, fief-secrets.ts) implements it and games.ts hands it out, so neither
 * side imports the other.
 */
import type { RngState } from "@kingsroad/core";

/** What the hidden-information check needs to know about a game's secrets. */
export interface HiddenRules {
  /**
   * A copy of `state` in which some things `seat` may not see are changed (deck orders, other
   * seats' secret choices, the RNG). The seat's view of the copy must equal its view of `state`.
   */
  perturb(state: unknown, seat: string | null, rng: RngState): [unknown, RngState];
  /**
   * The part of an action every other seat sees once it is taken, or null when the whole action
   * is public. Two actions of a simultaneous decision with the same public part must leave every
   * other seat's view unchanged until the reveal.
   */
  publicPart(action: unknown): unknown | null;
  /**
   * Optional: a copy of `state` with secrets `seat` may not see changed that the next action
   * cannot bring to light by chance (the RNG and the top of the decks stay as they are), leaving
   * `actor`'s own secrets alone (its action depends on them), so the same action can be played on
   * both and what follows compared: who is asked next, the seat's view and the events it is shown
   * must not tell the two apart.
   */
  perturbQuiet?(state: unknown, seat: string | null, actor: string, rng: RngState): [unknown, RngState];
  /**
   * Optional: the seats whose secret answers the game already holds and applies later, when the
   * answers before them are in (Fief's pass round, SF-22 D2: a house that declared an effect
   * waits for the houses before it in turn order to pass). The next action may resolve such an
   * answer, so those seats act in it as much as its actor: `perturbQuiet` leaves their secrets
   * alone (their answers depend on them), and what they are shown may depend on the secrets
   * their own effect brings to light (a look at a hand).
   */
  committed?(state: unknown): string[];
}
