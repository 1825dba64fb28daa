/**
 * A march, step by step (5): pick the noble who leads it, take troops and nobles along or leave
 * them, then step to a lit village on the map (or sail, Master of Ships), ask for passage, raid,
 * and halt. What travels with the leader is shown from the view's movement group.
 */
import type { ReactElement } from "react";
import { villagesOf } from "../describe.ts";
import { aTroop, nobleName, villageName } from "../names.ts";
import { ofType, type Action, type FiefView } from "../types.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { FiefPromptProps } from "./types.ts";

interface Group {
  leader: string;
  at: string;
  nobles: string[];
  units: number[];
  taken: number;
  passage: string;
}

export function movementGroup(view: FiefView): Group | null {
  const st = view.step as { kind?: string; group?: Group | null };
  return st.kind === "movement" && st.group ? st.group : null;
}

export const MARCH_TYPES = new Set(["march", "load", "unload", "step", "sail", "halt", "askPassage", "raid", "askShips"]);

export function MarchPrompt({ picture, actions, selected, select, send, busy, promptKind }: FiefPromptProps): ReactElement {
  const view = picture.view;
  const nobles = view.nobles;
  const group = movementGroup(view);
  const btn = (a: Action, i: number, cls?: string): ReactElement => <ActionButton key={i} action={a} send={send} busy={busy} nobles={nobles} promptKind={promptKind} {...(cls ? { className: cls } : {})} />;
  const marches = ofType(actions, "march");
  // Every choice that heads somewhere: a step, a voyage, asking passage or raiding toward a village (SF-15).
  const moves = actions.filter((a) => a.type === "step" || a.type === "sail" || a.type === "askPassage" || a.type === "raid");
  const here = selected ? moves.filter((a) => villagesOf(a).includes(selected)) : [];
  const loads = actions.filter((a) => a.type === "load" || a.type === "unload");
  const rest = actions.filter((a) => !["march", "step", "sail", "askPassage", "raid", "load", "unload"].includes(a.type));
  const units = group ? view.units.filter((u) => group.units.includes(u.id)) : [];
  return (
    <div className="march-prompt">
      {group && (
        <p className="march-group">
          <strong>{nobleName(group.leader, nobles)}</strong> at {villageName(group.at)} ({group.taken} step{group.taken === 1 ? "" : "s"} taken)
          {group.nobles.filter((n) => n !== group.leader).length > 0 && <> with {group.nobles.filter((n) => n !== group.leader).map((n) => nobleName(n, nobles)).join(", ")}</>}
          {units.length > 0 ? <>, troops: {units.map((u) => aTroop(u.type).replace(/^an? /, "")).join(", ")}</> : ", no troops"}.
        </p>
      )}
      {marches.length > 0 && (
        <section aria-label="Who marches">
          <h4>March with</h4>
          <div className="choices">{marches.map((a, i) => btn(a, i))}</div>
        </section>
      )}
      {loads.length > 0 && (
        <section aria-label="Who goes along">
          <h4>Who goes along</h4>
          <div className="choices">{loads.map((a, i) => btn(a, i))}</div>
        </section>
      )}
      {moves.length > 0 && (
        <section aria-label="Where to" className="destinations">
          <h4>Where to {here.length === 0 && <small className="hint">(pick a lit village on the map)</small>}</h4>
          {here.length > 0 ? (
            <div className="choices">
              {here.map((a, i) => btn(a, i, "primary"))}
              <button type="button" className="link" onClick={() => select(null)}>
                other destinations
              </button>
            </div>
          ) : (
            <div className="choices">{moves.map((a, i) => btn(a, i))}</div>
          )}
        </section>
      )}
      {rest.length > 0 && <div className="choices">{rest.map((a, i) => btn(a, i))}</div>}
    </div>
  );
}
