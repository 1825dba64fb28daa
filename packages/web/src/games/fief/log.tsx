/** A Fief log line: the engine's sentence in plain words, with the dice drawn when it rolled some. */
import type { ReactNode } from "react";
import type { SeqEvent } from "./types.ts";
import { plainWords } from "./names.ts";
import { Dice } from "./panels/Dice.tsx";

export function fiefEventLine(e: SeqEvent): ReactNode {
  const text = plainWords(e.text);
  const data = e.data as { faces?: unknown } | undefined;
  const faces = Array.isArray(data?.faces) ? data.faces.filter((f): f is number => typeof f === "number") : [];
  if (faces.length === 0) return text;
  return (
    <>
      {text} <Dice faces={faces} battle={e.type === "roll"} />
    </>
  );
}

/** Villages the newest events name (a step, a battle, a siege...), to ring on the map. */
export function recentVillages(events: readonly SeqEvent[]): Set<string> {
  const out = new Set<string>();
  const last = events.length > 0 ? events[events.length - 1]!.seq : -1;
  for (let i = events.length - 1; i >= 0 && events[i]!.seq >= last - 2; i--) {
    const d = events[i]!.data as Record<string, unknown> | undefined;
    for (const k of ["village", "from", "to"]) if (typeof d?.[k] === "string") out.add(d[k] as string);
  }
  return out;
}
