/**
 * What a server sends one WebSocket, kept from piling up when the client reads slower than the
 * game moves (a phone on a bad link, a client that stopped reading on purpose).
 *
 * Messages go straight to the socket while it has less than `highWaterBytes` unsent. Past that
 * they wait here, and a newer view supersedes an unsent older one: a waiting `update` or `patch` is
 * replaced by the next (their events joined, the newest `eventsKept`; a patch applied to what it
 * patches), a waiting `seats` by the next. Acks,
 * errors, chat and history replies keep their place. Once the socket's unsent bytes plus the
 * waiting ones pass `maxBufferedBytes` (1 MiB by default) the client is too far behind: the socket
 * is closed with CLOSE_TOO_SLOW and cut shortly after, and the client reconnects and resyncs from
 * its welcome. So a reader that never reads costs at most about highWaterBytes plus one view.
 */
import type { WebSocket } from "ws";
import jsonpatch, { type Operation } from "fast-json-patch";
import { CLOSE_TOO_SLOW, type PatchMessage, type SeatPicture, type ServerMessage, type UpdateMessage } from "./protocol.ts";

const isPicture = (m: ServerMessage): m is UpdateMessage | PatchMessage => m.type === "update" || m.type === "patch";

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
    if (message.type === "update" || message.type === "patch" || message.type === "seats") {
      // At most one picture (an update or a patch) and one `seats` wait at any time.
      const older = this.waiting.findIndex((w) => w.message.type === message.type || (isPicture(w.message) && isPicture(message)));
      if (older >= 0) {
        const [dropped] = this.waiting.splice(older, 1) as [Waiting];
        this.waitingBytes -= dropped.text.length;
        this.superseded++;
        outboxStats.superseded++;
        if (isPicture(dropped.message) && isPicture(message)) next = this.join(dropped.message, message);
      }
    }
    const json = next === message && text !== undefined ? text : JSON.stringify(next);
    this.waiting.push({ message: next, text: json });
    this.waitingBytes += json.length;
    this.flush();
    if (this.socket.bufferedAmount + this.waitingBytes > this.options.maxBufferedBytes) this.tooSlow();
  }

  /**
   * An unsent picture and a newer one, as one message. A whole update supersedes whatever waited;
   * a patch applies to the picture the client will hold once the waiting one is read, so it is
   * appended to a waiting patch or applied to a waiting update. Their events are joined.
   */
  private join(older: UpdateMessage | PatchMessage, newer: UpdateMessage | PatchMessage): UpdateMessage | PatchMessage {
    const events = [...older.events, ...newer.events].slice(-this.options.eventsKept);
    if (newer.type === "update") return { ...newer, events };
    if (older.type === "patch") return { ...newer, base: older.base, ops: [...older.ops, ...newer.ops], events };
    const { type: _type, events: _events, ...picture } = older;
    const patched = jsonpatch.applyPatch(jsonpatch.deepClone(picture) as SeatPicture, newer.ops as Operation[]).newDocument;
    return { type: "update", ...patched, events };
  }

  /** Messages wait for the client to read: a picture sent now would wait too (audience.ts sends it whole). */
  get backlogged(): boolean {
    return this.waiting.length > 0 || this.socket.bufferedAmount >= this.options.highWaterBytes;
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
