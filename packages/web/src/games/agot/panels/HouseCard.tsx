/** A house card drawn as a small tile: name, strength, swords and towers. */
import type { ReactElement } from "react";
import { HOUSE_CARDS } from "../names.ts";
import { houseColor } from "../map/colors.ts";

export function HouseCard({ id, onPick, verb = "Play", faded }: { id: string; onPick?: (() => void) | undefined; verb?: string; faded?: boolean }): ReactElement {
  const c = HOUSE_CARDS[id];
  const color = houseColor(c?.house);
  const body = (
    <>
      <span className="card-strength" style={{ background: color.fill, color: color.ink }}>
        {c?.strength ?? "?"}
      </span>
      <span className="card-name">{c?.name ?? id}</span>
      <span className="card-icons" aria-label={`${c?.swords ?? 0} swords, ${c?.fortifications ?? 0} towers`}>
        {"⚔".repeat(c?.swords ?? 0)}
        {"♜".repeat(c?.fortifications ?? 0)}
        {c?.ability ? " ✦" : ""}
      </span>
    </>
  );
  if (!onPick) return <div className={`house-card${faded ? " faded" : ""}`}>{body}</div>;
  return (
    <button type="button" className="house-card pickable" onClick={onPick} aria-label={`${verb} ${c?.name ?? id}`} data-card={id}>
      {body}
    </button>
  );
}
