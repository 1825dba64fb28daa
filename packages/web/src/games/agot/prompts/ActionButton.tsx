/** One legal action as a labelled button. */
import type { ReactElement } from "react";
import type { Action } from "../types.ts";
import { describe } from "../describe.ts";

export function ActionButton({ action, send, busy, label }: { action: Action; send(a: Action): void; busy: boolean; label?: string }): ReactElement {
  const text = label ?? describe(action);
  return (
    <button type="button" className={`action action-${action.type}`} disabled={busy} onClick={() => send(action)} data-action={JSON.stringify(action)}>
      {text}
    </button>
  );
}
