/**
 * The game at a seat link (or as a spectator): the shell every game shares (header, connection,
 * outcome, errors, replay, seats, log, chat) around the table the game's own client draws.
 */
import { lazy, Suspense, useEffect, useState, type ReactElement } from "react";
import type { Picture } from "../api/types.ts";
import type { GameState } from "../shell/store.ts";
import { isBusy } from "../shell/store.ts";
import { useGame } from "../shell/useGame.ts";
import { useLastMove } from "../shell/lastMove.ts";
import { Chat } from "../shell/Chat.tsx";
import { Log } from "../shell/Log.tsx";
import { Replay } from "../shell/Replay.tsx";
import { Seats } from "../shell/Seats.tsx";
import { createdGame } from "../shell/created.ts";
import { Votes } from "../shell/Votes.tsx";
import { TurnAlerts, useTurnAlert } from "../shell/TurnAlerts.tsx";
import { rememberSeat } from "../shell/mySeats.ts";
import { GameNotices, useSummary } from "../shell/GameNotices.tsx";
import type { GameSummary, SeqEvent, WebhookDelivery } from "../api/types.ts";
import { testWebhook } from "../api/http.ts";
import { pushDevice, type PushDevice } from "../shell/push.ts";
import { clientFor } from "../games/registry.ts";
import { ErrorBoundary } from "../shell/ErrorBoundary.tsx";
import { setErrorContext } from "../shell/errorReports.ts";
import type { GameClient, LoadedTable, TableParts, TableProps, UseTable } from "../games/types.ts";

// Only the browser that created the game shows its seat links: a chunk loaded for that browser alone.
const SeatLinks = lazy(() => import("../shell/SeatLinks.tsx").then((m) => ({ default: m.SeatLinks })));

export function GamePage({ gameId, token }: { gameId: string; token: string | null }): ReactElement {
  const { state, send, chat, reclaim, propose, vote, saveNotify, dismissError } = useGame(gameId, token);
  // The seed facts and any damage, fetched again when the game ends (the seed is then revealed).
  const summary = useSummary(gameId, state.outcome !== null);

  // A game played over days lives in a background tab: its title says when it is your turn.
  const myTurn = (state.current?.legalActions.length ?? 0) > 0;
  useEffect(() => {
    document.title = `${myTurn ? "▶ Your turn · " : ""}${state.title || "Kingsroad"}`;
  }, [myTurn, state.title]);
  useTurnAlert(myTurn, state.title);

  // A failure reported from this page names its game and seat (never the token). Set while
  // rendering, not in an effect: a panel failing in this very render is caught before effects run.
  setErrorContext({ gameId, seat: state.seat });

  // The server took the token: the "my games" page lists this seat from now on.
  useEffect(() => {
    if (token && state.seat && state.engine && state.gameId === gameId) {
      rememberSeat({ gameId, token, seat: state.seat, title: state.title, engine: state.engine, at: Date.now() });
    }
  }, [gameId, token, state.seat, state.engine, state.gameId, state.title]);

  const client = clientFor(state.engine);
  if (!state.current || !client) {
    const unknown = state.current && !client ? `This page cannot show a game of "${state.engine}".` : null;
    // A damaged game's refusal is its sentence, which the notices already say.
    const error = summary?.damaged && state.error === summary.damaged ? null : state.error;
    return (
      <main className="loading">
        {summary && <GameNotices summary={summary} />}
        <p role="status">{unknown ?? error ?? (summary?.damaged ? "" : state.status === "closed" ? "Connecting to the server…" : "Joining the game…")}</p>
        {state.error && token && (
          <p>
            <a href={`/game/${gameId}`}>Watch this game as a spectator</a>
          </p>
        )}
        <a href="/">Back to the lobby</a>
      </main>
    );
  }
  // Keyed by engine: a table's hooks belong to one game client for its whole life.
  const seat = state.seat;
  const testNotice = token && seat ? () => testWebhook(gameId, seat, token) : undefined;
  const push = token && seat ? pushDevice(gameId, seat, token) : undefined;
  return (
    <Table key={client.id} client={client} state={state} summary={summary} send={send} chat={chat} reclaim={reclaim} propose={propose} vote={vote} saveNotify={saveNotify} testNotice={testNotice} push={push} dismissError={dismissError} />
  );
}

