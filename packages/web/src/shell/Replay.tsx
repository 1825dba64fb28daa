/**
 * Steps through the pictures of the game (one per action, fetched from the server), or returns
 * to the live game. The position is a seq, not an index: earlier pictures arriving after a reload
 * are inserted before it and must not move the board under the reader. Each step is named by what
 * happened at it (the first log line of that action). `at` null means live.
 */
import type { ReactElement, ReactNode } from "react";

export interface ReplayProps {
  /** The seqs with a picture, oldest first. */
  seqs: readonly number[];
  at: number | null;
  onChange(seq: number | null): void;
  /** What happened at the step shown (its log lines in words). */
  caption?: ReactNode;
}

export function Replay({ seqs, at, onChange, caption }: ReplayProps): ReactElement {
  const count = seqs.length;
  // The index of the picture shown: the newest one at or before `at`.
  let index = count - 1;
  if (at !== null) {
    index = 0;
    for (let i = 0; i < count; i++) if (seqs[i]! <= at) index = i;
  }
  const go = (i: number): void => onChange(i >= count - 1 ? null : (seqs[Math.max(0, i)] ?? null));
  return (
    <section className="replay" aria-label="Replay">
      <div className="replay-bar">
        <button type="button" aria-label="First position" disabled={index <= 0} onClick={() => go(0)}>
          «
        </button>
        <button type="button" aria-label="Previous position" disabled={index <= 0} onClick={() => go(index - 1)}>
          ◀
        </button>
        <input type="range" min={0} max={Math.max(0, count - 1)} value={index} aria-label="Replay position" onChange={(e) => go(Number(e.target.value))} />
        <button type="button" aria-label="Next position" disabled={at === null} onClick={() => go(index + 1)}>
          ▶
        </button>
        <button type="button" aria-label="Back to the live game" disabled={at === null} onClick={() => onChange(null)}>
          Live
        </button>
        <span className="replay-pos">{at === null ? "live" : `${index + 1}/${count}`}</span>
      </div>
      {at !== null && caption && <p className="replay-caption">{caption}</p>}
    </section>
  );
}
