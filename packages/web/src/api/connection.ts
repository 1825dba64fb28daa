/**
 * One WebSocket to the server for one game page: joins with the seat token (or as a spectator),
 * hands every server message to the listener, and reconnects with backoff when the socket drops
 * (the server's welcome carries the whole picture again, so nothing needs replaying).
 */
import type { Action, ServerMessage } from "./types.ts";

export type ConnectionStatus = "connecting" | "open" | "closed";

export interface ConnectionListener {
  message(msg: ServerMessage): void;
  status(status: ConnectionStatus): void;
}

export function socketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
}

export class GameConnection {
  private socket: WebSocket | null = null;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private nextRef = 1;

  constructor(
    private readonly url: string,
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly listener: ConnectionListener,
  ) {}

  open(): void {
    if (this.closed) return;
    this.listener.status("connecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      socket.send(JSON.stringify({ type: "join", gameId: this.gameId, ...(this.token ? { token: this.token } : {}) }));
      this.listener.status("open");
    };
    socket.onmessage = (e: MessageEvent<string>) => {
      try {
        this.listener.message(JSON.parse(e.data) as ServerMessage);
      } catch {
        // A frame we cannot read is dropped; the next update carries the whole picture anyway.
      }
    };
    socket.onclose = () => {
      this.socket = null;
      this.listener.status("closed");
      if (this.closed) return;
      const delay = Math.min(10_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  /** Sends an action; the reply (ack or error) echoes the returned ref. */
  send(action: Action, expectedSeq?: number): number | null {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return null;
    const ref = this.nextRef++;
    this.socket.send(JSON.stringify({ type: "action", ref, action, ...(expectedSeq !== undefined ? { expectedSeq } : {}) }));
    return ref;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }
}
