/**
 * Dice from the RNG kept in the state. Tests may queue forced d6 faces (`forcedRolls`); a battle
 * die is a d6 read through the battle-die faces (SF-6), so one queue fixes both kinds of dice.
 */
import { nextInt, shuffle } from "@kingsroad/core";
import { BATTLE_DIE } from "./data/rules.ts";
import { own } from "./draft.ts";
import type { FiefState } from "./state.ts";

/** Rolls 1d6 on a draft state (advances its RNG or consumes a forced face). */
export function rollD6(s: FiefState): number {
  const forced = s.forcedRolls.length > 0 ? own(s, "forcedRolls").shift() : undefined;
  if (forced !== undefined) return forced;
  const [n, rng] = nextInt(s.rng, 6);
  s.rng = rng;
  return n + 1;
}

/** Rolls one battle die: its hits (1..3). */
export function rollBattleDie(s: FiefState): number {
  return BATTLE_DIE[rollD6(s) - 1]!;
}

export function shuffleDraft<T>(s: FiefState, items: readonly T[]): T[] {
  const [out, rng] = shuffle(s.rng, items);
  s.rng = rng;
  return out;
}

export function randomIndex(s: FiefState, n: number): number {
  const [i, rng] = nextInt(s.rng, n);
  s.rng = rng;
  return i;
}
