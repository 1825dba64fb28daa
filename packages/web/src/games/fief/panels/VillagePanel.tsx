/** The village picked on the map, in words: fief, region, controller, buildings, armies, siege. */
import type { ReactElement } from "react";
import { armiesAt } from "../map/armies.ts";
import { fiefName, houseColor, houseName, nobleName, regionName, troopName, VILLAGE, villageName } from "../names.ts";
import type { FiefView } from "../types.ts";

export function VillagePanel({ view, village, close }: { view: FiefView; village: string; close(): void }): ReactElement | null {
  const v = view.villages[village];
  const f = VILLAGE[village];
  if (!v || !f) return null;
  const armies = armiesAt(view, village);
  const buildings = [v.fortified ? "Fortified City" : v.stronghold ? "Stronghold" : "", v.mills ? `${v.mills} mill${v.mills > 1 ? "s" : ""}` : "", v.sept ? "a Sept" : "", v.maester ? "a Maester" : ""].filter(Boolean);
  return (
    <section className="village-panel" aria-label={`Village ${villageName(village)}`}>
      <h4>
        {villageName(village)}{" "}
        <button type="button" className="link" onClick={close}>
          close
        </button>
      </h4>
      <p>
        {fiefName(f.fief)} · {regionName(f.region)} (region {f.region}){f.principal ? " · principal village" : ""}
        {f.coastal ? " · coastal" : ""}
      </p>
      <p>
        Held by {v.controller ? houseName(v.controller) : "nobody"}. {buildings.length > 0 ? `Buildings: ${buildings.join(", ")}.` : "No buildings."}
        {v.siege && ` Besieged by ${houseName(v.siege.besieger)} (engine of ${v.siege.engine} ${v.siege.engine === 1 ? "die" : "dice"}).`}
      </p>
      {armies.length === 0 ? (
        <p className="hint">Nobody is here.</p>
      ) : (
        <ul className="armies-list">
          {armies.map((a) => {
            const c = houseColor(a.house);
            return (
              <li key={a.house}>
                <span className="chip" style={{ background: c.fill, color: c.ink }}>
                  {c.mark} {houseName(a.house)}
                </span>{" "}
                {Object.entries(a.byType)
                  .map(([t, n]) => `${n} ${troopName(t, n)}`)
                  .join(", ") || "no troops"}
                {a.roads.length > 0 && ` (on the road from ${a.roads.map((r) => villageName(r)).join(", ")}: arrived this movement)`}
                {a.nobles.length > 0 && `; nobles: ${a.nobles.map((n) => nobleName(n, view.nobles)).join(", ")}`}
                {a.captives.length > 0 && `; captives: ${a.captives.map((n) => nobleName(n, view.nobles)).join(", ")}`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
