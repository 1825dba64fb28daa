/**
 * The public tracks: the three influence tracks with their dominance tokens, supply, victory
 * (castles held), available power, the wildling threat and the round.
 */
import type { ReactElement } from "react";
import type { GameView } from "../types.ts";
import { AREAS, houseName, titleCase, TRACK_NAMES, westerosCardName } from "../names.ts";
import { houseColor } from "../map/colors.ts";

/** Castles and strongholds each house holds (units there, else its power token): the Victory track. */
export function castleCounts(view: GameView): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [id, a] of Object.entries(view.areas)) {
    if (!AREAS[id]?.castle) continue;
    const h = a.units.length > 0 ? a.house : a.powerToken;
    if (h) counts[h] = (counts[h] ?? 0) + 1;
  }
  return counts;
}

function Chip({ house }: { house: string }): ReactElement {
  const c = houseColor(house);
  return (
    <span className="chip" style={{ background: c.fill, color: c.ink }}>
      {houseName(house)}
    </span>
  );
}

const DOMINANCE: Record<keyof typeof TRACK_NAMES, string> = {
  ironThrone: "Iron Throne",
  fiefdoms: "Valyrian Steel Blade",
  kingsCourt: "Messenger Raven",
};

export function Tracks({ view }: { view: GameView }): ReactElement {
  const castles = castleCounts(view);
  const used = (t: keyof typeof TRACK_NAMES): string | null =>
    t === "fiefdoms" ? (view.bladeUsed ? "used" : "unused") : t === "kingsCourt" ? (view.ravenUsed ? "used" : "unused") : null;
  return (
    <section className="tracks" aria-label="Tracks">
      <p className="round">
        Round <strong>{view.round}</strong> of 10 · Wildling threat <strong>{view.wildlings.threat}</strong>/12
      </p>
      {(Object.keys(TRACK_NAMES) as (keyof typeof TRACK_NAMES)[]).map((t) => (
        <div key={t} className="track">
          <h4>{TRACK_NAMES[t]}</h4>
          <ol>
            {view.tracks[t].map((h) => (
              <li key={h}>
                <Chip house={h} />
              </li>
            ))}
          </ol>
          <p className="dominance">
            {DOMINANCE[t]}: {view.tracks[t][0] ? houseName(view.tracks[t][0]) : "nobody"}
            {used(t) && <em> ({used(t)})</em>}
          </p>
        </div>
      ))}
      <table className="house-table">
        <thead>
          <tr>
            <th scope="col">House</th>
            <th scope="col" title="Available power tokens">Power</th>
            <th scope="col">Supply</th>
            <th scope="col" title="Castles and strongholds held">Castles</th>
          </tr>
        </thead>
        <tbody>
          {view.houses.map((h) => (
            <tr key={h} className={h === view.seat ? "me" : ""}>
              <td>
                <Chip house={h} />
                {view.players[h] ? <small> {view.players[h]}</small> : null}
              </td>
              <td>{view.power[h] ?? 0}</td>
              <td>{view.supply[h] ?? 0}</td>
              <td>{castles[h] ?? 0}/7</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.westeros.revealed.length > 0 && (
        <p className="westeros">Westeros cards this round: {view.westeros.revealed.map(westerosCardName).join(", ")}</p>
      )}
      {view.restrictions.length > 0 && <p className="restrictions">Restrictions this round: {view.restrictions.map(titleCase).join(", ")}</p>}
      {view.wildlings.topCard && <p className="secret">You saw the top wildling card: {titleCase(view.wildlings.topCard)}</p>}
    </section>
  );
}
