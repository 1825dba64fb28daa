/**
 * Clients on any process, each game played in one (its writer): a client's session runs in the
 * game's writer, and the process holding the client's socket relays between them over the bus.
 *
 * A socket's `Link` starts unbound. Its `join` finds the game's writer (the lease's owner): this
 * process (the lease is free or ours; the session runs here, as without a cluster), or another,
 * to which every message of the client then goes (`msg`), the session there sending back each
 * message for the client (`deliver`: welcome, ack, update, chat, seats...) exactly as it would
 * to a socket, so every picture is still made by `picture(seat)` for that seat alone, and every
 * chat line reaches only those who may read it. An ack is sent by the writer once the action is
 * stored, so a relayed ack promises what a local one does.
 *
 * When the writer changes (it stopped cleanly: `moved`; it died: its lease expired and the check
 * finds another owner or none), the link joins again wherever the game is written now: the client
 * gets a fresh `welcome` with the present picture, and an `unavailable` error for each of its
 * actions sent and never answered (each may or may not have been stored: the welcome's seq and
 * picture tell; `expectedSeq` makes a retry safe).
 */
import { randomBytes } from "node:crypto";
import type { ClientLink } from "../connection.ts";
import type { GameHub } from "../hub.ts";
import type { LogFn } from "../log.ts";
import type { ClientMessage, ServerMessage } from "../protocol.ts";
import { TokenBucket, type BucketOptions } from "../rate-limit.ts";
import { Session, type SessionOptions, type SessionPort } from "../session.ts";
import type { Bus, BusMessage } from "./bus.ts";
import type { Leases } from "./lease.ts";

export interface RelayOptions {
  /** A hosted session's chat buckets (the socket's process cannot check them for the writer). */
  chat: BucketOptions;
  spectatorChat: BucketOptions;
  chatHistory: number;
  log: LogFn;
  actionStored?: (seconds: number) => void;
}

type Target = { kind: "none" } | { kind: "local"; session: Session } | { kind: "remote"; owner: string; gameId: string };

/** A socket of this process and where its session runs. */
class Link implements ClientLink {
  target: Target = { kind: "none" };
  /** What the client joined, to join again when the writer changes. */
  joinedAs: Extract<ClientMessage, { type: "join" }> | null = null;
  /** Refs of actions relayed and not answered yet. */
  readonly pending = new Set<string | number>();
  private chain: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    readonly id: string,
    readonly port: SessionPort,
    readonly sessionOptions: SessionOptions,
    private readonly relay: Relay,
  ) {}

  receive(msg: ClientMessage): void {
    this.chain = this.chain.then(() => this.relay.route(this, msg)).catch((e: unknown) => {
      this.relay.options.log("relaying a client message failed", e);
      this.port.send({ type: "error", code: "internal", message: "The server failed on this message." });
    });
  }

  /** Runs `work` after every message before it (a rejoin must not overtake them). */
  then(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((e: unknown) => this.relay.options.log("rejoining a game failed", e));
  }

  close(): void {
    this.closed = true;
    this.relay.unbind(this);
    this.relay.forget(this);
  }
}

/** A session run here for a socket of another process. */
interface Hosted {
  session: Session;
  process: string;
  conn: string;
}

export class Relay {
  private readonly links = new Map<string, Link>();
  private readonly hosted = new Map<string, Hosted>();
  private counter = 0;
  private readonly prefix = randomBytes(3).toString("hex");

  constructor(
    private readonly hub: GameHub,
    private readonly bus: Bus,
    private readonly leases: Leases,
    readonly options: RelayOptions,
  ) {
    bus.on((message, from) => this.receive(message, from));
  }

  /** connection.ts's LinkFactory. */
  link = (port: SessionPort, sessionOptions: SessionOptions): ClientLink => {
    const id = `${this.prefix}${(this.counter++).toString(36)}`;
    const link = new Link(
      id,
      {
        ...port,
        moved: (join) => {
          link.joinedAs = { type: "join", ...join };
          this.rejoin(link);
        },
      },
      sessionOptions,
      this,
    );
    this.links.set(id, link);
    return link;
  };

