/**
 * What the map draws on top of the pieces, read from the events and the view: this round's
 * marches as arrows (from the engine's `march` events) and the area of the combat under way.
 */
import type { GameView, SeqEvent } from "../types.ts";

export interface Arrow {
  from: string;
  to: string;
  house: string;
}

export interface Marks {
  arrows: Arrow[];
  embattled: string | null;
}

const isArrow = (d: unknown): d is Arrow =>
  typeof d === "object" && d !== null && typeof (d as Arrow).from === "string" && typeof (d as Arrow).to === "string" && typeof (d as Arrow).house === "string";

export function marksFrom(events: readonly SeqEvent[], view: GameView): Marks {
  const arrows: Arrow[] = [];
  // Marches of this round: back to the start of the round (or of the events we have).
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "round") break;
    if (e.type === "march" && isArrow(e.data)) arrows.unshift({ from: e.data.from, to: e.data.to, house: e.data.house });
  }
  const combat = [...view.stack].reverse().find((f) => (f as { kind?: string }).kind === "combat") as { start?: { to?: string } } | undefined;
  return { arrows, embattled: combat?.start?.to ?? null };
}
