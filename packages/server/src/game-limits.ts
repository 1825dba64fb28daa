/**
 * Bounded anonymous use: anyone who can reach the server may create games, so how many may wait
 * for players and how many may be played by bots alone is capped, per client address and per
 * server, and games nobody joined expire. Without these, 100 loopback addresses created 3,000
 * games in 2.6 s, and bot-only games ran flat out beside people's games.
 *
 * `GameCaps` keeps the games that count against a cap in memory: those created since the server
 * started, with the address that created them, and those found waiting in the store at start
 * (their creator is not stored, so they count against the server's cap only). A restart therefore
 * forgets which address made which game; the server-wide caps still hold.
 */
import type { RuleError } from "@kingsroad/core";

export interface GameLimits {
  /** Games waiting for players (status `open`) created by one client address. */
  readonly waitingPerAddress: number;
  /** Games waiting for players on the whole server. */
  readonly waiting: number;
  /** A waiting game that no player joined is removed this long after it was created. */
  readonly waitingExpiryMs: number;
  /** Unfinished games with only bot seats created by one client address. */
  readonly botGamesPerAddress: number;
  /** Unfinished games with only bot seats on the whole server. */
  readonly botGames: number;
  /**
   * The pause before each move of a game with only bots, so people can watch it and it leaves the
   * CPU to people's games; 0 plays flat out (tests and benchmarks).
   */
  readonly botGamePaceMs: number;
}

export const DEFAULT_GAME_LIMITS: GameLimits = {
  waitingPerAddress: 10,
  waiting: 1000,
  waitingExpiryMs: 24 * 60 * 60_000,
  botGamesPerAddress: 4,
  botGames: 20,
  botGamePaceMs: 500,
};

/** What a game counts against: waiting for players, or played by bots alone. */
export type CappedKind = "waiting" | "bots";

interface Counted {
  kind: CappedKind;
  /** The creating client's address; null for games found in the store at start. */
  address: string | null;
  createdAt: number;
}

export class GameCaps {
  private readonly games = new Map<string, Counted>();

  constructor(private readonly limits: GameLimits) {}

  /** Counts a game (again: a known game keeps the address it was created from). */
  track(gameId: string, kind: CappedKind, address: string | null, createdAt: number): void {
    const known = this.games.get(gameId);
    this.games.set(gameId, { kind, address: known?.address ?? address, createdAt });
  }

  /** The game no longer counts (it started, finished or expired). */
  untrack(gameId: string, kind?: CappedKind): void {
    if (kind === undefined || this.games.get(gameId)?.kind === kind) this.games.delete(gameId);
  }

  /** Why `address` may not create one more game of this kind now, or null when it may. */
  refuse(kind: CappedKind, address: string): RuleError | null {
    let server = 0;
    let mine = 0;
    for (const g of this.games.values()) {
      if (g.kind !== kind) continue;
      server++;
      if (g.address === address) mine++;
    }
    const [perAddress, total] = kind === "waiting" ? [this.limits.waitingPerAddress, this.limits.waiting] : [this.limits.botGamesPerAddress, this.limits.botGames];
    const what = kind === "waiting" ? "games waiting for players" : "games played only by bots";
    const later = kind === "waiting" ? "until players join them or they expire" : "until one of them ends";
    if (mine >= perAddress) {
      return { code: "too_many_games", message: `Your address already has ${mine} ${what}, the most allowed; wait ${later}.` };
    }
    if (server >= total) {
      return { code: "server_full", message: `This server already has ${server} ${what}, the most it allows; try again later.` };
    }
    return null;
  }

  /** Waiting games created at or before `cutoff`: candidates for expiry. */
  createdBefore(cutoff: number): string[] {
    return [...this.games].filter(([, g]) => g.kind === "waiting" && g.createdAt <= cutoff).map(([id]) => id);
  }
}
