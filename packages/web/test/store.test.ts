import { describe, expect, it } from "vitest";
import type { SeqEvent, ServerMessage } from "../src/api/types.ts";
import { initialState, isBusy, reduce, type GameState } from "../src/shell/store.ts";

const picture = (seq: number) => ({ seq, view: { round: 1 }, prompts: [], legalActions: [], waitingFor: ["stark"], outcome: null });
const ev = (seq: number, text: string): SeqEvent => ({ seq, type: "t", text });

const welcome = (seq: number, events: SeqEvent[]): ServerMessage => ({
  type: "welcome",
  gameId: "g1",
  engine: "agot",
  title: "T",
  seat: "stark",
  seats: [],
  events,
  chat: [],
  ...picture(seq),
});

const apply = (msgs: ServerMessage[], s: GameState = initialState): GameState => msgs.reduce((st, msg) => reduce(st, { kind: "server", msg }), s);

describe("game page state", () => {
  it("takes the welcome, then updates, keeping one picture per seq for the replay", () => {
    const s = apply([welcome(3, [ev(2, "a"), ev(3, "b")]), { type: "update", events: [ev(4, "c")], ...picture(4) }, { type: "update", events: [ev(5, "d")], ...picture(5) }]);
    expect(s.current?.seq).toBe(5);
    expect(s.history.map((p) => p.seq)).toEqual([3, 4, 5]);
    expect(s.events.map((e) => e.text)).toEqual(["a", "b", "c", "d"]);
    expect(s.seat).toBe("stark");
  });

  it("ignores an update older than what it has", () => {
    const s = apply([welcome(5, []), { type: "update", events: [ev(4, "old")], ...picture(4) }]);
    expect(s.current?.seq).toBe(5);
    expect(s.events).toEqual([]);
  });

  it("does not repeat events when a reconnect's welcome resends them", () => {
    const s = apply([welcome(3, [ev(2, "a"), ev(3, "b")]), welcome(4, [ev(3, "b"), ev(4, "c")])]);
    expect(s.events.map((e) => e.text)).toEqual(["a", "b", "c"]);
  });

  it("tracks actions in flight and shows refusals", () => {
    let s = reduce(initialState, { kind: "sent", ref: 1 });
    expect(s.inFlight).toEqual([1]);
    s = apply([{ type: "error", code: "illegal", message: "Not now.", ref: 1 }], s);
    expect(s.inFlight).toEqual([]);
    expect(s.error).toBe("Not now.");
    s = reduce(s, { kind: "dismiss-error" });
    expect(s.error).toBeNull();
  });
});

describe("busy", () => {
  it("stays busy after the ack until the update for that seq arrives", () => {
    let s = apply([welcome(3, [])]);
    s = reduce(s, { kind: "sent", ref: 9 });
    expect(isBusy(s)).toBe(true);
    s = apply([{ type: "ack", ref: 9, seq: 4 }], s);
    expect(isBusy(s)).toBe(true);
    s = apply([{ type: "update", events: [], ...picture(4) }], s);
    expect(isBusy(s)).toBe(false);
  });
});

describe("chat", () => {
  it("starts from the welcome's lines and adds each broadcast once", () => {
    const line = { id: 7, seat: "stark", name: "Ned", text: "hi", at: 1, channel: "table" as const };
    const s = apply([welcome(1, []), { type: "chat", entry: line }, { type: "chat", entry: line }]);
    expect(s.chat).toEqual([line]);
  });
});

describe("earlier positions for the replay", () => {
  it("merges fetched history before the live pictures, in order, with the older log lines", () => {
    const earlier = (seq: number, text: string) => ({ seq, view: { round: 1 }, events: seq === 0 ? [] : [ev(seq, text)] });
    const s = apply([
      welcome(3, [ev(3, "c")]),
      { type: "update", events: [ev(4, "d")], ...picture(4) },
      { type: "history", pictures: [earlier(0, ""), earlier(1, "a"), earlier(2, "b"), earlier(3, "c")] },
    ]);
    expect(s.history.map((p) => p.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(s.history[1]!.legalActions).toEqual([]);
    expect(s.current?.seq).toBe(4);
    expect(s.events.map((e) => e.text)).toEqual(["a", "b", "c", "d"]);
  });
});
