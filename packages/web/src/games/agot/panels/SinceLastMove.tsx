/**
 * What the other houses did since this seat's last move, in words: the events after it, without
 * the bookkeeping lines (strength reports, secret bids placed), newest last. Westeros and wildling
 * cards, raids (naming the order raided), the raven's choice and combats are all among them.
 */
import type { ReactElement } from "react";
import type { SeqEvent } from "../types.ts";
import { count, plainWords } from "../names.ts";

/** Events a player need not read to know what happened. */
const QUIET = new Set(["combat-strength", "bid-placed", "action-step", "combat-card-chosen", "combat-tides-drawn", "muster-done", "march-resolved", "combat-end"]);

const SHOWN = 14;

export function sinceLastMove(events: readonly SeqEvent[], lastMoveSeq: number): SeqEvent[] {
  return events.filter((e) => e.seq > lastMoveSeq && !QUIET.has(e.type));
}

export function SinceLastMove({ events, lastMoveSeq }: { events: readonly SeqEvent[]; lastMoveSeq: number }): ReactElement | null {
  const news = sinceLastMove(events, lastMoveSeq);
  if (lastMoveSeq <= 0 || news.length === 0) return null;
  const shown = news.slice(-SHOWN);
  return (
    <section className="since-last-move" aria-label="Since your last move">
      <details open>
        <summary>
          <strong>Since your last move</strong> ({count(news.length, "event")})
        </summary>
        {shown.length < news.length && <p className="hint">{count(news.length - shown.length, "earlier line")} in the log.</p>}
        <ul>
          {shown.map((e, i) => (
            <li key={`${e.seq}-${i}`} className={`event event-${e.type}`}>
              {plainWords(e.text)}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
