/** The game log in words, newest last, following the newest entry unless the reader scrolled up. */
import { useEffect, useRef, type ReactElement } from "react";
import type { SeqEvent } from "../api/types.ts";

export function Log({ events }: { events: readonly SeqEvent[] }): ReactElement {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 80) el.scrollTop = el.scrollHeight;
  }, [events.length]);
  return (
    <section className="log" aria-label="Game log">
      <h4>Log</h4>
      <ol ref={list} aria-live="polite">
        {events.map((e, i) => (
          <li key={i} className={`event event-${e.type}`} data-seq={e.seq}>
            {e.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
