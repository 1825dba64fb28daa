/**
 * Any decision, drawn from the legal actions alone: so a prompt this client has never heard of is
 * still playable, and only legal choices are ever offered. Actions naming an area can be picked
 * on the map; long lists fold by kind.
 */
import type { ReactElement } from "react";
import type { Action } from "../types.ts";
import { areasOf } from "../describe.ts";
import { areaName, titleCase } from "../names.ts";
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

function Buttons({ actions, send, busy }: { actions: readonly Action[]; send(a: Action): void; busy: boolean }): ReactElement {
  return (
    <div className="choices">
      {actions.map((a, i) => (
        <ActionButton key={i} action={a} send={send} busy={busy} />
      ))}
    </div>
  );
}

/** A long list, one fold per kind of action; kinds with one or two choices stay unfolded. */
function Folded({ legal, send, busy }: { legal: readonly Action[]; send(a: Action): void; busy: boolean }): ReactElement {
  return (
    <>
      {[...groupByType(legal)].map(([type, actions]) =>
        actions.length <= 2 ? (
          <Buttons key={type} actions={actions} send={send} busy={busy} />
        ) : (
          <details key={type} open={actions.length <= SHORT_LIST}>
            <summary>
              {titleCase(type)} ({actions.length})
            </summary>
            <Buttons actions={actions} send={send} busy={busy} />
          </details>
        ),
      )}
    </>
  );
}

export function GenericPrompt({ legal, selected, select, send, busy }: PromptProps): ReactElement {
  const here = selected === null ? [] : legal.filter((a) => areasOf(a).includes(selected));
  const anywhere = legal.filter((a) => areasOf(a).length === 0);
  const onMap = legal.length - anywhere.length;
  if (here.length > 0) {
    return (
      <div className="generic-prompt">
        <section aria-label={`Choices in ${areaName(selected!)}`}>
          <h4>
            {areaName(selected!)}{" "}
            <button type="button" className="link" onClick={() => select(null)}>
              show all
            </button>
          </h4>
          <Buttons actions={here} send={send} busy={busy} />
        </section>
        {anywhere.length > 0 && <Buttons actions={anywhere} send={send} busy={busy} />}
      </div>
    );
  }
  return (
    <div className="generic-prompt">
      {onMap > 0 && legal.length > SHORT_LIST && <p className="hint">Pick a highlighted area on the map, or choose below.</p>}
      {legal.length <= SHORT_LIST ? <Buttons actions={legal} send={send} busy={busy} /> : <Folded legal={legal} send={send} busy={busy} />}
    </div>
  );
}
