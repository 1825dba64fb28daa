/**
 * Which process writes a game, as the hub sees it: nothing to ask with one process; with several
 * (cluster/), the holder of the game's lease alone loads, creates and writes it.
 */

/** Which process writes a game (cluster/cluster.ts). */
export interface Ownership {
  /** Before a game is loaded or created here; throws WrittenElsewhere when another process writes it. */
  acquire(gameId: string): Promise<void>;
  /** The hub let go of a game (unloaded, removed): another process may write it. */
  release(gameId: string): void;
}

/** Thrown by a hub that may not load a game because another process writes it. */
export class WrittenElsewhere extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} is written by another process`);
  }
}
