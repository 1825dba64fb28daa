/**
 * Which drawing a game's map uses: the base game's Westeros (geometry.ts), or one of Mother of
 * Dragons' boards (the Vale and The Bite as the expansion changes them, and the Essos side board
 * beside Westeros: geometry-mod.tsx). The game's board is the view's `mod.board` (the engine's
 * choice, mod-setup.md 1). Mother of Dragons' drawing is a chunk of its own, fetched the first time
 * such a game is shown, so a base game's page does not carry it.
 */
import { useEffect, useState } from "react";
import type { AreaExtras, BoardShapes } from "./board-shapes.ts";
import { ALL_SHAPES, LAND_SHAPES, PORT_SHAPES, SEA_SHAPES, VIEW_BOX } from "./geometry.ts";

export type { AreaExtras, BoardShapes };

export const BASE_SHAPES: BoardShapes = {
  viewBox: VIEW_BOX,
  sea: SEA_SHAPES,
  land: LAND_SHAPES,
  port: PORT_SHAPES,
  all: ALL_SHAPES,
};

const loaded = new Map<string, BoardShapes>([["westeros", BASE_SHAPES]]);

/** The drawing of `board` (a facts.json board id), fetched once; the base board at once. */
export async function loadBoardShapes(board: string): Promise<BoardShapes> {
  const known = loaded.get(board);
  if (known) return known;
  const { MOD_BOARD_SHAPES } = await import("./geometry-mod.tsx");
  const shapes = MOD_BOARD_SHAPES[board];
  if (!shapes) throw new Error(`no drawing of the board ${board}`);
  loaded.set(board, shapes);
  return shapes;
}

/** The drawing of the game's board; null while Mother of Dragons' drawing is being fetched. */
export function useBoardShapes(board: string | undefined): BoardShapes | null {
  const id = board ?? "westeros";
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (loaded.has(id)) return;
    let live = true;
    loadBoardShapes(id).then(
      () => live && setLoads((n) => n + 1),
      (e: unknown) => console.error(e),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return loaded.get(id) ?? null;
}
