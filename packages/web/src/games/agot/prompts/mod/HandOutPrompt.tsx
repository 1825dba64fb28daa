/**
 * Targaryen's Clash of Kings bid (Mother of Dragons, AG-26): Targaryen stays last on the track,
 * and the power it bid is handed out to other houses one token at a time.
 */
import type { ReactElement } from "react";
import type { Action } from "../../types.ts";
import { count, houseName, TRACK_NAMES } from "../../names.ts";
import { ActionButton } from "../ActionButton.tsx";
import type { PromptProps } from "../types.ts";

export function HandOutPrompt({ legal, picture, send, busy }: PromptProps): ReactElement {
  const detail = picture.prompts.find((p) => p.kind === "hand-out-bid")?.detail as { track?: string; left?: number } | undefined;
  const track = TRACK_NAMES[detail?.track as keyof typeof TRACK_NAMES] ?? "this";
  const to = legal.filter((a): a is Extract<Action, { type: "choose" }> => a.type === "choose");
  const others = legal.filter((a) => a.type !== "choose");
  const power = picture.view.power as Record<string, number | undefined>;
  return (
    <div className="hand-out-prompt">
      <p className="hint">
        Your bid for the {track} track goes to other houses: {count(detail?.left ?? 0, "token")} still to hand out, one at a time.
      </p>
      <div className="choices">
        {to.map((a) => (
          <ActionButton key={a.choice} action={a} send={send} busy={busy} label={`Give 1 to ${houseName(a.choice)} (has ${power[a.choice] ?? 0})`} />
        ))}
        {others.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} />
        ))}
      </div>
    </div>
  );
}
