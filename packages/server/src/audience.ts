/**
 * The clients watching one game, and the ways a message reaches them: to all, to the readers of a
 * chat line, or a picture built per seat. A seat's picture is built once however many connections
 * it has, and is only ever sent on that seat's connections.
 *
 * Patches (issue 18): a client that joined with `patches: true` is sent a new picture as an RFC 6902
 * JSON Patch (fast-json-patch's `compare`) of the picture it holds, its base, which this class
 * remembers per client: the welcome's, then each picture sent. A patch is made once per seat and
 * base, so the connections of one seat that hold the same picture share it and its JSON. It is
 * sent only when it is clearly smaller than the whole picture (see `worthPatching`), and never
 * while the client is behind in reading (its outbox then supersedes whole pictures).
 */
import { isDeepStrictEqual } from "node:util";
import { eventsFor, type Seat } from "@kingsroad/core";
import jsonpatch from "fast-json-patch";
import { chatVisibleTo, type ChatEntry, type PatchMessage, type PatchOperation, type SeatPicture, type SeqEvent, type ServerMessage, type UpdateMessage } from "./protocol.ts";

/** A connected client: a seat, or a spectator (null). */
export interface Subscriber {
  readonly seat: Seat | null;
  send(message: ServerMessage): void;
  /** Sends `message` as `text`, its JSON made once for every client that gets the same message. */
  sendText?(message: ServerMessage, text: string): void;
  /** The client applies `patch` messages (it joined with `patches: true`). */
  readonly patches?: boolean;
  /** Messages wait for this client to read them (outbox.ts): it gets whole pictures until it catches up. */
  backlogged?(): boolean;
  /** The seat's link was replaced: its token no longer holds, so the connection must end. */
  revoke?(): void;
}

/** What a patching client holds: the picture a patch applies to, and about how long its JSON is. */
interface Base {
  picture: SeatPicture;
  bytes: number;
}

/** A message and its JSON, made once and sent to every client that gets it. */
interface Made<M extends ServerMessage> {
  message: M;
  text: string;
}

/** One seat's share of an update: its picture, its events, and what was made of them so far. */
interface SeatUpdate {
  picture: SeatPicture;
  events: SeqEvent[];
  full?: Made<UpdateMessage>;
  /** Per base picture: the patch from it, or null when the whole picture is sent instead. */
  patches: Map<SeatPicture, Made<PatchMessage> | null>;
}

/**
 * Whether a patch of `patchBytes` is worth sending instead of the whole picture, whose JSON was
 * about `fullBytes` last time it was measured: when it is under half of it. Above that the whole
 * picture is made and the smaller of the two sent, so the last measure need not be exact.
 */
const worthPatching = (patchBytes: number, fullBytes: number): boolean => patchBytes * 2 < fullBytes;

export class Audience {
  private readonly subscribers = new Set<Subscriber>();
  private readonly bases = new Map<Subscriber, Base>();
  /** The picture each client was last sent (whole or as a patch), for `quiet` updates. */
  private readonly held = new Map<Subscriber, SeatPicture>();
  /** Figures for the benchmark and tests: pictures sent whole, as patches, and their bytes. */
  readonly sent = { full: 0, patches: 0, fullBytes: 0, patchBytes: 0 };

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a client; `picture` is the one its welcome carries (the base of its first patch). */
  add(sub: Subscriber, picture?: SeatPicture): void {
    this.subscribers.add(sub);
    if (picture) this.rebase(sub, picture);
  }

  /** True when `sub` was there. */
  remove(sub: Subscriber): boolean {
    this.bases.delete(sub);
    this.held.delete(sub);
    return this.subscribers.delete(sub);
  }

