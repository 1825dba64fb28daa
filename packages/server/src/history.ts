/**
 * Earlier positions of a game as one seat saw them (the `history` message), built without
 * stalling the live games. Twenty sockets paging a long game used to freeze every other game for
 * seconds: each page replayed the whole log from the first action, synchronously.
 *
 * - **Cached**: a past position never changes, so each page's pictures are kept serialized, per
 *   game, seat (or spectator) and seq, up to `cacheBytes` (least recently used first out); the
 *   next reader of the same page costs a string join. A seat's pictures are keyed by that seat:
 *   nothing built for one seat is ever sent to another.
 * - **From checkpoints**: a rebuild starts from the nearest position kept every
 *   `checkpointEvery` actions (`maxCheckpoints` in all, least recently used game dropped), not
 *   from the first action, and reads only the actions it needs.
 * - **Bounded**: at most `concurrent` rebuilds run at once over the whole server (the others wait
 *   their turn; a page found in the cache meanwhile does not), each request at most one page
 *   (LIMITS.historyPage), each connection one request at a time (its messages are handled in
 *   order), a rebuild gives the event loop back every `sliceMs`, and replies go out one per turn
 *   of the event loop (`servingTurn`), so a live action waits at most about one slice or one page
 *   behind them.
 */
import { eventsFor, replayEntry, undoneSeq, type ReplayPoint, type Seat } from "@kingsroad/core";
import type { LiveGame } from "./live-game.ts";
import type { AnyGameModule } from "./registry.ts";
import { initialState } from "./initial-state.ts";
import type { GameStore } from "./store/types.ts";

export interface HistoryOptions {
  checkpointEvery: number;
  maxCheckpoints: number;
  /** Serialized pictures kept, in UTF-16 code units (about bytes for JSON). */
  cacheBytes: number;
  /** Rebuilds running at once, server-wide. */
  concurrent: number;
  /** A rebuild runs at most this long before letting other work run. */
  sliceMs: number;
}

export const DEFAULT_HISTORY_OPTIONS: HistoryOptions = {
  checkpointEvery: 25,
  maxCheckpoints: 400,
  cacheBytes: 64 * 1024 * 1024,
  concurrent: 1,
  sliceMs: 3,
};

