/** Connects the game page to the server and exposes the reduced state and a `send`. */
import { useCallback, useEffect, useReducer, useRef } from "react";
import { GameConnection, socketUrl } from "../api/connection.ts";
import { initialState, reduce, type GameState } from "./store.ts";

export interface GameHandle {
  state: GameState;
  send(action: unknown): void;
  chat(text: string, to?: string[]): boolean;
  /** Takes the seat back from the bot playing it. */
  reclaim(): void;
  /** Proposes to hand `seat` to a bot; votes on proposal `id`. */
  propose(seat: string, kind?: "hand-over" | "undo" | "leave"): void;
  /** Saves where this seat hears of its turn. */
  saveNotify(change: { webhook?: string | null; email?: string | null }): void;
  vote(id: number, accept: boolean): void;
  dismissError(): void;
}

export function useGame(gameId: string, token: string | null): GameHandle {
  const [state, dispatch] = useReducer(reduce, initialState);
  const connection = useRef<GameConnection | null>(null);

  useEffect(() => {
    const c = new GameConnection(socketUrl(window.location), gameId, token, {
      message: (msg) => dispatch({ kind: "server", msg }),
      status: (status) => dispatch({ kind: "status", status }),
    });
    connection.current = c;
    // Opened on the next tick: React's development double mount then closes nothing half-open.
    const start = setTimeout(() => c.open(), 0);
    return () => {
      clearTimeout(start);
      c.close();
    };
  }, [gameId, token]);

  // No expectedSeq: simultaneous decisions (orders, bids) advance the seq under our feet, and the
  // engine checks legality anyway.
  const send = useCallback((action: unknown) => {
    const ref = connection.current?.send(action);
    if (ref !== null && ref !== undefined) dispatch({ kind: "sent", ref });
  }, []);
  const chat = useCallback((text: string, to?: string[]) => connection.current?.chat(text, to) ?? false, []);
  const reclaim = useCallback(() => void connection.current?.sendRaw({ type: "reclaim" }), []);
  const propose = useCallback((seat: string, kind: "hand-over" | "undo" | "leave" = "hand-over") => void connection.current?.sendRaw({ type: "propose", kind, seat }), []);
  const vote = useCallback((id: number, accept: boolean) => void connection.current?.sendRaw({ type: "vote", id, accept }), []);
  const dismissError = useCallback(() => dispatch({ kind: "dismiss-error" }), []);
  const saveNotify = useCallback((change: { webhook?: string | null; email?: string | null }) => void connection.current?.sendRaw({ type: "notify", ...change }), []);
  return { state, send, chat, reclaim, propose, vote, saveNotify, dismissError };
}
