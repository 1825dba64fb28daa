/**
 * The turn clock of a new game (issue 17): none, a limit per decision, or a chess clock with a
 * bank and an increment each round; and what happens when a seat's time runs out. Times are in
 * minutes here (a day is 1440), seconds on the wire.
 */
import type { ReactElement } from "react";
import type { ClockRequest } from "../api/types.ts";

export interface ClockForm {
  kind: ClockRequest["kind"];
  /** Minutes per decision, or of each bank. */
  minutes: number;
  /** Minutes added to each bank every round. */
  increment: number;
  onTimeout: "bot-decides" | "bot-takes-seat";
}

export const NO_CLOCK: ClockForm = { kind: "none", minutes: 1440, increment: 60, onTimeout: "bot-decides" };

const seconds = (minutes: number): number => Math.max(1, Math.round(minutes * 60));

/** The request's `clock`, or undefined for none. */
export function clockRequest(f: ClockForm): ClockRequest | undefined {
  if (f.kind === "decision") return { kind: "decision", seconds: seconds(f.minutes), onTimeout: f.onTimeout };
  if (f.kind === "bank") return { kind: "bank", bankSeconds: seconds(f.minutes), incrementSeconds: Math.max(0, Math.round(f.increment * 60)), onTimeout: f.onTimeout };
  return undefined;
}

export function ClockField({ value, onChange }: { value: ClockForm; onChange(f: ClockForm): void }): ReactElement {
  const set = (patch: Partial<ClockForm>): void => onChange({ ...value, ...patch });
  const number = (n: string): number => (Number.isFinite(Number(n)) ? Number(n) : 0);
  return (
    <fieldset className="clock-field">
      <legend>Clock</legend>
      <label>
        <select aria-label="Clock" value={value.kind} onChange={(e) => set({ kind: e.target.value as ClockForm["kind"] })}>
          <option value="none">No clock</option>
          <option value="decision">A limit per decision</option>
          <option value="bank">A time bank (chess clock)</option>
        </select>
      </label>
      {value.kind !== "none" && (
        <>
          <label>
            {value.kind === "decision" ? "Minutes per decision" : "Minutes in each bank"}{" "}
            <input type="number" min={0.1} step="any" aria-label="Clock minutes" value={value.minutes} onChange={(e) => set({ minutes: number(e.target.value) })} />
          </label>
          {value.kind === "bank" && (
            <label>
              Minutes added each round <input type="number" min={0} step="any" aria-label="Clock increment" value={value.increment} onChange={(e) => set({ increment: number(e.target.value) })} />
            </label>
          )}
          <label>
            When time runs out{" "}
            <select aria-label="On timeout" value={value.onTimeout} onChange={(e) => set({ onTimeout: e.target.value as ClockForm["onTimeout"] })}>
              <option value="bot-decides">a bot makes that decision</option>
              <option value="bot-takes-seat">a bot plays the seat until its player returns</option>
            </select>
          </label>
        </>
      )}
    </fieldset>
  );
}
