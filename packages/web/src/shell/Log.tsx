/**
 * The game log, newest last, opening at and following the newest entry unless the reader scrolled
 * up. Each game says how an event reads (`line`); a long game shows its most recent entries only,
 * so a page thousands of actions deep stays quick. With `onPick`, an entry is a way into the
 * replay: clicking it shows the board as it was right after it; while replaying (`at`), the
 * entry shown is marked and the later ones are greyed, still there to jump forward to.
 */
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from "react";
import type { SeqEvent } from "../api/types.ts";

export const LOG_SHOWN = 300;

export function Log({ events, line, onPick, at = null }: { events: readonly SeqEvent[]; line(e: SeqEvent): ReactNode; onPick?: (seq: number) => void; at?: number | null }): ReactElement {
  const list = useRef<HTMLOListElement>(null);
  // Follows the newest entry from the start, until the reader scrolls up; back at the bottom, it follows again.
  const follow = useRef(true);
  const newest = events.length > 0 ? events[events.length - 1]!.seq : -1;
  // Before paint, and on every change of the newest entry or the count (earlier entries arriving
  // after a reload are inserted at the top and must not leave the reader at the oldest one).
  useLayoutEffect(() => {
    const el = list.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [events.length, newest]);
  // Replaying: the entry shown is kept in the middle of the list.
  useLayoutEffect(() => {
    const el = list.current;
    const li = el?.querySelector<HTMLElement>("li.at");
    if (el && li) el.scrollTop = li.offsetTop - el.clientHeight / 2;
  }, [at]);
  const shown = events.length > LOG_SHOWN ? events.slice(events.length - LOG_SHOWN) : events;
  // The entry the replay shows: the newest one at or before its position.
  let atSeq: number | null = null;
  if (at !== null) for (const e of events) if (e.seq <= at) atSeq = e.seq;
  return (
    <section className="log" aria-label="Game log">
      <h4>Log</h4>
      {shown.length < events.length && <p className="hint">The {events.length - shown.length} earlier entries are in the replay.</p>}
      <ol
        ref={list}
        aria-live="polite"
        start={events.length - shown.length + 1}
        onScroll={(e) => {
          const el = e.currentTarget;
          follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        {shown.map((e, i) => (
          <li key={`${e.seq}-${i}`} className={`event event-${e.type}${atSeq === e.seq ? " at" : ""}${at !== null && e.seq > at ? " future" : ""}`} data-seq={e.seq}>
            {onPick ? (
              <button type="button" className="log-pick" title="Show the board right after this" onClick={() => onPick(e.seq)}>
                {line(e)}
              </button>
            ) : (
              line(e)
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
