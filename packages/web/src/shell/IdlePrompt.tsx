/**
 * What every game's prompt panel shows when this seat has nothing to decide: a replay, or whom the
 * table waits for (names already in the game's words).
 */
import type { ReactElement } from "react";

export function idlePrompt(live: boolean, deciding: boolean, waitingFor: readonly string[]): ReactElement | null {
  if (!live) return <section className="prompt-panel idle">Replaying: the board shows an earlier moment.</section>;
  if (deciding) return null;
  const waiting = waitingFor.join(", ");
  return (
    <section className="prompt-panel idle" aria-live="polite">
      {waiting ? `Waiting for ${waiting}.` : "Nothing to decide now."}
    </section>
  );
}
