/**
 * The public tracks: the three influence tracks (numbered, with what each position decides and
 * the dominance tokens), and per house its special-order stars, available power, supply against
 * its armies and castles held (victory); the wildling threat, the round, whether Tides of Battle
 * is on, and this round's Westeros cards and the last wildling card with their texts. With Mother
 * of Dragons: eight houses, Targaryen fixed last with its 3 stars and its victory counted in
 * loyalty (panels/mod/ shows the rest), vassals marked with their commander and no power of their own.
 */
import type { ReactElement } from "react";
import type { GameView, SeqEvent } from "../types.ts";
import { houseName, restrictionName, TRACK_NAMES, westerosCardName, wildlingCardName } from "../names.ts";
import { houseColor } from "../map/colors.ts";
import { armySizes, castleCounts, powerOnBoard, starsOf, supplyLimits } from "../board-facts.ts";
import { WESTEROS_TEXTS, WILDLING_TEXTS } from "../cardTexts.ts";
import { LOYALTY_VICTORY } from "../../../../../agot/src/data/mod.ts";
import { victoryPoints } from "../../../../../agot/src/rules/victory.ts";
import type { Game } from "@kingsroad/agot";

export { castleCounts };

export function Chip({ house }: { house: string }): ReactElement {
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

/** What a higher place on each track is worth, so a newcomer reads the order as a tie-break. */
const DECIDES: Record<keyof typeof TRACK_NAMES, string> = {
  ironThrone: "Turn order; the holder settles every tied bid.",
  fiefdoms: "A tied combat goes to the house higher here.",
  kingsCourt: "★ = special orders allowed each round.",
};

const stars = (n: number): string => (n > 0 ? "★".repeat(n) : "–");

/** The wildling card revealed most recently (wildling-card events), for the panel. */
export function lastWildlingCard(events: readonly SeqEvent[]): string | null {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]!.type === "wildling-card") return (events[i]!.data as { card: string }).card;
  return null;
}

type HouseId = Game["houses"][number];

/** A house's Victory track place by the engine's own count (castles; Targaryen's loyalty with MoD, on MoD's board). */
const victoryOf = (view: GameView, h: string): number => victoryPoints(view as unknown as Game, h as HouseId);

export function Tracks({ view, events = [] }: { view: GameView; events?: readonly SeqEvent[] }): ReactElement {
  const vassals = view.mod?.vassals;
  const isVassal = (h: string): boolean => vassals?.houses.includes(h as HouseId) ?? false;
  const commander = (h: string): string | null => vassals?.commanders[h as HouseId] ?? null;
  const used = (t: keyof typeof TRACK_NAMES): string | null =>
    t === "fiefdoms" ? (view.bladeUsed ? "used" : "unused") : t === "kingsCourt" ? (view.ravenUsed ? "used" : "unused") : null;
  const wildling = lastWildlingCard(events);
  return (
    <section className="tracks" aria-label="Tracks">
      <p className="round">
        Round <strong>{view.round}</strong> of 10{view.mod ? " · Mother of Dragons" : ""} · Wildling threat <strong>{view.wildlings.threat}</strong>/12 · Tides of Battle{" "}
        <strong className="tides">{view.config.tidesOfBattle ? "on" : "off"}</strong>
      </p>
      <div className="track-row">
        {(Object.keys(TRACK_NAMES) as (keyof typeof TRACK_NAMES)[]).map((t) => (
          <div key={t} className="track" data-track={t}>
            <h4>{TRACK_NAMES[t]}</h4>
            <ol>
              {view.tracks[t].map((h) => (
                <li key={h}>
                  <Chip house={h} />
                  {isVassal(h) && <small className="vassal-mark"> vassal</small>}
                  {h === "targaryen" && view.mod && <small className="fixed" title="Targaryen never moves on the tracks (cards.md 6.1)"> fixed last</small>}
                  {t === "kingsCourt" && <span className="stars" aria-label={`${starsOf(view, h)} special orders`}> {stars(starsOf(view, h))}</span>}
                </li>
              ))}
            </ol>
            <p className="decides">{DECIDES[t]}</p>
            <p className="dominance">
              {DOMINANCE[t]}: {view.tracks[t][0] ? houseName(view.tracks[t][0]) : "nobody"}
              {used(t) && <em> ({used(t)})</em>}
            </p>
          </div>
        ))}
      </div>
      <table className="house-table">
        <thead>
          <tr>
            <th scope="col">House</th>
            <th scope="col" title="Special orders allowed by the King's Court track">★</th>
            <th scope="col" title="Power tokens available to spend (and standing on the board)">Power</th>
            <th scope="col" title="Supply level: armies now / army sizes allowed">Supply</th>
            <th scope="col" title="Castles and strongholds controlled (7 wins)">Castles</th>
          </tr>
        </thead>
        <tbody>
          {view.houses.map((h) => {
            const armies = armySizes(view, h);
            const limits = supplyLimits(view, h);
            return (
              <tr key={h} className={`${h === view.seat ? "me" : ""}${isVassal(h) ? " vassal" : ""}`.trim()} data-house={h}>
                <td>
                  <Chip house={h} />
                  {view.players[h] ? <small> {view.players[h]}</small> : null}
                  {isVassal(h) && <small className="vassal-of"> vassal{commander(h) ? ` of ${houseName(commander(h)!)}` : ""}</small>}
                </td>
                <td className="stars">{starsOf(view, h)}</td>
                <td className="power">
                  {view.power[h] ?? 0}
                  <small title="on the board"> +{powerOnBoard(view, h)}</small>
                </td>
                <td className="supply" title={`Supply ${view.supply[h] ?? 0}: armies ${armies.join(", ") || "none"}; allowed ${limits.join(", ")}`}>
                  {view.supply[h] ?? 0}
                  <small>
                    {" "}
                    {armies.join("·") || "0"} / {limits.join("·")}
                  </small>
                </td>
                <td className="castles" title={h === "targaryen" && view.mod ? "Targaryen's victory: loyalty tokens collected, +1 while it holds Pentos" : undefined}>
                  {isVassal(h) ? "–" : `${victoryOf(view, h)}/${h === "targaryen" && view.mod ? `${LOYALTY_VICTORY} loyalty` : 7}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint">Supply: armies now / army sizes allowed. Power: available +on the board.</p>
      {view.westeros.revealed.length > 0 && (
        <div className="westeros">
          <h4>Westeros cards this round</h4>
          <ol>
            {view.westeros.revealed.map((c, i) => (
              <li key={i}>
                <strong>{westerosCardName(c)}</strong>: {WESTEROS_TEXTS[c] ?? ""}
              </li>
            ))}
          </ol>
        </div>
      )}
      {wildling && (
        <p className="wildling-card">
          Last wildling card: <strong>{wildlingCardName(wildling)}</strong>. {WILDLING_TEXTS[wildling] ?? ""}
        </p>
      )}
      {view.restrictions.length > 0 && <p className="restrictions">This round: {view.restrictions.map(restrictionName).join(", ")}.</p>}
      {view.wildlings.topCard && (
        <p className="secret">
          You saw the top wildling card: <strong>{wildlingCardName(view.wildlings.topCard)}</strong>. {WILDLING_TEXTS[view.wildlings.topCard] ?? ""}
        </p>
      )}
    </section>
  );
}
