/**
 * The combat under way: who attacks where with what, the support declared, both cards with their
 * texts once revealed, and both sides' strength as the engine reports it (combat-strength events),
 * so the numbers build up step by step without the client computing any of them. When it ends,
 * its result stays on screen (read back from the events) until the player dismisses it.
 */
import type { ReactElement } from "react";
import type { StrengthBreakdown } from "@kingsroad/agot";
import type { GameView, SeqEvent } from "../types.ts";
import { areaName, combatStepName, HOUSE_CARDS, houseName, plainWords, unitListText, unitsText } from "../names.ts";
import { combatOf } from "../combat-frame.ts";
import { HouseCard } from "./HouseCard.tsx";

/** The strength breakdown the engine sends in its combat-strength events. */
type Breakdown = StrengthBreakdown;
interface StrengthReport {
  stage: string;
  attacker: Breakdown;
  defender: Breakdown;
}

/** The newest strength report of the combat under way (events after the last combat ended). */
export function latestStrength(events: readonly SeqEvent[]): StrengthReport | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "combat-end") return null;
    if (e.type === "combat-strength") return e.data as StrengthReport;
  }
  return null;
}

/** A finished combat as its events tell it. */
export interface CombatResult {
  /** The seq of its combat-end event: what a dismissal remembers. */
  endSeq: number;
  area: string;
  attacker: string | null;
  from: string | null;
  units: Readonly<Record<string, number>> | null;
  defender: string | null;
  cards: { attacker: string | null; defender: string | null };
  strength: StrengthReport | null;
  victor: string | null;
  /** What happened in it, in words (cards, abilities, casualties, retreats). */
  lines: string[];
}

const RESULT_LINES = new Set([
  "combat-support",
  "combat-ability",
  "combat-blade",
  "combat-tides-revealed",
  "combat-casualty",
  "combat-casualties-prevented",
  "combat-swords",
  "combat-no-retreat",
  "combat-retreat",
  "combat-return",
  "combat-move-in",
  "combat-garrison-removed",
  "combat-port-taken",
  "neutral-force-destroyed",
  "neutral-force-holds",
]);

/** The newest finished combat in `events`, or null when none has ended. */
export function lastCombat(events: readonly SeqEvent[]): CombatResult | null {
  let end = -1;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i]!.type === "combat-end") {
      end = i;
      break;
    }
  if (end < 0) return null;
  let begin = end - 1;
  while (begin > 0 && !(events[begin]!.type === "march" && (events[begin]!.data as { combat?: boolean } | undefined)?.combat === true) && events[begin]!.type !== "combat-end") begin--;
  const span = events.slice(begin, end + 1);
  const endData = events[end]!.data as { area: string };
  const march = span.find((e) => e.type === "march")?.data as { house: string; from: string; units: Record<string, number> } | undefined;
  const revealed = [...span].reverse().find((e) => e.type === "combat-cards-revealed")?.data as { attacker: string | null; defender: string | null } | undefined;
  const strength = ([...span].reverse().find((e) => e.type === "combat-strength")?.data as StrengthReport | undefined) ?? null;
  const victor = (span.find((e) => e.type === "combat-victor")?.data as { house?: string } | undefined)?.house ?? null;
  const defenderCard = revealed?.defender ?? null;
  const attacker = march?.house ?? null;
  const defender = defenderCard ? (HOUSE_CARDS[defenderCard]?.house ?? null) : victor !== null && victor !== attacker ? victor : null;
  return {
    endSeq: events[end]!.seq,
    area: endData.area,
    attacker,
    from: march?.from ?? null,
    units: march?.units ?? null,
    defender,
    cards: { attacker: revealed?.attacker ?? null, defender: defenderCard },
    strength,
    victor,
    lines: span.filter((e) => RESULT_LINES.has(e.type)).map((e) => plainWords(e.text)),
  };
}

