/**
 * Reading the stores' rows back into records, shared by the SQLite and PostgreSQL stores: both
 * keep JSON as the text the server wrote, and both check it on every read, so one damaged row (a
 * hand edit, a disk fault, a bug of an older server) marks its own game damaged instead of
 * stopping the server.
 */
import { z } from "zod";
import { ClockColumn } from "../clock.ts";
import { ProposalsColumn } from "../proposals.ts";
import type { ChatEntry } from "../protocol.ts";
import type { Seat } from "@kingsroad/core";
import type { GameListItem, GameRecord, PushSubscriptionRecord, StoredAction } from "./types.ts";

export interface GameRow {
  id: string;
  engine: string;
  title: string;
  created_at: number;
  setup: string;
  seats: string;
  status: string;
  outcome: string | null;
  seq: number;
  rules_version: string | null;
  clock: string | null;
  creator_hash: string | null;
  proposals: string | null;
}

export interface ActionRow {
  seq: number;
  seat: string;
  action: string;
  at: number;
}

export interface ChatRow {
  id: number;
  seat: string | null;
  name: string;
  text: string;
  at: number;
  channel: string;
  members: string | null;
  notice: number;
}

const CHANNELS: readonly string[] = ["table", "spectators", "private"];
const MembersColumn = z.array(z.string());

export function toChat(row: ChatRow): ChatEntry {
  const members = row.members === null ? undefined : column(row.members, MembersColumn);
  return {
    id: row.id,
    seat: row.seat,
    name: row.name,
    text: row.text,
    at: row.at,
    // An unreadable channel or member list is read as the narrowest one: nobody sees the line.
    channel: (CHANNELS.includes(row.channel) ? row.channel : "private") as ChatEntry["channel"],
    ...(row.channel === "private" || !CHANNELS.includes(row.channel) ? { members: members ?? [] } : {}),
    ...(row.notice === 1 && { notice: true as const }),
  };
}

// What a row's JSON columns must hold. Checked on every read: one damaged row (a hand edit, a
// disk fault, a bug of an older server) must mark its own game damaged, not stop the server.
const SeatsColumn = z.array(
  z.object({
    seat: z.string(),
    kind: z.enum(["human", "bot"]),
    level: z.string().optional(),
    name: z.string().optional(),
    tokenHash: z.string().optional(),
    claimed: z.boolean(),
    standIn: z.object({ level: z.string(), reason: z.enum(["timeout", "vote"]), since: z.number() }).optional(),
    notify: z.object({ webhook: z.string().optional(), email: z.string().optional() }).optional(),
  }),
);
const SetupColumn = z.union([
  z.object({ kind: z.literal("config"), config: z.unknown(), seed: z.string().optional(), seedSource: z.enum(["server", "creator"]).optional() }),
  z.object({ kind: z.literal("scenario"), scenario: z.unknown() }),
]);
const OutcomeColumn = z.object({ winners: z.array(z.string()), ranking: z.array(z.string()) }).loose().nullable();
const STATUSES: readonly string[] = ["open", "running", "finished"];

/** A JSON column through its schema, or undefined when it does not parse or does not fit. */
export function column<T>(text: string | null, schema: z.ZodType<T>): T | undefined {
  let json: unknown;
  try {
    json = text === null ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export function toRecord(row: GameRow): GameRecord {
  const setup = column(row.setup, SetupColumn);
  const seats = column(row.seats, SeatsColumn);
  const outcome = column(row.outcome, OutcomeColumn);
  const clock = column(row.clock, ClockColumn);
  const proposals = column(row.proposals, ProposalsColumn);
  const unreadable = [
    ...(proposals === undefined ? ["proposals"] : []),
    ...(clock === undefined ? ["clock"] : []),
    ...(setup === undefined ? ["setup"] : []),
    ...(seats === undefined ? ["seats"] : []),
    ...(outcome === undefined ? ["outcome"] : []),
    ...(STATUSES.includes(row.status) ? [] : ["status"]),
  ];
  const record: GameRecord = {
    id: row.id,
    engine: row.engine,
    title: row.title,
    createdAt: row.created_at,
    setup: (setup ?? { kind: "config", config: null }) as GameRecord["setup"],
    seats: (seats ?? []) as GameRecord["seats"],
    status: (STATUSES.includes(row.status) ? row.status : "running") as GameRecord["status"],
    outcome: (outcome ?? null) as GameRecord["outcome"],
    rulesVersion: row.rules_version,
    ...(clock && { clock: clock as NonNullable<GameRecord["clock"]> }),
    ...(proposals && { proposals }),
  };
  if (row.creator_hash) record.creatorHash = row.creator_hash;
  if (unreadable.length > 0) record.damaged = `its stored ${unreadable.join(" and ")} could not be read`;
  return record;
}

/** What a game whose stored moves do not parse is marked with (loadGame, listGames). */
export const UNREADABLE_MOVES = "its stored moves could not be read";

/**
 * Marks `damaged` the listed waiting games that have a stored move that does not parse (as
 * `toAction` would fail on it). `movesOf` reads the moves of the games named, in one query;
 * only waiting games are read: running ones are replayed at start, finished ones when opened.
 */
export async function markUnreadableMoves(
  items: GameListItem[],
  movesOf: (ids: string[]) => Promise<Array<{ game_id: string; action: string }>> | Array<{ game_id: string; action: string }>,
): Promise<GameListItem[]> {
  const open = items.filter((i) => i.record.status === "open" && !i.record.damaged && i.seq > 0).map((i) => i.record.id);
  if (open.length === 0) return items;
  const unreadable = new Set<string>();
  for (const move of await movesOf(open)) {
    if (unreadable.has(move.game_id)) continue;
    try {
      JSON.parse(move.action);
    } catch {
      unreadable.add(move.game_id);
    }
  }
  for (const item of items) if (unreadable.has(item.record.id)) item.record.damaged = UNREADABLE_MOVES;
  return items;
}

export const toAction = (row: ActionRow): StoredAction => ({
  seq: row.seq,
  seat: row.seat,
  action: JSON.parse(row.action) as unknown,
  at: row.at,
});


/** A push_subscriptions row as the stores read it. */
export interface PushRow {
  endpoint: string;
  keys: string;
  created_at: number;
}

const PushKeysColumn = z.object({ p256dh: z.string(), auth: z.string() });

/** A seat's subscriptions from their rows; one whose keys do not parse is left out (it could not be sent to). */
export function toPushSubscriptions(gameId: string, seat: Seat, rows: readonly PushRow[]): PushSubscriptionRecord[] {
  return rows.flatMap((r) => {
    const keys = column(r.keys, PushKeysColumn);
    return keys ? [{ gameId, seat, endpoint: r.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, createdAt: Number(r.created_at) }] : [];
  });
}
