/**
 * How a scoring bot picks: the best-scored legal action, a fair draw among exact ties. One draw is
 * made even without a tie, so the RNG sequence does not depend on the scores (a bot's later
 * choices stay reproducible whatever its scoring becomes).
 */
import { nextInt, type RngState } from "@kingsroad/core";

export function pickBest<A>(legal: readonly A[], score: (a: A) => number, rng: RngState): { action: A; rng: RngState } {
  if (legal.length === 0) throw new RangeError("the heuristic bot was asked to choose from no legal action");
  let best = -Infinity;
  let ties: A[] = [];
  for (const a of legal) {
    const value = score(a);
    if (value > best + 1e-9) {
      best = value;
      ties = [a];
    } else if (Math.abs(value - best) <= 1e-9) ties.push(a);
  }
  const [i, next] = nextInt(rng, ties.length);
  return { action: ties[i]!, rng: next };
}
