/**
 * The games this browser created: their seat links and the creator's secret, kept in
 * localStorage so the creator can find a lost link again or have a new one issued. Nothing here
 * leaves the browser except the secret, sent only to ask for a new link.
 */
import type { CreateGameResponse } from "../api/types.ts";

const key = (gameId: string): string => `kingsroad.created.${gameId}`;
const freshKey = (gameId: string): string => `kingsroad.created.fresh.${gameId}`;

/** Keeps the links for the game page; false when the browser refuses to store them. */
export function rememberCreated(created: CreateGameResponse): boolean {
  try {
    window.localStorage.setItem(key(created.gameId), JSON.stringify(created));
    // The game page shows the links open once, right after the creation.
    window.sessionStorage.setItem(freshKey(created.gameId), "1");
    return true;
  } catch {
    return false;
  }
}

export function createdGame(gameId: string): CreateGameResponse | null {
  try {
    const text = window.localStorage.getItem(key(gameId));
    return text ? (JSON.parse(text) as CreateGameResponse) : null;
  } catch {
    return null;
  }
}

/** The answers of takeFresh for this page load: the page may mount its panel more than once. */
const freshThisLoad = new Map<string, boolean>();

/** True on the first page load after the creation (the links open once). */
export function takeFresh(gameId: string): boolean {
  const known = freshThisLoad.get(gameId);
  if (known !== undefined) return known;
  let fresh = false;
  try {
    fresh = window.sessionStorage.getItem(freshKey(gameId)) === "1";
    window.sessionStorage.removeItem(freshKey(gameId));
  } catch {
    // No storage: nothing was marked fresh.
  }
  freshThisLoad.set(gameId, fresh);
  return fresh;
}

export function updateSeatLink(gameId: string, seat: string, token: string, link: string): CreateGameResponse | null {
  const created = createdGame(gameId);
  if (!created) return null;
  const next = { ...created, seats: created.seats.map((s) => (s.seat === seat ? { ...s, token, link } : s)) };
  try {
    window.localStorage.setItem(key(gameId), JSON.stringify(next));
  } catch {
    // As above.
  }
  return next;
}

/** Where the creator goes after creating: their own seat (the first human one), else to watch. */
export const landingLink = (created: CreateGameResponse): string => created.seats.find((s) => s.link)?.link ?? created.spectatorLink;
