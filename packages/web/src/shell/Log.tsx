/**
 * The game log, newest last, following the newest entry unless the reader scrolled up. Each game
 * says how an event reads (`line`); a long game shows its most recent entries only, so a page
 * thousands of actions deep stays quick.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from "react";
import type { SeqEvent } from "../api/types.ts";

export const LOG_SHOWN = 300;

export function Log({ events, line }: { events: readonly SeqEvent[]; line(e: SeqEvent): ReactNode }): ReactElement {
  const list = useRef<HTMLOListElement>(null);
  // Follows the newest entry from the start, until the reader scrolls up; back at the bottom, it follows again.
  const follow = useRef(true);
  useEffect(() => {
    const el = list.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [events.length]);
  const shown = events.length > LOG_SHOWN ? events.slice(events.length - LOG_SHOWN) : events;
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
          <li key={events.length - shown.length + i} className={`event event-${e.type}`} data-seq={e.seq}>
            {line(e)}
          </li>
        ))}
      </ol>
    </section>
  );
}
