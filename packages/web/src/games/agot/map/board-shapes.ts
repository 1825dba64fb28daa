/** What a drawing of one board holds (the base game's: shapes.ts; Mother of Dragons': geometry-mod.tsx). */
import type { ReactElement } from "react";
import type { GameView } from "../types.ts";
import type { AreaShape } from "./geometry.ts";

export interface BoardShapes {
  /** The drawn part of the picture (SVG viewBox). */
  readonly viewBox: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** Seas in drawing order (later on top), then land, then ports: every area of the board. */
  readonly sea: Readonly<Record<string, AreaShape>>;
  readonly land: Readonly<Record<string, AreaShape>>;
  readonly port: Readonly<Record<string, AreaShape>>;
  readonly all: Readonly<Record<string, AreaShape>>;
  /** Drawn over the land, under the pieces: the names of the lands themselves (Essos beside Westeros). */
  readonly scenery?: ReactElement;
  /** Pieces only this board's game has (Mother of Dragons), read from the view once per drawing. */
  readonly extras?: (view: GameView) => AreaExtras;
}

/** How a game with pieces of its own draws them in an area (AreaPieces). */
export interface AreaExtras {
  /** One unit, at 0,0 (dragons at their strength; the others as usual). */
  unit(u: { readonly type: string; readonly routed: boolean }, house: string): ReactElement;
  /** A mark beside a house's units (a vassal's), or null. */
  besideUnits(house: string): ReactElement | null;
  /** Tokens lying in the area (loyalty, improvements), after the usual ones in its tokens row. */
  tokens(area: string): ReactElement[];
}
