// @vitest-environment happy-dom
/**
 * Auto-pass (issue 13): a seat whose only legal answer is to pass is not made to click it; the
 * pass goes after a delay drawn the same way whether or not the seat had a choice, and a pass the
 * player clicks before that delay is held until it has run out. It can be switched off.
 */
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOPASS_KEY, DELAY_KEY, delayRange, drawDelay, onlyPass, useAutoPass } from "../../src/games/fief/autopass.ts";
import type { Action } from "../../src/games/fief/types.ts";

const done: Action = { type: "done" };
const play: Action = { type: "play", card: "Uprising", village: "winterfell" };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  localStorage.setItem(DELAY_KEY, "1000,1000");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function hook(legal: Action[], decision = "7") {
  const send = vi.fn<(a: Action) => void>();
  const r = renderHook((p: { legal: Action[]; decision: string | null }) => useAutoPass({ decision: p.decision, legal: p.legal, busy: false, live: true, send, random: () => 0.5 }), {
    initialProps: { legal, decision },
  });
  return { send, ...r };
}

describe("auto-pass", () => {
  it("passes by itself when passing is the only choice, after the drawn delay", () => {
    const { send, result } = hook([done]);
    expect(result.current.pending).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledWith(done);
  });

  it("never passes for a seat with a choice, and holds its own quick pass until the same delay", () => {
    const { send, result } = hook([play, done]);
    expect(result.current.pending).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(send).not.toHaveBeenCalled();
    const again = hook([play, done], "8");
    act(() => again.result.current.send(done));
    expect(again.send).not.toHaveBeenCalled();
    expect(again.result.current.holding).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(again.send).toHaveBeenCalledWith(done);
    expect(again.result.current.holding).toBe(false);
  });

  it("sends any other choice at once", () => {
    const { send, result } = hook([play, done]);
    act(() => result.current.send(play));
    expect(send).toHaveBeenCalledWith(play);
  });

  it("can be switched off, and remembers it", () => {
    const { send, result } = hook([done]);
    act(() => result.current.setEnabled(false));
    act(() => vi.advanceTimersByTime(5000));
    expect(send).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTOPASS_KEY)).toBe("off");
    const later = hook([done], "9");
    expect(later.result.current.enabled).toBe(false);
  });

  it("draws every delay from one range, whatever the seat holds", () => {
    expect(delayRange("0,15")).toEqual([0, 15]);
    expect(delayRange("junk")).toEqual([700, 2200]);
    expect(drawDelay([700, 2200], () => 0)).toBe(700);
    expect(drawDelay([700, 2200], () => 1)).toBe(2200);
    expect(onlyPass([done])).toBe(true);
    expect(onlyPass([done, play])).toBe(false);
  });
});
