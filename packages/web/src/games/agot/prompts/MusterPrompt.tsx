/**
 * Mustering: the musters and upgrades the engine allows, grouped by the castle that pays for
 * them, with the points each castle has left (from the prompt).
 */
import type { ReactElement } from "react";
import type { Action } from "../types.ts";
import { areaName, count, unitName } from "../names.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { PromptProps } from "./types.ts";

type Muster = Extract<Action, { type: "muster" | "upgrade" }>;
const isMuster = (a: Action): a is Muster => a.type === "muster" || a.type === "upgrade";

export function MusterPrompt(props: PromptProps): ReactElement {
  const { legal, picture, selected, send, busy } = props;
  const musters = legal.filter(isMuster);
  const others = legal.filter((a) => !isMuster(a));
  const points = (picture.prompts.find((p) => p.kind === "muster")?.detail as { points?: Record<string, number> } | undefined)?.points ?? {};
  const castles = [...new Set(musters.map((m) => m.castle))];
  const target = (m: Muster): string => (m.type === "muster" ? m.to : m.at);
  // The castle is the heading already, so a button names only what appears where.
  const label = (m: Muster): string =>
    m.type === "muster" ? `${unitName(m.unit)} in ${areaName(m.to)}` : `Upgrade to ${unitName(m.unit)} in ${areaName(m.at)}`;
  return (
    <div className="muster-prompt">
      {castles.map((c) => {
        const here = musters.filter((m) => m.castle === c && (selected === null || selected === c || target(m) === selected));
        if (here.length === 0) return null;
        return (
          <section key={c} aria-label={`Mustering at ${areaName(c)}`}>
            <h4>
              {areaName(c)} <small>({points[c] === undefined ? "? points" : count(points[c], "point")} left)</small>
            </h4>
            <div className="choices">
              {here.map((m, i) => (
                <ActionButton key={i} action={m} send={send} busy={busy} label={label(m)} />
              ))}
            </div>
          </section>
        );
      })}
      <div className="choices">
        {others.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} />
        ))}
      </div>
    </div>
  );
}
