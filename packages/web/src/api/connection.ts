/**
 * One WebSocket to the server for one game page: joins with the seat token (or as a spectator),
 * hands every server message to the listener, and reconnects with backoff when the socket drops
 * (the server's welcome carries the whole picture again, so nothing needs replaying). It asks for
 * pictures as patches of the one it holds and hands them on whole (picture-follower.ts). A socket
 * that stays silent through two pings is treated as dead: a phone waking from sleep may hold a
 * half-open connection that never reports its own close.
 */
import { PictureFollower } from "./picture-follower.ts";
import type { ServerMessage } from "./types.ts";

export type ConnectionStatus = "connecting" | "open" | "closed";

export interface ConnectionListener {
  message(msg: ServerMessage): void;
  status(status: ConnectionStatus): void;
}

const HEARTBEAT_MS = 20_000;

export function socketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
}

/** Positions per history request (the server allows up to 50). */
const HISTORY_PAGE = 50;

export class GameConnection {
  private socket: WebSocket | null = null;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private nextRef = 1;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  /** Earlier positions still to fetch after a welcome: [next seq, seq of the welcome). */
  private historyNext = 0;
  private historyEnd = 0;
  /** Turns the server's patches back into whole updates (picture-follower.ts). */
  private readonly pictures = new PictureFollower();

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
      this.lastHeard = Date.now();
      this.startHeartbeat(socket);
      this.pictures.reset();
      socket.send(JSON.stringify({ type: "join", gameId: this.gameId, patches: true, ...(this.token ? { token: this.token } : {}) }));
      this.listener.status("open");
    };
    socket.onmessage = (e: MessageEvent<string>) => {
      this.lastHeard = Date.now();
      let msg: ServerMessage;
      try {
        msg = JSON.parse(e.data) as ServerMessage;
      } catch {
        // A frame we cannot read is dropped; the next update carries the whole picture anyway.
        return;
      }
      const followed = this.pictures.follow(msg);
      if (followed.resync && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "resync" }));
      if (!followed.message) return;
      this.listener.message(followed.message);
      this.fetchHistory(socket, followed.message);
    };
    socket.onclose = () => {
      this.socket = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.listener.status("closed");
      if (this.closed) return;
      const delay = Math.min(10_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  /**
   * The replay steps through the whole game, also after a reload: once welcomed, the page asks
   * for every earlier position (as this seat saw it), one page at a time so play is never held up.
   */
  private fetchHistory(socket: WebSocket, msg: ServerMessage): void {
    if (msg.type === "welcome") {
      this.historyNext = 0;
      this.historyEnd = msg.seq;
    } else if (msg.type === "history") {
      const last = msg.pictures[msg.pictures.length - 1];
      this.historyNext = last ? last.seq + 1 : this.historyEnd;
    } else return;
    if (this.historyNext >= this.historyEnd || socket.readyState !== WebSocket.OPEN) return;
    const count = Math.min(HISTORY_PAGE, this.historyEnd - this.historyNext);
    socket.send(JSON.stringify({ type: "history", from: this.historyNext, count }));
  }

  private startHeartbeat(socket: WebSocket): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastHeard > 2.5 * HEARTBEAT_MS) socket.close();
      else if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "ping" }));
    }, HEARTBEAT_MS);
  }

  /** Sends an action; the reply (ack or error) echoes the returned ref. */
  send(action: unknown, expectedSeq?: number): number | null {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return null;
    const ref = this.nextRef++;
    this.socket.send(JSON.stringify({ type: "action", ref, action, ...(expectedSeq !== undefined ? { expectedSeq } : {}) }));
    return ref;
  }

  /** Sends a chat line (private to `to` when given); false when the socket is not open. */
  chat(text: string, to?: string[]): boolean {
    return this.sendRaw({ type: "chat", text, ...(to ? { to } : {}) });
  }

  /** Sends any other client message; false when the socket is not open. */
  sendRaw(message: object): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }
}
