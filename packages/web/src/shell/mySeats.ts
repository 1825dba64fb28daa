/**
 * The seat links this browser holds, kept in its localStorage (never sent anywhere but back to
 * the server that issued them, in a join): the "my games" page lists them. A game page
 * remembers its link once the server has accepted the token.
 */
export interface MySeat {
  gameId: string;
  token: string;
  seat: string;
  title: string;
  engine: string;
  /** When this browser last opened it (ms since epoch). */
  at: number;
}

const KEY = "kingsroad:my-seats";
const MAX = 200;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): nothing is remembered
  }
}

export function mySeats(): MySeat[] {
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(raw) ? (raw as MySeat[]).filter((s) => typeof s?.gameId === "string" && typeof s.token === "string") : [];
  } catch {
    return [];
  }
}

export function rememberSeat(seat: MySeat): void {
  const others = mySeats().filter((s) => !(s.gameId === seat.gameId && s.seat === seat.seat));
  storage()?.setItem(KEY, JSON.stringify([seat, ...others].slice(0, MAX)));
}

export function forgetSeat(gameId: string, seat: string): void {
  storage()?.setItem(KEY, JSON.stringify(mySeats().filter((s) => !(s.gameId === gameId && s.seat === seat))));
}

/** Waiting for me first, then games going on, then finished ones; most recently opened first within each. */
export function sortMyGames<T extends { mine: MySeat; waiting: boolean; finished: boolean }>(rows: readonly T[]): T[] {
  const rank = (r: T): number => (r.waiting ? 0 : r.finished ? 2 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || b.mine.at - a.mine.at);
}
