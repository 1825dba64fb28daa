// @vitest-environment happy-dom
/**
 * Reconnecting like a phone app (issue 39 item 4): the backoff's schedule under a fake clock (full
 * jitter under a cap doubling from 0.5 s to 30 s), and an immediate attempt when the device comes
 * back online or the tab becomes visible.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, GameConnection } from "../src/api/connection.ts";

/** A WebSocket that never connects: each attempt is recorded and closed by the test. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(): void {}
  /** The attempt fails: the browser reports the close. */
  fail(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  close(): void {
    this.fail();
  }
}

const listener = { message: vi.fn(), status: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Fails the newest attempt and measures how long the connection waits before the next one. */
function waitAfterFailure(): number {
  const before = FakeSocket.made.length;
  FakeSocket.made[before - 1]!.fail();
  let waited = 0;
  while (FakeSocket.made.length === before) {
    vi.advanceTimersByTime(10);
    waited += 10;
    if (waited > 60_000) throw new Error("no reconnect within a minute");
  }
  return waited;
}

describe("the reconnect backoff", () => {
  it("doubles its cap from 0.5 s to 30 s and draws the wait at random beneath it (full jitter)", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((r) => backoffDelay(r, () => 0.999999))).toEqual([499, 999, 1999, 3999, 7999, 15999, 29999, 29999, 29999]);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
    expect(backoffDelay(9, () => 0)).toBe(0);
  });

  it("waits out that schedule between failed attempts, on a fake clock", () => {
    const c = new GameConnection("ws://127.0.0.1/ws", "g1", null, listener, { random: () => 0.99999 });
    c.open();
    const waits = Array.from({ length: 8 }, () => waitAfterFailure());
    // Each wait is the cap (less a hair of jitter), rounded up to the 10 ms step.
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    c.close();
  });

  it("tries again at once when the device comes back online or the tab becomes visible", () => {
    const c = new GameConnection("ws://127.0.0.1/ws", "g1", null, listener, { random: () => 0.999 });
    c.open();
    for (let i = 0; i < 7; i++) waitAfterFailure();
    FakeSocket.made.at(-1)!.fail(); // now waiting ~30 s
    const before = FakeSocket.made.length;
    vi.advanceTimersByTime(100);
    expect(FakeSocket.made.length).toBe(before);
    window.dispatchEvent(new Event("online"));
    expect(FakeSocket.made.length).toBe(before + 1);

    FakeSocket.made.at(-1)!.fail();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.made.length).toBe(before + 1);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeSocket.made.length).toBe(before + 2);
    // The retry that was waiting does not fire as well.
    vi.advanceTimersByTime(29_000);
    expect(FakeSocket.made.length).toBe(before + 2);

    // After close, nothing wakes it.
    c.close();
    window.dispatchEvent(new Event("online"));
    expect(FakeSocket.made.length).toBe(before + 2);
  });
});
