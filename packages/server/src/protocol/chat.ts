/** Chat lines, and the one rule of who may read one. */
import type { Seat } from "@kingsroad/core";

/**
 * Where a chat line was said: `table` (everyone), `spectators` (spectators only; players never get
 * it) or `private` (its `members` only).
 */
export type ChatChannel = "table" | "spectators" | "private";

export interface ChatEntry {
  id: number;
  /** The seat that wrote it, or null for a spectator or the server's own notice. */
  seat: Seat | null;
  name: string;
  text: string;
  at: number;
  channel: ChatChannel;
  /** A private conversation's seats, sorted; absent elsewhere. */
  members?: Seat[];
  /** Written by the server (a seat handed to a bot, a vote, a clock...): the table's record of it. */
  notice?: true;
}

/** Whether `seat` (null: a spectator) may read a chat line: the one rule every path obeys. */
export function chatVisibleTo(entry: Pick<ChatEntry, "channel" | "members">, seat: Seat | null): boolean {
  switch (entry.channel) {
    case "table":
      return true;
    case "spectators":
      return seat === null;
    case "private":
      return seat !== null && (entry.members ?? []).includes(seat);
  }
}
