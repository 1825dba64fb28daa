/**
 * The combat under way: who attacks where with what, the support declared, the cards once
 * revealed, and both sides' strength as the engine reports it (combat-strength events), so the
 * numbers build up step by step without the client computing any of them.
 */
import type { ReactElement } from "react";
import type { StrengthBreakdown } from "@kingsroad/agot";
import type { GameView, SeqEvent } from "../types.ts";
import { areaName, cardName, houseName } from "../names.ts";

/** The strength breakdown the engine sends in its combat-strength events. */
type Breakdown = StrengthBreakdown;

interface CombatFrameView {
  kind: "combat";
  start: { attacker: string; from: string; to: string };
  attackers: { type: string; routed: boolean }[];
  neutral: number | null;
  step: string;
  sides: { attacker: { house: string; card: string | null }; defender: { house: string; card: string | null } | null };
  support: { area: string; house: string; side: string }[];
  revealed: boolean;
}

const isCombat = (f: unknown): f is CombatFrameView => typeof f === "object" && f !== null && (f as { kind?: unknown }).kind === "combat";

/** The newest strength report of the combat under way (events after the last combat ended). */
export function latestStrength(events: readonly SeqEvent[]): { stage: string; attacker: Breakdown; defender: Breakdown } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "combat-end") return null;
    if (e.type === "combat-strength") return e.data as { stage: string; attacker: Breakdown; defender: Breakdown };
  }
  return null;
}

const ROWS: (keyof Breakdown)[] = ["units", "order", "support", "garrison", "card", "blade", "tides", "total"];

export function Combat({ view, events }: { view: GameView; events: readonly SeqEvent[] }): ReactElement | null {
  const f = [...view.stack].reverse().find(isCombat);
  if (!f) return null;
  const strength = latestStrength(events);
  const defender = f.sides.defender ? houseName(f.sides.defender.house) : `Neutral force (${f.neutral ?? "?"})`;
  return (
    <section className="combat" aria-label="Combat">
      <h4>
        Combat in {areaName(f.start.to)}: {houseName(f.start.attacker)} attacks {defender}
      </h4>
      <p>
        From {areaName(f.start.from)} with {f.attackers.map((u) => `${u.routed ? "routed " : ""}${u.type}`).join(", ") || "no units"}. Step: {f.step}.
      </p>
      {f.support.length > 0 && (
        <p>Support: {f.support.map((s) => `${houseName(s.house)} from ${areaName(s.area)} → ${s.side}`).join("; ")}</p>
      )}
      {f.revealed && (
        <p>
          Cards: {f.sides.attacker.card ? cardName(f.sides.attacker.card) : "none"} vs{" "}
          {f.sides.defender?.card ? cardName(f.sides.defender.card) : "none"}
        </p>
      )}
      {strength && (
        <table className="strength">
          <caption>{strength.stage} strength</caption>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{houseName(f.start.attacker)}</th>
              <th scope="col">{defender}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r} className={r === "total" ? "total" : ""}>
                <th scope="row">{r}</th>
                <td>{strength.attacker[r]}</td>
                <td>{strength.defender[r]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
