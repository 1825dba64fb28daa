// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClockPicture, PublicSeat, ServerMessage } from "../../src/api/types.ts";
import { clockRequest, NO_CLOCK } from "../../src/shell/ClockField.tsx";
import { clockText } from "../../src/shell/clockText.ts";
import { Seats } from "../../src/shell/Seats.tsx";
import { initialState, reduce } from "../../src/shell/store.ts";

afterEach(cleanup);

const client = { houseName: (s: string) => s.toUpperCase(), houseColor: () => ({ fill: "#000", ink: "#fff" }) };
const seat = (s: string, extra: Partial<PublicSeat> = {}): PublicSeat => ({ seat: s, kind: "human", claimed: true, connected: 1, ...extra });

describe("clock text", () => {
  it("reads as minutes and seconds, hours, or days", () => {
    expect([clockText(65_000), clockText(-5), clockText(2 * 3600_000 + 5 * 60_000), clockText(3 * 86400_000 + 7 * 3600_000)]).toEqual(["1:05", "0:00", "2 h 05 min", "3 d 7 h"]);
  });
});

describe("the new game's clock", () => {
  it("is none by default, and minutes become whole seconds", () => {
    expect(clockRequest(NO_CLOCK)).toBeUndefined();
    expect(clockRequest({ ...NO_CLOCK, kind: "decision", minutes: 1440 })).toEqual({ kind: "decision", seconds: 86400, onTimeout: "bot-decides" });
    expect(clockRequest({ kind: "bank", minutes: 90, increment: 0.5, onTimeout: "bot-takes-seat" })).toEqual({ kind: "bank", bankSeconds: 5400, incrementSeconds: 30, onTimeout: "bot-takes-seat" });
  });
});

describe("the seats with a clock", () => {
  it("count down the seat waited for, show the others' banks, and say when a bot stands in", () => {
    const now = Date.now();
    const clock: ClockPicture = { kind: "bank", onTimeout: "bot-takes-seat", incrementMs: 0, now, seats: { stark: { bankMs: 600_000, deadline: now + 125_000 }, tully: { bankMs: 3_600_000 } } };
    render(<Seats seats={[seat("stark"), seat("tully"), seat("arryn", { standIn: { level: "heuristic", reason: "timeout" } })]} waitingFor={["stark"]} me="tully" client={client} clock={clock} />);
    const lines = screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    expect(lines[0]).toMatch(/⏱ 2:0[45]$/);
    expect(lines[1]).toContain("⏱ 1 h 00 min");
    expect(lines[2]).toContain("a bot (heuristic) plays for now");
  });

  it("keeps the clock from welcome, update and seats messages; an update without one means none", () => {
    const clock: ClockPicture = { kind: "decision", onTimeout: "bot-decides", decisionMs: 1000, now: 1, seats: {} };
    const base = { seq: 1, view: {}, prompts: [], legalActions: [], waitingFor: [], outcome: null };
    const msgs: ServerMessage[] = [
      { type: "welcome", gameId: "g", engine: "agot", title: "", seat: null, seats: [], events: [], chat: [], ...base, clock },
      { type: "seats", seats: [] },
    ];
    const s = msgs.reduce((st, msg) => reduce(st, { kind: "server", msg }), initialState);
    expect(s.clock).toEqual(clock);
    expect(reduce(s, { kind: "server", msg: { type: "update", events: [], ...base, seq: 2 } }).clock).toBeNull();
  });
});
