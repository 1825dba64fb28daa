/** Arrows for this round's marches and a red ring around the area being fought over. */
import type { ReactElement } from "react";
import { areaName } from "../names.ts";
import { houseColor } from "./colors.ts";
import { ALL_SHAPES, pathOf, type AreaShape } from "./geometry.ts";
import type { Marks } from "./marks.ts";

export function MarksLayer({ marks, shapes = ALL_SHAPES }: { marks: Marks; shapes?: Readonly<Record<string, AreaShape>> }): ReactElement {
  const embattled = marks.embattled ? shapes[marks.embattled] : undefined;
  return (
    <g className="marks" pointerEvents="none">
      <defs>
        <marker id="arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#1a1a1a" />
        </marker>
      </defs>
      {marks.arrows.map((a, i) => {
        const from = shapes[a.from]?.anchor;
        const to = shapes[a.to]?.anchor;
        if (!from || !to) return null;
        // Stop short of the anchors so the arrow does not cover the labels.
        const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
        const len = Math.hypot(dx, dy) || 1;
        const cut = Math.min(28, len / 3);
        const [x1, y1] = [from[0] + (dx / len) * cut, from[1] + (dy / len) * cut];
        const [x2, y2] = [to[0] - (dx / len) * cut, to[1] - (dy / len) * cut];
        return (
          <g key={i} className="march-arrow">
            <title>{`${a.house}: ${areaName(a.from)} to ${areaName(a.to)}`}</title>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#1a1a1a" strokeWidth={7} strokeLinecap="round" markerEnd="url(#arrowhead)" opacity={0.55} />
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={houseColor(a.house).fill} strokeWidth={4} strokeLinecap="round" />
          </g>
        );
      })}
      {embattled && <path d={pathOf(embattled.points)} className="embattled" />}
    </g>
  );
}
