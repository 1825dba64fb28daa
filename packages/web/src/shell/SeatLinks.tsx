/**
 * The seat links of a game this browser created, on its game page: open once right after the
 * creation (each copyable), then folded to one line. The creator may issue a seat a new link when
 * a player lost theirs; the old link stops working.
 */
import { useState, type ReactElement } from "react";
import { reissueSeat } from "../api/http.ts";
import type { CreateGameResponse } from "../api/types.ts";
import { createdGame, takeFresh, updateSeatLink } from "./created.ts";

const absolute = (link: string): string => new URL(link, window.location.origin).toString();

function Copy({ text }: { text: string }): ReactElement {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="link copy"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setDone(true),
          () => setDone(false),
        )
      }
    >
      {done ? "copied" : "copy"}
    </button>
  );
}

export function SeatLinks({ gameId, houseName }: { gameId: string; houseName(seat: string): string }): ReactElement | null {
  const [created, setCreated] = useState<CreateGameResponse | null>(() => createdGame(gameId));
  const [open] = useState(() => takeFresh(gameId));
  const [error, setError] = useState<string | null>(null);
  if (!created) return null;
  const renew = (seat: string): void => {
    if (!window.confirm(`Issue ${houseName(seat)} a new link? The old one stops working at once.`)) return;
    reissueSeat(gameId, seat, created.creatorToken)
      .then((r) => {
        setError(null);
        setCreated(updateSeatLink(gameId, seat, r.token, r.link) ?? created);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <section className="created" aria-label="Seat links">
      <details open={open}>
        <summary>
          <strong>Seat links</strong> (you created this game)
        </summary>
        <p>Each link plays one seat: give it to that player only. Anyone with the spectator link can watch. A lost link can be replaced here.</p>
        <ul>
          {created.seats.map((s) => (
            <li key={s.seat} data-seat={s.seat}>
              <strong>{houseName(s.seat)}</strong> {s.name ? `(${s.name})` : ""}:{" "}
              {s.kind === "bot" ? (
                `bot (${s.level ?? "random"})`
              ) : (
                <>
                  {s.link && (
                    <>
                      <a href={s.link} className="seat-link" data-seat={s.seat}>
                        {absolute(s.link)}
                      </a>{" "}
                      <Copy text={absolute(s.link)} />{" "}
                    </>
                  )}
                  <button type="button" className="link renew" onClick={() => renew(s.seat)}>
                    new link
                  </button>
                </>
              )}
            </li>
          ))}
          <li>
            Spectators: <a href={created.spectatorLink}>{absolute(created.spectatorLink)}</a> <Copy text={absolute(created.spectatorLink)} />
          </li>
        </ul>
        {error && <p className="error">{error}</p>}
      </details>
    </section>
  );
}
