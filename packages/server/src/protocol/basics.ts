/** Limits every server enforces and the text rules shared by the client's and the HTTP messages. */
import { z } from "zod";

/** Limits every server enforces; clients may use them to validate early. */
export const LIMITS = {
  /** Largest WebSocket message the server reads; larger ones close the connection (1009). */
  maxMessageBytes: 16 * 1024,
  /** Largest HTTP body the server reads. */
  maxBodyBytes: 64 * 1024,
  chatMaxLength: 500,
  nameMaxLength: 40,
  titleMaxLength: 80,
  maxSeats: 16,
  /** Most earlier positions one `history` request returns. */
  historyPage: 50,
} as const;

/**
 * WebSocket close codes of the server, besides the standard ones (1001 going away, 1008 too many
 * refused messages or sockets from one address, 1009 a frame too big).
 */
/** The client fell too far behind (about 1 MiB unread): reconnect, the welcome resyncs it. */
export const CLOSE_TOO_SLOW = 4002;

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls (embeddings, overrides, isolates,
 * marks): refused in names, titles and chat, where they could hide or reorder what others read
 * ("Ned\u202Eevil" shows as "Nedlive") or break a line in someone's log.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * A lone surrogate (half of a UTF-16 pair, e.g. `"\ud800"` in JSON) is not a character: stored it
 * becomes U+FFFD or an invalid string in another client's JSON. `String.prototype.isWellFormed` is
 * not in Node 20, hence the pattern: a high surrogate not followed by a low one, or a low one not
 * preceded by a high one.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (s: string): boolean => !LONE_SURROGATE.test(s);
export const WELL_FORMED = { message: "must be well-formed Unicode text (a lone surrogate is not a character)" };

/**
 * Every string a client sends (names, titles, chat, seeds, seat and level names, addresses): `min`
 * to `max` UTF-16 units, refused when not well-formed Unicode.
 */
export const wellFormedText = (min: number, max: number) => z.string().min(min).max(max).refine(isWellFormed, WELL_FORMED);

/** Text other people read: trimmed, within `max`, well-formed, no control or bidirectional characters. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(isWellFormed, WELL_FORMED)
    .refine((t) => !HIDDEN_CHARACTERS.test(t), { message: "must not contain control or bidirectional-override characters" });

/** An id in a URL or message: a game id, an engine id. */
export const idText = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "letters, digits, '-' and '_' only");
export const tokenText = z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/, "not a seat token");
/** A client's own reference for a request, echoed in the reply so it can match them. */
export const refValue = z.union([wellFormedText(0, 64), z.number().int()]);

export type ErrorCode =
  | "bad_message"
  | "too_large"
  | "rate_limited"
  | "not_joined"
  | "already_joined"
  | "unknown_game"
  | "bad_token"
  | "spectator"
  | "invalid_action"
  | "stale"
  | "game_over"
  | "damaged"
  | "internal"
  /** The store could not write the action (a full disk); nothing changed: send it again shortly. */
  | "not_stored"
  /** Rule errors carry the engine's own stable code. */
  | (string & {});

export interface ErrorMessage {
  type: "error";
  code: ErrorCode;
  message: string;
  ref?: string | number;
}
