/**
 * Dragons (cards.md 6.6): Targaryen's land units whose strength grows with the rounds. Five
 * dragon-strength tokens lie on the round track on rounds 2, 4, 6, 8 and 10 (mod-setup.md 4); when
 * the round marker reaches one it moves to the dragon-strength box, and a dragon's strength is the
 * number of tokens in the box: 0 in round 1, 1 in rounds 2-3, ... 5 in round 10. Fire Made Flesh
 * moves a future token to the box early (`ModState.dragonBox`).
 */
import { UNIT_STRENGTH, type UnitType } from "../data/houses.ts";
import type { ModState } from "../mod-state.ts";

/** What the dragon strength depends on: a game, or a view of one. */
interface DragonClock {
  readonly round: number;
  readonly mod?: Pick<ModState, "dragonBox" | "dragonTrack"> | undefined;
}

/** The current strength of every dragon (cards.md 6.6); 0 in a game without dragons. */
export function dragonStrength(g: DragonClock): number {
  const mod = g.mod;
  if (!mod) return 0;
  let n = mod.dragonBox;
  for (const round of mod.dragonTrack) if (round <= g.round) n++;
  return n;
}

/** The printed combat strength of a standing unit of `type`, dragons at their current strength. */
export const unitStrength = (g: DragonClock, type: UnitType): number => (type === "dragon" ? dragonStrength(g) : UNIT_STRENGTH[type]);
