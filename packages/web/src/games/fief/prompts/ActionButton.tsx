/** One legal Fief action as a labelled button. */
import type { ReactElement } from "react";
import { describe } from "../describe.ts";
import type { Action, FiefView } from "../types.ts";

export function ActionButton({ action, send, busy, label, nobles, promptKind, className }: { action: Action; send(a: Action): void; busy: boolean; label?: string; nobles?: FiefView["nobles"]; promptKind?: string | undefined; className?: string }): ReactElement {
  const text = label ?? describe(action, nobles, promptKind);
  return (
    <button type="button" className={`action action-${action.type}${className ? ` ${className}` : ""}`} disabled={busy} onClick={() => send(action)} data-action={JSON.stringify(action)}>
      {text}
    </button>
  );
}