  forget(link: Link): void {
    this.links.delete(link.id);
  }

  /** Sends `msg` where `link`'s session runs, choosing the place at `join`. */
  async route(link: Link, msg: ClientMessage): Promise<void> {
    if (link.closed) return;
    // A join of a link in no game (a ping or a refused join may have made it a session here) chooses anew.
    if (msg.type === "join" && (link.target.kind === "none" || (link.target.kind === "local" && link.target.session.unjoined))) {
      if (link.target.kind === "local") link.target.session.close();
      link.joinedAs = msg;
      await this.bind(link);
    }
    const target = link.target;
    if (target.kind === "remote") {
      if (msg.type === "action" && msg.ref !== undefined) link.pending.add(msg.ref);
      this.bus.send(target.owner, { kind: "msg", conn: link.id, message: msg });
      return;
    }
    if (target.kind === "none") link.target = { kind: "local", session: new Session(this.hub, link.port, link.sessionOptions) };
    void (link.target as Extract<Target, { kind: "local" }>).session.receive(msg);
  }

  /** Chooses where `link`'s session runs: the game's writer. */
  private async bind(link: Link): Promise<void> {
    const gameId = link.joinedAs?.gameId as string;
    const owner = this.hub.peek(gameId) && this.leases.holds(gameId) ? this.bus.self : await this.leases.ownerOf(gameId);
    // Free, or ours: played here (the hub takes the lease as it loads the game).
    link.target = owner === null || owner === this.bus.self ? { kind: "local", session: new Session(this.hub, link.port, link.sessionOptions) } : { kind: "remote", owner, gameId };
  }

  /** Ends `link`'s session where it runs. */
  unbind(link: Link): void {
    const target = link.target;
    if (target.kind === "local") target.session.close();
    if (target.kind === "remote") this.bus.send(target.owner, { kind: "close", conn: link.id });
    link.target = { kind: "none" };
    for (const ref of link.pending) {
      link.port.send({ type: "error", code: "unavailable", ref, message: "The server process playing this game stopped before answering this action: it may or may not have been stored (the new welcome's seq and picture say which)." });
    }
    link.pending.clear();
  }

  /** The game's writer changed: `link` joins again where it is written now. */
  rejoin(link: Link): void {
    link.then(async () => {
      if (link.closed || !link.joinedAs) return;
      this.unbind(link);
      // A game handed from process to process in a tight loop must not spin this one.
      await new Promise((r) => setTimeout(r, 50));
      await this.route(link, link.joinedAs);
    });
  }

  /** Games whose sessions run in another process, to check their writer is still the one. */
  remoteGames(): Map<string, Link[]> {
    const games = new Map<string, Link[]>();
    for (const link of this.links.values()) {
      if (link.target.kind !== "remote") continue;
      const list = games.get(link.target.gameId) ?? [];
      list.push(link);
      games.set(link.target.gameId, list);
    }
    return games;
  }

  /** Rejoins the links of `gameId` whose writer is no longer `owner`. */
  writerIs(gameId: string, owner: string | null, links: Link[]): void {
    for (const link of links) if (link.target.kind === "remote" && link.target.owner !== owner) this.rejoin(link);
  }

  /** This process no longer writes `gameId` (lease lost or handed over): its clients go where it is written now. */
  leftGame(gameId: string): void {
    for (const link of this.links.values()) {
      if (link.target.kind === "local" && link.target.session.gameId === gameId) this.rejoin(link);
    }
    for (const [key, hosted] of this.hosted) {
      if (hosted.session.gameId !== gameId) continue;
      hosted.session.close();
      this.hosted.delete(key);
      this.bus.send(hosted.process, { kind: "moved", conn: hosted.conn });
    }
  }

