/**
 * The areas an orders prompt places tokens on, each with the order staged there (and a way to take
 * it back): the one list the base game's and a vassal's orders prompts show.
 */
import type { ReactElement } from "react";
import { areaName, orderName } from "../names.ts";

export interface OrderAreaListProps {
  areas: readonly string[];
  current: string | null;
  staged: Readonly<Record<string, string>>;
  /** What an area without a staged order says. */
  emptyText: string;
  select(area: string): void;
  unstage(area: string): void;
}

export function OrderAreaList({ areas, current, staged, emptyText, select, unstage }: OrderAreaListProps): ReactElement {
  return (
    <ul className="order-areas">
      {areas.map((a) => (
        <li key={a} className={a === current ? "current" : ""}>
          <button type="button" className="area-pick" data-area={a} aria-pressed={a === current} onClick={() => select(a)}>
            {areaName(a)}
          </button>
          {staged[a] ? (
            <span className="staged">
              {orderName(staged[a])}{" "}
              <button type="button" className="link" aria-label={`Take back the order in ${areaName(a)}`} onClick={() => unstage(a)}>
                ✕
              </button>
            </span>
          ) : (
            <span className="unstaged">{emptyText}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
