/**
 * The seq of this seat's last acknowledged action, kept across reloads (localStorage, per game and
 * seat), so a page can tell the player what the others did since their last move.
 */
import { useEffect, useMemo } from "react";

const key = (gameId: string, seat: string): string => `kingsroad.lastMove.${gameId}.${seat}`;

function stored(gameId: string | null, seat: string | null): number {
  if (!gameId || !seat) return 0;
  try {
    return Number(window.localStorage.getItem(key(gameId, seat)) ?? 0) || 0;
  } catch {
    return 0; // storage refused (private mode): this page load's moves only
  }
}

export function useLastMove(gameId: string | null, seat: string | null, ackedSeq: number): number {
  const before = useMemo(() => stored(gameId, seat), [gameId, seat]);
  const last = Math.max(before, ackedSeq);
  useEffect(() => {
    if (!gameId || !seat || ackedSeq <= before) return;
    try {
      window.localStorage.setItem(key(gameId, seat), String(ackedSeq));
    } catch {
      // As above: nothing to keep then.
    }
  }, [gameId, seat, ackedSeq, before]);
  return last;
}
