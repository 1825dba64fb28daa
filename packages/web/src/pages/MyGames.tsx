/**
 * "My games" (issue 17): every game this browser holds a seat link for, the ones waiting for me
 * first. The links live in this browser only (mySeats.ts); each game's public summary says whom
 * it waits for.
 */
import { useEffect, useState, type ReactElement } from "react";
import type { GameSummary } from "../api/types.ts";
import { clientFor } from "../games/registry.ts";
import { forgetSeat, mySeats, sortMyGames, type MySeat } from "../shell/mySeats.ts";

interface Row {
  mine: MySeat;
  summary: GameSummary | null;
  waiting: boolean;
  finished: boolean;
}

async function summaryOf(gameId: string): Promise<GameSummary | null> {
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(gameId)}`);
    return res.ok ? ((await res.json()) as GameSummary) : null;
  } catch {
    return null;
  }
}

export function MyGames(): ReactElement {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const seats = mySeats();
    void Promise.all(
      seats.map(async (mine): Promise<Row> => {
        const summary = await summaryOf(mine.gameId);
        return { mine, summary, waiting: summary?.waitingFor?.includes(mine.seat) ?? false, finished: summary?.status === "finished" };
      }),
    ).then((r) => live && setRows(sortMyGames(r)));
    return () => {
      live = false;
    };
  }, [version]);

  return (
    <main className="lobby my-games">
      <header>
        <h1>My games</h1>
        <a href="/">Back to the lobby</a>
      </header>
      <p>Every game whose seat link this browser has opened; the ones waiting for you first. The links stay in this browser only.</p>
      {rows === null ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p>No seat links yet: open one, or create a game.</p>
      ) : (
        <ul className="my-games-list">
          {rows.map(({ mine, summary, waiting, finished }) => {
            const client = clientFor(mine.engine);
            const house = client ? client.houseName(mine.seat) : mine.seat;
            return (
              <li key={`${mine.gameId}:${mine.seat}`} className={waiting ? "waiting" : finished ? "finished" : ""} data-game={mine.gameId}>
                <a href={`/game/${mine.gameId}#token=${mine.token}`}>{summary?.title ?? mine.title}</a> as {house}
                {" · "}
                {summary === null ? "gone from this server" : waiting ? <strong>your turn</strong> : finished ? "finished" : "waiting for others"}{" "}
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    forgetSeat(mine.gameId, mine.seat);
                    setVersion((v) => v + 1);
                  }}
                >
                  forget
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
