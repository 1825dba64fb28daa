/**
 * One WebSocket client. Every frame passes the rate limit, the size cap and the protocol schema
 * before any handler sees it; then it goes to the connection's session (session.ts), which handles
 * them one after another, in the order they came: here, or with several processes in the game's
 * writer (cluster/relay.ts). What the client is sent waits in its outbox (outbox.ts).
 */
import type { LogFn } from "./log.ts";
import type { RawData, WebSocket } from "ws";
import type { GameHub } from "./hub.ts";
import { LIMITS, parseClientMessage, type ClientMessage, type ErrorCode, type ServerMessage } from "./protocol.ts";
import { DEFAULT_OUTBOX_OPTIONS, Outbox } from "./outbox.ts";
import { TokenBucket, type BucketOptions } from "./rate-limit.ts";
import { Session, type SessionOptions, type SessionPort } from "./session.ts";

export interface ConnectionOptions {
  /** All messages of one connection. */
  messages: BucketOptions;
  /** Chat messages of one connection (on top of `messages`). */
  chat: BucketOptions;
  /**
   * Spectators' chat per client address, over all its sockets (on top of `chat`): without it one
   * address opening many spectator sockets could flood a table's chat.
   */
  spectatorChat: BucketOptions;
  /** Frames larger than this get a `too_large` error (the socket itself closes at 4x this). */
  maxMessageBytes: number;
  /** Refused messages in a row before the connection is closed. */
  maxStrikes: number;
  /**
   * Past this many unsent bytes, messages wait and a newer view supersedes a waiting one; past
   * `maxBufferedBytes` (socket + waiting) the client is closed with CLOSE_TOO_SLOW (outbox.ts).
   */
  highWaterBytes: number;
  maxBufferedBytes: number;
  chatHistory: number;
  /** Ping every this many ms; a client that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  log?: LogFn;
  /** Told how long each of this connection's actions took from its message to its ack (metrics.ts). */
  actionStored?: (seconds: number) => void;
}

export const DEFAULT_CONNECTION_OPTIONS: ConnectionOptions = {
  messages: { capacity: 40, refillPerSecond: 20 },
  chat: { capacity: 5, refillPerSecond: 0.5 },
  spectatorChat: { capacity: 5, refillPerSecond: 0.2 },
  maxMessageBytes: LIMITS.maxMessageBytes,
  maxStrikes: 50,
  highWaterBytes: DEFAULT_OUTBOX_OPTIONS.highWaterBytes,
  maxBufferedBytes: DEFAULT_OUTBOX_OPTIONS.maxBufferedBytes,
  chatHistory: 50,
  heartbeatMs: 30_000,
};

/** Where a connection's messages go: its session here, or (cluster/) the relay to the game's writer. */
export interface ClientLink {
  receive(msg: ClientMessage): void;
  /** The socket closed. */
  close(): void;
}

/** Makes a connection's link from its port; `chat`/`spectatorChat` are its buckets. */
export type LinkFactory = (port: SessionPort, session: SessionOptions) => ClientLink;

/** `spectatorChat`: the bucket shared by every socket of this client's address. */
export function handleConnection(socket: WebSocket, hub: GameHub, options: ConnectionOptions, spectatorChat?: TokenBucket, link?: LinkFactory): void {
  const messages = new TokenBucket(options.messages);
  let strikes = 0;

  const outbox = new Outbox(socket, {
    ...DEFAULT_OUTBOX_OPTIONS,
    highWaterBytes: options.highWaterBytes,
    maxBufferedBytes: options.maxBufferedBytes,
  });
  const send = (message: ServerMessage): void => outbox.send(message);
  const error = (code: ErrorCode, message: string, ref?: string | number): void =>
    send({ type: "error", code, message, ...(ref !== undefined && { ref }) });
  const strike = (): void => {
    if (++strikes > options.maxStrikes) socket.close(1008, "too many refused messages");
  };
  const port: SessionPort = {
    send,
    sendText: (message, text) => outbox.sendText(message, text),
    // A re-issued seat link ends this connection: its token no longer holds (close code 4001).
    revoke: () => socket.close(4001, "seat link re-issued"),
    isOpen: () => socket.readyState === socket.OPEN,
    backlogged: () => outbox.backlogged,
  };
  const sessionOptions: SessionOptions = {
    chat: new TokenBucket(options.chat),
    spectatorChat,
    chatHistory: options.chatHistory,
    log: options.log,
    actionStored: options.actionStored,
  };
  const client: ClientLink = link ? link(port, sessionOptions) : new Session(hub, port, sessionOptions);

  socket.on("message", (data: RawData, isBinary: boolean) => {
    if (!messages.take()) {
      error("rate_limited", "Too many messages; slow down.");
      strike();
      return;
    }
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
    if (isBinary) return (error("bad_message", "Messages are JSON text frames."), strike());
    if (size > options.maxMessageBytes) return (error("too_large", `Messages are at most ${options.maxMessageBytes} bytes.`), strike());
    const parsed = parseClientMessage(data.toString());
    if (!parsed.ok) return (send(parsed.error), strike());
    strikes = 0;
    client.receive(parsed.value);
  });

  // Half-open connections (a laptop closed mid-game) never send a close; without a heartbeat they
  // would stay subscribed and count against their address forever.
  let alive = true;
  socket.on("pong", () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, options.heartbeatMs);
  heartbeat.unref();

  socket.on("close", () => {
    clearInterval(heartbeat);
    client.close();
  });
}
