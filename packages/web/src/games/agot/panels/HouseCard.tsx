/** A house card as a small tile: strength, name, swords and towers, and what its ability does. */
import type { ReactElement } from "react";
import { cardAbility } from "../cardTexts.ts";
import { count, HOUSE_CARDS } from "../names.ts";
import { houseColor } from "../map/colors.ts";

export function HouseCard({ id, onPick, verb = "Play", faded }: { id: string; onPick?: (() => void) | undefined; verb?: string; faded?: boolean }): ReactElement {
  const c = HOUSE_CARDS[id];
  const color = houseColor(c?.house);
  const ability = cardAbility(id);
  const swords = c?.swords ?? 0;
  const towers = c?.fortifications ?? 0;
  const icons = [swords > 0 ? count(swords, "sword") : "", towers > 0 ? count(towers, "tower") : ""].filter(Boolean).join(", ");
  const body = (
    <>
      <span className="card-head">
        <span className="card-strength" style={{ background: color.fill, color: color.ink }} title="Combat strength">
          {c?.strength ?? "?"}
        </span>
        <span className="card-name">{c?.name ?? id}</span>
        <span className="card-icons" aria-label={icons || "no icons"} title={icons || "no icons"}>
          {"⚔".repeat(swords)}
          {"♜".repeat(towers)}
        </span>
      </span>
      {ability && <span className="card-text">{ability}</span>}
    </>
  );
  if (!onPick)
    return (
      <div className={`house-card${faded ? " faded" : ""}`} data-card={id}>
        {body}
      </div>
    );
  return (
    <button type="button" className="house-card pickable" onClick={onPick} aria-label={`${verb} ${c?.name ?? id}`} data-card={id}>
      {body}
    </button>
  );
}
