/**
 * A GameStore in process memory, for tests and throwaway servers. Everything goes through a JSON
 * round trip, as it would through a database, so a caller that mutates what it stored or loaded
 * cannot change the store behind its back.
 */
import type { Seat } from "@kingsroad/core";
import { chatVisibleTo, type ChatEntry, type GameStatus } from "../protocol.ts";
import {
  StoreConflictError,
  type GamePatch,
  type GameListItem,
  type GameRecord,
  type GameStore,
  type ListFilter,
  type LoadedGame,
  type NewChat,
  type PushSubscriptionRecord,
  type Snapshot,
  type StoredAction,
} from "./types.ts";

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Entry {
  record: GameRecord;
  actions: StoredAction[];
  snapshot: Snapshot | null;
  chat: ChatEntry[];
}

export class MemoryStore implements GameStore {
  private readonly games = new Map<string, Entry>();
  private chatId = 0;
  private readonly keys = new Map<string, string>();
  // Changed in place, never reassigned: a wrapper made with Object.create (watched.ts) would keep its own.
  private readonly pushes: PushSubscriptionRecord[] = [];

  private dropPushes(gone: (p: PushSubscriptionRecord) => boolean): void {
    for (let i = this.pushes.length - 1; i >= 0; i--) if (gone(this.pushes[i]!)) this.pushes.splice(i, 1);
  }

  private entry(gameId: string): Entry {
    const entry = this.games.get(gameId);
    if (!entry) throw new Error(`no game ${gameId}`);
    return entry;
  }

  async createGame(record: GameRecord): Promise<void> {
    if (this.games.has(record.id)) throw new StoreConflictError(`game ${record.id} exists`);
    this.games.set(record.id, { record: copy(record), actions: [], snapshot: null, chat: [] });
  }

  async updateGame(gameId: string, patch: GamePatch): Promise<void> {
    const entry = this.entry(gameId);
    entry.record = { ...entry.record, ...copy(patch) };
  }

  async appendAction(gameId: string, action: StoredAction): Promise<void> {
    const entry = this.entry(gameId);
    const next = entry.actions.length + 1;
    if (action.seq !== next) throw new StoreConflictError(`game ${gameId} expects seq ${next}, got ${action.seq}`);
    entry.actions.push(copy(action));
  }

  async loadGame(gameId: string): Promise<LoadedGame | null> {
    const entry = this.games.get(gameId);
    if (!entry) return null;
    const from = entry.snapshot?.seq ?? 0;
    return copy({ record: entry.record, snapshot: entry.snapshot, actions: entry.actions.slice(from) });
  }

  async listActions(gameId: string, afterSeq: number, throughSeq = Number.POSITIVE_INFINITY): Promise<StoredAction[]> {
    return copy(this.entry(gameId).actions.slice(Math.max(0, afterSeq), Math.max(0, throughSeq)));
  }

  async countGames(): Promise<Record<GameStatus, number>> {
    const counts = { open: 0, running: 0, finished: 0 };
    for (const e of this.games.values()) counts[e.record.status]++;
    return counts;
  }

  async listGames(filter: ListFilter = {}): Promise<GameListItem[]> {
    const items = [...this.games.values()]
      .filter((e) => !filter.status || filter.status.includes(e.record.status))
      .filter((e) => !filter.ids || filter.ids.includes(e.record.id))
      .sort((a, b) => b.record.createdAt - a.record.createdAt)
      .slice(0, filter.limit ?? 100)
      .map((e) => ({ record: e.record, seq: e.actions.length }));
    return copy(items);
  }

  async saveSnapshot(gameId: string, snapshot: Snapshot): Promise<void> {
    const entry = this.entry(gameId);
    if (!entry.snapshot || snapshot.seq >= entry.snapshot.seq) entry.snapshot = copy(snapshot);
  }

  async deleteGame(gameId: string): Promise<void> {
    this.games.delete(gameId);
    this.dropPushes((p) => p.gameId === gameId);
  }

  async appendChat(gameId: string, chat: NewChat): Promise<ChatEntry> {
    const entry: ChatEntry = { id: ++this.chatId, ...copy(chat) };
    this.entry(gameId).chat.push(entry);
    return copy(entry);
  }

  async listChat(gameId: string, limit: number, reader: Seat | null): Promise<ChatEntry[]> {
    const chat = (this.games.get(gameId)?.chat ?? []).filter((c) => chatVisibleTo(c, reader));
    return copy(chat.slice(-limit));
  }

  async exportChat(gameId: string): Promise<ChatEntry[]> {
    return copy(this.games.get(gameId)?.chat ?? []);
  }

  async serverKey(name: string, fresh: string): Promise<string> {
    if (!this.keys.has(name)) this.keys.set(name, fresh);
    return this.keys.get(name)!;
  }

  async addPushSubscription(p: PushSubscriptionRecord): Promise<void> {
    const old = this.pushes.findIndex((q) => q.gameId === p.gameId && q.seat === p.seat && q.endpoint === p.endpoint);
    if (old >= 0) this.pushes[old] = { ...this.pushes[old]!, keys: { ...p.keys } };
    else this.pushes.push(copy(p));
  }

  async pushSubscriptions(gameId: string, seat: Seat): Promise<PushSubscriptionRecord[]> {
    return copy(this.pushes.filter((p) => p.gameId === gameId && p.seat === seat));
  }

  async removePushSubscription(endpoint: string, where?: { gameId: string; seat: Seat }): Promise<void> {
    this.dropPushes((p) => p.endpoint === endpoint && (where === undefined || (p.gameId === where.gameId && p.seat === where.seat)));
  }

  async close(): Promise<void> {}
}