const ROWS: [keyof Breakdown, string][] = [
  ["units", "Units"],
  ["order", "Order"],
  ["support", "Support"],
  ["garrison", "Garrison"],
  ["card", "House card"],
  ["blade", "Valyrian Steel Blade"],
  ["tides", "Tides of Battle"],
  ["total", "Total"],
];

function StrengthTable({ strength, attacker, defender }: { strength: StrengthReport; attacker: string; defender: string }): ReactElement {
  return (
    <table className="strength">
      <caption>{strength.stage} strength</caption>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{attacker}</th>
          <th scope="col">{defender}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([r, label]) => (
          <tr key={r} className={r === "total" ? "total" : ""}>
            <th scope="row">{label}</th>
            <td>{strength.attacker[r]}</td>
            <td>{strength.defender[r]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cards({ attacker, defender, names }: { attacker: string | null; defender: string | null; names: [string, string] }): ReactElement {
  const side = (card: string | null, who: string): ReactElement => (
    <div className="combat-card">
      <small>{who}</small>
      {card ? <HouseCard id={card} /> : <p className="hint">no house card</p>}
    </div>
  );
  return (
    <div className="combat-cards">
      {side(attacker, names[0])}
      {side(defender, names[1])}
    </div>
  );
}

const sideName = (side: string): string => (side === "attacker" ? "the attacker" : side === "defender" ? "the defender" : "no one");

export function Combat({ view, events, dismissedSeq = -1, onDismiss }: { view: GameView; events: readonly SeqEvent[]; dismissedSeq?: number; onDismiss?: (seq: number) => void }): ReactElement | null {
  const f = combatOf(view);
  if (!f) {
    const last = lastCombat(events);
    if (!last || last.endSeq <= dismissedSeq) return null;
    return <LastCombat result={last} onDismiss={onDismiss} />;
  }
  const strength = latestStrength(events);
  const attacker = houseName(f.start.attacker);
  const defender = f.sides.defender ? houseName(f.sides.defender.house) : `a neutral force (${f.neutral ?? "?"})`;
  return (
    <section className="combat" aria-label="Combat">
      <h4>
        Combat in {areaName(f.start.to)}: {attacker} attacks {defender}
      </h4>
      <p>
        From {areaName(f.start.from)} with {unitListText(f.attackers)}. Now: {combatStepName(f.step)}.
      </p>
      {f.support.length > 0 && (
        <p>Support: {f.support.map((s) => `${houseName(s.house)} from ${areaName(s.area)} supports ${sideName(s.side)}`).join("; ")}.</p>
      )}
      {f.revealed && f.sides.defender && <Cards attacker={f.sides.attacker.card} defender={f.sides.defender.card} names={[attacker, defender]} />}
      {strength && <StrengthTable strength={strength} attacker={attacker} defender={defender} />}
    </section>
  );
}

function LastCombat({ result, onDismiss }: { result: CombatResult; onDismiss?: ((seq: number) => void) | undefined }): ReactElement {
  const attacker = result.attacker ? houseName(result.attacker) : "The attacker";
  const defender = result.defender ? houseName(result.defender) : "the defender";
  return (
    <section className="combat last-combat" aria-label="Last combat">
      <h4>
        Last combat, in {areaName(result.area)}: {result.victor ? `${houseName(result.victor)} won` : "over"}
        {onDismiss && (
          <button type="button" className="link dismiss" onClick={() => onDismiss(result.endSeq)}>
            dismiss
          </button>
        )}
      </h4>
      <p>
        {attacker} attacked {defender}
        {result.from ? ` from ${areaName(result.from)}` : ""}
        {result.units ? ` with ${unitsText(result.units)}` : ""}.
      </p>
      {(result.cards.attacker || result.cards.defender) && <Cards attacker={result.cards.attacker} defender={result.cards.defender} names={[attacker, result.defender ? defender : "Defender"]} />}
      {result.strength && <StrengthTable strength={result.strength} attacker={attacker} defender={result.defender ? defender : "Defender"} />}
      {result.lines.length > 0 && (
        <ul className="combat-lines">
          {result.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
