/**
 * What a server sends one WebSocket, kept from piling up when the client reads slower than the
 * game moves (a phone on a bad link, a client that stopped reading on purpose).
 *
 * Messages go straight to the socket while it has less than `highWaterBytes` unsent. Past that
 * they wait here, and a newer view supersedes an unsent older one: a waiting `update` is replaced
 * by the next (their events joined, the newest `eventsKept`), a waiting `seats` by the next. Acks,
 * errors, chat and history replies keep their place. Once the socket's unsent bytes plus the
 * waiting ones pass `maxBufferedBytes` (1 MiB by default) the client is too far behind: the socket
 * is closed with CLOSE_TOO_SLOW and cut shortly after, and the client reconnects and resyncs from
 * its welcome. So a reader that never reads costs at most about highWaterBytes plus one view.
 */
import type { WebSocket } from "ws";
import { CLOSE_TOO_SLOW, type ServerMessage } from "./protocol.ts";

export interface OutboxOptions {
  highWaterBytes: number;
  maxBufferedBytes: number;
  /** Events kept when updates are joined. */
  eventsKept: number;
  /** After the close frame, how long before the socket is cut (it may never read the frame). */
  cutAfterMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  highWaterBytes: 64 * 1024,
  maxBufferedBytes: 1024 * 1024,
  eventsKept: 200,
  cutAfterMs: 5000,
};

/** Counts over every socket of the process, for figures and tests. */
export const outboxStats = { superseded: 0, closedTooSlow: 0 };

interface Waiting {
  message: ServerMessage;
  text: string;
}

export class Outbox {
  private waiting: Waiting[] = [];
  private waitingBytes = 0;
  private closed = false;
  /** Views dropped because a newer one replaced them before they were sent (for tests and figures). */
  superseded = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: OutboxOptions,
  ) {}

  send(message: ServerMessage): void {
    this.sendText(message);
  }

  /**
   * Sends `message` as `text`, its JSON made beforehand (a history page is joined from cached
   * pictures); `message` only tells what kind of message it is, for superseding.
   */
  sendText(message: ServerMessage, text?: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    let next = message;
    if (message.type === "update" || message.type === "seats") {
      const older = this.waiting.findIndex((w) => w.message.type === message.type);
      if (older >= 0) {
        const [dropped] = this.waiting.splice(older, 1) as [Waiting];
        this.waitingBytes -= dropped.text.length;
        this.superseded++;
        outboxStats.superseded++;
        if (dropped.message.type === "update" && message.type === "update") {
          next = { ...message, events: [...dropped.message.events, ...message.events].slice(-this.options.eventsKept) };
        }
      }
    }
    const json = next === message && text !== undefined ? text : JSON.stringify(next);
    this.waiting.push({ message: next, text: json });
    this.waitingBytes += json.length;
    this.flush();
    if (this.socket.bufferedAmount + this.waitingBytes > this.options.maxBufferedBytes) this.tooSlow();
  }

  /** Bytes neither sent nor handed to the socket yet. */
  get waitingByteCount(): number {
    return this.waitingBytes;
  }

  private flush = (): void => {
    while (!this.closed && this.waiting.length > 0 && this.socket.bufferedAmount < this.options.highWaterBytes) {
      if (this.socket.readyState !== this.socket.OPEN) return;
      const { text } = this.waiting.shift() as Waiting;
      this.waitingBytes -= text.length;
      // The callback runs once ws has handed the frame to the OS: room again for what waits.
      this.socket.send(text, () => this.flush());
    }
  };

  private tooSlow(): void {
    this.closed = true;
    outboxStats.closedTooSlow++;
    this.waiting = [];
    this.waitingBytes = 0;
    this.socket.close(CLOSE_TOO_SLOW, "too slow: over 1 MiB unread; reconnect to resync");
    // The close frame waits behind what the client has not read; it may never read it.
    setTimeout(() => this.socket.terminate(), this.options.cutAfterMs).unref();
  }
}
