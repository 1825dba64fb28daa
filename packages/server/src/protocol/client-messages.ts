/** What a client sends over the WebSocket: zod schemas, checked before any handler runs. */
import { z } from "zod";
import { describeInvalid } from "@kingsroad/core";
import { LIMITS, plainText, idText, tokenText, refValue, wellFormedText, isWellFormed, WELL_FORMED, type ErrorMessage } from "./basics.ts";

/** Join a game: with a seat token to play that seat, without one to watch as a spectator. */
export const JoinMessage = z.strictObject({
  type: z.literal("join"),
  gameId: idText,
  token: tokenText.optional(),
  /**
   * The client applies `patch` messages: after its welcome, a new picture may come as a patch of
   * the one it holds instead of a whole `update`. Without it every picture comes whole.
   */
  patches: z.boolean().optional(),
});

/** Send the whole picture again (as an `update` without events): the client lost the one a patch applies to. */
export const ResyncMessage = z.strictObject({ type: z.literal("resync") });

/** An action for the joined seat. `action` is checked by the engine's own schema and rules. */
export const ActionMessage = z.strictObject({
  type: z.literal("action"),
  ref: refValue.optional(),
  /** When given, the action is refused (code `stale`) unless the game is at exactly this seq. */
  expectedSeq: z.number().int().nonnegative().optional(),
  action: z.unknown(),
});

/**
 * A chat line. Without `to` it goes to the table (every seat and spectator reads it), or, from a
 * spectator, to the spectators' channel (players never read it). With `to`, a seat talks in private
 * with those seats: the conversation's members are the writer and `to`, and no one else (no other
 * seat, no spectator, no replay) ever receives it. Spectators cannot write to players.
 */
export const ChatMessageIn = z.strictObject({
  type: z.literal("chat"),
  text: plainText(LIMITS.chatMaxLength),
  to: z.array(wellFormedText(1, 32)).min(1).max(LIMITS.maxSeats).optional(),
});

export const PingMessage = z.strictObject({ type: z.literal("ping"), ref: refValue.optional() });

/**
 * Earlier positions of the joined game, as the joined seat saw them then (its own view and the
 * events it could see): seq 0 is the position after setup, seq N the position after action N.
 */
export const HistoryRequest = z.strictObject({
  type: z.literal("history"),
  ref: refValue.optional(),
  from: z.number().int().nonnegative(),
  count: z.number().int().min(1).max(LIMITS.historyPage),
});

/**
 * What the table may vote on. `hand-over`: a bot plays an absent seat until its player takes it
 * back. `undo`: take back the proposer's last move (`seat` is the proposer's own; every other
 * person must agree, see take-back.ts). `leave`: the seat's player leaves and the game goes on
 * without them by the game's own rule (`Engine.leaveGame`; Mother of Dragons: the house becomes a
 * vassal; where too few players would stay, AG-38, a stand-in bot takes the seat instead); asked by
 * the player themself it needs no vote, else the other people decide by majority.
 */
export const PROPOSAL_KINDS = ["hand-over", "undo", "leave"] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** Propose to the table to do something to a seat (for `hand-over`, an absent one). */
export const ProposeMessage = z.strictObject({
  type: z.literal("propose"),
  kind: z.enum(PROPOSAL_KINDS),
  seat: wellFormedText(1, 32),
});

/** Vote on an open proposal. */
export const VoteMessage = z.strictObject({
  type: z.literal("vote"),
  id: z.number().int().positive(),
  accept: z.boolean(),
});

/**
 * Where the joined seat's player wants to hear of their turn and of the game's end: a webhook
 * (http or https URL, a JSON POST) and an e-mail address (when the server sends mail). `null`
 * removes one; an absent field is left as it is.
 */
export const NotifyMessage = z.strictObject({
  type: z.literal("notify"),
  webhook: z.string().trim().max(500).refine(isWellFormed, WELL_FORMED).nullable().optional(),
  email: z.email().max(200).nullable().optional(),
});

/** Take the joined seat back from the bot playing it. */
export const ReclaimMessage = z.strictObject({ type: z.literal("reclaim") });

export const ClientMessage = z.discriminatedUnion("type", [JoinMessage, ActionMessage, ChatMessageIn, PingMessage, HistoryRequest, ReclaimMessage, ProposeMessage, VoteMessage, NotifyMessage, ResyncMessage]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** Parses one raw WebSocket text frame into a validated client message or a protocol error. */
export function parseClientMessage(raw: string): { ok: true; value: ClientMessage } | { ok: false; error: ErrorMessage } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: { type: "error", code: "bad_message", message: "Messages must be JSON." } };
  }
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) {
    return { ok: false, error: { type: "error", code: "bad_message", message: `Malformed message: ${describeInvalid(parsed.error, "the message")}.` } };
  }
  return { ok: true, value: parsed.data };
}
