/** The game at a seat link (or as a spectator): the map, the decisions, the tracks, the log. */
import { useCallback, useEffect, useMemo, useState, type ReactElement } from "react";
import { areasOf } from "../game/describe.ts";
import { houseName } from "../game/names.ts";
import { withStaged } from "../game/staged.ts";
import { isBusy } from "../game/store.ts";
import { useGame } from "../game/useGame.ts";
import { Board } from "../map/Board.tsx";
import { Legend } from "../map/Legend.tsx";
import { marksFrom } from "../map/marks.ts";
import { Chat } from "../panels/Chat.tsx";
import { Combat } from "../panels/Combat.tsx";
import { HouseCards } from "../panels/HouseCards.tsx";
import { Log } from "../panels/Log.tsx";
import { Replay } from "../panels/Replay.tsx";
import { Seats } from "../panels/Seats.tsx";
import { Tracks } from "../panels/Tracks.tsx";
import type { Staged } from "../prompts/OrdersPrompt.tsx";
import { PromptPanel } from "../prompts/PromptPanel.tsx";

export function GamePage({ gameId, token }: { gameId: string; token: string | null }): ReactElement {
  const { state, send, chat, dismissError } = useGame(gameId, token);
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [staged, setStaged] = useState<Staged>({});
  const live = replayAt === null;
  const picture = live ? state.current : (state.history[replayAt] ?? state.current);
  const legal = useMemo(() => (live && picture ? picture.legalActions : []), [live, picture]);
  const promptKey = picture?.prompts.map((p) => p.kind).join(" ") ?? "";

  // A new decision starts with a clean slate.
  useEffect(() => {
    setSelected(null);
    if (!promptKey.includes("assign-orders")) setStaged({});
  }, [promptKey]);

  // A game played over days lives in a background tab: its title says when it is your turn.
  const myTurn = (state.current?.legalActions.length ?? 0) > 0;
  useEffect(() => {
    document.title = `${myTurn ? "▶ Your turn · " : ""}${state.title || "Kingsroad"}`;
  }, [myTurn, state.title]);

  const highlight = useMemo(() => new Set(legal.flatMap(areasOf)), [legal]);
  const onAreaClick = useCallback((id: string) => setSelected(id), []);

  if (!picture) {
    return (
      <main className="loading">
        <p role="status">{state.error ?? (state.status === "closed" ? "Connecting to the server…" : "Joining the game…")}</p>
        {state.error && token && (
          <p>
            <a href={`/game/${gameId}`}>Watch this game as a spectator</a>
          </p>
        )}
        <a href="/">Back to the lobby</a>
      </main>
    );
  }
  const view = withStaged(picture.view, live ? staged : {}, state.seat);
  // While replaying, the log and the combat panel stop at the position shown.
  const events = live ? state.events : state.events.filter((e) => e.seq <= picture.seq);
  const outcome = state.outcome;
  return (
    <div className="game-page" data-seq={state.current?.seq}>
      <header className="game-header">
        <a href="/" className="home">
          Kingsroad
        </a>
        <h1>{state.title || "A Game of Thrones"}</h1>
        <span className="whoami">{state.seat ? `You play ${houseName(state.seat)}` : "Spectating"}</span>
        <span className={`conn conn-${state.status}`} role="status">
          {state.status === "open" ? "connected" : state.status}
        </span>
      </header>
      {outcome && (
        <p className="outcome" role="status">
          Game over: {outcome.winners.map(houseName).join(", ")} won ({outcome.reason}).
        </p>
      )}
      {state.error && (
        <p className="error" role="alert">
          {state.error}{" "}
          <button type="button" className="link" onClick={dismissError}>
            dismiss
          </button>
        </p>
      )}
      <div className="game-layout">
        <div className="board-column">
          <Board view={view} highlight={highlight} selected={selected} onAreaClick={onAreaClick} marks={marksFrom(events, view)} />
          <Replay count={state.history.length} index={replayAt} onChange={setReplayAt} />
          <Legend />
        </div>
        <aside className="side-column">
          {state.seat && (
            <PromptPanel
              picture={picture}
              legal={legal}
              seat={state.seat}
              selected={selected}
              select={setSelected}
              send={send}
              busy={isBusy(state)}
              staged={staged}
              setStaged={setStaged}
              live={live}
            />
          )}
          <Combat view={view} events={events} />
          <Seats seats={state.seats} waitingFor={picture.waitingFor} me={state.seat} />
          <Tracks view={view} />
          <HouseCards view={view} />
          <Log events={events} />
          <Chat entries={state.chat} send={chat} />
        </aside>
      </div>
    </div>
  );
}
