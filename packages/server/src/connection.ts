/**
 * One WebSocket client. Every frame passes the rate limit, the size cap and the protocol schema
 * before any handler sees it; frames are handled one after another, in the order they came.
 *
 * A connection is first nobody, then (after `join`) one seat of one game or a spectator of it.
 * Whatever it is sent comes from its game's `picture(seat)`, the seat's own view.
 */
import type { LogFn } from "./log.ts";
import type { Seat } from "@kingsroad/core";
import type { RawData, WebSocket } from "ws";
import type { GameHub } from "./hub.ts";
import type { LiveGame } from "./live-game.ts";
import { LIMITS, parseClientMessage, type ClientMessage, type ErrorCode, type ServerMessage } from "./protocol.ts";
import { DEFAULT_OUTBOX_OPTIONS, Outbox } from "./outbox.ts";
import { TokenBucket, type BucketOptions } from "./rate-limit.ts";

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

interface Joined {
  game: LiveGame;
  seat: Seat | null;
  leave: () => void;
}

/** `spectatorChat`: the bucket shared by every socket of this client's address. */
export function handleConnection(socket: WebSocket, hub: GameHub, options: ConnectionOptions, spectatorChat?: TokenBucket): void {
  const messages = new TokenBucket(options.messages);
  const chat = new TokenBucket(options.chat);
  let strikes = 0;
  let joined: Joined | null = null;
  let joining = false;
  let queue: Promise<void> = Promise.resolve();

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
    queue = queue.then(() =>
      handle(parsed.value).catch((e: unknown) => {
        options.log?.("websocket handler failed", e);
        error("internal", "The server failed on this message.");
      }),
    );
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
    joined?.leave();
    joined = null;
  });

  async function handle(msg: ClientMessage): Promise<void> {
    switch (msg.type) {
      case "ping":
        return send({ type: "pong", ...(msg.ref !== undefined && { ref: msg.ref }) });
      case "join":
        return join(msg.gameId, msg.token);
      case "action": {
        if (!joined) return error("not_joined", "Join a game first.", msg.ref);
        if (joined.seat === null) return error("spectator", "Spectators cannot act.", msg.ref);
        const received = performance.now();
        const result = await joined.game.submit(joined.seat, msg.action, {
          ...(msg.expectedSeq !== undefined && { expectedSeq: msg.expectedSeq }),
          // Sent only once the action is stored: an ack is a promise that it will never be lost.
          onStored: (seq) => {
            send({ type: "ack", seq, ...(msg.ref !== undefined && { ref: msg.ref }) });
            options.actionStored?.((performance.now() - received) / 1000);
          },
        });
        if (!result.ok) error(result.error.code, result.error.message, msg.ref);
        return;
      }
      case "propose":
      case "vote": {
        if (!joined) return error("not_joined", "Join a game first.");
        const seat = joined.seat;
        if (seat === null) return error("spectator", "Spectators do not vote.");
        if (joined.game.botLevelFor(seat) !== null) return error("not_a_voter", "A bot plays your seat; take it back first.");
        const result = msg.type === "propose" ? await joined.game.propose(seat, msg.kind, msg.seat) : await joined.game.vote(seat, msg.id, msg.accept);
        if (!result.ok) error(result.error.code, result.error.message);
        return;
      }
      case "notify": {
        if (!joined) return error("not_joined", "Join a game first.");
        if (joined.seat === null) return error("spectator", "Spectators have no turn to hear of.");
        const problem = msg.webhook ? hub.webhookProblem(msg.webhook) : null;
        if (problem) return error("bad_webhook", `That webhook cannot be used: ${problem}.`);
        if (msg.email && !hub.emailAvailable) return error("no_email", "This server sends no e-mail (its operator has not set SMTP_URL).");
        const settings = await joined.game.setNotify(joined.seat, {
          ...(msg.webhook !== undefined && { webhook: msg.webhook === "" ? null : msg.webhook }),
          ...(msg.email !== undefined && { email: msg.email }),
        });
        return send({ type: "notify", ...settings, emailAvailable: hub.emailAvailable });
      }
      case "reclaim": {
        if (!joined) return error("not_joined", "Join a game first.");
        if (joined.seat === null) return error("spectator", "Spectators have no seat to take back.");
        if (!(await joined.game.reclaim(joined.seat))) return error("not_stood_in", "No bot plays your seat; it is yours already.");
        return;
      }
      case "history": {
        if (!joined) return error("not_joined", "Join a game first.", msg.ref);
        const text = await hub.history.message(joined.game, joined.seat, msg.from, msg.count, msg.ref);
        return outbox.sendText({ type: "history", pictures: [], ...(msg.ref !== undefined && { ref: msg.ref }) }, text);
      }
      case "chat": {
        if (!joined) return error("not_joined", "Join a game first.");
        if (!chat.take()) return error("rate_limited", "You are chatting too fast.");
        const seat = joined.seat;
        if (seat === null) {
          if (msg.to !== undefined) return error("spectator", "Spectators cannot write to players; your line goes to the spectators' channel.");
          if (spectatorChat && !spectatorChat.take()) {
            return error("rate_limited", "Spectators from your address are chatting too fast; wait a little.");
          }
          await joined.game.chat({ seat, name: "spectator", text: msg.text, channel: "spectators" });
          return;
        }
        const name = joined.game.seats.find((s) => s.seat === seat)?.name ?? seat;
        if (msg.to === undefined) {
          await joined.game.chat({ seat, name, text: msg.text, channel: "table" });
          return;
        }
        const seats = joined.game.seats.map((s) => s.seat);
        const stranger = msg.to.find((s) => !seats.includes(s));
        if (stranger !== undefined) return error("bad_recipient", `No seat "${stranger}" in this game; seats: ${seats.join(", ")}.`);
        const members = [...new Set([seat, ...msg.to])].sort();
        if (members.length < 2) return error("bad_recipient", "A private conversation needs at least one other seat.");
        await joined.game.chat({ seat, name, text: msg.text, channel: "private", members });
        return;
      }
    }
  }

  async function join(gameId: string, token: string | undefined): Promise<void> {
    if (joined || joining) return error("already_joined", "This connection has already joined a game.");
    joining = true;
    try {
      const game = await hub.get(gameId);
      if (!game) {
        const damage = hub.damage(gameId);
        return damage ? error("damaged", damage) : error("unknown_game", `No game ${gameId}.`);
      }
      let seat: Seat | null = null;
      if (token !== undefined) {
        seat = hub.seatOf(game, token);
        if (seat === null) return error("bad_token", "This token is not a seat of this game.");
        await game.claim(seat);
      }
      const history = await hub.listChat(game.id, options.chatHistory, seat);
      if (socket.readyState !== socket.OPEN) return;
      // Subscribing and the welcome happen in one synchronous step, so no update falls between.
      // A re-issued seat link ends this connection: its token no longer holds (close code 4001).
      const revoke = (): void => socket.close(4001, "seat link re-issued");
      const leave = game.subscribe({ seat, send, revoke });
      joined = { game, seat, leave };
      send({
        type: "welcome",
        gameId: game.id,
        engine: game.module.engine.id,
        title: game.title,
        seat,
        seats: game.publicSeats(),
        ...game.picture(seat),
        events: game.recentEvents(seat),
        chat: history,
        proposals: game.proposals,
        ...(seat !== null && { notify: { ...game.seats.find((s) => s.seat === seat)?.notify, emailAvailable: hub.emailAvailable } }),
      });
    } finally {
      joining = false;
    }
  }
}
