/**
 * Dice drawn as dice: a d6 face with its pips, and under a battle die the hits it scores
 * (faces 1-3 one hit, 4-5 two, 6 three: SF-6).
 */
import type { ReactElement } from "react";

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
  6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

export const battleHits = (face: number): number => (face <= 3 ? 1 : face <= 5 ? 2 : 3);

export function Die({ face, battle = false }: { face: number; battle?: boolean }): ReactElement {
  const hits = battle ? battleHits(face) : null;
  return (
    <span className="die" role="img" aria-label={`die showing ${face}${hits ? `, ${hits} hit${hits === 1 ? "" : "s"}` : ""}`} data-face={face}>
      <svg viewBox="0 0 24 24" width="20" height="20">
        <rect x="1" y="1" width="22" height="22" rx="4" className="die-face" />
        {(PIPS[face] ?? []).map(([x, y], i) => (
          <circle key={i} cx={x * 6} cy={y * 6} r="2.2" className="die-pip" />
        ))}
      </svg>
      {hits !== null && <small className="die-hits">{hits}h</small>}
    </span>
  );
}

export function Dice({ faces, battle = false }: { faces: readonly number[]; battle?: boolean }): ReactElement {
  return (
    <span className="dice">
      {faces.map((f, i) => (
        <Die key={i} face={f} battle={battle} />
      ))}
    </span>
  );
}
