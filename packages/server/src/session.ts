/**
 * One client's part of a game, without its socket: `join`, then actions, chat, votes... for the
 * joined seat (or as a spectator). Messages run one after another, in the order they came. Whatever
 * it sends comes from its game's `picture(seat)`, the seat's own view.
 *
 * The socket's side (rate limit, size cap, schema, heartbeat, outbox) is connection.ts. A session
 * runs in the process that writes its game: next to its socket, or, with several processes
 * (cluster/), in the game's writer, its messages relayed from the process holding the socket.
 */
import type { Seat } from "@kingsroad/core";
import type { GameHub } from "./hub.ts";
import type { LiveGame, Subscriber } from "./live-game.ts";
import type { LogFn } from "./log.ts";
import type { ClientMessage, ErrorCode, ServerMessage } from "./protocol.ts";
import type { TokenBucket } from "./rate-limit.ts";
import { WrittenElsewhere } from "./ownership.ts";

/** Where a session's messages go: a socket's outbox, or the relay to the process holding it. */
export interface SessionPort {
  send(message: ServerMessage): void;
  /** `message` as `text`, its JSON made beforehand; `message` tells its kind. */
  sendText(message: ServerMessage, text: string): void;
  /** The seat's link was re-issued: the connection must end (close code 4001). */
  revoke(): void;
  /** Whether the client is still there: a join that ends after it left subscribes nothing. */
  isOpen(): boolean;
  /** Messages wait for the client to read them (outbox.ts): whole pictures then, not patches. */
  backlogged?(): boolean;
  /** The game joined is written by another process (cluster/): the session must be made there. */
  moved?(join: { gameId: string; token?: string; patches?: boolean }): void;
}

export interface SessionOptions {
  /** Chat lines of this client. */
  chat: TokenBucket;
  /** Spectators' chat of this client's address, over all its sockets. */
  spectatorChat?: TokenBucket | undefined;
  chatHistory: number;
  log?: LogFn | undefined;
  /** Told how long each action took from its message to its ack (metrics.ts). */
  actionStored?: ((seconds: number) => void) | undefined;
}

interface Joined {
  game: LiveGame;
  seat: Seat | null;
  leave: () => void;
  subscriber: Subscriber;
}

export class Session {
  private joined: Joined | null = null;
  private joining = false;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Joins received and not yet handled. */
  private joinsQueued = 0;

  constructor(
    private readonly hub: GameHub,
    private readonly port: SessionPort,
    private readonly options: SessionOptions,
  ) {}

  /** The game joined, if any. */
  get gameId(): string | null {
    return this.joined?.game.id ?? null;
  }

  /** Neither joined nor about to join: a `join` now would be its first. */
  get unjoined(): boolean {
    return this.joined === null && this.joinsQueued === 0;
  }

  /** Handles `msg` after every message before it. */
  receive(msg: ClientMessage): Promise<void> {
    if (msg.type === "join") this.joinsQueued++;
    this.queue = this.queue.then(() =>
      this.handle(msg)
        .catch((e: unknown) => {
          this.options.log?.("websocket handler failed", e);
          this.error("internal", "The server failed on this message.");
        })
        .finally(() => {
          if (msg.type === "join") this.joinsQueued--;
        }),
    );
    return this.queue;
  }

  /** The client left: its seat no longer counts as connected. */
  close(): void {
    this.closed = true;
    this.joined?.leave();
    this.joined = null;
  }

  private send(message: ServerMessage): void {
    this.port.send(message);
  }

  private error(code: ErrorCode, message: string, ref?: string | number): void {
    this.send({ type: "error", code, message, ...(ref !== undefined && { ref }) });
  }

  private async handle(msg: ClientMessage): Promise<void> {
    const { hub, options } = this;
    const send = (m: ServerMessage) => this.send(m);
    const error = (code: ErrorCode, message: string, ref?: string | number) => this.error(code, message, ref);
    const joined = this.joined;
    switch (msg.type) {
      case "ping":
        return send({ type: "pong", ...(msg.ref !== undefined && { ref: msg.ref }) });
      case "join":
        return this.join(msg.gameId, msg.token, msg.patches === true);
      case "resync":
        if (!joined) return error("not_joined", "Join a game first.");
        return joined.game.resync(joined.subscriber);
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
        const problem = msg.webhook ? await hub.webhookProblem(msg.webhook) : null;
        if (problem) return error("bad_webhook", `That webhook cannot be used: ${problem}.`);
        if (msg.email && !hub.emailAvailable) return error("no_email", "This server sends no e-mail (its operator has not set SMTP_URL).");
        await joined.game.setNotify(joined.seat, {
          ...(msg.webhook !== undefined && { webhook: msg.webhook === "" ? null : msg.webhook }),
          ...(msg.email !== undefined && { email: msg.email }),
        });
        return send({ type: "notify", ...hub.notifySettings(joined.game, joined.seat) });
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
        return this.port.sendText({ type: "history", pictures: [], ...(msg.ref !== undefined && { ref: msg.ref }) }, text);
      }
      case "chat": {
        if (!joined) return error("not_joined", "Join a game first.");
        if (!options.chat.take()) return error("rate_limited", "You are chatting too fast.");
        const seat = joined.seat;
        if (seat === null) {
          if (msg.to !== undefined) return error("spectator", "Spectators cannot write to players; your line goes to the spectators' channel.");
          if (options.spectatorChat && !options.spectatorChat.take()) {
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

  private async join(gameId: string, token: string | undefined, patches: boolean): Promise<void> {
    const { hub, port, options } = this;
    if (this.joined || this.joining) return this.error("already_joined", "This connection has already joined a game.");
    this.joining = true;
    try {
      let game: LiveGame | null;
      try {
        game = await hub.get(gameId);
      } catch (e) {
        if (e instanceof WrittenElsewhere && port.moved) return port.moved({ gameId, ...(token !== undefined && { token }), ...(patches && { patches }) });
        throw e;
      }
      if (!game) {
        const damage = hub.damage(gameId);
        return damage ? this.error("damaged", damage) : this.error("unknown_game", `No game ${gameId}.`);
      }
      let seat: Seat | null = null;
      if (token !== undefined) {
        seat = hub.seatOf(game, token);
        if (seat === null) return this.error("bad_token", "This token is not a seat of this game.");
        await game.claim(seat);
      }
      const history = await hub.listChat(game.id, options.chatHistory, seat);
      if (this.closed || !port.isOpen()) return;
      // Subscribing and the welcome happen in one synchronous step, so no update falls between.
      // A re-issued seat link ends this connection: its token no longer holds (close code 4001).
      const subscriber: Subscriber = {
        seat,
        patches,
        send: (m) => port.send(m),
        sendText: (m, text) => port.sendText(m, text),
        revoke: () => port.revoke(),
        ...(port.backlogged && { backlogged: () => port.backlogged?.() ?? false }),
      };
      const picture = game.picture(seat);
      const leave = game.subscribe(subscriber, picture);
      this.joined = { game, seat, leave, subscriber };
      this.send({
        type: "welcome",
        gameId: game.id,
        engine: game.module.engine.id,
        title: game.title,
        seat,
        seats: game.publicSeats(),
        ...picture,
        events: game.recentEvents(seat),
        chat: history,
        proposals: game.proposals,
        ...(seat !== null && { notify: hub.notifySettings(game, seat) }),
      });
    } finally {
      this.joining = false;
    }
  }
}
