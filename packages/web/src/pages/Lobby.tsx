/**
 * The lobby: games on this server and a form to create one. Creating takes the creator to the new
 * game (their own seat), where the seat links are shown (shell/SeatLinks.tsx); only a browser that
 * cannot store them keeps them here, shown once.
 */
import { useCallback, useEffect, useState, type ReactElement } from "react";
import { listGames } from "../api/http.ts";
import type { CreateGameResponse, GameSummary } from "../api/types.ts";
import { clientFor, GAME_CLIENTS } from "../games/registry.ts";
import { CreateGame } from "./CreateGame.tsx";
import { landingLink, rememberCreated } from "../shell/created.ts";
import { lobbyWarning } from "../shell/GameNotices.tsx";

const absolute = (link: string): string => new URL(link, window.location.origin).toString();

/** A seat's name in its game's words (the id itself for a game this page does not know). */
const seatName = (engine: string, seat: string): string => clientFor(engine)?.houseName(seat) ?? seat;

function CreatedLinks({ created }: { created: CreateGameResponse }): ReactElement {
  const houseName = (seat: string): string => seatName(created.engine, seat);
  return (
    <section className="created" aria-label="Seat links">
      <h2>Game created</h2>
      <p>Each link plays one seat: give it to that player only. Anyone with the spectator link can watch.</p>
      <ul>
        {created.seats.map((s) => (
          <li key={s.seat}>
            <strong>{houseName(s.seat)}</strong> {s.name ? `(${s.name})` : ""}:{" "}
            {s.link ? (
              <>
                <a href={s.link} className="seat-link" data-seat={s.seat}>
                  {absolute(s.link)}
                </a>{" "}
                <button type="button" className="link" onClick={() => void navigator.clipboard?.writeText(absolute(s.link!))}>
                  copy
                </button>
              </>
            ) : (
              `bot (${s.level ?? "random"})`
            )}
          </li>
        ))}
        <li>
          Spectators: <a href={created.spectatorLink}>{absolute(created.spectatorLink)}</a>
        </li>
      </ul>
    </section>
  );
}

export function Lobby(): ReactElement {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateGameResponse | null>(null);

  const refresh = useCallback(() => {
    listGames()
      .then((g) => {
        setGames(g);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  // The list follows games starting and finishing while the page is open.
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, 15_000);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <main className="lobby">
      <header>
        <h1>Kingsroad</h1>
        <p>{GAME_CLIENTS.map((g) => g.name).join(" and ")}: every rule enforced.</p>
        <a href="/my-games" className="my-games-link">
          My games
        </a>
      </header>
      {created ? <CreatedLinks created={created} /> : null}
      <CreateGame
        onCreated={(r) => {
          if (rememberCreated(r)) window.location.assign(landingLink(r));
          else {
            setCreated(r);
            refresh();
          }
        }}
      />
      <section aria-label="Games">
        <h2>
          Games{" "}
          <button type="button" className="link" onClick={refresh}>
            refresh
          </button>
        </h2>
        {error && <p className="error">{error}</p>}
        {games && games.length === 0 && <p>No games yet.</p>}
        <ul className="game-list">
          {games?.map((g) => (
            <li key={g.id}>
              <a href={`/game/${g.id}`} aria-label={`Watch ${g.title}`}>
                {g.title}
              </a>{" "}
              · {clientFor(g.engine)?.name ?? g.engine} · {g.status} · {g.seats.map((s) => `${seatName(g.engine, s.seat)}${s.kind === "bot" ? " (bot)" : ""}`).join(", ")} · {g.seq} actions
              {g.outcome ? ` · won by ${g.outcome.winners.map((w) => seatName(g.engine, w)).join(", ") || "nobody"}` : ""}
              {lobbyWarning(g) && <span className={`warning${g.damaged ? " damaged" : ""}`}> · ⚠ {lobbyWarning(g)}</span>}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
