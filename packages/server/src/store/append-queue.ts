/**
 * Group commit for a store's appends (issue 18): the actions appended in one turn of the event
 * loop are handed to the store together at its end (`setImmediate`), so it commits them with one
 * fsync or one round trip instead of one each. Each append's promise is settled by the store once
 * its fate is known: resolved only when committed.
 */
import type { StoredAction } from "./types.ts";

/** An append waiting to be committed, and how to tell its caller. */
export interface WaitingAppend {
  gameId: string;
  entry: StoredAction;
  resolve: () => void;
  reject: (e: unknown) => void;
}

export class AppendQueue {
  private waiting: WaitingAppend[] = [];
  private scheduled = false;

  /** `commit` gets every append waiting, at the end of the turn or when `flush` is called. */
  constructor(private readonly commit: (batch: WaitingAppend[]) => void) {}

  get size(): number {
    return this.waiting.length;
  }

  add(gameId: string, entry: StoredAction): Promise<void> {
    return new Promise((resolve, reject) => this.put([{ gameId, entry, resolve, reject }]));
  }

  /** Appends the store did not take in this batch, for the next one. */
  put(appends: WaitingAppend[]): void {
    this.waiting.push(...appends);
    if (!this.scheduled && this.waiting.length > 0) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Hands what waits to `commit` now (a store's other calls, so writes keep their order; closing). */
  flush(): void {
    this.scheduled = false;
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.commit(batch);
  }
}
