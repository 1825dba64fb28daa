/**
 * The clients watching one game, and the ways a message reaches them: to all, to the readers of a
 * chat line, or a picture built per seat. A seat's picture is built once however many connections
 * it has, and is only ever sent on that seat's connections.
 */
import { eventsFor, type Seat } from "@kingsroad/core";
import { chatVisibleTo, type ChatEntry, type SeatPicture, type SeqEvent, type ServerMessage } from "./protocol.ts";

/** A connected client: a seat, or a spectator (null). */
export interface Subscriber {
  readonly seat: Seat | null;
  send(message: ServerMessage): void;
  /** The seat's link was replaced: its token no longer holds, so the connection must end. */
  revoke?(): void;
}

export class Audience {
  private readonly subscribers = new Set<Subscriber>();

  get size(): number {
    return this.subscribers.size;
  }

  add(sub: Subscriber): void {
    this.subscribers.add(sub);
  }

  /** True when `sub` was there. */
  remove(sub: Subscriber): boolean {
    return this.subscribers.delete(sub);
  }

  /** Open connections per seat (spectators not counted). */
  seatCounts(): Map<Seat, number> {
    const counts = new Map<Seat, number>();
    for (const sub of this.subscribers) if (sub.seat !== null) counts.set(sub.seat, (counts.get(sub.seat) ?? 0) + 1);
    return counts;
  }

  /** A message every seat and spectator may read (seats, proposals), to all but `except`. */
  sendAll(message: ServerMessage, except?: Subscriber): void {
    for (const sub of this.subscribers) if (sub !== except) sub.send(message);
  }

  /** A chat line to the clients that may read it (`chatVisibleTo`), and only them. */
  sendChat(entry: ChatEntry): void {
    for (const sub of this.subscribers) if (chatVisibleTo(entry, sub.seat)) sub.send({ type: "chat", entry });
  }

  /**
   * An update to every client: each seat's own picture (`pictureOf`, called once per seat) with
   * the events it may see. `onError` hears of a seat whose picture failed; the others still get theirs.
   */
  sendUpdate(pictureOf: (seat: Seat | null) => SeatPicture, events: SeqEvent[], onError: (seat: Seat | null, e: unknown) => void): void {
    const pictures = new Map<Seat | null, SeatPicture>();
    for (const sub of this.subscribers) {
      try {
        let picture = pictures.get(sub.seat);
        if (!picture) {
          picture = pictureOf(sub.seat);
          pictures.set(sub.seat, picture);
        }
        sub.send({ type: "update", ...picture, events: eventsFor(events, sub.seat) as SeqEvent[] });
      } catch (e) {
        // One seat's failing view (an engine bug) must not keep the others from their update.
        onError(sub.seat, e);
      }
    }
  }

  /** Ends every connection of `seat` (its link was replaced). */
  revoke(seat: Seat): void {
    for (const sub of [...this.subscribers]) if (sub.seat === seat) sub.revoke?.();
  }
}
