/**
 * Casualties, one at a time (6.2.2): the hits still to take and each unit that can absorb one now
 * (the engine offers only those that still absorb the most hits).
 */
import type { ReactElement } from "react";
import { houseName, villageName } from "../names.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { FiefPromptProps } from "./types.ts";

export function LossesPrompt({ picture, actions, seat, send, busy, promptKind }: FiefPromptProps): ReactElement {
  const order = picture.view.losses.find((l) => l.house === seat) ?? picture.view.losses[0];
  return (
    <div className="losses-prompt">
      {order && (
        <p>
          <strong>
            {order.remaining} {order.mode === "hits" ? `hit${order.remaining === 1 ? "" : "s"}` : `troop${order.remaining === 1 ? "" : "s"}`}
          </strong>{" "}
          to take at {villageName(order.village)} ({order.reason}
          {order.side && order.side.length > 1 ? `, for ${order.side.map(houseName).join(" and ")}` : ""}). Choose the next casualty:
        </p>
      )}
      <div className="choices">
        {actions.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} nobles={picture.view.nobles} promptKind={promptKind} />
        ))}
      </div>
    </div>
  );
}