  /** `sub` was sent `picture` whole (a welcome, a resync): its next patch applies to it. */
  rebase(sub: Subscriber, picture: SeatPicture, bytes?: number): void {
    if (!this.subscribers.has(sub)) return;
    this.held.set(sub, picture);
    if (sub.patches) this.bases.set(sub, { picture, bytes: bytes ?? JSON.stringify(picture).length });
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
   * the events it may see, whole or as a patch of what the client holds. `onError` hears of a seat
   * whose picture failed; the others still get theirs.
   *
   * `quiet` (an answer to a secret prompt, Fief's pass round: SF-22 D2 c): a client whose picture
   * is the one it holds but for the seq and the clock's reading, with no event for it, is sent
   * nothing, so the number of messages a seat gets in a pass round does not tell it how many
   * answers were given by hand rather than by a standing answer. Its next patch applies to the
   * picture it holds (a patch names its base), and a seq it never saw changed nothing it may see.
   */
  sendUpdate(pictureOf: (seat: Seat | null) => SeatPicture, events: SeqEvent[], onError: (seat: Seat | null, e: unknown) => void, quiet = false): void {
    const seats = new Map<Seat | null, SeatUpdate>();
    for (const sub of [...this.subscribers]) {
      try {
        let update = seats.get(sub.seat);
        if (!update) {
          update = { picture: pictureOf(sub.seat), events: eventsFor(events, sub.seat) as SeqEvent[], patches: new Map() };
          seats.set(sub.seat, update);
        }
        const held = this.held.get(sub);
        if (quiet && update.events.length === 0 && held && samePicture(held, update.picture)) continue;
        this.deliver(sub, update);
      } catch (e) {
        // One seat's failing view (an engine bug) must not keep the others from their update.
        onError(sub.seat, e);
      }
    }
  }

  private deliver(sub: Subscriber, update: SeatUpdate): void {
    this.held.set(sub, update.picture);
    const base = this.bases.get(sub);
    const patch = base && !sub.backlogged?.() ? this.patchFor(update, base) : null;
    if (patch) {
      this.sent.patches++;
      this.sent.patchBytes += patch.text.length;
      this.bases.set(sub, { picture: update.picture, bytes: base?.bytes ?? 0 });
      return sendMade(sub, patch);
    }
    const full = fullOf(update);
    this.sent.full++;
    this.sent.fullBytes += full.text.length;
    if (sub.patches) this.bases.set(sub, { picture: update.picture, bytes: full.text.length });
    sendMade(sub, full);
  }

  /** The patch from `base` to the seat's new picture, or null when the whole picture is smaller. */
  private patchFor(update: SeatUpdate, base: Base): Made<PatchMessage> | null {
    const known = update.patches.get(base.picture);
    if (known !== undefined) return known;
    // fast-json-patch's own Operation type is wider than RFC 6902's (it has its own `_get` test op).
    const ops = jsonpatch.compare(base.picture, update.picture) as PatchOperation[];
    const message: PatchMessage = { type: "patch", base: base.picture.seq, seq: update.picture.seq, ops, events: update.events };
    const text = JSON.stringify(message);
    const made = worthPatching(text.length, base.bytes) || text.length < fullOf(update).text.length ? { message, text } : null;
    update.patches.set(base.picture, made);
    return made;
  }

  /** Ends every connection of `seat` (its link was replaced). */
  revoke(seat: Seat): void {
    for (const sub of [...this.subscribers]) if (sub.seat === seat) sub.revoke?.();
  }
}

/** Whether two pictures of one seat show the same game: all but the seq and the clock's `now` alike. */
function samePicture(a: SeatPicture, b: SeatPicture): boolean {
  const { seq: _a, clock: clockA, ...restA } = a;
  const { seq: _b, clock: clockB, ...restB } = b;
  const clocksAlike = clockA === undefined || clockB === undefined ? clockA === clockB : isDeepStrictEqual({ ...clockA, now: 0 }, { ...clockB, now: 0 });
  return clocksAlike && isDeepStrictEqual(restA, restB);
}

function fullOf(update: SeatUpdate): Made<UpdateMessage> {
  if (!update.full) {
    const message: UpdateMessage = { type: "update", ...update.picture, events: update.events };
    update.full = { message, text: JSON.stringify(message) };
  }
  return update.full;
}

function sendMade(sub: Subscriber, made: Made<ServerMessage>): void {
  if (sub.sendText) sub.sendText(made.message, made.text);
  else sub.send(made.message);
}
