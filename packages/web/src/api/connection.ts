/**
 * One WebSocket to the server for one game page: joins with the seat token (or as a spectator),
 * hands every server message to the listener, and reconnects with backoff when the socket drops
 * (the server's welcome carries the whole picture again, so nothing needs replaying). It asks for
 * pictures as patches of the one it holds and hands them on whole (picture-follower.ts). A socket
 * that stays silent through two pings is treated as dead: a phone waking from sleep may hold a
 * half-open connection that never reports its own close.
 *
 * Reconnecting like a phone app (issue 39 item 4): the wait before each attempt is drawn at random
 * between nothing and a cap that doubles from 0.5 s to 30 s ("full jitter", so a server restart is
 * not met by every page at the same instant), and the page tries again at once when the device
 * comes back online or the tab becomes visible, whatever the wait left.
 */
import { PictureFollower } from "./picture-follower.ts";
import type { ServerMessage } from "./types.ts";

export type ConnectionStatus = "connecting" | "open" | "closed";

export interface ConnectionListener {
  message(msg: ServerMessage): void;
  status(status: ConnectionStatus): void;
}

const HEARTBEAT_MS = 20_000;

/** The first reconnect's cap, doubled per failed attempt up to the most. */
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MOST_MS = 30_000;

/** The wait before reconnect attempt `retry` (0 first): full jitter under a doubling cap. */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const cap = Math.min(BACKOFF_MOST_MS, BACKOFF_FIRST_MS * 2 ** Math.min(retry, 16));
  return Math.floor(random() * cap);
}

export interface ConnectionOptions {
  /** The jitter's source (tests pass a fixed one). */
  random?: () => number;
}

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
    private readonly options: ConnectionOptions = {},
  ) {}

  /** Back online or visible again: a page waiting out its backoff reconnects now. */
  private readonly wake = (): void => {
    if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
    this.reconnectNow();
  };
  /** The device says it is offline: its socket cannot carry anything, so it counts as dropped. */
  private readonly offline = (): void => {
    const socket = this.socket;
    if (!socket) return;
    socket.close();
    this.dropped(socket);
  };
  private listening = false;

  /** Reconnects at once if the socket is down and a retry is waiting; otherwise nothing. */
  reconnectNow(): void {
    if (this.closed || this.socket || !this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.open();
  }

  open(): void {
    if (this.closed) return;
    if (!this.listening && typeof window !== "undefined") {
      this.listening = true;
      window.addEventListener("online", this.wake);
      window.addEventListener("offline", this.offline);
      document.addEventListener("visibilitychange", this.wake);
    }
    this.timer = null;
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
    socket.onclose = () => this.dropped(socket);
  }

  /** The socket is gone (closed, or given up offline): the page waits out the backoff. */
  private dropped(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.listener.status("closed");
    if (this.closed) return;
    const delay = backoffDelay(this.retry++, this.options.random);
    this.timer = setTimeout(() => this.open(), delay);
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
    if (this.listening) {
      window.removeEventListener("online", this.wake);
      window.removeEventListener("offline", this.offline);
      document.removeEventListener("visibilitychange", this.wake);
    }
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }
}