/** The game's table and words, loaded on demand (their own chunk); null until they arrive. */
function useLoadedTable(client: GameClient): { loaded: LoadedTable | null; error: string | null } {
  const [loaded, setLoaded] = useState<{ id: string; table: LoadedTable } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    client.loadTable().then(
      (table) => current && setLoaded({ id: client.id, table }),
      (e: unknown) => current && setError(`The board could not be loaded (${e instanceof Error ? e.message : String(e)}): reload the page.`),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return { loaded: loaded?.id === client.id ? loaded.table : null, error };
}

// Until the game's words arrive with its table, a log line is the engine's own sentence.
const rawLine = (e: SeqEvent): string => e.text;
const rawWords = (text: string): string => text;

/** Calls the loaded table hook: one component per mounted table, so the hook never changes. */
function WithTable({ useTable, props, render }: { useTable: UseTable; props: TableProps; render(parts: TableParts): ReactElement }): ReactElement {
  return render(useTable(props));
}

/** The newest picture at or before `seq`. */
function pictureAt(history: readonly Picture[], seq: number): Picture | undefined {
  let found: Picture | undefined;
  for (const p of history) if (p.seq <= seq) found = p;
  return found;
}

interface TableShellProps {
  client: GameClient;
  state: GameState;
  summary: GameSummary | null;
  send(action: unknown): void;
  chat(text: string, to?: string[]): boolean;
  reclaim(): void;
  propose(seat: string, kind?: "hand-over" | "undo" | "leave"): void;
  vote(id: number, accept: boolean): void;
  saveNotify(change: { webhook?: string | null; email?: string | null }): void;
  /** Sends a test notice to the seat's webhook (a seat link's page only). */
  testNotice: (() => Promise<WebhookDelivery>) | undefined;
  push: PushDevice | undefined;
  dismissError(): void;
}

function Table({ client, state, summary, send, chat, reclaim, propose, vote, saveNotify, testNotice, push, dismissError }: TableShellProps): ReactElement {
  // The replay position as a seq (null: live), so pictures fetched later never shift it.
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const live = replayAt === null;
  const picture = live ? state.current! : (pictureAt(state.history, replayAt) ?? state.current!);
  // While replaying, the log and the game's panels stop at the position shown.
  const events = live ? state.events : state.events.filter((e) => e.seq <= picture.seq);
  // The step is named by its own log line, or (a secret move, say) the newest one before it.
  const stepLines = live ? [] : state.events.filter((e) => e.seq === picture.seq);
  const table = useLoadedTable(client);
  const eventLine = table.loaded?.eventLine ?? rawLine;
  const words = table.loaded?.words ?? rawWords;
  const before = live || stepLines.length > 0 ? undefined : events[events.length - 1];
  const caption =
    stepLines.length > 0 ? (
      <>
        {eventLine(stepLines[0]!)}
        {stepLines.length > 1 ? ` (+${stepLines.length - 1})` : ""}
      </>
    ) : before ? (
      <>After: {eventLine(before)}</>
    ) : (
      "The start of the game."
    );
  const lastMoveSeq = useLastMove(state.gameId, state.seat, state.ackedSeq);
  // The board drawn while the socket is down may be out of date (issue 39 item 4): it is marked
  // stale and its action buttons wait (busy) until the welcome brings the picture again.
  const stale = state.status !== "open";
  const tableProps: TableProps = { picture, live, seat: state.seat, events, send, busy: isBusy(state) || stale, error: state.error, lastMoveSeq };
  const loading: TableParts = { board: <p className="board loading-board" role="status">{table.error ?? "Loading the board…"}</p>, prompt: null, panels: null };
  const outcome = state.outcome;
  const standIn = state.seats.find((s) => s.seat === state.seat)?.standIn;
  const layout = (parts: TableParts): ReactElement => (
    <div className={`game-page game-${client.id}${stale ? " stale" : ""}`} data-seq={state.current?.seq} data-engine={client.id} aria-busy={stale}>
      <header className="game-header">
        <a href="/" className="home">
          Kingsroad
        </a>
        <h1>{state.title || client.name}</h1>
        <span className="whoami">{state.seat ? `You play ${client.houseName(state.seat)}` : "Spectating"}</span>
        <span className={`conn conn-${state.status}`} role="status">
          {stale ? "reconnecting…" : "connected"}
        </span>
      </header>
      {summary && <GameNotices summary={summary} />}
      {outcome && (
        <p className="outcome" role="status">
          Game over: {outcome.winners.length > 0 ? `${outcome.winners.map(client.houseName).join(", ")} won` : "nobody won"} ({words(outcome.reason)}).
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
      {standIn && (
        <p className="stand-in-banner" role="status">
          {standIn.reason === "timeout" ? "Your time ran out" : "The other players voted"}: a bot ({standIn.level}) plays your seat.{" "}
          <button type="button" onClick={reclaim}>
            Take my seat back
          </button>
        </p>
      )}
      {state.gameId && createdGame(state.gameId) && (
        <Suspense fallback={null}>
          <SeatLinks gameId={state.gameId} houseName={client.houseName} />
        </Suspense>
      )}
      <div className="game-layout">
        <div className="board-column">
          <ErrorBoundary name="the board">{parts.board}</ErrorBoundary>
          <ErrorBoundary name="the replay">
            <Replay seqs={state.history.map((h) => h.seq)} at={replayAt} onChange={setReplayAt} caption={caption} />
          </ErrorBoundary>
          {parts.underBoard && <ErrorBoundary name="the panels under the board">{parts.underBoard}</ErrorBoundary>}
        </div>
        <aside className="side-column">
          {/* Each part fails alone (issue 39 item 3): a broken panel leaves the board and the chat. */}
          {parts.prompt && <ErrorBoundary name="your prompt">{parts.prompt}</ErrorBoundary>}
          {parts.panels && <ErrorBoundary name="the game's panels">{parts.panels}</ErrorBoundary>}
          <ErrorBoundary name="the seats">
            <Seats seats={state.seats} waitingFor={picture.waitingFor} me={state.seat} client={client} clock={live ? state.clock : null} />
          </ErrorBoundary>
          <ErrorBoundary name="the log">
            <Log events={state.events} line={eventLine} onPick={(seq) => setReplayAt(seq >= state.current!.seq ? null : seq)} at={live ? null : picture.seq} />
          </ErrorBoundary>
          {state.seat && (
            <ErrorBoundary name="your turn alerts">
              <TurnAlerts settings={state.notify} save={saveNotify} {...(testNotice && { test: testNotice })} {...(push && { push })} />
            </ErrorBoundary>
          )}
          <ErrorBoundary name="the votes">
            <Votes
              proposals={state.proposals}
              seats={state.seats}
              me={state.seat}
              houseName={client.houseName}
              propose={propose}
              vote={vote}
              takeBack={() => state.seat !== null && propose(state.seat, "undo")}
              {...(client.leaving && state.current && !outcome && { leave: { leavers: client.leaving.leavers(state.current.view), effect: client.leaving.effect } })}
            />
          </ErrorBoundary>
          <ErrorBoundary name="the chat">
            <Chat entries={state.chat} send={chat} me={state.seat} seats={state.seats} houseName={client.houseName} />
          </ErrorBoundary>
        </aside>
      </div>
    </div>
  );
  return table.loaded ? <WithTable useTable={table.loaded.useTable} props={tableProps} render={layout} /> : layout(loading);
}
