/**
 * SF-22, refined 2026-12-01 (D2 b): the seat's standing answers to the pass rounds, as toggles in
 * the prompt area, and an "I want to act" button that suspends them for the next window. Each
 * sends a `standing` action, valid at any time, prompted or not; the state shown is the one the
 * engine keeps in the seat's own view (nobody else sees it).
 */
import type { ReactElement } from "react";
import { STANDING_LABEL } from "../describe.ts";
import type { Action, Picture } from "../types.ts";

type Answer = Extract<Action, { type: "standing" }>["answer"];
const TOGGLES: readonly Answer[] = ["cards", "gifts", "phase"];

export function StandingAnswers({ picture, seat, send, live }: { picture: Picture; seat: string; send(a: Action): void; live: boolean }): ReactElement | null {
  const mine = picture.view.houses[seat];
  if (!mine || picture.view.outcome) return null;
  const standing = mine.standing ?? {};
  const on = (a: Answer): boolean => (a === "phase" ? standing.phase !== undefined : standing[a] === true);
  return (
    <fieldset className="standing-answers" disabled={!live}>
      <legend>Pass rounds</legend>
      {TOGGLES.map((a) => (
        <label key={a} className="standing-toggle">
          <input type="checkbox" data-standing={a} checked={on(a)} onChange={(e) => send({ type: "standing", answer: a, on: e.target.checked })} /> {STANDING_LABEL[a]}
        </label>
      ))}
      <button
        type="button"
        data-standing="act"
        aria-pressed={standing.act === true}
        title="Be asked in the next pass round, whatever the answers above say"
        onClick={() => send({ type: "standing", answer: "act", on: !standing.act })}
      >
        {standing.act ? "I want to act (until the next pass round closes)" : STANDING_LABEL.act}
      </button>
    </fieldset>
  );
}
