/**
 * Cards (2.4): the hand shown as cards with their text; a card that can be played lists its uses
 * (each target a button); discards and draws (2.2) as buttons under the hand.
 */
import type { ReactElement } from "react";
import { cardText } from "../names.ts";
import { ofType, type Action } from "../types.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { FiefPromptProps } from "./types.ts";

export const CARD_TYPES = new Set(["play", "discard", "starkDiscard", "draw"]);

export function CardView({ card, children }: { card: string; children?: ReactElement | ReactElement[] | null | false }): ReactElement {
  return (
    <div className="fief-card" data-card={card}>
      <div className="card-name">{card}</div>
      <div className="card-text">{cardText(card)}</div>
      {children}
    </div>
  );
}

export function CardPrompt({ picture, actions, send, busy, promptKind }: FiefPromptProps): ReactElement {
  const nobles = picture.view.nobles;
  const btn = (a: Action, i: number): ReactElement => <ActionButton key={i} action={a} send={send} busy={busy} nobles={nobles} promptKind={promptKind} />;
  const plays = ofType(actions, "play");
  const cards = [...new Set(plays.map((p) => p.card))];
  const discards = actions.filter((a) => a.type === "discard" || a.type === "starkDiscard");
  const draws = ofType(actions, "draw");
  return (
    <div className="card-prompt">
      {cards.length > 0 && (
        <div className="card-row">
          {cards.map((c) => (
            <CardView key={c} card={c}>
              <details open={plays.filter((p) => p.card === c).length <= 4}>
                <summary>Play ({plays.filter((p) => p.card === c).length})</summary>
                <div className="choices">{plays.filter((p) => p.card === c).map(btn)}</div>
              </details>
            </CardView>
          ))}
        </div>
      )}
      {discards.length > 0 && (
        <section aria-label="Discards">
          <h4>Discard</h4>
          <div className="choices">{discards.map(btn)}</div>
        </section>
      )}
      {draws.length > 0 && <div className="choices">{draws.map(btn)}</div>}
    </div>
  );
}
