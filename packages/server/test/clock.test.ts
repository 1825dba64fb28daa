/** The turn clock's arithmetic (clock.ts), without timers: plain data in, plain data out. */
import { describe, expect, it } from "vitest";
import { clockPicture, deadlineOf, newClock, nextDeadline, pause, refill, resume, tick, type ClockSettings } from "../src/clock.ts";

const decision: ClockSettings = { kind: "decision", decisionMs: 1000, onTimeout: "bot-decides", botLevel: "random" };
const bank: ClockSettings = { kind: "bank", bankMs: 10_000, incrementMs: 2000, onTimeout: "bot-takes-seat", botLevel: "random" };

describe("a per-decision clock", () => {
  it("starts when a seat is waited for, restarts after its own action, and stops when it is no longer asked", () => {
    let c = tick(newClock(decision, ["red", "blue"], null), { timed: ["red", "blue"], round: null, now: 100 });
    expect(deadlineOf(c, "red")).toBe(1100);
    // Blue acts at 500 and is asked again: a fresh limit; red, still thinking, keeps its own.
    c = tick(c, { timed: ["red", "blue"], actor: "blue", round: null, now: 500 });
    expect([deadlineOf(c, "red"), deadlineOf(c, "blue")]).toEqual([1100, 1500]);
    expect(nextDeadline(c)).toEqual({ seat: "red", at: 1100 });
    expect(nextDeadline(c, (seat) => seat === "red")).toEqual({ seat: "blue", at: 1500 });
    c = tick(c, { timed: ["blue"], actor: "red", round: null, now: 900 });
    expect(deadlineOf(c, "red")).toBeNull();
  });
});

describe("a chess clock", () => {
  it("drains the bank of the seat waited for only, and adds the increment to every seat each new round", () => {
    let c = tick(newClock(bank, ["red", "blue"], 1), { timed: ["red"], round: 1, now: 0 });
    expect(deadlineOf(c, "red")).toBe(10_000);
    c = tick(c, { timed: ["blue"], actor: "red", round: 1, now: 3000 });
    expect(c.banks).toEqual({ red: 7000, blue: 10_000 });
    expect(deadlineOf(c, "blue")).toBe(13_000);
    c = tick(c, { timed: ["red"], actor: "blue", round: 2, now: 4000 });
    expect(c.banks).toEqual({ red: 9000, blue: 11_000 });
  });

  it("adds the increment after each own decision for a game that does not tell its rounds", () => {
    let c = tick(newClock(bank, ["red", "blue"], null), { timed: ["red"], round: null, now: 0 });
    c = tick(c, { timed: ["blue"], actor: "red", round: null, now: 1000 });
    expect(c.banks).toEqual({ red: 11_000, blue: 10_000 });
  });

  it("never goes below zero, and a seat taken back with an empty bank gets one increment (a minute at least)", () => {
    let c = tick(newClock(bank, ["red"], 1), { timed: ["red"], round: 1, now: 0 });
    c = tick(c, { timed: [], round: 1, now: 50_000 });
    expect(c.banks.red).toBe(0);
    expect(refill(c, "red").banks.red).toBe(60_000);
    expect(refill({ ...c, banks: { red: 5 } }, "red").banks.red).toBe(5);
  });
});

describe("a clean restart", () => {
  it("does not count the time the server was down", () => {
    let c = tick(newClock(decision, ["red"], null), { timed: ["red"], round: null, now: 1000 });
    c = pause(c, 1500);
    c = resume(c, 101_500);
    expect(deadlineOf(c, "red")).toBe(102_000);
    expect(c.pausedAt).toBeUndefined();
    // Without a pause (a crash), the time counts.
    expect(resume(tick(newClock(decision, ["red"], null), { timed: ["red"], round: null, now: 0 }), 99_999).running.red).toBe(0);
  });
});

describe("what the table sees", () => {
  it("shows every timed seat's bank and, while it is waited for, its deadline", () => {
    const c = tick(newClock(bank, ["red", "blue"], 1), { timed: ["blue"], round: 1, now: 0 });
    expect(clockPicture(c, 5)).toEqual({
      kind: "bank",
      onTimeout: "bot-takes-seat",
      incrementMs: 2000,
      now: 5,
      seats: { red: { bankMs: 10_000 }, blue: { bankMs: 10_000, deadline: 10_000 } },
    });
  });
});
