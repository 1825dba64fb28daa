/**
 * Never click "pass" for nothing (issue 13): Fief opens a pass round after every game event, and
 * a seat whose only legal answer is `done` passes by itself after a short random delay. The delay
 * is drawn the same way for every decision the seat gets, whether or not it had a choice, and a
 * pass the player clicks is held until that delay has run out, so the table cannot tell from the
 * timing whether a house had a card to play. The player can switch it off; the setting and the
 * delay range (tests use a short one) live in localStorage.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Action } from "./types.ts";

export const AUTOPASS_KEY = "kingsroad.fief.autopass";
export const DELAY_KEY = "kingsroad.fief.passDelayMs";
export const DEFAULT_DELAY: readonly [number, number] = [700, 2200];

export const onlyPass = (legal: readonly Action[]): boolean => legal.length === 1 && legal[0]!.type === "done";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** "min,max" in milliseconds; anything unreadable gives the default range. */
export function delayRange(raw: string | null | undefined): readonly [number, number] {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(raw ?? "");
  if (!m) return DEFAULT_DELAY;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a <= b ? [a, b] : [b, a];
}

/** One draw per decision, from one distribution: the only input is the random number. */
export const drawDelay = ([min, max]: readonly [number, number], random: () => number): number => Math.round(min + random() * (max - min));

export interface AutoPass {
  enabled: boolean;
  setEnabled(on: boolean): void;
  /** An automatic pass is waiting to go. */
  pending: boolean;
  /** A pass the player clicked is waiting for its delay: controls show as busy meanwhile. */
  holding: boolean;
  /** Sends an action; a pass goes no earlier than this decision's drawn delay. */
  send(a: Action): void;
}

export function useAutoPass(opts: { decision: string | null; legal: readonly Action[]; busy: boolean; live: boolean; send(a: Action): void; random?: () => number }): AutoPass {
  const { decision, legal, busy, live, send } = opts;
  const random = opts.random ?? Math.random;
  const [enabled, setEnabledState] = useState(() => storage()?.getItem(AUTOPASS_KEY) !== "off");
  const opened = useRef<{ decision: string | null; at: number; delay: number }>({ decision: null, at: 0, delay: 0 });
  const held = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [holding, setHolding] = useState(false);

  // Every new decision draws its delay, choice or not.
  if (decision !== opened.current.decision) {
    opened.current = { decision, at: Date.now(), delay: decision === null ? 0 : drawDelay(delayRange(storage()?.getItem(DELAY_KEY)), random) };
  }

  const auto = enabled && live && decision !== null && onlyPass(legal);
  useEffect(() => {
    if (!auto || busy) return;
    const wait = Math.max(0, opened.current.at + opened.current.delay - Date.now());
    const t = setTimeout(() => send(legal[0]!), wait);
    return () => clearTimeout(t);
  }, [auto, busy, decision, legal, send]);

  useEffect(
    () => () => {
      if (held.current) clearTimeout(held.current);
      held.current = null;
      setHolding(false);
    },
    [decision],
  );

  const setEnabled = useCallback((on: boolean) => {
    storage()?.setItem(AUTOPASS_KEY, on ? "on" : "off");
    setEnabledState(on);
  }, []);

  const guardedSend = useCallback(
    (a: Action) => {
      const wait = opened.current.at + opened.current.delay - Date.now();
      if (held.current) clearTimeout(held.current);
      held.current = null;
      if (a.type !== "done" || wait <= 0) {
        setHolding(false);
        return send(a);
      }
      setHolding(true);
      held.current = setTimeout(() => {
        held.current = null;
        setHolding(false);
        send(a);
      }, wait);
    },
    [send],
  );

  return { enabled, setEnabled, pending: auto, holding, send: guardedSend };
}
