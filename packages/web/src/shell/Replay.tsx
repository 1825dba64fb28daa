/**
 * Steps through the pictures of the game (one per action, fetched from the server), or returns
 * to the live game. `index` null means live.
 */
import type { ReactElement } from "react";

export function Replay({ count, index, onChange }: { count: number; index: number | null; onChange(i: number | null): void }): ReactElement {
  const at = index ?? count - 1;
  const go = (i: number): void => onChange(i >= count - 1 ? null : Math.max(0, i));
  return (
    <section className="replay" aria-label="Replay">
      <button type="button" aria-label="First position" disabled={at <= 0} onClick={() => go(0)}>
        «
      </button>
      <button type="button" aria-label="Previous position" disabled={at <= 0} onClick={() => go(at - 1)}>
        ◀
      </button>
      <input type="range" min={0} max={Math.max(0, count - 1)} value={at} aria-label="Replay position" onChange={(e) => go(Number(e.target.value))} />
      <button type="button" aria-label="Next position" disabled={index === null} onClick={() => go(at + 1)}>
        ▶
      </button>
      <button type="button" aria-label="Back to the live game" disabled={index === null} onClick={() => onChange(null)}>
        Live
      </button>
      <span className="replay-pos">{index === null ? "live" : `${at + 1}/${count}`}</span>
    </section>
  );
}
