/**
 * The houses and their people: gold (public), hand size (your own hand as cards), diplomacy and
 * tax markers, and each noble with where he stands, his titles, marriage, and his attributes in
 * words with the rule each one changes.
 */
import type { ReactElement } from "react";
import { attributeText, houseColor, houseName, nobleName, titleName, villageName } from "../names.ts";
import type { FiefView } from "../types.ts";
import { CardView } from "../prompts/CardPrompt.tsx";

type Noble = FiefView["nobles"][string];

export function titlesByNoble(view: FiefView): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const [title, noble] of Object.entries(view.titles)) {
    if (!noble) continue;
    m.set(noble, [...(m.get(noble) ?? []), title]);
  }
  return m;
}

function where(n: Noble, view: FiefView): string {
  if (n.captor) return `captive of ${houseName(n.captor)} at ${n.village ? villageName(n.village) : "?"}`;
  if (n.village) return `at ${villageName(n.village)}`;
  if (n.brother || view.titles.lordCommander === n.id) return "on the Wall";
  return "off the board";
}

function NobleLine({ n, view, titles }: { n: Noble; view: FiefView; titles: string[] }): ReactElement {
  const flags = [n.outlaw ? "outlaw" : "", n.assassin ? "carries the bloody knife" : "", n.brother ? "Brother of the Night's Watch" : "", n.godsCursed ? "embraced R'hllor" : ""].filter(Boolean);
  return (
    <li className="noble" data-noble={n.id}>
      <strong>{n.name}</strong> <span className="hint">({n.sex})</span> {where(n, view)}
      {titles.length > 0 && <span className="titles"> · {titles.map(titleName).join(", ")}</span>}
      {n.spouse && <span> · married to {nobleName(n.spouse, view.nobles)}</span>}
      {flags.length > 0 && <span className="flags"> · {flags.join(", ")}</span>}
      <ul className="attributes">
        {n.attributes.map((a) => (
          <li key={a}>
            <em>{a}</em>: {attributeText(a)}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function People({ view }: { view: FiefView }): ReactElement {
  const titles = titlesByNoble(view);
  const taxesBy = (h: string): number => view.taxes.filter((t) => t.house === h).length;
  return (
    <section className="people" aria-label="Houses and nobles">
      <h4>Houses</h4>
      {view.turnOrder.map((h) => {
        const hs = view.houses[h];
        const c = houseColor(h);
        const nobles = Object.values(view.nobles).filter((n) => n.house === h);
        const captives = Object.values(view.nobles).filter((n) => n.captor === h);
        // Marriage alliances (8.2): houses whose nobles are married to this house's.
        const allies = [...new Set(nobles.flatMap((n) => (n.spouse && view.nobles[n.spouse] && view.nobles[n.spouse]!.house !== h ? [view.nobles[n.spouse]!.house] : [])))];
        return (
          <details key={h} className="house" open={h === view.seat} data-house={h}>
            <summary>
              <span className="chip" style={{ background: c.fill, color: c.ink }}>
                {c.mark} {houseName(h)}
              </span>{" "}
              {hs?.gold ?? 0} GD · {hs?.handSize ?? 0} card{hs?.handSize === 1 ? "" : "s"} · {nobles.length} noble{nobles.length === 1 ? "" : "s"}
            </summary>
            <p className="house-facts">
              Gold {hs?.gold ?? 0} · diplomacy markers {hs?.diplomacy ?? 0} · tax markers on the board {taxesBy(h)}/3 · lords left {hs?.lordsLeft ?? 0}, ladies left {hs?.ladiesLeft ?? 0}
            </p>
            {allies.length > 0 && <p className="allies">Allied by marriage with {allies.map(houseName).join(", ")}.</p>}
            {hs?.hand && hs.hand.length > 0 && (
              <div className="card-row hand" aria-label="Your hand">
                {hs.hand.map((card, i) => (
                  <CardView key={i} card={card} />
                ))}
              </div>
            )}
            <ul className="nobles">
              {nobles.map((n) => (
                <NobleLine key={n.id} n={n} view={view} titles={titles.get(n.id) ?? []} />
              ))}
            </ul>
            {captives.length > 0 && <p>Holds captive: {captives.map((n) => `${n.name} (${houseName(n.house)})`).join(", ")}</p>}
          </details>
        );
      })}
    </section>
  );
}
