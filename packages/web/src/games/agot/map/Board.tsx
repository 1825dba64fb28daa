/**
 * The map of Westeros (our own drawing, geometry.ts; Mother of Dragons' boards in geometry-mod.tsx,
 * chosen by the view's board) with the pieces of a view on it. Every area is a button: the prompt
 * panel decides what a click means and which areas to highlight.
 */
import type { KeyboardEvent, ReactElement } from "react";
import type { GameView } from "../types.ts";
import { AREAS } from "../names.ts";
import { boardOfView, controllerOf } from "../board-facts.ts";
import { combatOf } from "../combat-frame.ts";
import { AreaPieces } from "./AreaPieces.tsx";
import { houseColor } from "./colors.ts";
import { BEYOND_THE_WALL, pathOf, THE_WALL, type AreaShape } from "./geometry.ts";
import { useBoardShapes, type BoardShapes } from "./shapes.ts";
import type { Marks } from "./marks.ts";
import { MarksLayer } from "./MarksLayer.tsx";
import { usePanZoom } from "../../../map/usePanZoom.ts";
import { ZoomControls } from "../../../map/ZoomControls.tsx";

export interface BoardProps {
  view: GameView;
  highlight?: ReadonlySet<string>;
  selected?: string | null;
  onAreaClick?: (area: string) => void;
  marks?: Marks;
}

export function Board(props: BoardProps): ReactElement {
  const shapes = useBoardShapes(props.view.mod?.board);
  // Mother of Dragons' drawing is fetched the first time such a game is shown.
  if (!shapes) return <div className="board" aria-busy="true" />;
  return <DrawnBoard {...props} shapes={shapes} />;
}

function DrawnBoard({ view, highlight, selected, onAreaClick, marks, shapes }: BoardProps & { shapes: BoardShapes }): ReactElement {
  const { viewBox: VIEW_BOX, sea: SEA_SHAPES, land: LAND_SHAPES, port: PORT_SHAPES, all: ALL_SHAPES } = shapes;
  const pz = usePanZoom(VIEW_BOX.x + VIEW_BOX.width / 2, VIEW_BOX.y + VIEW_BOX.height / 2);
  const blocked = new Set(view.blocked);
  const board = boardOfView(view);
  const extras = shapes.extras?.(view);
  const [W, H] = [VIEW_BOX.x + VIEW_BOX.width, VIEW_BOX.y + VIEW_BOX.height];
  // Marching units are in transit during a fight (the engine holds them in the combat frame):
  // drawn in the embattled area, marked as attackers, so they never vanish from the map.
  const combat = combatOf(view);
  const attackers = combat ? { area: combat.start.to, house: combat.start.attacker, units: combat.attackers } : null;

  const areaPath = (id: string, shape: AreaShape, cls: string): ReactElement => {
    const lit = highlight?.has(id) ?? false;
    // The house controlling a land area (units, power token, or its own home shield, p.24).
    const tint = AREAS[id]?.kind === "land" ? controllerOf(view, id) : null;
    const click = (): void => {
      if (!pz.dragged()) onAreaClick?.(id);
    };
    const key = (e: KeyboardEvent): void => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        onAreaClick?.(id);
      }
    };
    return (
      <g key={id}>
        <path
          d={pathOf(shape.points)}
          className={`area ${cls}${lit ? " lit" : ""}${selected === id ? " selected" : ""}`}
          data-area={id}
          data-anchor={shape.anchor.join(",")}
          role="button"
          aria-label={AREAS[id]?.name ?? id}
          aria-pressed={selected === id}
          tabIndex={lit ? 0 : -1}
          onClick={click}
          onKeyDown={key}
        />
        {tint && <path d={pathOf(shape.points)} className="tint" fill={houseColor(tint).fill} pointerEvents="none" />}
        {blocked.has(id) && <path d={pathOf(shape.points)} fill="url(#blocked)" pointerEvents="none" />}
      </g>
    );
  };

  // Highlight outlines go above their own layer, so a neighbour never hides a border, but seas'
  // outlines stay under the land they run beneath.
  const outlines = (shapes: Readonly<Record<string, AreaShape>>): ReactElement[] =>
    Object.entries(shapes)
      .filter(([id]) => highlight?.has(id) || selected === id)
      .map(([id, s]) => <path key={`o-${id}`} d={pathOf(s.points)} className={selected === id ? "outline selected" : "outline lit"} pointerEvents="none" />);

  return (
    <div className={VIEW_BOX.width > 1000 ? "board wide" : "board"}>
      <svg
        viewBox={`${VIEW_BOX.x} ${VIEW_BOX.y} ${VIEW_BOX.width} ${VIEW_BOX.height}`}
        style={{ aspectRatio: `${VIEW_BOX.width} / ${VIEW_BOX.height}` }}
        role="group"
        aria-label={view.mod?.board === "westeros-with-essos" ? "Map of Westeros and Essos" : "Map of Westeros"}
        className="board-svg"
        ref={pz.ref}
      >
        <defs>
          <pattern id="blocked" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="14" height="14" fill="#3b3b3b" opacity="0.35" />
            <line x1="0" y1="0" x2="0" y2="14" stroke="#222" strokeWidth="5" />
          </pattern>
          <pattern id="waves" width="40" height="18" patternUnits="userSpaceOnUse">
            <path d="M0,9 Q10,3 20,9 T40,9" fill="none" stroke="#ffffff" strokeOpacity="0.18" strokeWidth="1.5" />
          </pattern>
        </defs>
        <g transform={pz.transform}>
          <rect width={W} height={H} className="ocean" />
          {Object.entries(SEA_SHAPES).map(([id, s]) => areaPath(id, s, "sea"))}
          <rect width={W} height={H} fill="url(#waves)" pointerEvents="none" />
          {outlines(SEA_SHAPES)}
          {/* Shallow water along every coast, drawn under the land. */}
          <g className="shallows" pointerEvents="none">
            {Object.entries(LAND_SHAPES).map(([id, s]) => (
              <path key={id} d={pathOf(s.points)} />
            ))}
          </g>
          <path d={pathOf(BEYOND_THE_WALL)} className="beyond-wall" />
          {Object.entries(LAND_SHAPES).map(([id, s]) => areaPath(id, s, "land"))}
          <line x1={THE_WALL[0][0]} y1={THE_WALL[0][1]} x2={THE_WALL[1][0]} y2={THE_WALL[1][1]} className="the-wall" />
          {shapes.scenery}
          {outlines(LAND_SHAPES)}
          {Object.entries(PORT_SHAPES).map(([id, s]) => areaPath(id, s, "port"))}
          {outlines(PORT_SHAPES)}
          {Object.entries(ALL_SHAPES).map(([id, s]) => (
            <AreaPieces
              key={id}
              id={id}
              shape={s}
              area={view.areas[id]}
              attackers={attackers?.area === id ? attackers : null}
              def={board.areas[id]}
              extras={extras}
            />
          ))}
          {marks && <MarksLayer marks={marks} shapes={ALL_SHAPES} />}
        </g>
      </svg>
      <ZoomControls pz={pz} />
    </div>
  );
}