  /** Every session hosted for others: their processes rejoin elsewhere (a clean stop). */
  leaveAll(): void {
    for (const gameId of new Set([...this.hosted.values()].map((h) => h.session.gameId))) if (gameId) this.leftGame(gameId);
    for (const [key, hosted] of this.hosted) {
      hosted.session.close();
      this.hosted.delete(key);
      this.bus.send(hosted.process, { kind: "moved", conn: hosted.conn });
    }
  }

  /** The processes that sockets of hosted sessions are on. */
  hostedProcesses(): string[] {
    return [...new Set([...this.hosted.values()].map((h) => h.process))];
  }

  /** `process` is gone (killed): the sessions run for its sockets end. */
  processGone(process: string): void {
    for (const [key, hosted] of this.hosted) {
      if (hosted.process !== process) continue;
      hosted.session.close();
      this.hosted.delete(key);
    }
  }

  private receive(message: BusMessage, from: string): void {
    const conn = message.conn as string;
    switch (message.kind) {
      // ---- as the writer, for a socket of `from`
      case "msg": {
        const key = `${from}/${conn}`;
        let hosted = this.hosted.get(key);
        const msg = message.message as ClientMessage;
        if (!hosted) {
          if (msg.type !== "join") return;
          hosted = { session: this.host(from, conn), process: from, conn };
          this.hosted.set(key, hosted);
          const session = hosted.session;
          void session.receive(msg).then(() => {
            // The join was refused (no such game, a bad token): the socket's process unbinds.
            if (session.gameId === null && this.hosted.get(key) === hosted) {
              this.hosted.delete(key);
              this.bus.send(from, { kind: "unjoined", conn });
            }
          });
          return;
        }
        void hosted.session.receive(msg);
        return;
      }
      case "close": {
        const key = `${from}/${conn}`;
        this.hosted.get(key)?.session.close();
        this.hosted.delete(key);
        return;
      }
      // ---- as the socket's process, from the writer
      case "deliver": {
        const link = this.links.get(conn);
        if (!link || link.target.kind !== "remote" || link.target.owner !== from) return;
        const out = message.message as ServerMessage;
        if ((out.type === "ack" || out.type === "error") && out.ref !== undefined) link.pending.delete(out.ref);
        if (typeof message.text === "string") link.port.sendText(out, message.text);
        else link.port.send(out);
        return;
      }
      case "revoke": {
        const link = this.links.get(conn);
        if (link?.target.kind === "remote" && link.target.owner === from) link.port.revoke();
        return;
      }
      case "unjoined": {
        const link = this.links.get(conn);
        if (link?.target.kind === "remote" && link.target.owner === from) {
          link.target = { kind: "none" };
          link.joinedAs = null;
        }
        return;
      }
      case "moved": {
        const link = this.links.get(conn);
        if (link?.target.kind !== "remote" || link.target.owner !== from) return;
        const join = message.join as { gameId: string; token?: string; patches?: boolean } | undefined;
        if (join) link.joinedAs = { type: "join", ...join };
        this.rejoin(link);
        return;
      }
    }
  }

  /** A session run here for socket `conn` of process `process`. */
  private host(process: string, conn: string): Session {
    const send = (kind: string, extra: Record<string, unknown>) => this.bus.send(process, { kind, conn, ...extra });
    const port: SessionPort = {
      send: (message) => send("deliver", { message }),
      sendText: (message, text) => send("deliver", { message, text }),
      revoke: () => send("revoke", {}),
      isOpen: () => true,
      moved: (join) => {
        // Another process took the game while this one was joining it: the socket's process rejoins.
        this.hosted.delete(`${process}/${conn}`);
        send("moved", { join });
      },
    };
    return new Session(this.hub, port, {
      chat: new TokenBucket(this.options.chat),
      spectatorChat: new TokenBucket(this.options.spectatorChat),
      chatHistory: this.options.chatHistory,
      log: this.options.log,
      ...(this.options.actionStored && { actionStored: this.options.actionStored }),
    });
  }
}
