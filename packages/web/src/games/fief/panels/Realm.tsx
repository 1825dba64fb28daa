/**
 * The state of the realm: round, phase, season, turn order; the Crown, the Small Council, the
 * Wardens and the other titles with their holders; the election, bid, battle or uprising in
 * progress (secret markers and bids shown only as "placed"); decks, the face-down disaster track,
 * discards, and the Wall.
 */
import type { ReactElement } from "react";
import { houseColor, houseName, nobleName, regionName, titleName, villageName } from "../names.ts";
import type { FiefView } from "../types.ts";
import { Dice } from "./Dice.tsx";

const PHASES: Readonly<Record<string, string>> = {
  setup: "Setup", announcements: "1. Announcements", elections: "1. Elections", cards: "2. Cards", income: "3. Income", purchase: "4. Purchases",
  movement: "5. Movement", battles: "6. Battles", wall: "7. The Wall", endOfRound: "8. End of the round", over: "Game over",
};

const TITLE_ORDER = ["king", "queen", "hand", "protector", "master:ships", "master:laws", "master:whisperers", "master:coin", "warden:1", "warden:2", "warden:3", "warden:4", "warden:5", "lordCommander", "motherOfDragons"];

function Holder({ view, title }: { view: FiefView; title: string }): ReactElement {
  const id = view.titles[title as keyof FiefView["titles"]];
  const n = id ? view.nobles[id] : undefined;
  return (
    <tr>
      <th scope="row">{titleName(title)}</th>
      <td>{n ? `${n.name} (${houseName(n.house)})` : <span className="hint">vacant</span>}</td>
    </tr>
  );
}

function InProgress({ view }: { view: FiefView }): ReactElement | null {
  const st = view.step as Record<string, unknown> & { kind: string };
  if (st.kind === "election") {
    const e = st.election as { title: string; stage: string; candidates: { noble: string; house: string }[]; markers: { house: string }[] };
    return (
      <div className="in-progress" data-progress="election">
        <strong>Election: {titleName(e.title)}</strong> ({e.stage}). Candidates: {e.candidates.map((c) => nobleName(c.noble, view.nobles)).join(", ") || "none yet"}.
        {e.stage === "votes" && <> Voted: {e.markers.map((m) => houseName(m.house)).join(", ") || "nobody yet"} (markers face down).</>}
      </div>
    );
  }
  if (st.kind === "councilBid" || st.kind === "wallBid") {
    const bids = st.bids as { house: string; amount?: number; gold?: number }[];
    return (
      <div className="in-progress" data-progress={st.kind}>
        <strong>{st.kind === "councilBid" ? "Small Council bid" : "Wall bid"}</strong>: {bids.map((b) => `${houseName(b.house)} ${(b.amount ?? b.gold ?? -1) < 0 ? "has bid (secret)" : `${b.amount ?? b.gold}`}`).join(", ") || "no bids yet"}.
      </div>
    );
  }
  return null;
}

function Battle({ view }: { view: FiefView }): ReactElement | null {
  const b = view.battle;
  if (!b) return null;
  return (
    <div className="battle-panel" data-progress="battle">
      <strong>
        {b.raid ? "Raid" : "Battle"} at {villageName(b.village)}
      </strong>
      : {b.attackers.map(houseName).join(" + ")} attack {b.defenders.map(houseName).join(" + ")}, round {b.round + 1}
      {b.secretPassage ? " (Secret Passage: no attacker penalty)" : ""}.
      {b.roll && (
        <p>
          {houseName(b.attacker)}: <Dice faces={b.roll.attacker.faces} battle /> {b.roll.attacker.bonus ? `+${b.roll.attacker.bonus}` : ""} · {houseName(b.defender)}:{" "}
          <Dice faces={b.roll.defender.faces} battle /> {b.roll.defender.bonus ? `+${b.roll.defender.bonus}` : ""}
        </p>
      )}
      {b.pendingHits.length > 0 && <p>Hits to take: {b.pendingHits.map((p) => `${houseName(p.house)} ${p.hits}`).join(", ")}</p>}
    </div>
  );
}

/** Who rules: the King (or Queen), the Hand, the Protector, and the heir (1.5). */
function Crown({ view }: { view: FiefView }): ReactElement {
  const who = (t: string): string | null => {
    const id = view.titles[t as keyof FiefView["titles"]];
    const n = id ? view.nobles[id] : undefined;
    return n ? `${n.name} (${houseName(n.house)})` : null;
  };
  const heirs = Object.values(view.nobles).filter((n) => n.attributes.includes("prince of westeros"));
  const parts = [
    `King: ${who("king") ?? who("queen") ?? "none"}`,
    `Hand: ${who("hand") ?? "none"}`,
    `Protector: ${who("protector") ?? "none"}`,
    heirs.length > 0 ? `Heir: ${heirs.map((n) => `${n.name} (${houseName(n.house)})`).join(", ")}` : "",
  ].filter(Boolean);
  return <p className="crown">{parts.join(" · ")}</p>;
}

export function Realm({ view }: { view: FiefView }): ReactElement {
  const u = view.uprising;
  return (
    <section className="realm" aria-label="The realm">
      <h4>
        Round <strong className="round">{view.round}</strong> · {PHASES[view.phase] ?? view.phase}
        {view.options.winterIsComing ? ` · ${view.season}` : ""}
      </h4>
      <p className="turn-order">
        Turn order:{" "}
        {view.turnOrder.map((h, i) => {
          const c = houseColor(h);
          return (
            <span key={h} className="chip" style={{ background: c.fill, color: c.ink }}>
              {i + 1}. {c.mark} {houseName(h)}
            </span>
          );
        })}
      </p>
      <Crown view={view} />
      <InProgress view={view} />
      <Battle view={view} />
      {u && (
        <p className="in-progress" data-progress="uprising">
          <strong>Uprising at {villageName(u.village)}</strong>: {u.cards} card{u.cards === 1 ? "" : "s"}, raised by {houseName(u.by)} ({u.stage}).
        </p>
      )}
      <details>
        <summary>Titles</summary>
        <table className="titles-table">
          <tbody>
            {TITLE_ORDER.map((t) => (
              <Holder key={t} view={view} title={t} />
            ))}
            {Object.keys(view.titles)
              .filter((t) => t.startsWith("fief:"))
              .map((t) => (
                <Holder key={t} view={view} title={t} />
              ))}
          </tbody>
        </table>
      </details>
      <p className="decks">
        Court deck {view.courtDeckSize} · Fortune deck {view.fortuneDeckSize}
        {view.fortuneTop ? ` (top card's back: ${view.fortuneTop})` : ""} · Disaster track: {view.disasterTrack} face down
      </p>
      <p className="decks">
        Discarded: {[...view.courtDiscard, ...view.fortuneDiscard].join(", ") || "nothing yet"}
      </p>
      <p className="regions-line">
        {Object.entries(view.regions).map(([r, c]) =>
          c.disasters.length + c.bounty.length > 0 ? (
            <span key={r}>
              {regionName(r)}: {[...c.disasters, ...c.bounty].join(", ")}.{" "}
            </span>
          ) : null,
        )}
      </p>
      {view.options.nightsWatch && (
        <p className="wall-track" data-wall={view.wall.value}>
          The Wall: <strong>{view.wall.value}</strong> on the track (−12 to 12) · castles fallen {view.wall.fallen} · gold at Castle Black {view.wall.supplies}
        </p>
      )}
    </section>
  );
}
