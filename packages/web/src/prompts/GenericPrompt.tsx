/**
 * Any decision, drawn from the legal actions alone: so a prompt this client has never heard of is
 * still playable, and only legal choices are ever offered. Actions naming an area can be picked
 * on the map; long lists fold by kind.
 */
import type { ReactElement } from "react";
import type { Action } from "../api/types.ts";
import { areasOf } from "../game/describe.ts";
import { areaName, titleCase } from "../game/names.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { PromptProps } from "./types.ts";

const SHORT_LIST = 12;

function groupByType(actions: readonly Action[]): Map<string, Action[]> {
  const groups = new Map<string, Action[]>();
  for (const a of actions) {
    const list = groups.get(a.type) ?? [];
    list.push(a);
    groups.set(a.type, list);
  }
  return groups;
}

export function GenericPrompt({ legal, selected, select, send, busy }: PromptProps): ReactElement {
  const here = selected === null ? [] : legal.filter((a) => areasOf(a).includes(selected));
  const anywhere = legal.filter((a) => areasOf(a).length === 0);
  const onMap = legal.length - anywhere.length;
  return (
    <div className="generic-prompt">
      {here.length > 0 && (
        <section aria-label={`Choices in ${areaName(selected!)}`}>
          <h4>
            {areaName(selected!)}{" "}
            <button type="button" className="link" onClick={() => select(null)}>
              show all
            </button>
          </h4>
          <div className="choices">
            {here.map((a, i) => (
              <ActionButton key={i} action={a} send={send} busy={busy} />
            ))}
          </div>
        </section>
      )}
      {here.length === 0 && onMap > 0 && legal.length > SHORT_LIST && <p className="hint">Pick a highlighted area on the map, or choose below.</p>}
      {here.length === 0 &&
        (legal.length <= SHORT_LIST ? (
          <div className="choices">
            {legal.map((a, i) => (
              <ActionButton key={i} action={a} send={send} busy={busy} />
            ))}
          </div>
        ) : (
          [...groupByType(legal)].map(([type, actions]) => (
            <details key={type} open={actions.length <= SHORT_LIST}>
              <summary>
                {titleCase(type)} ({actions.length})
              </summary>
              <div className="choices">
                {actions.map((a, i) => (
                  <ActionButton key={i} action={a} send={send} busy={busy} />
                ))}
              </div>
            </details>
          ))
        ))}
      {here.length > 0 && anywhere.length > 0 && (
        <div className="choices">
          {anywhere.map((a, i) => (
            <ActionButton key={i} action={a} send={send} busy={busy} />
          ))}
        </div>
      )}
    </div>
  );
}
