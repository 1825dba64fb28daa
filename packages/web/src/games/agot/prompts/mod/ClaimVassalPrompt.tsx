/**
 * Choosing vassals (Mother of Dragons, summary "Choosing vassals"; cards.md 6.4.2): claim one of the
 * unclaimed vassals to command this round (its orders, marches, musters and combats become this
 * seat's decisions), or pass the set of vassal order tokens on to the next player.
 */
import type { ReactElement } from "react";
import type { Action, GameView } from "../../types.ts";
import { count, houseName } from "../../names.ts";
import { ActionButton } from "../ActionButton.tsx";
import type { PromptProps } from "../types.ts";

/** What a vassal brings: areas held and units, so the choice is not blind. */
function strength(view: GameView, house: string): string {
  const held = Object.values(view.areas).filter((a) => a.house === house && a.units.length > 0);
  const units = held.reduce((n, a) => n + a.units.length, 0);
  return `${count(units, "unit")} in ${count(held.length, "area")}`;
}

export function ClaimVassalPrompt({ legal, picture, send, busy }: PromptProps): ReactElement {
  const sets = (picture.prompts.find((p) => p.kind === "claim-vassal")?.detail as { sets?: number } | undefined)?.sets ?? 1;
  const claims = legal.filter((a): a is Extract<Action, { type: "choose" }> => a.type === "choose" && a.choice !== "pass");
  const pass = legal.find((a) => a.type === "choose" && a.choice === "pass");
  const others = legal.filter((a) => a.type !== "choose");
  return (
    <div className="claim-vassal-prompt">
      <p className="hint">
        You hold {count(sets, "set")} of vassal order tokens. A vassal you claim is yours to command until the next Planning phase: you place its orders and
        make its decisions; it never wins and has no power.
      </p>
      <ul className="vassal-choices">
        {claims.map((a) => (
          <li key={a.choice} data-vassal={a.choice}>
            <ActionButton action={a} send={send} busy={busy} label={`Command ${houseName(a.choice)}`} /> <small>{strength(picture.view, a.choice)}</small>
          </li>
        ))}
      </ul>
      {pass && <ActionButton action={pass} send={send} busy={busy} label="Pass: hand a set of vassal tokens to the next player" />}
      {others.map((a, i) => (
        <ActionButton key={i} action={a} send={send} busy={busy} />
      ))}
    </div>
  );
}
