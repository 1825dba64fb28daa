/**
 * A client behind in reading (outbox.ts) and pictures as patches: waiting pictures are joined, so
 * what it reads at last is a patch of what it holds, or a whole update, and never a patch of a
 * picture it was not sent. A socket stand-in holds the bytes "unsent" until the test lets it read.
 */
import jsonpatch, { type Operation } from "fast-json-patch";
import type { WebSocket } from "ws";
import { describe, expect, it } from "vitest";
import { DEFAULT_OUTBOX_OPTIONS, Outbox } from "../src/outbox.ts";
import type { PatchMessage, SeatPicture, ServerMessage, UpdateMessage } from "../src/protocol.ts";

/** A socket whose unsent bytes stay at `bufferedAmount` until `read()`. */
class SlowSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly delivered: ServerMessage[] = [];
  private callbacks: Array<() => void> = [];
  send(text: string, done: () => void): void {
    this.delivered.push(JSON.parse(text) as ServerMessage);
    this.bufferedAmount += text.length;
    this.callbacks.push(done);
  }
  /** The client reads everything, as long as anything is sent. */
  read(): void {
    while (this.callbacks.length > 0) {
      this.bufferedAmount = 0;
      for (const done of this.callbacks.splice(0)) done();
    }
  }
  close(): void {}
  terminate(): void {}
}

const picture = (seq: number, board: Record<string, number>): SeatPicture => ({ seq, view: { board }, prompts: [], legalActions: [], waitingFor: [], outcome: null });
const update = (p: SeatPicture): UpdateMessage => ({ type: "update", ...p, events: [{ type: "moved", text: "moved", seq: p.seq }] });
const patch = (from: SeatPicture, to: SeatPicture): PatchMessage => ({
  type: "patch",
  base: from.seq,
  seq: to.seq,
  ops: jsonpatch.compare(from, to) as PatchMessage["ops"],
  events: [{ type: "moved", text: "moved", seq: to.seq }],
});

/** What a patching client holds after reading `messages`. */
function follow(messages: ServerMessage[]): SeatPicture | null {
  let held: SeatPicture | null = null;
  for (const m of messages) {
    if (m.type === "update") {
      const { type: _t, events: _e, ...p } = m;
      held = p;
    } else if (m.type === "patch") {
      if (!held || held.seq !== m.base) throw new Error(`a patch of ${m.base} reached a client holding ${held?.seq}`);
      held = jsonpatch.applyPatch(held, m.ops as Operation[], true, false).newDocument;
    }
  }
  return held;
}

describe("a client behind in reading, with patches", () => {
  it("gets the waiting patches joined, or applied to a waiting update, and ends on the newest picture", () => {
    const socket = new SlowSocket();
    const outbox = new Outbox(socket as unknown as WebSocket, { ...DEFAULT_OUTBOX_OPTIONS, highWaterBytes: 10 });
    const pictures = Array.from({ length: 8 }, (_, i) => picture(i, { winterfell: i, riverrun: i % 3, [`area${i}`]: i }));
    outbox.send(update(pictures[0]!));
    expect(outbox.backlogged).toBe(true);
    // Behind: patches wait and are joined into one.
    for (let i = 1; i <= 3; i++) outbox.send(patch(pictures[i - 1]!, pictures[i]!));
    outbox.send({ type: "ack", seq: 3 });
    socket.read();
    expect(socket.delivered.map((m) => m.type)).toEqual(["update", "patch", "ack"]);
    const joined = socket.delivered[1] as PatchMessage;
    expect([joined.base, joined.seq, joined.events.map((e) => e.seq)]).toEqual([0, 3, [1, 2, 3]]);
    expect(follow(socket.delivered)).toEqual(pictures[3]);
    // A whole update waits behind an ack (the audience sends whole pictures to a client behind), then patches of it.
    outbox.send({ type: "ack", seq: 4 });
    outbox.send(update(pictures[4]!));
    outbox.send(patch(pictures[4]!, pictures[5]!));
    outbox.send(patch(pictures[5]!, pictures[6]!));
    socket.read();
    const last = socket.delivered.at(-1) as UpdateMessage;
    expect(last.type).toBe("update");
    expect(last.events.map((e) => e.seq)).toEqual([4, 5, 6]);
    expect(follow(socket.delivered)).toEqual(pictures[6]);
    // A whole update supersedes a waiting patch.
    outbox.send({ type: "ack", seq: 7 });
    outbox.send(patch(pictures[6]!, pictures[7]!));
    outbox.send(update(pictures[7]!));
    socket.read();
    expect(follow(socket.delivered)).toEqual(pictures[7]);
    expect(outbox.superseded).toBe(5);
  });
});
