/**
 * Changes to a game's stored seats, as pure functions from the seats before to the seats after:
 * a seat claimed, handed to a bot or back, its notice settings. The live game stores what they return.
 */
import type { Seat } from "@kingsroad/core";
import type { GameStatus } from "./protocol.ts";
import type { SeatRecord } from "./store/types.ts";

/** A seat's notice settings asked for: `null` removes a way, undefined keeps it. */
export interface NotifyChange {
  webhook?: string | null;
  email?: string | null;
}

/** `seat` claimed (its token used once); the game runs once every human seat is. Null when nothing changes. */
export function claimSeat(seats: readonly SeatRecord[], status: GameStatus, seat: Seat): { seats: SeatRecord[]; status: GameStatus } | null {
  const target = seats.find((s) => s.seat === seat);
  if (!target || target.claimed) return null;
  const next = seats.map((s) => (s.seat === seat ? { ...s, claimed: true } : s));
  const allClaimed = next.every((s) => s.kind === "bot" || s.claimed);
  return { seats: next, status: status === "open" && allClaimed ? "running" : status };
}

/** `seat` played by a bot (`standIn`) or by its player again (undefined). */
export function withStandIn(seats: readonly SeatRecord[], seat: Seat, standIn: SeatRecord["standIn"]): SeatRecord[] {
  return seats.map((s) => {
    if (s.seat !== seat) return s;
    const { standIn: _old, ...rest } = s;
    return standIn ? { ...rest, standIn } : rest;
  });
}

/** `seat`'s notice settings after `change`, and the seats with them. */
export function withNotify(seats: readonly SeatRecord[], seat: Seat, change: NotifyChange): { seats: SeatRecord[]; notify: NonNullable<SeatRecord["notify"]> } {
  const notify = { ...(seats.find((s) => s.seat === seat)?.notify ?? {}) };
  for (const key of ["webhook", "email"] as const) {
    const value = change[key];
    if (value === null) delete notify[key];
    else if (value !== undefined) notify[key] = value;
  }
  const next = seats.map((s) => {
    if (s.seat !== seat) return s;
    const { notify: _old, ...rest } = s;
    return Object.keys(notify).length > 0 ? { ...rest, notify } : rest;
  });
  return { seats: next, notify };
}
