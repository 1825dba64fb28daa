/**
 * The game page's state as a pure reducer over server messages, so it can be tested without a
 * socket. It keeps the pictures of the whole game (those received live, and earlier ones the
 * connection fetches after a welcome) for the replay, and the game log as the server sent it.
 */
import type { ChatEntry, ClockPicture, HistoryPicture, NotifySettings, Proposal, Outcome, Picture, PublicSeat, SeqEvent, ServerMessage } from "../api/types.ts";
import type { ConnectionStatus } from "../api/connection.ts";

export interface GameState {
  status: ConnectionStatus;
  gameId: string | null;
  /** The engine id from the welcome (which game folder draws the page); null before it. */
  engine: string | null;
  title: string;
  seat: string | null;
  seats: PublicSeat[];
  /** The newest picture; null before the welcome. */
  current: Picture | null;
  /** Pictures by arrival, oldest first, one per seq. */
  history: Picture[];
  events: SeqEvent[];
  chat: ChatEntry[];
  /** The game's clock as last sent; null when it has none. */
  clock: ClockPicture | null;
  /** The table's open votes. */
  proposals: Proposal[];
  /** This seat's ways to hear of its turn (null for spectators). */
  notify: NotifySettings | null;
  outcome: Outcome | null;
  /** The last refusal or protocol error, in words. */
  error: string | null;
  /** Refs of actions sent and not yet acknowledged. */
  inFlight: number[];
  /** The highest seq the server acknowledged for our actions; the picture may lag behind it. */
  ackedSeq: number;
}

/**
 * True while an action of ours is unanswered, or acknowledged but its update has not arrived yet
 * (the ack may overtake the update): controls wait rather than act on a stale picture.
 */
export const isBusy = (s: GameState): boolean => s.inFlight.length > 0 || (s.current !== null && s.current.seq < s.ackedSeq);

export const initialState: GameState = {
  status: "connecting",
  gameId: null,
  engine: null,
  title: "",
  seat: null,
  seats: [],
  current: null,
  history: [],
  events: [],
  chat: [],
  clock: null,
  proposals: [],
  notify: null,
  outcome: null,
  error: null,
  inFlight: [],
  ackedSeq: 0,
};

export type GameEventIn =
  | { kind: "server"; msg: ServerMessage }
  | { kind: "status"; status: ConnectionStatus }
  | { kind: "sent"; ref: number }
  | { kind: "dismiss-error" };

/** Chat lines kept on the page. */
export const CHAT_LIMIT = 200;

/** History is memory-bound; a very long game keeps its most recent pictures. */
export const HISTORY_LIMIT = 1500;

function withPicture(history: Picture[], p: Picture): Picture[] {
  const kept = history.filter((h) => h.seq < p.seq);
  kept.push(p);
  return kept.length > HISTORY_LIMIT ? kept.slice(kept.length - HISTORY_LIMIT) : kept;
}

/** Earlier positions fetched after a welcome: display only, so no prompts or legal actions. */
function withEarlier(history: Picture[], pictures: HistoryPicture[]): Picture[] {
  const have = new Set(history.map((h) => h.seq));
  const earlier = pictures
    .filter((p) => !have.has(p.seq))
    .map((p): Picture => ({ seq: p.seq, view: p.view, prompts: [], legalActions: [], waitingFor: [] }));
  const all = [...earlier, ...history].sort((a, b) => a.seq - b.seq);
  return all.length > HISTORY_LIMIT ? all.slice(all.length - HISTORY_LIMIT) : all;
}

function pictureOf(msg: { seq: number; view: unknown; prompts: Picture["prompts"]; legalActions: unknown[]; waitingFor: string[]; freeActions?: unknown[] }): Picture {
  return {
    ...(msg.freeActions && msg.freeActions.length > 0 ? { freeActions: msg.freeActions } : {}),
    seq: msg.seq,
    view: msg.view,
    prompts: msg.prompts,
    legalActions: msg.legalActions,
    waitingFor: msg.waitingFor,
  };
}

function mergeEvents(old: SeqEvent[], incoming: SeqEvent[]): SeqEvent[] {
  const last = old.length > 0 ? old[old.length - 1]!.seq : -1;
  return [...old, ...incoming.filter((e) => e.seq > last)];
}

export function reduce(state: GameState, input: GameEventIn): GameState {
  switch (input.kind) {
    case "status":
      return { ...state, status: input.status, inFlight: input.status === "open" ? state.inFlight : [] };
    case "sent":
      return { ...state, inFlight: [...state.inFlight, input.ref], error: null };
    case "dismiss-error":
      return { ...state, error: null };
    case "server":
      return onServer(state, input.msg);
  }
}

function onServer(state: GameState, msg: ServerMessage): GameState {
  switch (msg.type) {
    case "welcome": {
      const p = pictureOf(msg);
      return {
        ...state,
        gameId: msg.gameId,
        engine: msg.engine,
        title: msg.title,
        seat: msg.seat,
        seats: msg.seats,
        current: p,
        history: withPicture(state.history, p),
        // A welcome after a reconnect repeats recent events: keep what we have, add what is new.
        events: state.events.length === 0 ? msg.events : mergeEvents(state.events, msg.events),
        chat: msg.chat,
        clock: msg.clock ?? null,
        proposals: msg.proposals ?? [],
        notify: msg.notify ?? null,
        outcome: msg.outcome,
        inFlight: [],
      };
    }
    case "update": {
      if (state.current && msg.seq < state.current.seq) return state;
      const p = pictureOf(msg);
      return {
        ...state,
        current: p,
        history: withPicture(state.history, p),
        events: mergeEvents(state.events, msg.events),
        outcome: msg.outcome,
        clock: msg.clock ?? null,
      };
    }
    case "ack":
      return { ...state, inFlight: state.inFlight.filter((r) => r !== msg.ref), ackedSeq: Math.max(state.ackedSeq, msg.seq) };
    case "error":
      return { ...state, error: msg.message, inFlight: state.inFlight.filter((r) => r !== msg.ref) };
    case "seats":
      return { ...state, seats: msg.seats, clock: msg.clock ?? state.clock };
    case "chat":
      return state.chat.some((c) => c.id === msg.entry.id) ? state : { ...state, chat: [...state.chat, msg.entry].slice(-CHAT_LIMIT) };
    case "proposals":
      return { ...state, proposals: msg.proposals };
    case "notify": {
      const { type: _type, ...notify } = msg;
      return { ...state, notify };
    }
    case "pong":
    // The connection hands patches on as the updates they stand for (api/picture-follower.ts).
    case "patch":
      return state;
    case "history": {
      const first = state.events.length > 0 ? state.events[0]!.seq : Number.POSITIVE_INFINITY;
      const older = msg.pictures.flatMap((p) => p.events).filter((e) => e.seq < first);
      return { ...state, history: withEarlier(state.history, msg.pictures), events: [...older, ...state.events] };
    }
  }
}
