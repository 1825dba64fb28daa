/**
 * "My games" (issue 17): every game this browser holds a seat link for, the ones waiting for me
 * first. The links live in this browser only (mySeats.ts); each game's public summary says whom
 * it waits for. The summaries come in one request (`GET /api/games?ids=`, issue 39 item 7); a
 * game going on whose stored summary does not say whom it waits for (one the server has not held
 * since it started, or another process writes) is asked for on its own, which loads it.
 */
import { useEffect, useState, type ReactElement } from "react";
import { getGames, MAX_BATCH_IDS } from "../api/http.ts";
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

/** The summaries of `ids` by id: batches of MAX_BATCH_IDS, then the few that need their own request. */
export async function summariesOf(ids: readonly string[]): Promise<Map<string, GameSummary>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, GameSummary>();
  const alone: string[] = [];
  for (let i = 0; i < unique.length; i += MAX_BATCH_IDS) {
    const batch = unique.slice(i, i + MAX_BATCH_IDS);
    try {
      for (const s of await getGames(batch)) found.set(s.id, s);
    } catch {
      // The server is unreachable or older than the batch route: each game on its own, as before.
      alone.push(...batch);
    }
  }
  for (const s of found.values()) if (s.status !== "finished" && s.waitingFor === undefined && !s.damaged) alone.push(s.id);
  await Promise.all(
    alone.map(async (id) => {
      const summary = await summaryOf(id);
      if (summary) found.set(id, summary);
      else found.delete(id);
    }),
  );
  return found;
}

export function MyGames(): ReactElement {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const seats = mySeats();
    void summariesOf(seats.map((s) => s.gameId)).then((found) => {
      const rows = seats.map((mine): Row => {
        const summary = found.get(mine.gameId) ?? null;
        return { mine, summary, waiting: summary?.waitingFor?.includes(mine.seat) ?? false, finished: summary?.status === "finished" };
      });
      if (live) setRows(sortMyGames(rows));
    });
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
                {summary === null ? "gone from this server" : summary.damaged ? <span className="warning damaged">⚠ {summary.damaged}</span> : waiting ? <strong>your turn</strong> : finished ? "finished" : "waiting for others"}{" "}
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
