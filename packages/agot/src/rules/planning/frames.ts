/** Frames of the Planning phase (rulebook p.11-12). */
import type { HouseId } from "../../data/houses.ts";

export interface AssignOrdersFrame {
  readonly kind: "assign-orders";
  /** "Not enough order tokens" (p.12): everyone places in turn order instead of simultaneously. */
  readonly sequential: boolean;
  /** Houses that have finished placing. */
  done: HouseId[];
}

export interface MessengerRavenFrame {
  readonly kind: "messenger-raven";
  readonly house: HouseId;
  /** "choose": swap, look or pass; "looked": the holder saw the top wildling card and keeps or buries it. */
  step: "choose" | "looked";
}

/**
 * Choosing vassals (Mother of Dragons, summary "Choosing vassals"; AG-28): each player holds some
 * sets of vassal order tokens and, in Iron Throne order, claims one vassal per set or passes the set
 * to the next player; the last player takes every vassal left.
 */
export interface ClaimVassalsFrame {
  readonly kind: "claim-vassals";
  /** The players in Iron Throne order, vassals skipped, with the sets each still holds. */
  sets: { readonly house: HouseId; count: number }[];
  /** Index in `sets` of the player deciding now. */
  at: number;
}

export type PlanningFrame = AssignOrdersFrame | MessengerRavenFrame | ClaimVassalsFrame;

/**
 * The sets dealt at the start of a Planning phase: ⌊V/P⌋ to each player, one more to each of the
 * first V mod P (mod-setup.md 1.1; with 3 players and 4 vassals the top player gets two).
 */
export function newClaimVassalsFrame(players: readonly HouseId[], vassalCount: number): ClaimVassalsFrame {
  const p = players.length;
  const each = Math.floor(vassalCount / p);
  return { kind: "claim-vassals", sets: players.map((house, r) => ({ house, count: each + (r < vassalCount % p ? 1 : 0) })), at: 0 };
}