/** Lets other work run (timers, sockets, live actions) before carrying on. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export { initialState } from "./initial-state.ts";

export class History {
  private readonly options: HistoryOptions;
  /** game id -> seq -> state. States are never changed once made, so keeping one is safe. */
  private readonly checkpoints = new Map<string, Map<number, unknown>>();
  private checkpointCount = 0;
  /** `${game}\0${seat}\0${seq}` -> the picture's JSON; oldest use first. */
  private readonly cache = new Map<string, string>();
  private cacheSize = 0;
  private running = 0;
  private readonly queue: Array<() => void> = [];
  /** The last history reply waiting for its turn of the event loop (servingTurn). */
  private served: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: GameStore,
    options: Partial<HistoryOptions> = {},
    /** Told of each rebuild (for /metrics). */
    private readonly rebuilt: () => void = () => {},
  ) {
    this.options = { ...DEFAULT_HISTORY_OPTIONS, ...options };
  }

  /**
   * The `history` message for `seat` (null: a spectator): positions `from` to `from + count - 1`,
   * never past the present, as one JSON text ready to send.
   */
  async message(game: LiveGame, seat: Seat | null, from: number, count: number, ref?: string | number): Promise<string> {
    await this.servingTurn();
    const pictures = await this.pictures(game, seat, from, count);
    return `{"type":"history",${ref === undefined ? "" : `"ref":${JSON.stringify(ref)},`}"pictures":[${pictures.join(",")}]}`;
  }

  /** The pictures' JSON texts, seq `from` onwards. */
  async pictures(game: LiveGame, seat: Seat | null, from: number, count: number): Promise<string[]> {
    const last = Math.min(from + count - 1, game.seq);
    const cached = this.cached(game.id, seat, from, last);
    if (cached) return cached;
    await this.turn();
    try {
      // Another request may have built these pages while this one waited.
      const again = this.cached(game.id, seat, from, last);
      if (again) return again;
      this.rebuilt();
      return await this.rebuild(game, seat, from, last);
    } finally {
      this.release();
    }
  }

  /** Drops everything kept for a game (it was removed). */
  forget(gameId: string): void {
    const kept = this.checkpoints.get(gameId);
    if (kept) this.checkpointCount -= kept.size;
    this.checkpoints.delete(gameId);
    for (const key of this.cache.keys()) {
      if (key.startsWith(`${gameId}\u0000`)) {
        this.cacheSize -= (this.cache.get(key) as string).length;
        this.cache.delete(key);
      }
    }
  }

  private key(gameId: string, seat: Seat | null, seq: number): string {
    // A seat id is never "\u0001": a spectator's key cannot be a seat's.
    return `${gameId}\u0000${seat ?? "\u0001"}\u0000${seq}`;
  }

  private cached(gameId: string, seat: Seat | null, from: number, last: number): string[] | null {
    const found: string[] = [];
    for (let seq = from; seq <= last; seq++) {
      const key = this.key(gameId, seat, seq);
      const text = this.cache.get(key);
      if (text === undefined) return null;
      // Used: to the back of the line.
      this.cache.delete(key);
      this.cache.set(key, text);
      found.push(text);
    }
    return found;
  }

  private remember(key: string, text: string): void {
    if (this.cache.has(key)) return;
    this.cache.set(key, text);
    this.cacheSize += text.length;
    for (const [oldest, old] of this.cache) {
      if (this.cacheSize <= this.options.cacheBytes) break;
      this.cache.delete(oldest);
      this.cacheSize -= old.length;
    }
  }

  /**
   * One history reply per turn of the event loop, server-wide, after the sockets' input of that
   * turn: a live action that arrived while readers page waits behind at most one page (a join of
   * cached pictures and its send), not behind every reader's. Measured with
   * bench/history-stall.ts: 20 readers paging while 20 games play.
   */
  private servingTurn(): Promise<void> {
    const turn = this.served.then(breathe);
    this.served = turn;
    return turn;
  }

  private turn(): Promise<void> {
    if (this.running < this.options.concurrent) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }

  private async rebuild(game: LiveGame, seat: Seat | null, from: number, last: number): Promise<string[]> {
    const engine = game.module.engine;
    const every = this.options.checkpointEvery;
    let start = this.checkpointBefore(game.id, Math.max(0, from - 1));
    if (!start) {
      start = { seq: 0, state: initialState(game.module, game.record.setup) };
      this.keepCheckpoint(game.id, 0, start.state);
    }
    let entries = await this.store.listActions(game.id, start.seq, last);
    if (start.seq > 0 && entries[0] && undoneSeq(entries[0].action) !== null) {
      // An undo marker right after the checkpoint needs the state before it: from the start.
      start = { seq: 0, state: initialState(game.module, game.record.setup) };
      entries = await this.store.listActions(game.id, 0, last);
    }
    let point: ReplayPoint = { state: start.state };
    let state = start.state;
    const pictures: string[] = [];
    const picture = (seq: number, events: unknown[]): void => {
      const text = JSON.stringify({ seq, view: engine.view(state, seat), events });
      this.remember(this.key(game.id, seat, seq), text);
      pictures.push(text);
    };
    if (from === 0) picture(0, []);
    if (last < Math.max(from, 1)) return pictures;
    let slice = performance.now();
    for (const entry of entries) {
      const result = replayEntry(engine, point, entry.seq, entry.seat, entry.action);
      if (!result.ok) throw new Error(`game ${game.id}: stored action ${entry.seq} no longer applies (${result.error})`);
      point = result.value.point;
      state = point.state;
      if (entry.seq % every === 0) this.keepCheckpoint(game.id, entry.seq, state);
      if (entry.seq >= from) picture(entry.seq, eventsFor(result.value.events, seat).map((e) => ({ ...e, seq: entry.seq })));
      if (performance.now() - slice > this.options.sliceMs) {
        await breathe();
        slice = performance.now();
      }
    }
    return pictures;
  }

  private checkpointBefore(gameId: string, seq: number): { seq: number; state: unknown } | null {
    const kept = this.checkpoints.get(gameId);
    if (!kept) return null;
    // Used: to the back of the queue of games to drop.
    this.checkpoints.delete(gameId);
    this.checkpoints.set(gameId, kept);
    const every = this.options.checkpointEvery;
    for (let s = Math.floor(seq / every) * every; s >= 0; s -= every) {
      const state = kept.get(s);
      if (state !== undefined) return { seq: s, state };
    }
    return null;
  }

  private keepCheckpoint(gameId: string, seq: number, state: unknown): void {
    let kept = this.checkpoints.get(gameId);
    if (!kept) this.checkpoints.set(gameId, (kept = new Map()));
    if (kept.has(seq) || kept.size >= this.options.maxCheckpoints / 2) return;
    kept.set(seq, state);
    this.checkpointCount++;
    for (const [id, states] of this.checkpoints) {
      if (this.checkpointCount <= this.options.maxCheckpoints || id === gameId) break;
      this.checkpointCount -= states.size;
      this.checkpoints.delete(id);
    }
  }
}
