/**
 * Resolving a March order: the moves the engine allows, grouped by destination (pick one on the
 * map to see only its moves), each naming the units that go. An area held by another house is
 * marked as an attack; whether it may be attacked is the engine's call (it is in the list or not).
 * Mother of Dragons: dragons alone may fly to any land area (action/march-moves.ts `flights`), so a
 * destination reached only by dragons says so; a vassal's march names the vassal's foes.
 */
import type { ReactElement } from "react";
import type { Action } from "../types.ts";
import { unitsText } from "../describe.ts";
import { areaName, houseName } from "../names.ts";
import { ActionButton } from "./ActionButton.tsx";
import { ofType, type PromptProps } from "./types.ts";
import { actingHouse } from "./acting.ts";

/** True when a move carries dragons and nothing else: a flight. */
const isFlight = (units: Readonly<Record<string, number | undefined>>): boolean =>
  (units["dragon"] ?? 0) > 0 && Object.entries(units).every(([u, n]) => u === "dragon" || !n);

export function MarchPrompt(props: PromptProps): ReactElement {
  const { legal, picture, seat, selected, select, send, busy } = props;
  const moves = ofType(legal, "move");
  const others = legal.filter((a) => a.type !== "move");
  const destinations = [...new Set(moves.map((m) => m.to))];
  const shown = selected !== null && destinations.includes(selected) ? [selected] : destinations;
  const house = actingHouse(picture.prompts, seat);
  const from = (picture.prompts.find((p) => p.kind === "march")?.detail as { from?: string } | undefined)?.from;

  const enemy = (area: string): string | null => {
    const a = picture.view.areas[area];
    if (!a) return null;
    if (a.units.length > 0 && a.house !== house) return houseName(a.house ?? "");
    if (a.neutralForce !== null) return "a neutral force";
    if (a.garrison && a.garrison.house !== house) return `the ${houseName(a.garrison.house)} garrison`;
    return null;
  };

  return (
    <div className="march-prompt">
      {from && <p>Marching from {areaName(from)}. Pick a destination on the map or below.</p>}
      {shown.map((to) => {
        const foe = enemy(to);
        const here = moves.filter((m) => m.to === to);
        const flightOnly = here.every((m) => isFlight(m.units));
        return (
          <section key={to} className="destination" data-area={to} aria-label={`Moves to ${areaName(to)}`}>
            <h4>
              {areaName(to)}
              {foe && <span className="attack"> (attack {foe})</span>}
              {flightOnly && <span className="flight"> (dragons fly)</span>}
            </h4>
            <div className="choices">
              {here.map((m, i) => (
                  <ActionButton key={i} action={m} send={send} busy={busy} label={unitsText(m.units)} />
                ))}
            </div>
          </section>
        );
      })}
      {shown.length === 1 && destinations.length > 1 && (
        <button type="button" className="link" onClick={() => select(null)}>
          all destinations
        </button>
      )}
      <div className="choices">
        {others.map((a: Action, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} />
        ))}
      </div>
    </div>
  );
}
