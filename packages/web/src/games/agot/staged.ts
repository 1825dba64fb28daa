/**
 * Shows orders staged but not yet sent on the board, face up. An order belongs to the house whose
 * units stand in the area: a commander stages its vassal's orders too (Mother of Dragons), and
 * those are the vassal's tokens, drawn in the vassal's colour.
 */
import type { GameView } from "./types.ts";

export function withStaged(view: GameView, staged: Readonly<Record<string, string>>, seat: string | null): GameView {
  if (seat === null || Object.keys(staged).length === 0) return view;
  const areas = { ...view.areas };
  for (const [id, kind] of Object.entries(staged)) {
    const a = areas[id];
    if (a && a.order === null) areas[id] = { ...a, order: { house: a.house ?? seat, kind } as NonNullable<typeof a.order> };
  }
  return { ...view, areas };
}
